import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';

/** Binance pings every few minutes; a shorter period finds dead clients sooner on a dev machine. */
export const PING_INTERVAL_MS = 20_000;
// A client this far behind is not reading; Binance drops such clients too.
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;

interface Client { combined: boolean; streams: Set<string>; alive: boolean }

/** Binance stream names are lower-case before the '@' ('BTCUSDT@trade' is 'btcusdt@trade'). */
export function normalizeStream(stream: string): string {
  return stream.replace(/^[^@]+/, (symbol) => symbol.toLowerCase());
}

/**
 * Websocket side of the replay: `/ws/<stream>` (raw payloads), `/stream?streams=a/b` (combined
 * `{stream, data}`), and Binance's SUBSCRIBE / UNSUBSCRIBE / LIST_SUBSCRIPTIONS messages on both.
 *
 * @example
 * const hub = new StreamHub();
 * server.on('upgrade', (req, socket, head) => hub.upgrade(req, socket, head));
 * hub.publish('btcusdt@trade', tradeEvent);
 */
export class StreamHub {
  private readonly wss = new WebSocketServer({ noServer: true });
  private readonly clients = new Map<WebSocket, Client>();
  private readonly pinger = setInterval(() => this.ping(), PING_INTERVAL_MS);

  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(request.url ?? '/', 'http://replay');
    const raw = url.pathname.match(/^\/ws(?:\/(.+))?$/);
    const combined = url.pathname === '/stream';
    if (!raw && !combined) {
      socket.end('HTTP/1.1 404 Not Found\r\nContent-Type: text/plain\r\n\r\nwebsocket paths are /ws/<stream> and /stream?streams=a/b\n');
      return;
    }
    const listed = raw ? (raw[1] ?? '') : (url.searchParams.get('streams') ?? '');
    const streams = new Set(listed.split('/').filter(Boolean).map(normalizeStream));
    this.wss.handleUpgrade(request, socket, head, (ws) => this.accept(ws, { combined, streams, alive: true }));
  }

  hasSubscribers(stream: string): boolean {
    for (const client of this.clients.values()) if (client.streams.has(stream)) return true;
    return false;
  }

  publish(stream: string, data: unknown): void {
    let raw: string | null = null;
    for (const [ws, client] of this.clients) {
      if (!client.streams.has(stream) || ws.readyState !== WebSocket.OPEN) continue;
      if (ws.bufferedAmount > MAX_BUFFERED_BYTES) {
        ws.terminate();
        continue;
      }
      raw ??= JSON.stringify(data);
      ws.send(client.combined ? `{"stream":${JSON.stringify(stream)},"data":${raw}}` : raw);
    }
  }

  async close(): Promise<void> {
    clearInterval(this.pinger);
    for (const ws of this.clients.keys()) ws.terminate();
    this.clients.clear();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }

  private accept(ws: WebSocket, client: Client): void {
    this.clients.set(ws, client);
    ws.on('pong', () => { client.alive = true; });
    ws.on('close', () => this.clients.delete(ws));
    ws.on('error', () => this.clients.delete(ws));
    ws.on('message', (data: RawData) => this.answer(ws, client, data.toString()));
  }

  private answer(ws: WebSocket, client: Client, text: string): void {
    let request: { method?: unknown; params?: unknown; id?: unknown };
    try {
      request = JSON.parse(text) as typeof request;
    } catch {
      ws.send(JSON.stringify({ error: { code: 3, msg: 'Invalid JSON: send {"method":"SUBSCRIBE","params":["btcusdt@trade"],"id":1}' }, id: null }));
      return;
    }
    const id = typeof request.id === 'number' || typeof request.id === 'string' ? request.id : null;
    const params = Array.isArray(request.params) && request.params.every((p) => typeof p === 'string') ? request.params as string[] : null;
    if (request.method === 'LIST_SUBSCRIPTIONS') {
      ws.send(JSON.stringify({ result: [...client.streams], id }));
    } else if ((request.method === 'SUBSCRIBE' || request.method === 'UNSUBSCRIBE') && params) {
      for (const stream of params.map(normalizeStream)) {
        if (request.method === 'SUBSCRIBE') client.streams.add(stream);
        else client.streams.delete(stream);
      }
      ws.send(JSON.stringify({ result: null, id }));
    } else {
      ws.send(JSON.stringify({ error: { code: 2, msg: 'Invalid request: method must be SUBSCRIBE, UNSUBSCRIBE or LIST_SUBSCRIPTIONS, params a list of stream names' }, id }));
    }
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
