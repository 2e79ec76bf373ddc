import { parseMarketFrame } from '../protocol/frames';
import { reconnectDelay, type FeedStatus } from '../reconnect';
import { StreamSubscriptions } from './stream-subscriptions';
import { CONNECTION_RENEW_MS, type MarketStream, type MarketStreamOptions } from './stream-types';

export { combinedStreamUrl } from './stream-subscriptions';
export { CONNECTION_RENEW_MS, type MarketStream, type MarketStreamOptions } from './stream-types';

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
  const subscriptions = new StreamSubscriptions(options.streams);
  let url = subscriptions.url(options.wsBase);
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
    url = subscriptions.url(options.wsBase);
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
    const openedWith = subscriptions.snapshot();
    let opened = false;
    current.onopen = () => {
      opened = true;
      attempt = 0;
      subscriptions.catchUp(current, openedWith);
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
    // A normal close (1000) of an open connection is the server ending it on schedule (Binance's
    // daily disconnect, the replay at the end of each pass): connect again at once, as after
    // serverShutdown, without counting a failed attempt. Anything else is a failure.
    current.onclose = (event: CloseEvent) => {
      if (opened && event.code === 1000 && socket === current && !closedOnPurpose)
        renew(`${url} was closed by the server (${event.reason || 'normal close'})`);
      else fail();
    };
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

  connect();
  return {
    get url() {
      return url;
    },
    subscribe: (streams) => subscriptions.change('SUBSCRIBE', streams, socket),
    unsubscribe: (streams) => subscriptions.change('UNSUBSCRIBE', streams, socket),
    reconnect() {
      // A fresh schedule: attempts counted from zero, a connection now unless one is open or opening.
      if (closedOnPurpose) return;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      attempt = 0;
      if (socket === null) connect();
    },
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
