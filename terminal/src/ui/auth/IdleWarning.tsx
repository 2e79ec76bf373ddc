import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { fill } from '../../messages';
import { $idleWarning } from '../../stores';
import { button, panel } from '../account/styles';
import type { SessionTexts } from './session-texts';

// A fixed card above everything, inside the viewport on a phone too; it blocks nothing (a click
// anywhere is what dismisses it).
const card = {
  ...panel, position: 'fixed', left: '50%', bottom: 16, transform: 'translateX(-50%)', zIndex: 60, marginBottom: 0,
  width: 'min(440px, calc(100vw - 32px))', boxSizing: 'border-box', boxShadow: '0 8px 32px rgba(0,0,0,0.45)',
  border: '1px solid var(--color-warning, #f0b90b)',
} as const;

/**
 * The one-minute warning before auto-logout, with a live countdown. Any click (here or in another
 * tab) is activity and dismisses it; the button is there so the way out is visible.
 */
export function IdleWarning({ t }: { t: SessionTexts }) {
  const logoutAt = useStore($idleWarning);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (logoutAt === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [logoutAt]);
  if (logoutAt === null) return null;
  const seconds = Math.max(0, Math.ceil((logoutAt - now) / 1000));
  return (
    <div style={card} role="alertdialog" aria-labelledby="idle-warning-title" aria-describedby="idle-warning-text" data-testid="idle-warning">
      <strong id="idle-warning-title">{t.idleTitle}</strong>
      <p id="idle-warning-text" style={{ margin: '8px 0 12px' }}>{fill(t.idleWarning, { seconds }, t.locale)}</p>
      <button type="button" style={button}>{t.stay}</button>
    </div>
  );
}
