import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';
import { normalizeStream } from './ws-control';

// A complete HTTP answer, then the socket is destroyed: a client waiting for the upgrade must see
// the connection end, or it would hang until its own timeout.
export function refuse(socket: Duplex, status: string, text: string): void {
  const head = `HTTP/1.1 ${status}\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n`;
  socket.write(head + text, () => socket.destroy());
}

/**
 * Which streams a websocket upgrade asks for and in which framing: `/ws/<a>/<b>` raw payloads,
 * `/stream?streams=a/b` combined `{stream, data}`; null for any other path.
 *
 * @example
 * routeUpgrade(new URL('http://replay/stream?streams=btcusdt@trade')); // { combined: true, streams: Set{'btcusdt@trade'} }
 */
export function routeUpgrade(url: URL): { combined: boolean; streams: Set<string> } | null {
  const raw = url.pathname.match(/^\/ws(?:\/(.+))?$/);
  const combined = url.pathname === '/stream';
  if (!raw && !combined) return null;
  const listed = raw ? (raw[1] ?? '') : (url.searchParams.get('streams') ?? '');
  return { combined, streams: new Set(listed.split('/').filter(Boolean).map(normalizeStream)) };
}

/**
 * Frames due together (playback sends every overdue record in one go) leave in one write per
 * client rather than one system call each: sockets stay corked until the end of this tick.
 */
export class BurstCorker {
  private corked = false;

  cork(clients: Iterable<WebSocket>): void {
    if (this.corked) return;
    this.corked = true;
    const sockets = [...clients]
      .map((ws) => (ws as unknown as { _socket?: { cork(): void; uncork(): void } })._socket)
      .filter((socket) => socket !== undefined);
    for (const socket of sockets) socket.cork();
    process.nextTick(() => {
      this.corked = false;
      for (const socket of sockets) socket.uncork();
    });
  }
}
