import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import {
  applyPercent,
  applyStopLossRecommendation,
  clearAfterOrder,
  editOrderField,
  fieldValue,
  needsStopLossPrompt,
  PERCENT_STEPS,
  prefillPrice,
  recommendedStopLoss,
  stopLossAfterBuy,
  toOrderRequest,
  validateOrderForm,
  type OrderFormFields,
} from '../../domain';
import { formatPair } from '@bourse/market';
import { splitPair } from '@bourse/trading';
import { $feedHealth, $pairRules, $ticker, isFeedStale } from '../../stores';
import { $balances } from '../../account/store/accounts';
import { placeOrder } from '../../orders/store/orders';
import { $pickedPrice, $stopLossHintHidden, hideStopLossRecommendations } from '../../stores/spot-form';
import { StaleDialog } from './StaleDialog';
import { StopLossDialog } from './StopLossDialog';
import { useRestoredSession } from '../../spot/view/use-spot-market';
import { useTypedFields } from './use-typed-fields';
import { type Catalogue, fill, messagesFor, describeTradingError } from '@bourse/i18n';
import { formatAmount } from '../account/format';
import '../../shared/view/controls.css';
import '../../spot/view/spot.css';

export type Notify = (kind: 'ok' | 'error', text: string) => void;
const NO_RULES = { tickSize: null, stepSize: null };
export type OrderFormSideProps = {
  side: 'buy' | 'sell';
  type: 'limit' | 'market';
  symbol: string;
  locale: string;
  t: Catalogue['spot'];
  notify: Notify;
};

/** One side of the spot order form; its rules are the pure functions of domain/order-form*.ts. */
export function OrderFormSide({ side, type, symbol, locale, t, notify }: OrderFormSideProps) {
  const id = useId();
  const signedIn = useRestoredSession();
  const balances = useStore($balances);
  const ticker = useStore($ticker);
  const hintHidden = useStore($stopLossHintHidden);
  const pairRules = useStore($pairRules);
  const rules = pairRules?.symbol === symbol ? pairRules : NO_RULES;
  const [asking, setAsking] = useState(false);
  const [staleAsk, setStaleAsk] = useState<OrderFormFields | null>(null);
  const pair = formatPair(symbol);
  const [base, quote] = splitPair(pair) ?? [symbol, ''];
  const lastPrice = ticker?.symbol === symbol ? ticker.lastPrice : null;
  const priceInForce = useRef('');
  const typed = useTypedFields({
    locale,
    rules,
    priceInForce: () => priceInForce.current,
    t: messagesFor(locale).terminal,
    say: (text) => notify('error', text),
  });
  const { fields, setFields } = typed;
  // A market order trades at the last price; a limit order at the price typed or prefilled.
  const price = type === 'market' ? prefillPrice(null, lastPrice) : fields.price;
  priceInForce.current = price;
  const spent = side === 'buy' ? quote : base;
  const free = balances[spent]?.free ?? '0';

  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || !lastPrice) return;
    prefilled.current = true;
    setFields((f) => (f.price ? f : editOrderField(f, 'price', prefillPrice($pickedPrice.get()?.price, lastPrice), lastPrice, rules)));
  }, [lastPrice]);
  useEffect(
    () =>
      $pickedPrice.listen((picked) => {
        if (!picked) return;
        prefilled.current = true;
        setFields((f) => {
          const text = prefillPrice(picked.price, null);
          const priced = editOrderField(f, 'price', text, text, rules);
          return picked.amount ? editOrderField(priced, 'amount', picked.amount, text, rules) : priced;
        });
      }),
    [],
  );

  const place = async (current: OrderFormFields) => {
    const result = await placeOrder(toOrderRequest(symbol, side, type, price, current));
    if (!result.ok) return notify('error', describeTradingError(result.error, locale));
    const { order, walk } = result.value;
    setFields(clearAfterOrder(current, type));
    // A market order says what it got: its average price over the levels it took.
    const shown = type === 'market' ? (walk?.averagePrice ?? order.price) : order.price;
    const placed = fill(
      t.placed,
      { side: t[side], amount: formatAmount(order.origQty, locale), base, price: formatAmount(shown, locale, 2), quote },
      locale,
    );
    notify('ok', placed);
    if (side !== 'buy' || !current.stopLossOn || fieldValue(current.stopLoss).isZero()) return;
    // The form's stop-loss is a real order: a stop-market sell of what the buy brought in.
    const stop = stopLossAfterBuy(symbol, order, result.value.fills, current, rules.stepSize);
    if (!stop) return notify('ok', `${placed}. ${t.stopLossWaits}`);
    const stopped = await placeOrder(stop);
    if (!stopped.ok) return notify('error', `${t.stopLoss}: ${describeTradingError(stopped.error, locale)}`);
    const said = fill(
      t.stopLossPlaced,
      { amount: formatAmount(stop.quantity as string, locale), base, price: formatAmount(stop.stopPrice as string, locale, 2), quote },
      locale,
    );
    notify('ok', `${placed}. ${said}`);
  };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const invalid = typed.invalid();
    if (invalid) return notify('error', `${t[invalid.name === 'stopLoss' ? 'stopLoss' : invalid.name]}: ${invalid.message}`);
    // What is placed is on the pair's tick and step; the form says so when that moved a number.
    const ready = typed.round();
    const readyPrice = type === 'market' ? price : ready.price;
    const error = validateOrderForm({ signedIn, pair, side, price: readyPrice, amount: ready.amount, total: ready.total, balances });
    if (error) return notify('error', describeTradingError(error, locale));
    // A stale feed: the price may be old, so the trader confirms before anything is placed.
    if (isFeedStale($feedHealth.get())) return setStaleAsk(ready);
    proceed(ready);
  };
  const proceed = (ready: OrderFormFields) => {
    if (needsStopLossPrompt(side, ready, hintHidden)) return setAsking(true);
    void place(ready);
  };
  const answer = (use: boolean) => (hide: boolean) => {
    if (hide) hideStopLossRecommendations(true);
    setAsking(false);
    const next = use ? applyStopLossRecommendation(fields, price) : fields;
    setFields(next);
    void place(next);
  };

  const field = (name: 'price' | 'amount' | 'total', asset: string, disabled = false) => (
    <label className="ui-label">
      {t[name]} ({asset})
      <input
        name={name}
        inputMode="decimal"
        autoComplete="off"
        {...typed.inputProps(name)}
        {...(name === 'price' && type === 'market' ? { value: '' } : {})}
        placeholder={name === 'price' && type === 'market' ? t.marketPrice : '0'}
        disabled={disabled}
        className="ui-input"
      />
    </label>
  );
  return (
    <form aria-label={`${t[side]} ${base}`} data-side={side} onSubmit={submit} noValidate className="spot-side">
      <p className="spot-available" data-testid={`available-${side}`} data-free={free}>
        {t.available}: {formatAmount(free, locale, side === 'buy' ? 2 : 8)} {spent}
      </p>
      {field('price', quote, type === 'market')}
      {field('amount', base)}
      <div role="group" aria-label={t.amount} className="spot-percents">
        {PERCENT_STEPS.map((percent) => (
          <button
            key={percent}
            type="button"
            className="ui-ghost spot-percent"
            aria-label={fill(t.percentOf, { percent, asset: spent }, locale)}
            onClick={() => setFields((f) => applyPercent(f, { side, percent, free: balances[spent]?.free ?? '0', price }, rules))}
          >
            {percent}%
          </button>
        ))}
      </div>
      {field('total', quote)}
      {side === 'buy' && (
        <div className="spot-stop-loss">
          <input
            id={`${id}-sl`}
            type="checkbox"
            checked={fields.stopLossOn}
            onChange={(e) => setFields((f) => ({ ...f, stopLossOn: e.target.checked }))}
          />
          <label htmlFor={`${id}-sl`}>{t.stopLoss}</label>
          <input
            aria-label={`${t.stopLoss} (${quote})`}
            name="stopLoss"
            inputMode="decimal"
            {...typed.inputProps('stopLoss')}
            disabled={!fields.stopLossOn}
            className="ui-input spot-stop-loss__input"
          />
        </div>
      )}
      <button type="submit" className={`spot-submit spot-submit--${side}`}>
        {t[side]} {base}
      </button>
      <StaleDialog
        open={staleAsk !== null}
        locale={locale}
        t={messagesFor(locale).terminal}
        onClose={() => setStaleAsk(null)}
        onPlace={() => {
          const ready = staleAsk;
          setStaleAsk(null);
          if (ready) proceed(ready);
        }}
      />
      {side === 'buy' && (
        <StopLossDialog
          open={asking}
          price={recommendedStopLoss(price)}
          quote={quote}
          locale={locale}
          t={t}
          onSkip={answer(false)}
          onUse={answer(true)}
          onClose={() => setAsking(false)}
        />
      )}
    </form>
  );
}
