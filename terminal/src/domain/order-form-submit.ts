import { STOP_LOSS_FACTOR } from '../chart/model/chart-levels';
import { Dec } from '@bourse/market';
import { fieldValue, toFieldText, type OrderFormFields } from './order-form';
import { balanceOf, splitPair, type Balances, type NewOrderBody, type TradingError } from '@bourse/trading';

/** A success toast hides after 15 s. */
export const ORDER_TOAST_MS = 15_000;
/** The localStorage key of the "don't show recommendations again" flag. */
export const HIDE_STOP_LOSS_KEY = 'hideStopLossRecommendation';

/**
 * What the submit button sees: who is signed in, the fields, the price in force and the balances.
 *
 * @example
 * { signedIn: true, pair: 'BTC/USDT', side: 'buy', price: '60000', amount: '0.01', total: '600', balances }
 */
export type OrderSubmission = {
  signedIn: boolean;
  pair: string;
  side: 'buy' | 'sell';
  price: string;
  amount: string;
  total: string;
  balances: Balances;
};

/**
 * The checks on submit, in this order: signed in; amount, price and total non-zero; for a
 * buy the total within the free quote balance, for a sell the amount within the free base balance.
 * Null when the order may go to the trading store (which checks again with fresh balances).
 *
 * @example
 * validateOrderForm({ ...submission, signedIn: false }); // { code: 'NOT_AUTHORISED' }
 */
export function validateOrderForm(s: OrderSubmission): TradingError | null {
  if (!s.signedIn) return { code: 'NOT_AUTHORISED' };
  const empty = (['amount', 'price', 'total'] as const).find((field) => fieldValue(s[field]).isZero());
  if (empty) return { code: 'ORDER_FIELDS_ZERO', field: empty };
  const [base, quote] = splitPair(s.pair) ?? [];
  if (!base || !quote) return { code: 'UNKNOWN_PAIR', field: 'pair', params: { pair: s.pair } };
  const [spent, field, needed] = s.side === 'buy' ? ([quote, 'total', s.total] as const) : ([base, 'amount', s.amount] as const);
  if (fieldValue(needed).gt(new Dec(balanceOf(s.balances, spent).free))) {
    return { code: 'INSUFFICIENT_FOR_ORDER', field, params: { currency: spent } };
  }
  return null;
}

/**
 * A buy with no stop-loss set first asks, unless the trader chose not to be asked again.
 *
 * @example
 * needsStopLossPrompt('buy', { stopLoss: '', stopLossOn: false }, false); // true
 */
export function needsStopLossPrompt(
  side: 'buy' | 'sell',
  fields: Pick<OrderFormFields, 'stopLoss' | 'stopLossOn'>,
  hidden: boolean,
): boolean {
  const set = fields.stopLossOn && !fieldValue(fields.stopLoss).isZero();
  return side === 'buy' && !set && !hidden;
}

/**
 * Recommended stop-loss, 98 % of the price (the chart's rule, chart-levels.ts), to the cent (cut, so it never sits above 98 %).
 *
 * @example
 * recommendedStopLoss('60000'); // '58800'
 */
export function recommendedStopLoss(price: string): string {
  return toFieldText(fieldValue(price).times(STOP_LOSS_FACTOR), 2);
}

/** "Use recommendation": the stop-loss value filled in and switched on. */
export function applyStopLossRecommendation(fields: OrderFormFields, price: string): OrderFormFields {
  return { ...fields, stopLoss: recommendedStopLoss(price), stopLossOn: true };
}

/**
 * After a successful order the amount and total are cleared, and the price too for market.
 *
 * @example
 * clearAfterOrder(fields, 'limit'); // price kept
 */
export function clearAfterOrder(fields: OrderFormFields, type: 'limit' | 'market'): OrderFormFields {
  return { ...fields, amount: '', total: '', ...(type === 'market' ? { price: '' } : {}) };
}

/**
 * The order the form sends to the server (Binance's parameters): a limit at the typed price, good
 * till cancelled; a market order by quantity only (the server fills it against the book).
 *
 * @example
 * toOrderRequest('BTCUSDT', 'buy', 'limit', '60000', fields); // { symbol: 'BTCUSDT', side: 'BUY', type: 'LIMIT', timeInForce: 'GTC', price: '60000', quantity: '0.01' }
 */
export function toOrderRequest(
  symbol: string,
  side: 'buy' | 'sell',
  type: 'limit' | 'market',
  price: string,
  fields: OrderFormFields,
): Omit<NewOrderBody, 'newClientOrderId'> {
  const quantity = fieldValue(fields.amount).toFixed();
  const common = { symbol, side: side === 'buy' ? ('BUY' as const) : ('SELL' as const), quantity };
  return type === 'market'
    ? { ...common, type: 'MARKET' }
    : { ...common, type: 'LIMIT', timeInForce: 'GTC', price: fieldValue(price).toFixed() };
}

/**
 * The stop-loss a buy's form asked for, as a real order on the server: a stop-market sell of what
 * the buy brought in (its filled quantity less a fee taken in the coin, down to the pair's step),
 * waiting for the last trade price to fall to the stop. Null when the form has no stop-loss, the
 * buy has not filled (a resting limit's stop-loss is placed from the chart once it has), or
 * nothing is left to sell.
 *
 * @example
 * stopLossAfterBuy('BTCUSDT', { status: 'FILLED', executedQty: '0.001', baseAsset: 'BTC' },
 *   [{ commission: '0.000001', commissionAsset: 'BTC' }], { stopLoss: '60000', stopLossOn: true }, '0.00001');
 * // { symbol: 'BTCUSDT', side: 'SELL', type: 'STOP_LOSS', stopPrice: '60000', quantity: '0.00099' }
 */
export function stopLossAfterBuy(
  symbol: string,
  order: { status: string; executedQty: string; baseAsset: string },
  fills: readonly { commission: string; commissionAsset: string }[],
  fields: Pick<OrderFormFields, 'stopLoss' | 'stopLossOn'>,
  stepSize: string | null,
): Omit<NewOrderBody, 'newClientOrderId'> | null {
  const stop = fieldValue(fields.stopLoss);
  if (!fields.stopLossOn || stop.isZero() || order.status !== 'FILLED') return null;
  const fee = fills.filter((f) => f.commissionAsset === order.baseAsset).reduce((sum, f) => sum.plus(f.commission), new Dec(0));
  const step = stepSize && new Dec(stepSize).gt(0) ? new Dec(stepSize) : new Dec('0.00000001');
  const quantity = new Dec(order.executedQty).minus(fee).div(step).toDecimalPlaces(0, Dec.ROUND_DOWN).times(step);
  if (quantity.lte(0)) return null;
  return { symbol, side: 'SELL', type: 'STOP_LOSS', stopPrice: stop.toFixed(), quantity: quantity.toFixed() };
}
