import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { TraderSession } from '@bourse/cms';
import type { UserEvents } from '../events';

/** Every open push connection is pinged this often; one that missed the last ping is closed. */
const PING_MS = 30_000;
/** The session behind a connection is checked again this often (a logout elsewhere ends it). */
const SESSION_CHECK_MS = 60_000;

/** Close codes a browser reads: 4001 the session ended or was renewed (connect again with the new cookie). */
export const SESSION_ENDED = 4001;
/** The message a page sends to receive every forex quote. */
const FOREX_SUBSCRIBE = JSON.stringify({ subscribe: 'forexQuote' });

/**
 * The push channel, as Binance's user data stream: a websocket per open cabinet page, opened with
 * the trader's session cookie by a page of the site, that receives every change to the trader's
 * accounts (orders, fills, balances, alerts). It closes when the access token it was opened with
 * expires or the session ends; the browser then opens a new one with its renewed cookie. Forex
 * quotes (several a second) go only to a page that asked for them with `{ "subscribe": "forexQuote" }`.
 *
 * @example
 * const stream = new UserStream(events, (headers) => traderSession(payload, headers, 'GET', 'websocket'));
 * server.on('upgrade', (req, socket, head) => stream.upgrade(req, socket, head));
 */
export class UserStream {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 4096 });
  private readonly alive = new WeakSet<WebSocket>();
  private readonly pinger: ReturnType<typeof setInterval>;

  constructor(
    private readonly events: UserEvents,
    private readonly authenticate: (headers: Headers) => Promise<TraderSession>,
  ) {
    this.pinger = setInterval(() => {
      for (const client of this.wss.clients) {
        if (!this.alive.has(client)) client.terminate();
        else {
          this.alive.delete(client);
          client.ping();
        }
      }
    }, PING_MS);
    this.pinger.unref();
  }

  async upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
    let session: TraderSession;
    try {
      session = await this.authenticate(headers);
    } catch {
      session = { ok: false, reason: 'SIGNED_OUT' };
    }
    if (!session.ok) {
      socket.end(
        `HTTP/1.1 ${session.reason === 'CSRF' ? '403 Forbidden' : '401 Unauthorized'}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
      );
      return;
    }
    this.wss.handleUpgrade(req, socket, head, (ws) => this.open(ws, session as Extract<TraderSession, { ok: true }>, headers));
  }

  private open(ws: WebSocket, session: Extract<TraderSession, { ok: true }>, headers: Headers): void {
    this.alive.add(ws);
    ws.on('pong', () => this.alive.add(ws));
    let forexQuotes = false;
    const off = this.events.listen(session.traderId, (event) => {
      if (event.e === 'forexQuote' && !forexQuotes) return;
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(event));
    });
    const end = (reason: string) => {
      if (ws.readyState === ws.OPEN) ws.close(SESSION_ENDED, reason);
    };
    const expiry = session.expiresAt ? setTimeout(() => end('access token expired'), Math.max(0, session.expiresAt - Date.now())) : null;
    const check = setInterval(() => {
      void this.authenticate(headers)
        .then((again) => {
          if (!again.ok) end('session ended');
        })
        .catch(() => {});
    }, SESSION_CHECK_MS);
    ws.on('close', () => {
      off();
      if (expiry) clearTimeout(expiry);
      clearInterval(check);
    });
    // The one thing read from the browser: a page showing forex asks for the quotes. Anything else is ignored.
    ws.on('message', (data) => {
      if (String(data) === FOREX_SUBSCRIBE) forexQuotes = true;
    });
    ws.send(JSON.stringify({ e: 'accountsChanged' }));
  }

  close(): void {
    clearInterval(this.pinger);
    for (const client of this.wss.clients) client.terminate();
    this.wss.close();
  }
}
