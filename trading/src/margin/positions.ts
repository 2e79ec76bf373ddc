import { Dec } from '../decimal';
import type { Side } from '../spot/vocabulary';
import { summarize, unquotedSymbol, type MarginAccount, type Position } from './account';
import type { Deal, DealReason } from './deals';
import { done, refuse, type MarginResult } from './errors';
import { INSTRUMENTS, priceText } from './instruments';
import { closePriceOf, openPriceOf, profitAt, requiredMargin, toCents, type MarketQuotes } from './money';

/** An account after a step, with the deals that step made. */
export type Step = { account: MarginAccount; deals: Deal[] };

/** What a new position is: its instrument, side, units, leverage and stop prices (already checked). */
export type Opening = { symbol: string; side: Side; units: Dec; leverage: number; stopLoss: Dec | null; takeProfit: Dec | null };

/**
 * Open a position at the quote's price (a buy at the ask, a sell at the bid) when the free margin
 * covers the margin it needs; the `IN` deal records it. `ticket` is the position's (a filled
 * pending order keeps its own).
 *
 * @example
 * openPosition(account, { symbol: 'EURUSD', side: 'BUY', units: new Dec(100000), leverage: 500, stopLoss: null, takeProfit: null }, quotes, now, 'MARKET');
 */
export function openPosition(
  account: MarginAccount,
  opening: Opening,
  quotes: MarketQuotes,
  time: number,
  reason: DealReason,
  ticket?: number,
): MarginResult<Step> {
  const instrument = INSTRUMENTS[opening.symbol]!;
  const quote = quotes[opening.symbol];
  if (!quote) return refuse('NO_QUOTE', 'symbol', { symbol: opening.symbol });
  const unquoted = unquotedSymbol(account, quotes);
  if (unquoted) return refuse('NO_QUOTE', 'symbol', { symbol: unquoted });
  const price = openPriceOf(opening.side, quote);
  const margin = requiredMargin(instrument, opening.units, price, opening.leverage);
  const free = summarize(account, quotes).freeMargin;
  if (margin.gt(free)) return refuse('NOT_ENOUGH_MARGIN', 'volume', { required: margin.toFixed(2), free: free.toFixed(2) });
  const positionTicket = ticket ?? account.nextTicket;
  const position: Position = {
    ticket: positionTicket,
    symbol: opening.symbol,
    side: opening.side,
    units: opening.units.toFixed(0),
    openPrice: priceText(instrument, price),
    openTime: time,
    leverage: opening.leverage,
    margin: margin.toFixed(2),
    stopLoss: opening.stopLoss ? priceText(instrument, opening.stopLoss) : null,
    takeProfit: opening.takeProfit ? priceText(instrument, opening.takeProfit) : null,
  };
  const dealTicket = ticket === undefined ? positionTicket + 1 : account.nextTicket;
  const deal: Deal = {
    ...dealOf(position, opening.side, 'IN', position.units, position.openPrice, time, reason),
    ticket: dealTicket,
    profit: '0.00',
    balanceAfter: account.balance,
  };
  return done({ account: { ...account, positions: [...account.positions, position], nextTicket: dealTicket + 1 }, deals: [deal] });
}

/**
 * Close `units` of a position (all of it when not given) at the quote's closing price (a buy at
 * the bid, a sell at the ask): the result, to the cent, goes into the balance; the margin held is
 * released in proportion, the last part releasing what is left so nothing is lost to rounding.
 *
 * @example
 * closePosition(account, 3, quotes, now, 'CLOSE', '50000'); // half of position 3, an OUT deal of 50,000
 */
export function closePosition(
  account: MarginAccount,
  ticket: number,
  quotes: MarketQuotes,
  time: number,
  reason: DealReason,
  units?: string,
): MarginResult<Step> {
  const position = account.positions.find((p) => p.ticket === ticket);
  if (!position) return refuse('POSITION_NOT_FOUND', 'ticket', { ticket: String(ticket) });
  const quote = quotes[position.symbol];
  if (!quote) return refuse('NO_QUOTE', 'symbol', { symbol: position.symbol });
  const closing = units === undefined ? new Dec(position.units) : new Dec(units);
  if (!closing.isInteger() || closing.lte(0) || closing.gt(position.units))
    return refuse('INVALID_VOLUME', 'volume', { max: position.units });
  const instrument = INSTRUMENTS[position.symbol]!;
  const price = closePriceOf(position.side, quote);
  const profit = toCents(profitAt(instrument, { ...position, units: closing.toFixed(0) }, price).money);
  const balance = new Dec(account.balance).plus(profit).toFixed(2);
  const left = new Dec(position.units).minus(closing);
  const released = left.isZero() ? new Dec(position.margin) : toCents(new Dec(position.margin).times(closing).div(position.units));
  const positions = left.isZero()
    ? account.positions.filter((p) => p.ticket !== ticket)
    : account.positions.map((p) =>
        p.ticket === ticket ? { ...p, units: left.toFixed(0), margin: new Dec(p.margin).minus(released).toFixed(2) } : p,
      );
  const opposite = position.side === 'BUY' ? 'SELL' : 'BUY';
  const deal: Deal = {
    ...dealOf(position, opposite, 'OUT', closing.toFixed(0), priceText(instrument, price), time, reason),
    ticket: account.nextTicket,
    profit: profit.toFixed(2),
    balanceAfter: balance,
  };
  return done({ account: { ...account, balance, positions, nextTicket: account.nextTicket + 1 }, deals: [deal] });
}

function dealOf(position: Position, side: Side, entry: Deal['entry'], units: string, price: string, time: number, reason: DealReason) {
  return { positionTicket: position.ticket, symbol: position.symbol, side, entry, units, price, time, reason };
}
