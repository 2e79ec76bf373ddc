import type { MarketFrame } from '../protocol/frames';
import type { FeedStatus } from '../reconnect';

// The contract of a market stream, apart from how it keeps itself connected (stream.ts).

/**
 * What `openMarketStream` needs. `WebSocketImpl` defaults to the global WebSocket (browsers and
 * Node 22); `log` receives dropped frames with their source and defaults to console.warn.
 *
 * @example
 * const options: MarketStreamOptions = { wsBase: 'wss://stream.binance.com:9443',
 *   streams: ['btcusdt@ticker'], onFrame: (frame) => console.log(frame), onStatus: console.log };
 */
export interface MarketStreamOptions {
  wsBase: string;
  streams: readonly string[];
  onFrame: (frame: MarketFrame) => void;
  onStatus?: (status: FeedStatus) => void;
  log?: (message: string) => void;
  WebSocketImpl?: typeof WebSocket;
}

/**
 * Binance closes every connection after 24 h; renewing a little earlier, on our own terms, avoids
 * the reconnect wait and the gap in the book that its close would cause.
 */
export const CONNECTION_RENEW_MS = 23 * 3_600_000 + 50 * 60_000;

/**
 * A running stream; `close()` ends it for good (no reconnect). `subscribe`/`unsubscribe` change
 * the streams with Binance's SUBSCRIBE/UNSUBSCRIBE messages and are kept for reconnects.
 */
export interface MarketStream {
  readonly url: string;
  subscribe(streams: readonly string[]): void;
  unsubscribe(streams: readonly string[]): void;
  /** Start again after giving up (or skip the wait before the next attempt): attempts count from zero. */
  reconnect(): void;
  close(): void;
}
