import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { describeTradingError, messagesFor } from '@bourse/i18n';
import type { Result } from '@bourse/trading';
import { $tradingAccounts, resetDemoAccount, setDemoFill } from '../../account/store/accounts';
import { HOTKEYS } from '../../hotkeys/model/hotkeys';
import { $hotkeysOff, setHotkeyOn } from '../../hotkeys/store/hotkeys';
import { useRestoredSession } from '../../spot/view/use-spot-market';
import { Switch } from './SectionParts';
import '../../shared/view/controls.css';
import './settings.css';

/**
 * Paper trading settings: the demo account's demo fill (off by default; the terminal labels it
 * while on) and its reset, both kept on the server; and which keyboard shortcuts the spot
 * terminal answers in this browser.
 */
export function PaperTradingSettings({ locale }: { locale: string }) {
  const { paper: p } = messagesFor(locale);
  // The accounts load for a signed-in trader: the session is restored here as on the terminal.
  useRestoredSession();
  const demo = useStore($tradingAccounts).find((a) => a.kind === 'demo') ?? null;
  const off = useStore($hotkeysOff);
  const [asked, setAsked] = useState<boolean | null>(null);
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  // A refusal in words; a success says only what the switch does not show by itself (a reset).
  const answer = (done: Result<null>, text: string | null) =>
    setSaid(!done.ok ? { ok: false, text: describeTradingError(done.error, locale) } : text ? { ok: true, text } : null);
  return (
    <section className="ui-panel" aria-labelledby="settings-paper" data-testid="settings-paper">
      <h2 id="settings-paper" className="settings-heading">
        {p.settings.title}
      </h2>
      {demo && (
        <div className="settings-stack">
          <Switch
            name="demoFill"
            label={p.settings.demoFill}
            checked={asked ?? demo.demoFill}
            onChange={(on) => {
              // Shown at once; the server's answer then decides (a refusal puts it back and says why).
              setAsked(on);
              void setDemoFill(demo.id, on).then((done) => {
                setAsked(null);
                answer(done, null);
              });
            }}
          />
          <p>
            <button
              type="button"
              className="ui-ghost"
              onClick={() => void resetDemoAccount(demo.id).then((done) => answer(done, p.settings.resetDone))}
            >
              {p.settings.reset}
            </button>
          </p>
        </div>
      )}
      {said && (
        <p role={said.ok ? 'status' : 'alert'} className={said.ok ? 'ui-message' : 'ui-error'} data-testid="paper-settings-message">
          {said.text}
        </p>
      )}
      <fieldset className="settings-fieldset settings-fieldset--spaced">
        <legend className="settings-legend">{p.settings.hotkeys}</legend>
        <div className="settings-stack">
          {HOTKEYS.map((h) => (
            <Switch
              key={h.id}
              name={`hotkey-${h.id}`}
              label={`${h.keys} · ${p.hotkeys[h.id]}`}
              checked={!off.includes(h.id)}
              onChange={(on) => setHotkeyOn(h.id, on)}
            />
          ))}
        </div>
      </fieldset>
    </section>
  );
}
