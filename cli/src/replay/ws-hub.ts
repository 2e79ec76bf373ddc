import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { FaultInjector } from './faults';
import { answerControlMessage, MAX_MESSAGE_BYTES, MAX_MESSAGES_PER_SECOND, MAX_STREAMS_PER_CONNECTION } from './ws-control';
import { BurstCorker, refuse, routeUpgrade } from './ws-upgrade';

/** Binance pings every few minutes; a shorter period finds dead clients sooner on a dev machine. */
export const PING_INTERVAL_MS = 20_000;
// A client this far behind is not reading; Binance drops such clients too.
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;
// Above this, playback waits for the client to read (top speeds outrun any client) ...
const HIGH_WATER_BYTES = 1024 * 1024;
// ... but never longer than this for one client, so a stalled tab cannot freeze everyone's replay.
const MAX_STALL_MS = 2_000;

interface Client {
  combined: boolean;
  streams: Set<string>;
  alive: boolean;
  sent: number;
  stalledSince: number | null;
  /** When its latest incoming messages arrived (the last second's), for Binance's 5 a second. */
  received: number[];
}

/**
 * Websocket side of the replay: `/ws/<stream>` (raw payloads), `/stream?streams=a/b` (combined
 * `{stream, data}`), and Binance's control messages (SUBSCRIBE, UNSUBSCRIBE, LIST_SUBSCRIPTIONS,
 * SET_PROPERTY, GET_PROPERTY) on both. Binance's limits hold: at most 1,024 streams a connection
 * (a longer URL is refused with 400, a SUBSCRIBE past it answered with error code 2), 5 incoming
 * messages a second (the 6th closes the connection with 1008 "Too many requests"), and incoming
 * messages of at most 64 KB (a larger one closes it with 1009, as the ws library does).
 *
 * @example
 * const hub = new StreamHub();
 * server.on('upgrade', (req, socket, head) => hub.upgrade(req, socket, head));
 * hub.publish('btcusdt@trade', tradeEvent);
 */
export class StreamHub {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  private readonly clients = new Map<WebSocket, Client>();
  private readonly pinger: ReturnType<typeof setInterval>;
  private readonly corker = new BurstCorker();

  constructor(
    private readonly faults = new FaultInjector(),
    pingIntervalMs = PING_INTERVAL_MS,
  ) {
    this.pinger = setInterval(() => this.ping(), pingIntervalMs);
  }

  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(request.url ?? '/', 'http://replay');
    if (this.faults.refuseConnection(Date.now())) {
      refuse(socket, '503 Service Unavailable', 'connections refused (fault injection)\n');
      return;
    }
    const route = routeUpgrade(url);
    if (!route) {
      refuse(socket, '404 Not Found', 'websocket paths are /ws/<stream> and /stream?streams=a/b\n');
      return;
    }
    if (route.streams.size > MAX_STREAMS_PER_CONNECTION) {
      refuse(socket, '400 Bad Request', `a connection can listen to at most ${MAX_STREAMS_PER_CONNECTION} streams\n`);
      return;
    }
    this.wss.handleUpgrade(request, socket, head, (ws) =>
      this.accept(ws, { ...route, alive: true, sent: 0, stalledSince: null, received: [] }),
    );
  }

  /**
   * True while a client has more than 1 MB unread: playback then waits rather than pile up more.
   * A client that stays that far behind for 2 s is dropped instead, as Binance drops slow clients.
   */
  congested(now = Date.now()): boolean {
    let congested = false;
    for (const [ws, client] of this.clients) {
      if (ws.bufferedAmount <= HIGH_WATER_BYTES) {
        client.stalledSince = null;
      } else if ((client.stalledSince ??= now) + MAX_STALL_MS < now) {
        ws.terminate();
        this.clients.delete(ws);
      } else {
        congested = true;
      }
    }
    return congested;
  }

  /** Every stream some client is subscribed to. */
  subscribedStreams(): Set<string> {
    const streams = new Set<string>();
    for (const client of this.clients.values()) for (const stream of client.streams) streams.add(stream);
    return streams;
  }

  hasSubscribers(stream: string): boolean {
    for (const client of this.clients.values()) if (client.streams.has(stream)) return true;
    return false;
  }

  publish(stream: string, data: unknown): void {
    this.corker.cork(this.clients.keys());
    let raw: string | null = null;
    for (const [ws, client] of this.clients) {
      if (!client.streams.has(stream) || ws.readyState !== WebSocket.OPEN) continue;
      if (ws.bufferedAmount > MAX_BUFFERED_BYTES) {
        ws.terminate();
        continue;
      }
      raw ??= JSON.stringify(data);
      this.send(ws, client, client.combined ? `{"stream":${JSON.stringify(stream)},"data":${raw}}` : raw);
    }
  }

  private send(ws: WebSocket, client: Client, text: string): void {
    const { delayMs, dropAfterMessages } = this.faults.current;
    const deliver = () => {
      if (ws.readyState !== WebSocket.OPEN) return;
      ws.send(text);
      client.sent += 1;
      if (dropAfterMessages !== undefined && client.sent >= dropAfterMessages) ws.terminate();
    };
    if (delayMs) setTimeout(deliver, delayMs);
    else deliver();
  }

  /**
   * Ends every connection with a normal close frame (1000) and `reason`, as Binance's scheduled
   * disconnects do; returns how many were closed.
   */
  closeAll(reason: string): number {
    const open = [...this.clients.keys()];
    for (const ws of open) ws.close(1000, reason);
    return open.length;
  }

  async close(): Promise<void> {
    clearInterval(this.pinger);
    for (const ws of this.clients.keys()) ws.terminate();
    this.clients.clear();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }

  private accept(ws: WebSocket, client: Client): void {
    this.clients.set(ws, client);
    const { dropAfterMs } = this.faults.current;
    if (dropAfterMs !== undefined) {
      const cut = setTimeout(() => ws.terminate(), dropAfterMs);
      ws.on('close', () => clearTimeout(cut));
    }
    ws.on('pong', () => {
      client.alive = true;
    });
    ws.on('close', () => this.clients.delete(ws));
    ws.on('error', () => this.clients.delete(ws));
    ws.on('message', (data: RawData) => this.answer(ws, client, data.toString()));
  }

  private answer(ws: WebSocket, client: Client, text: string): void {
    const now = Date.now();
    client.received = client.received.filter((at) => now - at < 1000);
    client.received.push(now);
    if (client.received.length > MAX_MESSAGES_PER_SECOND) {
      ws.close(1008, 'Too many requests');
      return;
    }
    ws.send(JSON.stringify(answerControlMessage(client, text)));
  }

  private ping(): void {
    for (const [ws, client] of this.clients) {
      if (!client.alive) {
        ws.terminate();
        continue;
      }
      client.alive = false;
      ws.ping();
    }
  }
}
