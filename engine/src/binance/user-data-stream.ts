import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { FillView } from '@bourse/cms/ledger';
import type { SpotOrder, UserEvent } from '@bourse/trading';
import type { UserEvents } from '../events';
import { invalidListenKey } from './errors';

/** A listen key lives an hour from its last keep-alive, as on Binance. */
const LISTEN_KEY_MS = 60 * 60_000;
/** Binance closes a user data stream connection after 24 hours. */
const CONNECTION_MS = 24 * 60 * 60_000;

type Listen = { traderId: number; accountId: number; keyId: number; expiresAt: number };

/** An order change as Binance's `executionReport`: one per fill (`x: TRADE`), else one for the new state. */
export function executionReports(order: SpotOrder, fills: FillView[], now: number): Record<string, unknown>[] {
  const base = {
    e: 'executionReport',
    E: now,
    s: order.symbol,
    c: order.clientOrderId,
    S: order.side,
    o: order.type,
    f: order.timeInForce,
    q: order.origQty,
    p: order.price,
    P: order.stopPrice,
    F: '0.00000000',
    g: order.orderListId,
    C: '',
    r: 'NONE',
    i: order.orderId,
    z: order.executedQty,
    T: order.updateTime,
    I: 0,
    w: order.working,
    M: false,
    O: order.time,
    Z: order.cummulativeQuoteQty,
    Q: order.origQuoteOrderQty,
    W: order.workingTime,
    V: 'NONE',
    X: order.status,
  };
  const quiet = {
    x: order.status === 'FILLED' || order.status === 'PARTIALLY_FILLED' ? 'TRADE' : order.status,
    l: '0.00000000',
    L: '0.00000000',
    n: '0',
    N: null,
    t: -1,
    m: false,
    Y: '0.00000000',
  };
  if (fills.length === 0) return [{ ...base, ...quiet }];
  return fills.map((f) => ({
    ...base,
    x: 'TRADE',
    l: f.qty,
    L: f.price,
    n: f.commission,
    N: f.commissionAsset,
    t: f.id,
    m: f.isMaker,
    Y: f.quoteQty,
    T: f.time,
  }));
}

/** The engine's own event for one account in Binance's user data stream words, or nothing for events it does not speak. */
export function binanceEvents(event: UserEvent, now: number): Record<string, unknown>[] {
  switch (event.e) {
    case 'executionReport':
      return executionReports(event.order, event.fills, now);
    case 'outboundAccountPosition':
      return [
        {
          e: 'outboundAccountPosition',
          E: now,
          u: now,
          B: Object.entries(event.balances).map(([a, b]) => ({ a, f: b.free, l: b.locked })),
        },
      ];
    case 'balanceUpdate':
      return [{ e: 'balanceUpdate', E: now, a: event.asset, d: event.delta, T: now }];
    default:
      return [];
  }
}

const accountOf = (event: UserEvent): number | null => ('accountId' in event ? event.accountId : null);

/**
 * Binance's user data stream on the trading API: a listen key per key and account
 * (`POST/PUT/DELETE /api/v3/userDataStream`), and its websocket at `/ws/<listenKey>` that speaks
 * `executionReport`, `outboundAccountPosition` and `balanceUpdate` for that account, whichever door
 * the change came through (a bot's order or the cabinet's).
 *
 * @example
 * const listenKey = streams.open(traderId, accountId, keyId, Date.now());
 * server.on('upgrade', (req, socket, head) => streams.upgrade(req, socket, head));
 */
export class UserDataStreams {
  private readonly keys = new Map<string, Listen>();
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 4096 });

  constructor(
    private readonly events: UserEvents,
    /** Whether the API key behind a stream is still there (a revoked key's streams close within 30 s). */
    private readonly keyAlive: (keyId: number) => Promise<boolean>,
  ) {}

  /** A listen key for the account (Binance gives the same key again while one is live). */
  open(traderId: number, accountId: number, keyId: number, now: number): string {
    for (const [key, listen] of this.keys) {
      if (listen.keyId === keyId && listen.accountId === accountId && listen.expiresAt > now) {
        listen.expiresAt = now + LISTEN_KEY_MS;
        return key;
      }
    }
    const key = randomBytes(45).toString('base64url');
    this.keys.set(key, { traderId, accountId, keyId, expiresAt: now + LISTEN_KEY_MS });
    return key;
  }

  private live(listenKey: string, keyId: number, now: number): Listen {
    const listen = this.keys.get(listenKey);
    if (!listen || listen.keyId !== keyId || listen.expiresAt <= now) throw invalidListenKey();
    return listen;
  }

  keepAlive(listenKey: string, keyId: number, now: number): void {
    this.live(listenKey, keyId, now).expiresAt = now + LISTEN_KEY_MS;
  }

  close(listenKey: string, keyId: number, now: number): void {
    this.live(listenKey, keyId, now);
    this.keys.delete(listenKey);
    for (const client of this.wss.clients)
      if ((client as WebSocket & { listenKey?: string }).listenKey === listenKey) client.close(1000, 'listen key closed');
  }

  /** Whether a websocket path is a user data stream's (`/ws/<listenKey>`). */
  answers(path: string): boolean {
    return /^\/ws\/[A-Za-z0-9_-]{1,100}$/.test(path);
  }

  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const listenKey = new URL(req.url ?? '/', 'http://engine').pathname.slice('/ws/'.length);
    const listen = this.keys.get(listenKey);
    if (!listen || listen.expiresAt <= Date.now()) {
      socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    this.wss.handleUpgrade(req, socket, head, (ws) => {
      (ws as WebSocket & { listenKey?: string }).listenKey = listenKey;
      const off = this.events.listen(listen.traderId, (event) => {
        if (accountOf(event) !== listen.accountId || ws.readyState !== ws.OPEN) return;
        for (const frame of binanceEvents(event, Date.now())) ws.send(JSON.stringify(frame));
      });
      const expiry = setInterval(() => {
        void this.keyAlive(listen.keyId).then((alive) => {
          if (alive && this.keys.has(listenKey) && listen.expiresAt > Date.now()) return;
          this.keys.delete(listenKey);
          ws.send(JSON.stringify({ e: 'listenKeyExpired', E: Date.now(), listenKey }));
          ws.close(1000, 'listen key expired');
        });
      }, 30_000);
      const day = setTimeout(() => ws.close(1000, 'connection lived 24 hours'), CONNECTION_MS);
      ws.on('close', () => {
        off();
        clearInterval(expiry);
        clearTimeout(day);
      });
      ws.on('message', () => {});
    });
  }

  /** Ends every stream (the engine stops). */
  shutdown(): void {
    for (const client of this.wss.clients) client.terminate();
    this.wss.close();
  }
}
