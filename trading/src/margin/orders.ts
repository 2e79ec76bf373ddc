import { Dec } from '../decimal';
import type { MarginAccount, PendingOrder } from './account';
import { done, refuse, type MarginResult } from './errors';
import { INSTRUMENTS, priceText } from './instruments';
import { closePriceOf, type MarketQuotes } from './money';
import { checkMarginOrder, type MarginOrderRequest } from './order-check';
import { openPosition, type Step } from './positions';
import { checkStops, stopPrice, type StopKind, type StopSpec } from './stops';

/**
 * Place an order: a market order opens a position at the quote now; a pending one waits, on the
 * right side of the market (a buy limit below the ask, a buy stop above it; a sell limit above the
 * bid, a sell stop below it). Refused as a whole with the field at fault, nothing changed.
 *
 * @example
 * placeMarginOrder(account, { symbol: 'USDJPY', side: 'SELL', type: 'LIMIT', price: '111.000', volume: { kind: 'lots', amount: '0.1' }, leverage: 100 }, quotes, now);
 */
export function placeMarginOrder(
  account: MarginAccount,
  request: MarginOrderRequest,
  quotes: MarketQuotes,
  time: number,
): MarginResult<Step> {
  const checked = checkMarginOrder(account, request, quotes);
  if (!checked.ok) return checked;
  const { instrument, type, opening, entry } = checked.value;
  if (type === 'MARKET') return openPosition(account, opening, quotes, time, 'MARKET');
  const text = (price: Dec | null) => (price ? priceText(instrument, price) : null);
  const order: PendingOrder = {
    ticket: account.nextTicket,
    symbol: opening.symbol,
    side: opening.side,
    type,
    price: priceText(instrument, entry),
    units: opening.units.toFixed(0),
    leverage: opening.leverage,
    stopLoss: text(opening.stopLoss),
    takeProfit: text(opening.takeProfit),
    placedTime: time,
  };
  return done({ account: { ...account, orders: [...account.orders, order], nextTicket: account.nextTicket + 1 }, deals: [] });
}

/** Cancel a pending order (it held no margin, so nothing else changes). */
export function cancelPendingOrder(account: MarginAccount, ticket: number): MarginResult<MarginAccount> {
  if (!account.orders.some((o) => o.ticket === ticket)) return refuse('ORDER_NOT_FOUND', 'ticket', { ticket: String(ticket) });
  return done({ ...account, orders: account.orders.filter((o) => o.ticket !== ticket) });
}

/**
 * Move a position's stop-loss and take-profit (by price, as a drag of the line on the chart sends
 * them, or by pips, money or percent from its open price; null removes one), checked against the
 * price it would close at now.
 *
 * @example
 * modifyStops(account, 3, { stopLoss: { by: 'price', price: '1.19900' }, takeProfit: { by: 'pips', pips: '30' } }, quotes);
 */
export function modifyStops(
  account: MarginAccount,
  ticket: number,
  stops: { stopLoss: StopSpec | null; takeProfit: StopSpec | null },
  quotes: MarketQuotes,
): MarginResult<MarginAccount> {
  const position = account.positions.find((p) => p.ticket === ticket);
  if (!position) return refuse('POSITION_NOT_FOUND', 'ticket', { ticket: String(ticket) });
  const instrument = INSTRUMENTS[position.symbol]!;
  const quote = quotes[position.symbol];
  if (!quote) return refuse('NO_QUOTE', 'symbol', { symbol: position.symbol });
  const basis = {
    instrument,
    side: position.side,
    units: new Dec(position.units),
    entry: new Dec(position.openPrice),
    margin: new Dec(position.margin),
  };
  const read = (kind: StopKind, spec: StopSpec | null) => (spec === null ? done(null) : stopPrice(kind, spec, basis));
  const stopLoss = read('stopLoss', stops.stopLoss);
  if (!stopLoss.ok) return stopLoss;
  const takeProfit = read('takeProfit', stops.takeProfit);
  if (!takeProfit.ok) return takeProfit;
  const sides = checkStops(position.side, stopLoss.value, takeProfit.value, closePriceOf(position.side, quote));
  if (!sides.ok) return sides;
  const text = (p: Dec | null) => (p ? priceText(instrument, p) : null);
  return done({
    ...account,
    positions: account.positions.map((p) =>
      p.ticket === ticket ? { ...p, stopLoss: text(stopLoss.value), takeProfit: text(takeProfit.value) } : p,
    ),
  });
}
