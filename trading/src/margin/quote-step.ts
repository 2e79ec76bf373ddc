import { Dec } from '../decimal';
import { MARGIN_CALL_LEVEL, STOP_OUT_LEVEL, summarize, type MarginAccount, type PendingOrder } from './account';
import type { Deal, MarginEvent } from './deals';
import { closePriceOf, openPriceOf, type BidAsk, type MarketQuotes } from './money';
import { closePosition, openPosition } from './positions';
import { stopReached } from './stops';

/** An account after a quote: its deals and the events the trader is told of. */
export type QuoteStep = { account: MarginAccount; deals: Deal[]; events: MarginEvent[] };

/** Whether a quote reaches a pending order: a buy fills at the ask, a sell at the bid, each only once that side got there. */
export function pendingReached(order: PendingOrder, quote: BidAsk): boolean {
  const price = openPriceOf(order.side, quote);
  const below = (order.type === 'LIMIT') === (order.side === 'BUY');
  return below ? price.lte(order.price) : price.gte(order.price);
}

/**
 * Everything a new quote of `symbol` does to an account, in the order a dealer runs it: pending
 * orders it reaches fill at the quote (refused when the free margin no longer covers them), stops
 * it reaches close their positions at the quote, then the account is marked to every instrument's
 * latest quote. At a margin level of 100 % or less the trader is warned once (margin call); at 50 %
 * or less the position with the largest loss is closed, then the next, until the level is above
 * 50 % or nothing is open. Every price a deal records is this quote's bid or ask, or the latest
 * quote of the position's own instrument. `quotes` must price every instrument the account has
 * positions in (the engine keeps the latest quote of each).
 *
 * @example
 * const step = applyQuote(account, { ...quotes, EURUSD: { bid: '1.19800', ask: '1.19814', time } }, 'EURUSD');
 */
export function applyQuote(account: MarginAccount, quotes: MarketQuotes, symbol: string): QuoteStep {
  const quote = quotes[symbol];
  if (!quote) return { account, deals: [], events: [] };
  const deals: Deal[] = [];
  const events: MarginEvent[] = [];
  let state = account;
  for (const order of account.orders.filter((o) => o.symbol === symbol && pendingReached(o, quote))) {
    state = { ...state, orders: state.orders.filter((o) => o.ticket !== order.ticket) };
    const opening = {
      ...order,
      units: new Dec(order.units),
      stopLoss: order.stopLoss ? new Dec(order.stopLoss) : null,
      takeProfit: order.takeProfit ? new Dec(order.takeProfit) : null,
    };
    const opened = openPosition(state, opening, quotes, quote.time, order.type, order.ticket);
    if (!opened.ok) {
      events.push({ type: 'ORDER_REJECTED', ticket: order.ticket, reason: 'NOT_ENOUGH_MARGIN' });
      continue;
    }
    state = opened.value.account;
    deals.push(...opened.value.deals);
  }
  for (const position of state.positions.filter((p) => p.symbol === symbol)) {
    const reached = stopReached(position, closePriceOf(position.side, quote));
    if (!reached) continue;
    const closed = closePosition(state, position.ticket, quotes, quote.time, reached === 'stopLoss' ? 'STOP_LOSS' : 'TAKE_PROFIT');
    if (!closed.ok) continue;
    state = closed.value.account;
    deals.push(...closed.value.deals);
  }
  const stopOut = stopOutStep(state, quotes, quote.time);
  deals.push(...stopOut.deals);
  events.push(...stopOut.events);
  return { account: stopOut.account, deals, events };
}

function stopOutStep(account: MarginAccount, quotes: MarketQuotes, time: number): QuoteStep {
  let state = account;
  const deals: Deal[] = [];
  const stopped: number[] = [];
  let summary = summarize(state, quotes);
  while (summary.level !== null && summary.level.lte(STOP_OUT_LEVEL)) {
    // The largest loss is the lowest open result; on a tie, the older ticket goes first.
    const worst = [...summary.open].sort((a, b) => a.money.cmp(b.money) || a.ticket - b.ticket)[0]!;
    const closed = closePosition(state, worst.ticket, quotes, time, 'STOP_OUT');
    if (!closed.ok) break;
    state = closed.value.account;
    deals.push(...closed.value.deals);
    stopped.push(worst.ticket);
    summary = summarize(state, quotes);
  }
  const level = summary.level === null ? null : summary.level.toFixed(2);
  const events: MarginEvent[] = stopped.length ? [{ type: 'STOP_OUT', tickets: stopped, level }] : [];
  const inCall = summary.level !== null && summary.level.lte(MARGIN_CALL_LEVEL);
  if (inCall && !state.marginCall) events.push({ type: 'MARGIN_CALL', level: level! });
  if (!inCall && state.marginCall) events.push({ type: 'MARGIN_CALL_OVER', level });
  return { account: { ...state, marginCall: inCall }, deals, events };
}
