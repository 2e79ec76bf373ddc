import { amountString } from '../amount';
import { adjust } from '../balances';
import { Dec } from '../decimal';
import type { Balances } from '../schemas';
import type { FillDraft, MovementDraft, SpotOrder } from './vocabulary';

/** Maker and taker fee rates, as decimal strings ('0.001' is 0.1 %). */
export type FeeRates = { maker: string; taker: string };

/** One execution to book: at this price, this much, as maker (on a market trade) or taker (against the book). */
export type Execution = { price: Dec; qty: Dec; isMaker: boolean; marketTradeId: number | null; time: number };

/** An order, the account's balances and the fills made so far: what every matching step passes on. */
export type Settled = { order: SpotOrder; balances: Balances; fills: FillDraft[] };

const up8 = (value: Dec) => value.toDecimalPlaces(8, Dec.ROUND_UP);
const down8 = (value: Dec) => value.toDecimalPlaces(8, Dec.ROUND_DOWN);

/**
 * The quote amount an order has moved so far, rounded once from the exact sum: up for a buy (the
 * trader pays the part of a unit), down for a sell (the trader receives whole units). Each fill
 * moves the difference, so partial fills add up to exactly this and never round twice.
 */
export function roundedQuote(side: SpotOrder['side'], exact: Dec): Dec {
  return side === 'BUY' ? up8(exact) : down8(exact);
}

/**
 * Books one execution: the quote and base change hands, the fee (in the asset received, rounded
 * down) is taken, the order's executed amounts grow and what it spent leaves its lock. Returns null
 * when its lock cannot pay for it (never, while the placing rules hold; a caller stops there).
 *
 * @example
 * settle({ order, balances, fills: [] }, { price: new Dec('60000'), qty: new Dec('0.001'), isMaker: true, marketTradeId: 42, time }, FEES);
 */
export function settle(state: Settled, execution: Execution, fees: FeeRates): Settled | null {
  const { order } = state;
  const exact = new Dec(order.quoteExact).plus(execution.price.times(execution.qty));
  const quoteQty = roundedQuote(order.side, exact).minus(roundedQuote(order.side, new Dec(order.quoteExact)));
  const rate = execution.isMaker ? fees.maker : fees.taker;
  const buy = order.side === 'BUY';
  const spent = buy ? quoteQty : execution.qty;
  const received = buy ? execution.qty : quoteQty;
  const receivedAsset = buy ? order.baseAsset : order.quoteAsset;
  const commission = down8(received.times(rate));
  if (spent.gt(order.locked)) return null;
  const afterSpend = adjust(state.balances, order.lockAsset, { locked: spent.negated() });
  const balances = afterSpend && adjust(afterSpend, receivedAsset, { free: received.minus(commission) });
  if (!balances) return null;
  const movements: MovementDraft[] = [
    { asset: order.lockAsset, amount: amountString(spent.negated()), kind: 'trade' },
    { asset: receivedAsset, amount: amountString(received), kind: 'trade' },
  ];
  if (commission.gt(0)) movements.push({ asset: receivedAsset, amount: amountString(commission.negated()), kind: 'fee' });
  const executedQty = new Dec(order.executedQty).plus(execution.qty);
  const next: SpotOrder = {
    ...order,
    executedQty: amountString(executedQty),
    quoteExact: exact.toFixed(),
    cummulativeQuoteQty: amountString(roundedQuote(order.side, exact)),
    locked: amountString(new Dec(order.locked).minus(spent)),
    status: executedQty.gte(order.origQty) ? 'FILLED' : 'PARTIALLY_FILLED',
    updateTime: execution.time,
  };
  const fill: FillDraft = {
    price: amountString(execution.price),
    qty: amountString(execution.qty),
    quoteQty: amountString(quoteQty),
    commission: amountString(commission),
    commissionAsset: receivedAsset,
    isMaker: execution.isMaker,
    marketTradeId: execution.marketTradeId,
    time: execution.time,
    movements,
  };
  return { order: next, balances, fills: [...state.fills, fill] };
}

/** Returns whatever the order still holds to free (it is done: filled, cancelled or expired). */
export function releaseLock(state: Settled): Settled {
  const locked = new Dec(state.order.locked);
  if (locked.isZero()) return state;
  const balances = adjust(state.balances, state.order.lockAsset, { free: locked, locked: locked.negated() });
  // Unreachable while balances and locks agree; the order keeps its lock rather than lose it.
  if (!balances) return state;
  return { ...state, balances, order: { ...state.order, locked: '0.00000000' } };
}

/** A walk of the book as taker executions, all at `time`, on no market trade. */
export function takerExecutions(walk: { steps: readonly { price: Dec; qty: Dec }[] }, time: number): Execution[] {
  return walk.steps.map((s) => ({ price: s.price, qty: s.qty, isMaker: false, marketTradeId: null, time }));
}

/** Books executions in order, stopping at the first the lock cannot pay. */
export function settleAll(state: Settled, executions: readonly Execution[], fees: FeeRates): Settled {
  let current = state;
  for (const execution of executions) {
    const next = settle(current, execution, fees);
    if (!next) break;
    current = next;
  }
  return current;
}
