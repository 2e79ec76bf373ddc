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
 * Binance's `serverShutdown` notice, and a connection 23 h 50 min old, renew the connection at
 * once without counting a failure. Pings are answered by the WebSocket itself (browsers and Node
 * reply to protocol pings), so nothing here needs to.
 *
 * @example
 * const stream = openMarketStream({ wsBase: 'ws://127.0.0.1:9443', streams: ['btcusdt@trade'],
 *   onFrame: (frame) => { if (frame.kind === 'trade') console.log(frame.event.p); } });
 * stream.close();
 */
export function openMarketStream(options: MarketStreamOptions): MarketStream {
  const wanted = new Set(options.streams);
  let url = combinedStreamUrl(options.wsBase, [...wanted]);
  let requestId = 0;
  const Socket = options.WebSocketImpl ?? globalThis.WebSocket;
  const log = options.log ?? ((message: string) => console.warn(message));
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let renewTimer: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;
  let closedOnPurpose = false;

  const report = (status: FeedStatus) => {
    if (!closedOnPurpose) options.onStatus?.(status);
  };

  const connect = () => {
    timer = null;
    url = combinedStreamUrl(options.wsBase, [...wanted]);
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
    const openedWith = new Set(wanted);
    current.onopen = () => {
      attempt = 0;
      // Streams changed while this socket was connecting: bring it up to date.
      const added = [...wanted].filter((stream) => !openedWith.has(stream));
      const removed = [...openedWith].filter((stream) => !wanted.has(stream));
      if (added.length > 0) current.send(JSON.stringify({ method: 'SUBSCRIBE', params: added, id: (requestId += 1) }));
      if (removed.length > 0) current.send(JSON.stringify({ method: 'UNSUBSCRIBE', params: removed, id: (requestId += 1) }));
      report({ state: 'connected', attempt, retryInMs: null, exhausted: false });
      if (renewTimer !== null) clearTimeout(renewTimer);
      renewTimer = setTimeout(() => renew(`${url} is ${CONNECTION_RENEW_MS / 3_600_000} h old`), CONNECTION_RENEW_MS);
    };
    current.onmessage = (event: MessageEvent) => {
      if (closedOnPurpose) return;
      if (typeof event.data !== 'string') {
        log(`[market] dropped a binary frame from ${url}`);
        return;
      }
      const result = parseMarketFrame(event.data);
      if (result.ok && result.frame.kind === 'shutdown') renew(`${url} announced serverShutdown`);
      else if (result.ok) options.onFrame(result.frame);
      else log(`[market] dropped a bad frame from ${url}${result.stream ? ` (${result.stream})` : ''}: ${result.error}`);
    };
    const fail = () => {
      if (closedOnPurpose || socket !== current) return;
      socket = null;
      if (renewTimer !== null) clearTimeout(renewTimer);
      renewTimer = null;
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
    // Browsers follow an error with close; Node 22's WebSocket does not when the handshake is
    // refused (it stays CONNECTING), so an error before the socket is open counts as the failure.
    current.onerror = () => {
      if (current.readyState === 1) return;
      fail();
      try {
        current.close();
      } catch {
        // already failed
      }
    };
    current.onclose = fail;
  };

  // Replace the socket now: the old one is forgotten first, so its close counts as no failure.
  const renew = (why: string) => {
    if (closedOnPurpose) return;
    log(`[market] renewing the connection: ${why}`);
    const old = socket;
    socket = null;
    if (renewTimer !== null) clearTimeout(renewTimer);
    renewTimer = null;
    old?.close();
    connect();
  };

  const change = (method: 'SUBSCRIBE' | 'UNSUBSCRIBE', streams: readonly string[]) => {
    const fresh = streams.filter((stream) => wanted.has(stream) === (method === 'UNSUBSCRIBE'));
    if (fresh.length === 0) return;
    for (const stream of fresh) {
      if (method === 'SUBSCRIBE') wanted.add(stream);
      else wanted.delete(stream);
    }
    // A socket not yet open takes the list from its address on the next connect instead.
    if (socket?.readyState === 1) socket.send(JSON.stringify({ method, params: fresh, id: (requestId += 1) }));
  };

  connect();
  return {
    get url() {
      return url;
    },
    subscribe: (streams) => change('SUBSCRIBE', streams),
    unsubscribe: (streams) => change('UNSUBSCRIBE', streams),
    close() {
      closedOnPurpose = true;
      if (timer !== null) clearTimeout(timer);
      if (renewTimer !== null) clearTimeout(renewTimer);
      timer = null;
      socket?.close();
      socket = null;
    },
  };
}
