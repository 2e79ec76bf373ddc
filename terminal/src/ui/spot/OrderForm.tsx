import { useEffect, useState } from 'react';
import { formatPair } from '@bourse/market';
import { ORDER_TOAST_MS } from '../../domain';
import { clearPickedPrice } from '../../stores/spot-form';
import { useCabinetLocale } from '../account/SignInGate';
import { OrderFormSide, type Notify } from './OrderFormSide';
import { useSpotSymbol, type SpotIslandProps } from '../../spot/view/use-spot-market';
import { type Catalogue, messagesFor } from '@bourse/i18n';
import '../../shared/view/controls.css';
import '../../spot/view/spot.css';

/** Props: the spot islands' feed props (see SpotIslandProps). */
export type OrderFormProps = SpotIslandProps;

type Toast = { kind: 'ok' | 'error'; text: string; id: number };

/** A success toast hides after 15 s; an error toast shows the message (and hides the same way). */
function OrderToast({ toast, t, onClose }: { toast: Toast | null; t: Catalogue['spot']; onClose: () => void }) {
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(onClose, ORDER_TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast, onClose]);
  // The live regions stay mounted so screen readers announce the text when it appears.
  return (
    <div className="spot-toast">
      <div role="status" data-testid="order-toast-ok">
        {toast?.kind === 'ok' && <ToastBody toast={toast} t={t} onClose={onClose} />}
      </div>
      <div role="alert" data-testid="order-toast-error" className="ui-error">
        {toast?.kind === 'error' && <ToastBody toast={toast} t={t} onClose={onClose} />}
      </div>
    </div>
  );
}

function ToastBody({ toast, t, onClose }: { toast: Toast; t: Catalogue['spot']; onClose: () => void }) {
  return (
    <span className="spot-toast__line">
      <span data-testid="order-toast-text" title={toast.text}>
        {toast.text}
      </span>
      <button type="button" className="ui-ghost spot-toast__close" onClick={onClose} aria-label={t.close}>
        ×
      </button>
    </span>
  );
}

/**
 * The spot terminal's order form: buy and sell side by side, limit or market.
 *
 * @example <OrderForm client:load {...marketProps} symbol="BTCUSDT" locale="ru" />
 */
export function OrderForm(props: OrderFormProps) {
  const locale = useCabinetLocale(props.locale ?? 'en');
  const t = messagesFor(locale).spot;
  const symbol = useSpotSymbol(props);
  const [type, setType] = useState<'limit' | 'market'>('limit');
  const [toast, setToast] = useState<Toast | null>(null);
  const [closeToast] = useState(() => () => setToast(null));
  const notify: Notify = (kind, text) => setToast({ kind, text, id: Date.now() });
  // A price picked for another pair must not become this pair's price.
  useEffect(() => clearPickedPrice, [symbol]);
  const tab = (value: 'limit' | 'market') => (
    <button type="button" aria-pressed={type === value} onClick={() => setType(value)} className="ui-ghost spot-type">
      {t[value]}
    </button>
  );
  return (
    <section aria-label={`${t.orderForm} · ${formatPair(symbol)}`} data-testid="order-form" className="ui-panel spot-flush">
      {/* The toast shares the type switch's line: it takes no room from the chart and covers no button. */}
      <div className="spot-form-head">
        <div role="group" aria-label={t.orderType} className="spot-type-switch">
          {tab('limit')}
          {tab('market')}
        </div>
        <OrderToast toast={toast} t={t} onClose={closeToast} />
      </div>
      <div className="spot-sides">
        {/* Keyed by pair: a pair change starts both sides afresh, prefilled from the new pair's price. */}
        <OrderFormSide key={`buy-${symbol}`} side="buy" type={type} symbol={symbol} locale={locale} t={t} notify={notify} />
        <OrderFormSide key={`sell-${symbol}`} side="sell" type={type} symbol={symbol} locale={locale} t={t} notify={notify} />
      </div>
    </section>
  );
}
