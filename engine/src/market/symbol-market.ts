import { topLevels, type MarketFrame, type OrderBook, type PriceLevel, type Trade } from '@bourse/market';
import { startBookFeed, type BookFeed } from '@bourse/market/client';
import type { MarketTrade, MarketView } from '@bourse/trading';

/** Levels a side the engine hands to a taker order: deeper than any paper order walks. */
const VIEW_DEPTH = 500;

/**
 * One followed symbol: its local book (Binance's snapshot and diff procedure, from the market
 * package), the last trade, and how fresh both are. The book is the market's own: a paper order
 * never takes liquidity from it.
 *
 * @example
 * const btc = new SymbolMarket('BTCUSDT', 'http://127.0.0.1:9443', () => Date.now());
 * stream.onFrame = (frame) => btc.receive(frame);
 * btc.view(); // { symbol: 'BTCUSDT', bids: [...], asks: [...], lastPrice: '61837.63', lastTradeId: 3735683259, bookAgeMs: 40 }
 */
export class SymbolMarket {
  private readonly feed: BookFeed;
  private changedAt: number | null = null;
  /** The book's top levels as of its last change: orders come far more often than the book changes, and each view costs a sort. */
  private levels: { book: OrderBook; changes: number; bids: PriceLevel[]; asks: PriceLevel[] } | null = null;
  private changes = 0;
  lastPrice: string | null = null;
  lastTradeId = -1;

  constructor(
    readonly symbol: string,
    restUrl: string,
    private readonly heardAt: () => number,
    onBook: () => void = () => {},
    log: (message: string) => void = (m) => console.warn(m),
  ) {
    this.feed = startBookFeed({
      restUrl,
      symbol,
      log,
      onChange: () => {
        this.changes += 1;
        this.changedAt = Date.now();
        onBook();
      },
    });
  }

  receive(frame: MarketFrame): void {
    this.feed.receive(frame);
  }

  noteTrade(trade: Trade): MarketTrade {
    if (trade.id > this.lastTradeId) {
      this.lastTradeId = trade.id;
      this.lastPrice = trade.price;
    }
    return { ...trade, symbol: this.symbol };
  }

  /** True once the book follows the market (a snapshot and every diff since). */
  get synced(): boolean {
    return this.feed.sync().status === 'live';
  }

  /**
   * The market as an order meets it now. The book's age counts from the last frame the stream
   * delivered (a quiet symbol on a live connection is not stale); no book at all while it syncs.
   */
  view(now = Date.now()): MarketView {
    const sync = this.feed.sync();
    const book = sync.status === 'live' ? sync.book : null;
    const heard = Math.max(this.heardAt(), this.changedAt ?? 0);
    const levels = book ? this.levelsOf(book) : null;
    return {
      symbol: this.symbol,
      bids: levels ? [...levels.bids] : [],
      asks: levels ? [...levels.asks] : [],
      lastPrice: this.lastPrice,
      lastTradeId: this.lastTradeId,
      bookAgeMs: book ? Math.max(0, now - heard) : null,
    };
  }

  private levelsOf(book: OrderBook): { bids: PriceLevel[]; asks: PriceLevel[] } {
    if (this.levels?.book !== book || this.levels.changes !== this.changes)
      this.levels = { book, changes: this.changes, bids: topLevels(book, 'bids', VIEW_DEPTH), asks: topLevels(book, 'asks', VIEW_DEPTH) };
    return this.levels;
  }

  stop(): void {
    this.feed.stop();
  }
}
