import {
  applyDepthDiff,
  bestLevels,
  bookFromSnapshot,
  bookView,
  Dec,
  deriveTicker24h,
  toBinanceString,
  tradeFromEvent,
  type BestBidAsk,
  type OrderBook,
  type PriceLevel,
  type Ticker24hRest,
  type Trade,
  type TradeEvent,
  type BookTicker,
  type DepthSnapshot,
  type DepthUpdate,
  type AggTrade,
} from '@bourse/market';

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
  readonly aggTrades: AggTrade[] = [];
  // The newest aggregate may still grow while more fills of its taker order arrive.
  private aggregateOpen = false;
  private nextAggregateId: number | null = null;
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
   * Restart the book at `target`, numbered `u` (above every id sent before): what a depth snapshot
   * answers from now on, and what the next recorded diffs continue from.
   */
  restartAt(target: OrderBook, u: number): void {
    this.book = { lastUpdateId: u, bids: new Map(target.bids), asks: new Map(target.asks) };
    this.pending = [];
    this.queuedUpdateId = u;
  }

  private settled(): OrderBook {
    for (const diff of this.pending) applyDepthDiff(this.book, diff);
    this.pending = [];
    return this.book;
  }

  setBest(bookTicker: BookTicker): void {
    this.best = { bidPrice: bookTicker.b, bidQty: bookTicker.B, askPrice: bookTicker.a, askQty: bookTicker.A };
  }

  /**
   * Take a trade; it joins the open aggregate when it is the next fill of the same taker order
   * at the same price and time, as Binance aggregates them.
   */
  addTrade(event: TradeEvent, aggregate = true): void {
    const trade = tradeFromEvent(event);
    this.trades.push(trade);
    trim(this.trades);
    if (!aggregate) return;
    const open = this.aggregateOpen ? this.aggTrades.at(-1) : undefined;
    if (open && open.T === trade.time && open.p === event.p && open.m === event.m && open.l + 1 === trade.id) {
      open.q = toBinanceString(new Dec(open.q).plus(event.q));
      open.l = trade.id;
      return;
    }
    // Aggregate ids run on from the first trade id: they only need to be unique and rising.
    const a = this.nextAggregateId ?? trade.id;
    this.nextAggregateId = a + 1;
    this.aggTrades.push({ a, p: event.p, q: event.q, f: trade.id, l: trade.id, T: trade.time, m: event.m, M: true });
    this.aggregateOpen = true;
    trim(this.aggTrades);
  }

  /** The aggregate just completed (its taker order has no more fills), for the aggTrade stream. */
  closeAggregate(): AggTrade | undefined {
    this.aggregateOpen = false;
    return this.aggTrades.at(-1);
  }

  /**
   * Take a recorded aggregate trade. In a recording of `@aggTrade` without `@trade` (`asTrade`)
   * it also counts as one trade, at its last trade id, for statistics and klines.
   */
  addAggTrade(agg: AggTrade, asTrade: boolean): void {
    this.aggTrades.push({ ...agg });
    trim(this.aggTrades);
    this.aggregateOpen = false;
    if (!asTrade) return;
    this.trades.push({ id: agg.l, price: agg.p, qty: agg.q, time: agg.T, isBuyerMaker: agg.m });
    trim(this.trades);
  }

  /**
   * Best bid and ask: the last recorded bookTicker when the recording has them, else the top of
   * the server's own book.
   */
  bestBidAsk(): BestBidAsk | undefined {
    if (this.best) return this.best;
    const { bid, ask } = bestLevels(this.settled());
    if (!bid && !ask) return undefined;
    const zero = '0.00000000';
    return { bidPrice: bid?.[0] ?? zero, bidQty: bid?.[1] ?? zero, askPrice: ask?.[0] ?? zero, askQty: ask?.[1] ?? zero };
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
    const cacheKey = `${last?.id ?? -1}|${Math.floor(nowMs / 1000)}|${this.best?.bidPrice}|${this.best?.askPrice}|${this.queuedUpdateId}`;
    if (this.cached?.key === cacheKey) return this.cached.value;
    const value = deriveTicker24h(this.trades, this.symbol, nowMs, this.bestBidAsk());
    this.cached = { key: cacheKey, value };
    return value;
  }
}

function trim<T>(list: T[]): void {
  if (list.length > MAX_TRADES_KEPT * 1.1) list.splice(0, list.length - MAX_TRADES_KEPT);
}
