import { parseMarketFrame, type MarketFrame } from './frames';
import { reconnectDelay, type FeedStatus } from './reconnect';
import { joinUrl } from './rest';

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

/** A running stream; `close()` ends it for good (no reconnect). */
export interface MarketStream {
  readonly url: string;
  close(): void;
}

/** The combined-stream address for `streams` on `wsBase`. */
export function combinedStreamUrl(wsBase: string, streams: readonly string[]): string {
  return joinUrl(wsBase, `/stream?streams=${streams.join('/')}`);
}

/**
 * Open a Binance combined stream and keep it open: unless closed on purpose it reconnects after
 * 1 s, then 2, 4, 8 and 15 s, and stays disconnected after 5 failed attempts. A frame that fails
 * its schema is logged with its source and dropped, so consumers keep their last good value.
 *
 * @example
 * const stream = openMarketStream({ wsBase: 'ws://127.0.0.1:9443', streams: ['btcusdt@trade'],
 *   onFrame: (frame) => { if (frame.kind === 'trade') console.log(frame.event.p); } });
 * stream.close();
 */
export function openMarketStream(options: MarketStreamOptions): MarketStream {
  const url = combinedStreamUrl(options.wsBase, options.streams);
  const Socket = options.WebSocketImpl ?? globalThis.WebSocket;
  const log = options.log ?? ((message: string) => console.warn(message));
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;
  let closedOnPurpose = false;

  const report = (status: FeedStatus) => {
    if (!closedOnPurpose) options.onStatus?.(status);
  };

  const connect = () => {
    timer = null;
    report({ state: 'connecting', attempt, retryInMs: null, exhausted: false });
    let current: WebSocket;
    try {
      current = new Socket(url);
    } catch (error) {
      // A malformed address throws at once; give up with a log rather than crash a timer.
      log(`[market] cannot open ${url}: ${(error as Error).message}`);
      report({ state: 'disconnected', attempt, retryInMs: null, exhausted: true });
      return;
    }
    socket = current;
    current.onopen = () => {
      attempt = 0;
      report({ state: 'connected', attempt, retryInMs: null, exhausted: false });
    };
    current.onmessage = (event: MessageEvent) => {
      if (closedOnPurpose) return;
      if (typeof event.data !== 'string') {
        log(`[market] dropped a binary frame from ${url}`);
        return;
      }
      const result = parseMarketFrame(event.data);
      if (result.ok) options.onFrame(result.frame);
      else log(`[market] dropped a bad frame from ${url}${result.stream ? ` (${result.stream})` : ''}: ${result.error}`);
    };
    // Errors are always followed by close, where the reconnect is decided.
    current.onerror = () => {};
    current.onclose = () => {
      if (closedOnPurpose || socket !== current) return;
      socket = null;
      attempt += 1;
      const delay = reconnectDelay(attempt);
      if (delay === null) {
        log(`[market] ${url} stays disconnected after ${attempt - 1} failed reconnect attempts`);
        report({ state: 'disconnected', attempt: attempt - 1, retryInMs: null, exhausted: true });
        return;
      }
      report({ state: 'disconnected', attempt, retryInMs: delay, exhausted: false });
      timer = setTimeout(connect, delay);
    };
  };

  connect();
  return {
    url,
    close() {
      closedOnPurpose = true;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      socket?.close();
      socket = null;
    },
  };
}
