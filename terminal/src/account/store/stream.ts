import { userEventSchema, type UserEvent } from '@bourse/trading';

type Listener = (event: UserEvent) => void;

/** Waits before connecting again after a dropped connection (1, 2, 4, 8, then every 15 s). */
const RETRY_MS = [1_000, 2_000, 4_000, 8_000, 15_000];
/** The engine closes with this when the session's token expired or was renewed: connect again at once with the new cookie. */
const SESSION_ENDED = 4001;

const listeners = new Set<Listener>();
let socket: WebSocket | null = null;
let retry: ReturnType<typeof setTimeout> | null = null;
let attempt = 0;
let wanted = false;
/** How many listeners want forex quotes: the channel asks for them once one does (they come several a second). */
let forexWanted = 0;
const FOREX_SUBSCRIBE = JSON.stringify({ subscribe: 'forexQuote' });

function connect(): void {
  retry = null;
  if (!wanted || typeof WebSocket === 'undefined') return;
  const url = `${globalThis.location.origin.replace(/^http/, 'ws')}/api/trading/stream`;
  const current = new WebSocket(url);
  socket = current;
  current.onopen = () => {
    attempt = 0;
    if (forexWanted > 0) current.send(FOREX_SUBSCRIBE);
  };
  current.onmessage = (message: MessageEvent) => {
    try {
      const parsed = userEventSchema.safeParse(JSON.parse(String(message.data)));
      if (parsed.success) for (const listener of listeners) listener(parsed.data);
    } catch {
      // A frame that is not an event is dropped; the next load brings the state anyway.
    }
  };
  current.onclose = (event: CloseEvent) => {
    if (socket !== current) return;
    socket = null;
    if (!wanted) return;
    const wait = event.code === SESSION_ENDED ? 0 : RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]!;
    attempt += 1;
    retry = setTimeout(connect, wait);
  };
}

/**
 * The trader's push channel (the engine's user stream, as Binance's): order updates, balances and
 * fired alerts of every account, for every open page at once. Connected while any store listens;
 * after a drop it connects again, and its first message tells the stores to load afresh, so nothing
 * missed meanwhile stays missing.
 *
 * @example
 * const stop = listenUserStream((event) => { if (event.e === 'executionReport') … });
 */
export function listenUserStream(listener: Listener, options: { forexQuotes?: boolean } = {}): () => void {
  listeners.add(listener);
  if (options.forexQuotes) {
    forexWanted += 1;
    if (socket && socket.readyState === socket.OPEN) socket.send(FOREX_SUBSCRIBE);
  }
  if (!wanted) {
    wanted = true;
    connect();
  }
  return () => {
    listeners.delete(listener);
    if (options.forexQuotes) forexWanted -= 1;
    if (listeners.size > 0) return;
    wanted = false;
    if (retry) clearTimeout(retry);
    retry = null;
    socket?.close();
    socket = null;
  };
}
