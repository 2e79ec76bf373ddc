import type { Trade } from '@bourse/market';
import {
  accountById,
  activeAlerts,
  applyToOrder,
  fireAlert,
  readCursor,
  workingOrders,
  writeCursor,
  type AlertView,
  type FillView,
  type Ledger,
} from '@bourse/cms/ledger';
import {
  RestingIndex,
  alertFires,
  awaitsBook,
  demoFill,
  executeFiredStop,
  runTradeStep,
  stepsForTrade,
  type Balances,
  type FeeRates,
  type MarketTrade,
  type SpotOrder,
  type TradeStep,
} from '@bourse/trading';
import type { UserEvents } from './events';
import { fetchTradesSince } from './market/backfill';
import type { MarketHub } from './market/market-hub';
import { TradeQueue } from './trade-queue';

/** The last matched trade of a symbol is saved at most this often (and after every trade that filled). */
const CURSOR_SAVE_MS = 1_000;

export type MatcherOptions = {
  ledger: Ledger;
  hub: MarketHub;
  events: UserEvents;
  fees: FeeRates;
  staleAfterMs: number;
  restUrl: string;
  log?: (message: string) => void;
};

/**
 * The matching engine: every order waiting on the market sits in an index; each market trade of a
 * followed symbol is matched against the orders its price reaches, each step in its own ledger
 * transaction on the order as the database has it, and every change goes to the trader's stream.
 * Stops fired while the book was stale meet the next live book; demo fills (a labelled setting)
 * run on their timers. Matching goes on with no browser open.
 */
export class Matcher {
  readonly index = new RestingIndex();
  readonly stats = { trades: 0, steps: 0, fills: 0 };
  private readonly queues = new Map<string, TradeQueue>();
  private readonly alerts = new Map<number, AlertView & { traderId: number }>();
  private readonly traders = new Map<number, number>();
  private readonly demoTimers = new Map<number, ReturnType<typeof setTimeout>>();
  private readonly awaiting = new Map<number, SpotOrder>();
  private readonly saved = new Map<string, { id: number; at: number }>();
  private readonly log: (message: string) => void;
  /** Fired for every applied fill, with when the market printed its trade (for the latency bench). */
  onFill: (fill: FillView, order: SpotOrder) => void = () => {};

  constructor(private readonly options: MatcherOptions) {
    this.log = options.log ?? ((m) => console.warn(m));
  }

  /** Loads every waiting order and active alert, and follows their symbols from the trade the engine matched last. */
  async start(): Promise<void> {
    for (const order of await workingOrders(this.options.ledger)) this.track(order);
    for (const alert of await activeAlerts(this.options.ledger)) this.alerts.set(alert.id, alert);
    for (const symbol of this.symbolsInUse()) await this.follow(symbol, true);
  }

  /** Symbols the engine must follow: resting orders, waiting stops, active alerts. */
  symbolsInUse(): Set<string> {
    return new Set([
      ...this.index.symbols(),
      ...[...this.awaiting.values()].map((o) => o.symbol),
      ...[...this.alerts.values()].map((a) => a.symbol),
    ]);
  }

  /** Follows a symbol; on start, from the stored cursor (trades printed while stopped are fetched first). */
  async follow(symbol: string, resume = false): Promise<void> {
    this.options.hub.follow(symbol);
    if (this.queues.has(symbol)) return;
    const cursor = resume ? await readCursor(this.options.ledger, symbol) : null;
    this.queues.set(
      symbol,
      new TradeQueue(
        (trade) => this.process(symbol, trade),
        (from, until) => fetchTradesSince(this.options.restUrl, symbol, from, until),
        cursor,
        this.log,
      ),
    );
  }

  unfollow(symbol: string): void {
    this.queues.delete(symbol);
    this.options.hub.unfollow(symbol);
  }

  /** A trade from the stream: matched in id order, after any the engine missed. */
  trade(symbol: string, trade: Trade): void {
    this.queues.get(symbol)?.push(trade);
  }

  /** Resolves when every trade received so far is matched (tests and the bench wait on it). */
  async idle(): Promise<void> {
    for (const queue of this.queues.values()) await queue.idle();
  }

  /** An order the API placed or changed: indexed while it waits, its demo fill timed, its trader told. */
  changed(order: SpotOrder, fills: FillView[], balances: Balances | null): void {
    this.track(order);
    void this.publish(order, fills, balances);
  }

  addAlert(alert: AlertView & { traderId: number }): void {
    this.alerts.set(alert.id, alert);
    void this.follow(alert.symbol);
  }

  removeAlert(id: number): void {
    this.alerts.delete(id);
  }

  /** The book of a symbol changed: stops that fired while it was stale meet it now. */
  book(symbol: string): void {
    for (const order of this.awaiting.values()) if (order.symbol === symbol) void this.executeFired(order);
  }

  close(): void {
    for (const timer of this.demoTimers.values()) clearTimeout(timer);
    this.demoTimers.clear();
  }

  private track(order: SpotOrder): void {
    this.index.put(order);
    if (awaitsBook(order)) this.awaiting.set(order.orderId, order);
    else this.awaiting.delete(order.orderId);
    const timer = this.demoTimers.get(order.orderId);
    if (timer) clearTimeout(timer);
    this.demoTimers.delete(order.orderId);
    if (order.demoFillAt !== null && (order.status === 'NEW' || order.status === 'PARTIALLY_FILLED')) {
      this.demoTimers.set(
        order.orderId,
        setTimeout(() => void this.runDemoFill(order), Math.max(0, order.demoFillAt - Date.now())),
      );
    }
  }

  private async process(symbol: string, raw: Trade): Promise<void> {
    const market = this.options.hub.market(symbol);
    if (!market) return;
    const trade = market.noteTrade(raw);
    this.stats.trades += 1;
    const steps = stepsForTrade(this.index, trade);
    let filled = false;
    for (const step of steps) filled = (await this.runStep(step, trade)) || filled;
    for (const alert of this.alerts.values()) if (alertFires(alert, trade)) await this.fire(alert, trade);
    const last = this.saved.get(symbol);
    if (filled || !last || Date.now() - last.at >= CURSOR_SAVE_MS) {
      await writeCursor(this.options.ledger, symbol, trade.id, Date.now());
      this.saved.set(symbol, { id: trade.id, at: Date.now() });
    }
  }

  private async runStep(step: TradeStep, trade: MarketTrade): Promise<boolean> {
    const market = this.options.hub.market(trade.symbol);
    const filters = await this.options.hub.filtersOf(trade.symbol);
    if (!market || !filters) return false;
    this.stats.steps += 1;
    const now = Date.now();
    const ctx = { now, fees: this.options.fees, staleAfterMs: this.options.staleAfterMs, demoFill: false };
    const out = await applyToOrder(
      this.options.ledger,
      step.accountId,
      step.orderId,
      (input) => runTradeStep(step, input, trade, market.view(now), filters, ctx),
      now,
    );
    if (!out) return false;
    if (out.sibling) this.changed(out.sibling, [], null);
    this.changed(out.order, out.recorded, out.balances);
    this.stats.fills += out.recorded.length;
    for (const fill of out.recorded) this.onFill(fill, out.order);
    return out.recorded.length > 0;
  }

  private async executeFired(order: SpotOrder): Promise<void> {
    const market = this.options.hub.market(order.symbol);
    const filters = await this.options.hub.filtersOf(order.symbol);
    if (!market || !filters || !this.awaiting.has(order.orderId)) return;
    this.awaiting.delete(order.orderId);
    const now = Date.now();
    const ctx = { now, fees: this.options.fees, staleAfterMs: this.options.staleAfterMs };
    const out = await applyToOrder(
      this.options.ledger,
      order.accountId,
      order.orderId,
      (input) => (awaitsBook(input.order) ? executeFiredStop(input, market.view(now), filters, ctx) : null),
      now,
    );
    if (out) this.changed(out.order, out.recorded, out.balances);
    else if (awaitsBook(order)) this.awaiting.set(order.orderId, order);
  }

  private async runDemoFill(order: SpotOrder): Promise<void> {
    this.demoTimers.delete(order.orderId);
    const now = Date.now();
    const out = await applyToOrder(
      this.options.ledger,
      order.accountId,
      order.orderId,
      (input) => demoFill(input, now, this.options.fees),
      now,
    ).catch((error: unknown) => {
      this.log(`[engine] demo fill of order ${order.orderId} failed: ${(error as Error).message}`);
      return null;
    });
    if (out) this.changed(out.order, out.recorded, out.balances);
  }

  private async fire(alert: AlertView & { traderId: number }, trade: MarketTrade): Promise<void> {
    this.alerts.delete(alert.id);
    if (!(await fireAlert(this.options.ledger, alert.id, trade.price, trade.time))) return;
    this.options.events.publish(alert.traderId, {
      e: 'priceAlert',
      alert: { ...alert, status: 'triggered', triggerPrice: trade.price, triggeredAt: trade.time },
    });
  }

  private async traderOf(accountId: number): Promise<number | null> {
    const known = this.traders.get(accountId);
    if (known !== undefined) return known;
    const account = await accountById(this.options.ledger, accountId);
    if (account) this.traders.set(accountId, account.traderId);
    return account?.traderId ?? null;
  }

  private async publish(order: SpotOrder, fills: FillView[], balances: Balances | null): Promise<void> {
    const traderId = await this.traderOf(order.accountId);
    if (traderId === null) return;
    this.options.events.publish(traderId, { e: 'executionReport', accountId: order.accountId, order, fills });
    if (balances) this.options.events.publish(traderId, { e: 'outboundAccountPosition', accountId: order.accountId, balances });
  }
}
