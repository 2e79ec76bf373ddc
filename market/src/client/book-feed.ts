import {
  bookView,
  describeResync,
  initialBookSync,
  receiveDiff,
  receivePartialDepth,
  receiveSnapshot,
  BOOK_DEPTH,
  type BookSync,
  type DepthSnapshotData,
  type OrderBook,
  type SyncStep,
} from '../index';
import { MarketRequestError, type RequestOptions } from './http';
import type { MarketFrame } from '../protocol/frames';
import { fetchDepth } from './rest';

/**
 * What a book feed needs: where snapshots come from, the symbol, and where the book goes.
 *
 * @example
 * const options: BookFeedOptions = { restUrl: 'http://127.0.0.1:9443', symbol: 'BTCUSDT', onBook: (v) => $book.set(v) };
 */
export interface BookFeedOptions {
  restUrl: string;
  symbol: string;
  onBook?: (view: DepthSnapshotData) => void;
  /**
   * Instead of `onBook`: the live book itself after each change, for a caller that reads it less
   * often than it changes (a deep view costs a sort, so it is built only when it is drawn).
   */
  onChange?: (book: OrderBook) => void;
  depth?: number;
  log?: (message: string) => void;
  /**
   * The market host does not know the symbol (its depth answer is 400 or the symbol is invalid):
   * retrying would never help, so the feed stops fetching and says so once.
   */
  onUnavailable?: (message: string) => void;
  /** Wait before fetching again after a failed snapshot; default 1 s. */
  retryMs?: number;
  request?: RequestOptions;
}

/** A running local book: feed it frames from the stream; `stop()` ends it. */
export interface BookFeed {
  receive(frame: MarketFrame): void;
  sync(): BookSync;
  stop(): void;
}

/**
 * Keep a local order book for one symbol by Binance's procedure (see `receiveDiff`): diffs from
 * `<sym>@depth@100ms` are buffered while the REST snapshot loads, a gap throws the book away and
 * fetches a new snapshot; `<sym>@depth20@100ms` frames replace the book outright.
 *
 * @example
 * const feed = startBookFeed({ restUrl, symbol: 'BTCUSDT', onBook: (view) => console.log(view.bids[0]) });
 * stream.onFrame = feed.receive;
 */
export function startBookFeed(options: BookFeedOptions): BookFeed {
  const { restUrl, symbol } = options;
  const log = options.log ?? ((message: string) => console.warn(message));
  const abort = new AbortController();
  let sync: BookSync = initialBookSync();
  let loading = false;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | null = null;

  const publish = (book: OrderBook) => {
    if (options.onChange) options.onChange(book);
    else options.onBook?.(bookView(book, options.depth ?? BOOK_DEPTH));
  };

  const settle = (step: SyncStep, origin: string) => {
    sync = step.sync;
    if (step.resync) log(`[book] ${symbol} from ${restUrl}: ${describeResync(step.resync)} (${origin}); resyncing`);
    if (step.sync.status === 'live' && (step.applied > 0 || origin === 'snapshot')) publish(step.sync.book);
    if (step.fetchSnapshot) loadSnapshot();
  };

  const loadSnapshot = () => {
    if (loading || stopped) return;
    loading = true;
    fetchDepth(restUrl, symbol, 1000, { ...options.request, signal: abort.signal })
      .then((snapshot) => {
        loading = false;
        if (!stopped) settle(receiveSnapshot(sync, snapshot), 'snapshot');
      })
      .catch((error: unknown) => {
        loading = false;
        if (stopped) return;
        if (error instanceof MarketRequestError && (error.code === 'INVALID_SYMBOL' || error.status === 400)) {
          log(`[book] ${symbol} is not served by ${restUrl}: ${error.message}`);
          options.onUnavailable?.(error.message);
          return;
        }
        // A 429/418 says how long to stay away; calling earlier would only extend a ban.
        const wait = Math.max(options.retryMs ?? 1_000, error instanceof MarketRequestError ? (error.retryAfterMs ?? 0) : 0);
        log(`[book] ${symbol} snapshot from ${restUrl} failed: ${(error as Error).message}; trying again in ${wait} ms`);
        retry = setTimeout(() => {
          retry = null;
          if (sync.status === 'buffering') loadSnapshot();
        }, wait);
      });
  };

  return {
    receive(frame) {
      if (stopped) return;
      if (frame.kind === 'depth' && frame.event.s.toUpperCase() === symbol) settle(receiveDiff(sync, frame.event), 'diff');
      if (frame.kind === 'partialDepth' && frame.symbol === symbol) settle(receivePartialDepth(sync, frame.event), 'depth20');
    },
    sync: () => sync,
    stop() {
      stopped = true;
      abort.abort();
      if (retry !== null) clearTimeout(retry);
    },
  };
}
