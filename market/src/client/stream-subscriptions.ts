import { joinUrl } from './rest';

/** The combined-stream address for `streams` on `wsBase`. */
export function combinedStreamUrl(wsBase: string, streams: readonly string[]): string {
  return joinUrl(wsBase, `/stream?streams=${streams.join('/')}`);
}

/** What the subscriptions need of a socket: its state and a way to send text. */
interface Sender {
  readonly readyState: number;
  send(text: string): void;
}

/**
 * The streams a market stream wants, kept across reconnects, and Binance's SUBSCRIBE/UNSUBSCRIBE
 * messages that bring an open socket in line with them (each with its own request id).
 *
 * @example
 * const subscriptions = new StreamSubscriptions(['btcusdt@trade']);
 * const socket = new WebSocket(subscriptions.url('wss://stream.binance.com:9443'));
 */
export class StreamSubscriptions {
  private readonly wanted: Set<string>;
  private requestId = 0;

  constructor(streams: readonly string[]) {
    this.wanted = new Set(streams);
  }

  /** The address a new connection opens with: every wanted stream in its query. */
  url(wsBase: string): string {
    return combinedStreamUrl(wsBase, [...this.wanted]);
  }

  /** The wanted streams now (a socket remembers what it was opened with). */
  snapshot(): Set<string> {
    return new Set(this.wanted);
  }

  /** Streams changed while `socket` was connecting with `openedWith`: bring it up to date. */
  catchUp(socket: Sender, openedWith: ReadonlySet<string>): void {
    const added = [...this.wanted].filter((stream) => !openedWith.has(stream));
    const removed = [...openedWith].filter((stream) => !this.wanted.has(stream));
    if (added.length > 0) this.send(socket, 'SUBSCRIBE', added);
    if (removed.length > 0) this.send(socket, 'UNSUBSCRIBE', removed);
  }

  /** Add or remove streams; an open socket is told at once, one not yet open learns on connect. */
  change(method: 'SUBSCRIBE' | 'UNSUBSCRIBE', streams: readonly string[], socket: Sender | null): void {
    const fresh = streams.filter((stream) => this.wanted.has(stream) === (method === 'UNSUBSCRIBE'));
    if (fresh.length === 0) return;
    for (const stream of fresh) {
      if (method === 'SUBSCRIBE') this.wanted.add(stream);
      else this.wanted.delete(stream);
    }
    if (socket?.readyState === 1) this.send(socket, method, fresh);
  }

  private send(socket: Sender, method: 'SUBSCRIBE' | 'UNSUBSCRIBE', params: string[]): void {
    socket.send(JSON.stringify({ method, params, id: (this.requestId += 1) }));
  }
}
