import type { Balances } from '../schemas';
import type { SymbolFilters } from './filters';
import { claimListHold } from './oco';
import type { PlaceContext } from './place';
import type { RestingIndex } from './resting-index';
import { fillOnTrade, fireStop } from './resting';
import type { FeeRates } from './settle';
import { restingFillOn, stopFiresOn } from './triggers';
import { isOpenStatus, type FillDraft, type MarketTrade, type MarketView, type SpotOrder } from './vocabulary';

/**
 * One thing a market trade does to one waiting order: fill a resting limit, or fire a stop.
 *
 * @example
 * const step: TradeStep = { kind: 'fill', orderId: 7, accountId: 1 };
 */
export type TradeStep = { kind: 'fill' | 'fire'; orderId: number; accountId: number };

/** An order as a step finds it (read fresh by the engine, inside the step's transaction). */
export type StepInput = { order: SpotOrder; sibling: SpotOrder | null; balances: Balances };
/** What the step changed. */
export type StepOutput = { order: SpotOrder; sibling: SpotOrder | null; fills: FillDraft[]; balances: Balances };

/**
 * The steps a market trade starts, in order: the resting limits its price reaches, then the stops it
 * fires (which then meet the book as it is). Candidates only: each step decides again on the order
 * as it is when it runs.
 */
export function stepsForTrade(index: RestingIndex, trade: MarketTrade): TradeStep[] {
  const { fills, fires } = index.reachedBy(trade);
  return [
    ...fills.map((o) => ({ kind: 'fill' as const, orderId: o.orderId, accountId: o.accountId })),
    ...fires.map((o) => ({ kind: 'fire' as const, orderId: o.orderId, accountId: o.accountId })),
  ];
}

/**
 * Runs one step: null when the trade does not reach the order after all (it moved, it is done, it
 * already filled on this trade). An OCO leg that executes first claims the list's hold and expires
 * its sibling. The engine runs this inside a transaction on rows it has just read; the session
 * property tests run it on memory; both get the same answer.
 */
export function runTradeStep(
  step: TradeStep,
  input: StepInput,
  trade: MarketTrade,
  market: MarketView,
  filters: SymbolFilters,
  ctx: Pick<PlaceContext, 'now' | 'staleAfterMs' | 'demoFill'> & { fees: FeeRates },
): StepOutput | null {
  const reaches = step.kind === 'fill' ? restingFillOn(input.order, trade) !== null : stopFiresOn(input.order, trade);
  if (!reaches) return null;
  let { order, sibling } = input;
  if (sibling && isOpenStatus(sibling.status)) [order, sibling] = claimListHold(order, sibling, ctx.now);
  if (step.kind === 'fill') {
    const filled = fillOnTrade({ order, balances: input.balances }, trade, ctx.fees);
    return filled && { ...filled, sibling };
  }
  const fired = fireStop({ order, balances: input.balances }, trade, market, filters, ctx);
  return { order: fired.order, fills: fired.fills, balances: fired.balances, sibling };
}
