import { Dec } from '../decimal';
import { fail, ok, type Result } from '../errors';
import type { Balances } from '../schemas';
import { walkBook } from './book-walk';
import type { SymbolFilters } from './filters';
import { bookIsLive, workLimit, type PlaceContext, type Placed } from './place';
import { releaseLock, settle, settleAll, takerExecutions, type FeeRates, type Settled } from './settle';
import { restingFillOn } from './triggers';
import { isOpenStatus, type MarketTrade, type MarketView, type SpotOrder } from './vocabulary';

/** An order and its account's balances, before a step. */
export type OrderState = { order: SpotOrder; balances: Balances };

const finish = (state: Settled): Settled => (state.order.status === 'FILLED' ? releaseLock(state) : state);

/**
 * A market trade reaches a resting limit: it fills at the limit price with the maker fee, for the
 * trade's quantity at most, recording the trade's id. Null when the trade does not reach it.
 */
export function fillOnTrade(state: OrderState, trade: MarketTrade, fees: FeeRates): Settled | null {
  const reach = restingFillOn(state.order, trade);
  if (!reach) return null;
  // Marked with the trade it filled on: the same trade again (a replay after a restart) cannot reach it.
  const marked = { ...state.order, afterTradeId: trade.id };
  const settled = settle(
    { order: marked, balances: state.balances, fills: [] },
    { ...reach, isMaker: true, marketTradeId: trade.id, time: trade.time },
    fees,
  );
  return settled && finish(settled);
}

/** A stop-market that fired and has not met the book yet (it was stale when the stop fired). */
export function awaitsBook(order: SpotOrder): boolean {
  return order.working && (order.type === 'STOP_LOSS' || order.type === 'TAKE_PROFIT') && isOpenStatus(order.status);
}

/**
 * A fired stop-market meets the book: it takes the opposite side as taker for what is left, a buy
 * never spending more than it holds; whatever the book (or the hold) cannot fill expires. Null
 * while the book is stale: it stays working and meets the next live book.
 */
export function executeFiredStop(
  state: OrderState,
  market: MarketView,
  filters: SymbolFilters,
  ctx: Pick<PlaceContext, 'now' | 'fees' | 'staleAfterMs'>,
): Placed | null {
  if (!bookIsLive(market, ctx.staleAfterMs)) return null;
  const { order } = state;
  const remaining = new Dec(order.origQty).minus(order.executedQty);
  const buy = order.side === 'BUY';
  const walk = walkBook(order.side, buy ? market.asks : market.bids, {
    qty: remaining,
    budget: buy ? new Dec(order.locked) : undefined,
    step: new Dec(filters.lot.step),
  });
  const executions = takerExecutions(walk, ctx.now);
  const settled = settleAll({ ...state, fills: [] }, executions, ctx.fees);
  const status = settled.order.status === 'FILLED' ? 'FILLED' : 'EXPIRED';
  return { ...releaseLock({ ...settled, order: { ...settled.order, status, updateTime: ctx.now } }), walk };
}

/**
 * A stop order's last-trade trigger: it starts to work from this trade on. A stop-limit becomes a
 * limit (what crosses fills at once, the rest rests); a stop-market meets the book at once, or the
 * next live one.
 */
export function fireStop(
  state: OrderState,
  trade: MarketTrade,
  market: MarketView,
  filters: SymbolFilters,
  ctx: Pick<PlaceContext, 'now' | 'fees' | 'staleAfterMs' | 'demoFill'>,
): Placed {
  const working: SpotOrder = { ...state.order, working: true, workingTime: trade.time, afterTradeId: trade.id, updateTime: ctx.now };
  if (working.type === 'STOP_LOSS_LIMIT' || working.type === 'TAKE_PROFIT_LIMIT') {
    const placed = workLimit({ order: working, balances: state.balances, fills: [] }, { ...market, lastTradeId: trade.id }, ctx);
    return placed;
  }
  return (
    executeFiredStop({ order: working, balances: state.balances }, market, filters, ctx) ?? {
      order: working,
      balances: state.balances,
      fills: [],
      walk: null,
    }
  );
}

/** Cancelling: only an open order (new or partly filled); what it holds goes back to free. */
export function cancelSpotOrder(state: OrderState, now: number): Result<Settled> {
  if (!isOpenStatus(state.order.status))
    return fail('ORDER_NOT_OPEN', 'orderId', { id: String(state.order.orderId), status: state.order.status });
  return ok(releaseLock({ order: { ...state.order, status: 'CANCELED', updateTime: now }, balances: state.balances, fills: [] }));
}

/**
 * The demo fill (a setting for trying the screens on a still market, labelled wherever it is on):
 * a resting limit whose time has come fills whole at its own price with the maker fee, on no
 * market trade. Null when it is not due.
 */
export function demoFill(state: OrderState, now: number, fees: FeeRates): Settled | null {
  const { order } = state;
  if (order.demoFillAt === null || now < order.demoFillAt || !order.working || !isOpenStatus(order.status) || order.price === '0.00000000')
    return null;
  const qty = new Dec(order.origQty).minus(order.executedQty);
  const settled = settle(
    { ...state, fills: [] },
    { price: new Dec(order.price), qty, isMaker: true, marketTradeId: null, time: now },
    fees,
  );
  return settled && finish(settled);
}
