import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { splitPair } from '@bourse/trading';
import { $balances, $ticker, placeOrder } from '../../stores';
import { normalizeSymbol } from '@bourse/market';
import { SignInGate, useCabinetLocale } from '../../ui/account/SignInGate';
import { type Catalogue, messagesFor, describeTradingError } from '@bourse/i18n';
import { formatAmount } from '../../ui/account/format';
import '../../shared/view/controls.css';
import './orders.css';

/**
 * A minimal limit-order panel for the order pages (the full order form is the spot terminal's): the
 * server checks and places it.
 *
 * @example <QuickOrder client:load locale="en" pair="BTC/USDT" />
 */
export type QuickOrderProps = { locale: string; pair?: string };

function Form({ locale, pair = 'BTC/USDT', t }: QuickOrderProps & { t: Catalogue['account'] }) {
  const balances = useStore($balances);
  const ticker = useStore($ticker);
  const [side, setSide] = useState<'buy' | 'sell'>('buy');
  const [price, setPrice] = useState('');
  const [amount, setAmount] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [base, quote] = splitPair(pair) ?? ['BTC', 'USDT'];
  const decimal = /^\d*\.?\d*$/;
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const result = await placeOrder({
      symbol: normalizeSymbol(pair) ?? 'BTCUSDT',
      side: side === 'buy' ? 'BUY' : 'SELL',
      type: 'LIMIT',
      timeInForce: 'GTC',
      price: price || ticker?.lastPrice,
      quantity: amount,
    });
    setMessage(result.ok ? { ok: true, text: t.orderPlaced } : { ok: false, text: describeTradingError(result.error, locale) });
    if (result.ok) setAmount('');
  };
  return (
    <form className="ui-panel quick-order" onSubmit={(e) => void submit(e)} aria-label={t.newOrder}>
      <strong className="quick-order__title">
        {t.newOrder} · {pair}
      </strong>
      <label className="ui-label">
        {t.side}
        <select value={side} onChange={(e) => setSide(e.target.value as 'buy' | 'sell')} className="ui-input" name="side">
          <option value="buy">{t.buy}</option>
          <option value="sell">{t.sell}</option>
        </select>
      </label>
      <label className="ui-label">
        {t.price} ({quote})
        <input
          name="price"
          inputMode="decimal"
          value={price}
          placeholder={ticker?.lastPrice ?? ''}
          onChange={(e) => decimal.test(e.target.value) && setPrice(e.target.value)}
          className="ui-input"
        />
      </label>
      <label className="ui-label">
        {t.amount} ({base})
        <input
          name="amount"
          inputMode="decimal"
          value={amount}
          onChange={(e) => decimal.test(e.target.value) && setAmount(e.target.value)}
          className="ui-input"
        />
      </label>
      <button type="submit" className="ui-button">
        {t.placeOrder}
      </button>
      <p className="quick-order__balances" data-testid="quick-balances">
        {[quote, base].map((asset) => (
          <span
            key={asset}
            data-asset={asset}
            data-free={balances[asset]?.free ?? '0'}
            data-locked={balances[asset]?.locked ?? '0'}
            className="quick-order__balance"
          >
            {asset}: {t.free} {formatAmount(balances[asset]?.free ?? '0', locale)} · {t.locked}{' '}
            {formatAmount(balances[asset]?.locked ?? '0', locale)}
          </span>
        ))}
      </p>
      {message && (
        <p role={message.ok ? 'status' : 'alert'} className={message.ok ? 'ui-message' : 'ui-error'}>
          {message.text}
        </p>
      )}
    </form>
  );
}

export function QuickOrder(props: QuickOrderProps) {
  const locale = useCabinetLocale(props.locale);
  return (
    <SignInGate locale={locale}>
      <Form {...props} locale={locale} t={messagesFor(locale).account} />
    </SignInGate>
  );
}
