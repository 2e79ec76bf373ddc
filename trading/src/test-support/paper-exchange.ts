// Test helper (not exported by the package): the engine's matching, run on memory over a recorded
// session, with the same pure steps the engine runs inside its ledger transactions.
import { createDemoBalances } from '../balances';
import { FEES } from '../config';
import type { Result } from '../errors';
import type { Balances } from '../schemas';
import type { SymbolFilters } from '../spot/filters';
import type { NewOrderRequest } from '../spot/order-request';
import { cancelSpotOrder } from '../spot/resting';
import { placeSpotOrder } from '../spot/place';
import { RestingIndex } from '../spot/resting-index';
import { runTradeStep, stepsForTrade } from '../spot/trade-steps';
import { cancelList, placeOco, type NewOcoRequest } from '../spot/oco';
import type { BookLevels, FillDraft, MarketTrade, MarketView, SpotOrder } from '../spot/vocabulary';

/** A fill and what the market offered when it was made (the book side a taker walked, or the trade a maker filled on). */
export type RecordedFill = {
  orderId: number;
  accountId: number;
  fill: FillDraft;
  side: SpotOrder['side'];
  levels: BookLevels | null;
  trade: MarketTrade | null;
};

export type ExchangeState = {
  orders: SpotOrder[];
  balances: [number, Balances][];
  fills: RecordedFill[];
  fired: [number, number][];
  nextId: number;
};

export class PaperExchange {
  readonly index = new RestingIndex();
  readonly orders = new Map<number, SpotOrder>();
  readonly balances = new Map<number, Balances>();
  readonly fills: RecordedFill[] = [];
  readonly fired = new Map<number, number>();
  private nextId = 1;

  constructor(
    private readonly filters: SymbolFilters,
    accounts: number[],
    state?: ExchangeState,
  ) {
    for (const id of accounts) this.balances.set(id, createDemoBalances());
    if (state) {
      for (const [id, b] of state.balances) this.balances.set(id, b);
      for (const o of state.orders) this.store(o);
      this.fills.push(...state.fills);
      for (const [id, count] of state.fired) this.fired.set(id, count);
      this.nextId = state.nextId;
    }
  }

  /** Everything a restart keeps (what the database holds), through JSON as a database round trip would. */
  save(): ExchangeState {
    const state: ExchangeState = {
      orders: [...this.orders.values()],
      balances: [...this.balances.entries()],
      fills: this.fills,
      fired: [...this.fired.entries()],
      nextId: this.nextId,
    };
    return JSON.parse(JSON.stringify(state));
  }

  private store(order: SpotOrder): void {
    this.orders.set(order.orderId, order);
    this.index.put(order);
  }

  private record(order: SpotOrder, fills: FillDraft[], levels: BookLevels | null, trade: MarketTrade | null): void {
    for (const fill of fills)
      this.fills.push({
        orderId: order.orderId,
        accountId: order.accountId,
        fill,
        side: order.side,
        levels: fill.isMaker ? null : levels,
        trade: fill.isMaker ? trade : null,
      });
  }

  place(accountId: number, request: NewOrderRequest, market: MarketView, now: number): Result<SpotOrder> {
    const id = this.nextId++;
    const placed = placeSpotOrder(this.balances.get(accountId)!, request, this.filters, market, {
      accountId,
      clientOrderId: `c-${id}`,
      now,
      fees: FEES,
      staleAfterMs: 10_000,
      demoFill: false,
    });
    if (!placed.ok) return placed;
    const order = { ...placed.value.order, orderId: id };
    this.balances.set(accountId, placed.value.balances);
    this.store(order);
    this.record(order, placed.value.fills, request.side === 'BUY' ? market.asks : market.bids, null);
    return { ok: true, value: order };
  }

  placeList(accountId: number, request: NewOcoRequest, market: MarketView, now: number): Result<SpotOrder[]> {
    const listId = this.nextId;
    const placed = placeOco(this.balances.get(accountId)!, request, this.filters, market, {
      accountId,
      clientOrderId: `l-${listId}`,
      clientOrderIds: [`l-${listId}-a`, `l-${listId}-b`],
      orderListId: listId,
      listClientOrderId: `l-${listId}`,
      now,
      fees: FEES,
      staleAfterMs: 10_000,
      demoFill: false,
    });
    if (!placed.ok) return placed;
    this.balances.set(accountId, placed.value.balances);
    const legs = placed.value.orders.map((o) => ({ ...o, orderId: this.nextId++, orderListId: listId }));
    for (const leg of legs) this.store(leg);
    return { ok: true, value: legs };
  }

  cancel(orderId: number, now: number): void {
    const order = this.orders.get(orderId);
    if (!order) return;
    const balances = this.balances.get(order.accountId)!;
    if (order.orderListId !== -1) {
      const legs = [...this.orders.values()].filter((o) => o.orderListId === order.orderListId);
      const done = cancelList(balances, legs, now);
      if (!done.ok) return;
      this.balances.set(order.accountId, done.value.balances);
      for (const leg of done.value.orders) this.store(leg);
      return;
    }
    const done = cancelSpotOrder({ order, balances }, now);
    if (!done.ok) return;
    this.balances.set(order.accountId, done.value.balances);
    this.store(done.value.order);
  }

  /** One market trade, matched as the engine matches it (the market view is built only when an order is reached). */
  trade(trade: MarketTrade, marketNow: () => MarketView): void {
    const steps = stepsForTrade(this.index, trade);
    if (steps.length === 0) return;
    const market = marketNow();
    for (const step of steps) {
      const order = this.orders.get(step.orderId)!;
      const sibling =
        order.orderListId === -1
          ? null
          : ([...this.orders.values()].find((o) => o.orderListId === order.orderListId && o.orderId !== order.orderId) ?? null);
      const out = runTradeStep(step, { order, sibling, balances: this.balances.get(order.accountId)! }, trade, market, this.filters, {
        now: trade.time,
        fees: FEES,
        staleAfterMs: 10_000,
        demoFill: false,
      });
      if (!out) continue;
      if (step.kind === 'fire') this.fired.set(order.orderId, (this.fired.get(order.orderId) ?? 0) + 1);
      this.balances.set(order.accountId, out.balances);
      if (out.sibling) this.store(out.sibling);
      this.store(out.order);
      this.record(out.order, out.fills, order.side === 'BUY' ? market.asks : market.bids, trade);
    }
  }
}
