import {
  applyDepthDiff, bestLevels, bookFromSnapshot, bookView, deriveTicker24h, tradeFromEvent,
  type BestBidAsk, type OrderBook, type PriceLevel, type Ticker24hRest, type Trade, type TradeEvent,
} from '@bourse/terminal/domain';
import type { BookTicker, DepthSnapshot, DepthUpdate } from '@bourse/terminal/market';

/**
 * Trades kept per symbol for 24h statistics and klines. Deriving them costs about 5 µs a trade
 * every second, so a long-running replay covers the most recent trades only (about two loops
 * of the shipped sessions at any speed).
 */
export const MAX_TRADES_KEPT = 20_000;

/**
 * What the replay server knows of one symbol at this moment of the replay: the trades so far
 * (with shifted times), the order book (the recorded snapshot with the replayed diffs applied),
 * and the last best bid/ask.
 *
 * @example
 * const btc = new SymbolMarket('BTCUSDT');
 * btc.resetBook(snapshot);
 * btc.applyDepth(diff);
 * btc.depth(5).bids[0]; // ['61837.63000000', '3.78826000']
 */
export class SymbolMarket {
  readonly trades: Trade[] = [];
  // The terminal's own book code, so what the server serves and what clients rebuild agree.
  private book: OrderBook = bookFromSnapshot({ lastUpdateId: 0, bids: [], asks: [] });
  // Diffs are applied when the book is read, not as they stream: REST depth calls are rare next
  // to the 10 diffs a second per symbol, and at top replay speed applying them all costs more
  // than sending them. A loop's diffs at most are held (resetBook clears them).
  private pending: DepthUpdate[] = [];
  private queuedUpdateId = 0;
  private best: BestBidAsk | null = null;
  private cached: { key: string; value: Ticker24hRest } | null = null;

  constructor(readonly symbol: string) {}

  resetBook(snapshot: DepthSnapshot): void {
    this.book = bookFromSnapshot(snapshot);
    this.pending = [];
    this.queuedUpdateId = snapshot.lastUpdateId;
  }

  /** Apply a diff as Binance's procedure says: diffs the book already contains are skipped. */
  applyDepth(diff: DepthUpdate): boolean {
    if (diff.u <= this.queuedUpdateId) return false;
    this.pending.push(diff);
    this.queuedUpdateId = diff.u;
    return true;
  }

  /** The id of the newest diff taken (applied or queued). */
  get lastUpdateId(): number {
    return this.queuedUpdateId;
  }

  /**
   * Move the book to `target` in one diff numbered from the next id to `u`: every level that
   * differs is set to the target's quantity, every level the target lacks is removed. A client
   * applying it ends with the target book, as after any diff. Returns the diff to send.
   */
  bridgeTo(target: OrderBook, u: number, eventTime: number): DepthUpdate {
    const book = this.settled();
    const side = (from: Map<string, PriceLevel>, to: Map<string, PriceLevel>): PriceLevel[] => {
      const changes: PriceLevel[] = [];
      for (const [key, level] of from) if (!to.has(key)) changes.push([level[0], '0.00000000']);
      for (const [key, level] of to) if (from.get(key)?.[1] !== level[1]) changes.push([level[0], level[1]]);
      return changes;
    };
    const diff: DepthUpdate = { e: 'depthUpdate', E: eventTime, s: this.symbol, U: this.queuedUpdateId + 1, u, b: side(book.bids, target.bids), a: side(book.asks, target.asks) };
    this.book = { lastUpdateId: u, bids: new Map(target.bids), asks: new Map(target.asks) };
    this.queuedUpdateId = u;
    return diff;
  }

  private settled(): OrderBook {
    for (const diff of this.pending) applyDepthDiff(this.book, diff);
    this.pending = [];
    return this.book;
  }

  setBest(bookTicker: BookTicker): void {
    this.best = { bidPrice: bookTicker.b, bidQty: bookTicker.B, askPrice: bookTicker.a, askQty: bookTicker.A };
  }

  addTrade(event: TradeEvent): void {
    this.trades.push(tradeFromEvent(event));
    if (this.trades.length > MAX_TRADES_KEPT * 1.1) this.trades.splice(0, this.trades.length - MAX_TRADES_KEPT);
  }

  /** The REST depth answer: best `limit` levels a side, bids high to low, asks low to high. */
  depth(limit: number): DepthSnapshot {
    return bookView(this.settled(), limit);
  }

  /** Highest bid and lowest ask of the rebuilt book, as [price, quantity]. */
  bestLevels(): { bid: PriceLevel | null; ask: PriceLevel | null; lastUpdateId: number } {
    const book = this.settled();
    return { ...bestLevels(book), lastUpdateId: book.lastUpdateId };
  }

  /** 24h statistics now; recomputed only when a trade arrived or the second changed. */
  ticker(nowMs: number): Ticker24hRest {
    const last = this.trades[this.trades.length - 1];
    const cacheKey = `${last?.id ?? -1}|${Math.floor(nowMs / 1000)}|${this.best?.bidPrice}|${this.best?.askPrice}`;
    if (this.cached?.key === cacheKey) return this.cached.value;
    const value = deriveTicker24h(this.trades, this.symbol, nowMs, this.best ?? undefined);
    this.cached = { key: cacheKey, value };
    return value;
  }
}

