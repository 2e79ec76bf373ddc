import { joinUrl } from './rest';

/** The combined-stream address for `streams` on `wsBase`. */
export function combinedStreamUrl(wsBase: string, streams: readonly string[]): string {
  return joinUrl(wsBase, `/stream?streams=${streams.join('/')}`);
}

/**
 * Binance closes a market-stream connection that sends more than 5 messages a second (1008 "Too
 * many requests"), and a page mounts several islands at once, each asking for its streams: the
 * messages leave at most this many a second, the rest a moment later, merged where they can be.
 */
export const MESSAGES_PER_SECOND = 4;

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
  private sentAt: number[] = [];
  private queue: Array<{ socket: Sender; method: 'SUBSCRIBE' | 'UNSUBSCRIBE'; params: string[] }> = [];
  private timer: ReturnType<typeof setTimeout> | undefined;

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
    this.queue.push({ socket, method, params: [...params] });
    this.flush();
  }

  /** Sends what the last second's budget allows, in order (neighbours of one kind merged); the rest when it allows more. */
  private flush(): void {
    if (this.timer !== undefined) return;
    const now = Date.now();
    this.sentAt = this.sentAt.filter((at) => now - at < 1000);
    while (this.queue.length > 0 && this.sentAt.length < MESSAGES_PER_SECOND) {
      const next = this.queue.shift()!;
      while (this.queue[0]?.socket === next.socket && this.queue[0].method === next.method) next.params.push(...this.queue.shift()!.params);
      // A socket closed meanwhile needs nothing: its successor opens with every wanted stream.
      if (next.socket.readyState !== 1) continue;
      next.socket.send(JSON.stringify({ method: next.method, params: next.params, id: (this.requestId += 1) }));
      this.sentAt.push(now);
    }
    if (this.queue.length === 0) return;
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        this.flush();
      },
      1000 - (now - this.sentAt[0]!) + 5,
    );
  }
}
