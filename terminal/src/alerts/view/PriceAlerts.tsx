import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { formatPair } from '@bourse/market';
import { ALERT_CONDITIONS, type AlertAnswer, type AlertCondition } from '@bourse/trading';
import { describeTradingError, fill, messagesFor } from '@bourse/i18n';
import { $ticker } from '../../ticker/store/ticker';
import { $settings, loadSettings } from '../../settings/store/settings';
import { formatAmount } from '../../ui/account/format';
import { $alerts, $firedAlerts, addAlert, dismissFiredAlert, removeAlert } from '../store/alerts';
import { useRestoredSession } from '../../spot/view/use-spot-market';
import { chime, notify } from './alert-signal';
import '../../shared/view/controls.css';
import './alerts.css';

/** @example <PriceAlerts locale="en" symbol="BTCUSDT" /> */
export type PriceAlertsProps = { locale: string; symbol: string };

/** One fired alert in words: "BTC/USDT is at or above 61,000.00: last 61,003.12". */
const firedText = (alert: AlertAnswer, locale: string) => {
  const t = messagesFor(locale).paper.alerts;
  return fill(
    t.fired,
    {
      pair: formatPair(alert.symbol),
      condition: t[alert.condition],
      price: formatAmount(alert.price, locale, 2),
      last: formatAmount(alert.triggerPrice ?? alert.price, locale, 2),
    },
    locale,
  );
};

/**
 * Price alerts on the pair: set one (at or above, at or below, crossing a price; prefilled with
 * the last price), see and remove the pair's alerts. The server watches them, with no page open
 * too; one that fires shows here as a toast, with a chime when sounds are on and a browser
 * notification when the trader allowed them.
 */
export function PriceAlerts({ locale, symbol }: PriceAlertsProps) {
  const t = messagesFor(locale).paper.alerts;
  const id = useId();
  const alerts = useStore($alerts).data.filter((a) => a.symbol === symbol);
  const fired = useStore($firedAlerts);
  const ticker = useStore($ticker);
  const [open, setOpen] = useState(false);
  const [condition, setCondition] = useState<AlertCondition>('crossing');
  const [price, setPrice] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const announced = useRef(new Set<number>());
  useRestoredSession();
  useEffect(() => void loadSettings(localStorage), []);
  useEffect(() => {
    for (const alert of fired) {
      if (announced.current.has(alert.id)) continue;
      announced.current.add(alert.id);
      chime($settings.get());
      notify(t.title, firedText(alert, locale));
    }
  }, [fired]);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const typed = price.trim().replace(',', '.') || (ticker?.symbol === symbol ? ticker.lastPrice : '');
    const added = await addAlert({ symbol, condition, price: typed });
    setMessage(
      added.ok
        ? {
            ok: true,
            text: fill(
              t.saved,
              { pair: formatPair(symbol), condition: t[condition], price: formatAmount(added.value.price, locale, 2) },
              locale,
            ),
          }
        : { ok: false, text: describeTradingError(added.error, locale) },
    );
    if (added.ok) setPrice('');
  };
  const askNotifications = () => void (globalThis as { Notification?: typeof Notification }).Notification?.requestPermission();
  return (
    <div className="price-alerts" data-testid="price-alerts">
      <button type="button" className="ui-ghost" aria-expanded={open} aria-controls={`${id}-panel`} onClick={() => setOpen(!open)}>
        <svg className="price-alerts__bell" viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
          <path d="M12 3a6 6 0 0 0-6 6v4l-2 3h16l-2-3V9a6 6 0 0 0-6-6zm-2 15a2 2 0 0 0 4 0z" fill="currentColor" />
        </svg>{' '}
        {t.open} ({alerts.filter((a) => a.status === 'active').length})
      </button>
      {open && (
        <div id={`${id}-panel`} className="ui-panel price-alerts__panel">
          <form onSubmit={(e) => void submit(e)} aria-label={t.add} className="price-alerts__form">
            <label className="ui-label">
              {t.condition}
              <select
                className="ui-input"
                name="alert-condition"
                value={condition}
                onChange={(e) => setCondition(e.target.value as AlertCondition)}
              >
                {ALERT_CONDITIONS.map((c) => (
                  <option key={c} value={c}>
                    {t[c]}
                  </option>
                ))}
              </select>
            </label>
            <label className="ui-label">
              {t.price}
              <input
                className="ui-input"
                name="alert-price"
                inputMode="decimal"
                autoComplete="off"
                value={price}
                placeholder={ticker?.symbol === symbol ? ticker.lastPrice : ''}
                onChange={(e) => setPrice(e.target.value)}
              />
            </label>
            <button type="submit" className="ui-button">
              {t.add}
            </button>
          </form>
          {message && (
            <p role={message.ok ? 'status' : 'alert'} className={message.ok ? 'ui-message' : 'ui-error'} data-testid="alert-message">
              {message.text}
            </p>
          )}
          {alerts.length === 0 ? (
            <p className="spot-muted">{t.none}</p>
          ) : (
            <ul className="price-alerts__list" data-testid="alert-list">
              {alerts.map((a) => (
                <li key={a.id} data-status={a.status}>
                  {t[a.condition]} {formatAmount(a.price, locale, 2)} · {a.status === 'active' ? t.active : t.triggered}{' '}
                  <button
                    type="button"
                    className="ui-ghost"
                    onClick={() => void removeAlert(a.id)}
                    aria-label={`${t.remove} ${t[a.condition]} ${a.price}`}
                  >
                    {t.remove}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {(globalThis as { Notification?: typeof Notification }).Notification?.permission === 'default' && (
            <button type="button" className="ui-ghost" onClick={askNotifications}>
              {t.notify}
            </button>
          )}
        </div>
      )}
      <div className="price-alerts__toasts" aria-live="polite">
        {fired.map((alert) => (
          <p key={alert.id} role="status" className="ui-panel price-alerts__toast" data-testid="alert-toast">
            {firedText(alert, locale)}{' '}
            <button
              type="button"
              className="ui-ghost"
              onClick={() => dismissFiredAlert(alert.id)}
              aria-label={messagesFor(locale).account.dismiss}
            >
              ×
            </button>
          </p>
        ))}
      </div>
    </div>
  );
}
