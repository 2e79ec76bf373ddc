import { topLevels, type MarketFrame, type Trade } from '@bourse/market';
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
    return {
      symbol: this.symbol,
      bids: book ? topLevels(book, 'bids', VIEW_DEPTH) : [],
      asks: book ? topLevels(book, 'asks', VIEW_DEPTH) : [],
      lastPrice: this.lastPrice,
      lastTradeId: this.lastTradeId,
      bookAgeMs: book ? Math.max(0, now - heard) : null,
    };
  }

  stop(): void {
    this.feed.stop();
  }
}
