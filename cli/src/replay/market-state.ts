import {
  Dec, deriveTicker24h, tradeFromEvent, type BestBidAsk, type Ticker24hRest, type Trade, type TradeEvent,
} from '@bourse/terminal/domain';
import type { BookTicker, DepthSnapshot, DepthUpdate } from '@bourse/terminal/market';

/**
 * Trades kept per symbol for 24h statistics and klines. Deriving them costs about 5 µs a trade
 * every second, so a long-running replay covers the most recent trades only (about two loops
 * of the shipped sessions at any speed).
 */
export const MAX_TRADES_KEPT = 20_000;

type Side = Map<string, string>;

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
  private bids: Side = new Map();
  private asks: Side = new Map();
  private lastUpdateId = 0;
  private best: BestBidAsk | null = null;
  private cached: { key: string; value: Ticker24hRest } | null = null;

  constructor(readonly symbol: string) {}

  resetBook(snapshot: DepthSnapshot): void {
    this.bids = new Map(snapshot.bids.map(([price, qty]) => [key(price), qty]));
    this.asks = new Map(snapshot.asks.map(([price, qty]) => [key(price), qty]));
    this.lastUpdateId = snapshot.lastUpdateId;
  }

  /** Apply a diff as Binance's procedure says: diffs the book already contains are skipped. */
  applyDepth(diff: DepthUpdate): boolean {
    if (diff.u <= this.lastUpdateId) return false;
    for (const [price, qty] of diff.b) setLevel(this.bids, price, qty);
    for (const [price, qty] of diff.a) setLevel(this.asks, price, qty);
    this.lastUpdateId = diff.u;
    return true;
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
    return {
      lastUpdateId: this.lastUpdateId,
      bids: topLevels(this.bids, limit, -1),
      asks: topLevels(this.asks, limit, 1),
    };
  }

  /** Highest bid and lowest ask of the rebuilt book, as [price, quantity]. */
  bestLevels(): { bid: [string, string] | null; ask: [string, string] | null; lastUpdateId: number } {
    return { bid: bestLevel(this.bids, -1), ask: bestLevel(this.asks, 1), lastUpdateId: this.lastUpdateId };
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

// Keys in one spelling, so '61837.63' and '61837.63000000' are the same level.
function key(price: string): string {
  return new Dec(price).toFixed(8);
}

function setLevel(side: Side, price: string, qty: string): void {
  if (new Dec(qty).isZero()) side.delete(key(price));
  else side.set(key(price), qty);
}

// Keys all carry 8 decimals, so the longer integer part is the larger price and equal lengths
// compare as text: exact ordering without building a decimal per level.
function compareKeys(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

function topLevels(side: Side, limit: number, order: 1 | -1): [string, string][] {
  return [...side.entries()].sort(([a], [b]) => order * compareKeys(a, b)).slice(0, limit);
}

function bestLevel(side: Side, order: 1 | -1): [string, string] | null {
  let best: [string, string] | null = null;
  for (const level of side) if (!best || order * compareKeys(level[0], best[0]) < 0) best = level;
  return best;
}
