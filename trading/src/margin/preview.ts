import { Dec } from '../decimal';
import { summarize, unquotedSymbol, type MarginAccount } from './account';
import { refuse, done, type MarginResult } from './errors';
import { lotsOf } from './volume';
import type { MarketQuotes } from './money';
import { checkMarginOrder, type MarginOrderRequest } from './order-check';

/**
 * What the order panel shows before a trader places an order, worked by the rules the engine places
 * with: units and lots, the price it would open at, the margin it needs, a pip's value, the stop
 * prices a distance in pips or money comes to, and the free margin and margin level once it is open.
 * `enough` is false when the free margin does not cover it (the engine would refuse a market order;
 * a pending one is checked again when its price comes).
 *
 * @example
 * previewMarginOrder(account, { symbol: 'EURUSD', side: 'BUY', type: 'MARKET', volume: { kind: 'lots', amount: '1' }, leverage: 500 }, quotes);
 * // { ok: true, value: { units: '100000', lots: '1.00', price: '1.20055', margin: '240.11', pipValue: '10.00', freeMarginAfter: '759.89', levelAfter: '416.47', enough: true, … } }
 */
export type MarginOrderPreview = {
  units: string;
  lots: string;
  price: string;
  margin: string;
  pipValue: string;
  stopLoss: string | null;
  takeProfit: string | null;
  freeMargin: string;
  freeMarginAfter: string;
  levelAfter: string;
  enough: boolean;
};

export function previewMarginOrder(
  account: MarginAccount,
  request: MarginOrderRequest,
  quotes: MarketQuotes,
): MarginResult<MarginOrderPreview> {
  const checked = checkMarginOrder(account, request, quotes);
  if (!checked.ok) return checked;
  const { instrument, opening, entry, margin, pipValue } = checked.value;
  const unquoted = unquotedSymbol(account, quotes);
  if (unquoted) return refuse('NO_QUOTE', 'symbol', { symbol: unquoted });
  const summary = summarize(account, quotes);
  const held = summary.margin.plus(margin);
  const text = (price: Dec | null) => (price ? price.toFixed(instrument.digits) : null);
  return done({
    units: opening.units.toFixed(0),
    lots: lotsOf(instrument, opening.units),
    price: entry.toFixed(instrument.digits),
    margin: margin.toFixed(2),
    pipValue: pipValue.toFixed(2),
    stopLoss: text(opening.stopLoss),
    takeProfit: text(opening.takeProfit),
    freeMargin: summary.freeMargin.toFixed(2),
    freeMarginAfter: summary.freeMargin.minus(margin).toFixed(2),
    levelAfter: summary.equity.div(held).times(100).toFixed(2),
    enough: margin.lte(summary.freeMargin),
  });
}
