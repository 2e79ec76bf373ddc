import type { WritableAtom } from 'nanostores';
import { BOOK_KEPT_LEVELS, bookView, type OrderBook } from '@bourse/market';
import { joinSharedStream, startBookFeed, Throttle, THROTTLE_MS } from '@bourse/market/client';
import type { OrderBookState } from './book';
import { setFeedStatus } from '../../feed/store/feed-status';
import type { MarketConfig } from '../../feed/store/market-config';

const log = (message: string) => console.warn(message);

/**
 * Feed `$book` from one market configuration: the shared stream's `<sym>@depth@100ms` diffs into
 * a local book kept by Binance's procedure, published at most every 200 ms, up to 1000 levels a side. Returns the cleanup.
 */
export function startBookStoreFeed(config: MarketConfig, $book: WritableAtom<OrderBookState | null>): () => void {
  const { symbol } = config;
  $book.set({ symbol, status: 'loading', lastUpdateId: null, bids: [], asks: [] });
  // The deep view is built when published (at most every 200 ms), not on every diff.
  const throttle = new Throttle(THROTTLE_MS.book, (book: OrderBook) => {
    $book.set({ symbol, status: 'live', ...bookView(book, BOOK_KEPT_LEVELS) });
  });
  const feed = startBookFeed({
    restUrl: config.restUrl,
    symbol,
    log,
    onChange: (book) => throttle.push(book),
    onUnavailable: (message) => {
      throttle.cancel();
      $book.set({ symbol, status: 'unavailable', lastUpdateId: null, bids: [], asks: [], message });
    },
  });
  const leave = joinSharedStream(
    config.wsUrl,
    {
      streams: [`${symbol.toLowerCase()}@depth@100ms`],
      onFrame: feed.receive,
      onStatus: setFeedStatus,
    },
    log,
  );
  return () => {
    leave();
    feed.stop();
    throttle.cancel();
  };
}
