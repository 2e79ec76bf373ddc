import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { ApiError } from '@bourse/market';
import type { ApiKeyPermission } from '@bourse/trading';
import type { UserEvents } from '../events';
import type { Caller } from './auth';
import { binanceEvents } from './user-data-stream';
import { wsMethodEndpoint, type WsMethodRunner } from './ws-methods';

/** What checks a signed request: the parameters' text as signed, the parameters, and the caller's address. */
export type WsVerifier = (signed: { query: string; params: URLSearchParams }, address: string, needs: ApiKeyPermission) => Promise<Caller>;

/**
 * Binance's WebSocket API (`/ws-api/v3`) for a spot account: the order and account methods
 * (`order.place`, `order.test`, `order.status`, `order.cancel`, `openOrders.status`,
 * `openOrders.cancelAll`, `allOrders`, `myTrades`, `account.status`; see ws-methods.ts), the user data
 * stream's `userDataStream.subscribe.signature` (how ccxt's watchOrders and watchBalance listen
 * today) and `userDataStream.unsubscribe`, and `ping`. Every request but those last two is signed over its parameters sorted by
 * name, without the signature, as Binance's WebSocket API signs; events then arrive as
 * `{ subscriptionId, event }` in the user data stream's words.
 *
 * @example
 * // → { "id": "1", "method": "userDataStream.subscribe.signature", "params": { "apiKey": "…", "timestamp": 1, "signature": "…" } }
 * // ← { "id": "1", "status": 200, "result": { "subscriptionId": 0 } }
 */
export class WsApi {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 });

  constructor(
    private readonly events: UserEvents,
    private readonly verify: WsVerifier,
    private readonly run: WsMethodRunner,
  ) {}

  answers(path: string): boolean {
    return path === '/ws-api/v3';
  }

  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const address = req.socket.remoteAddress ?? '';
    this.wss.handleUpgrade(req, socket, head, (ws) => this.open(ws, address));
  }

  private open(ws: WebSocket, address: string): void {
    const subscriptions = new Map<number, () => void>();
    let next = 0;
    const reply = (id: unknown, status: number, body: Record<string, unknown>) => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify({ id, status, ...body }));
    };
    ws.on('message', (data) => {
      let request: { id?: unknown; method?: unknown; params?: unknown };
      try {
        request = JSON.parse(String(data)) as typeof request;
      } catch {
        return reply(null, 400, { error: { code: -1, msg: 'The message is not JSON.' } });
      }
      const { id, method } = request;
      const params = typeof request.params === 'object' && request.params !== null ? (request.params as Record<string, unknown>) : {};
      void (async () => {
        if (method === 'ping') return reply(id, 200, { result: {} });
        if (method === 'userDataStream.unsubscribe') {
          for (const off of subscriptions.values()) off();
          subscriptions.clear();
          return reply(id, 200, { result: {} });
        }
        const endpoint = typeof method === 'string' ? wsMethodEndpoint(method) : undefined;
        if (method !== 'userDataStream.subscribe.signature' && !endpoint)
          return reply(id, 400, { error: { code: -1, msg: `Unknown method ${String(method)}.` } });
        const names = Object.keys(params)
          .filter((name) => name !== 'signature')
          .sort();
        const payload = names.map((name) => `${name}=${String(params[name])}`).join('&');
        const query = `${payload}&signature=${encodeURIComponent(String(params.signature ?? ''))}`;
        const all = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
        const caller = await this.verify({ query, params: all }, address, endpoint?.needs ?? 'read');
        if (endpoint) return reply(id, 200, { result: await this.run(endpoint, all, caller, address) });
        const subscriptionId = next++;
        const off = this.events.listen(caller.key.traderId, (event) => {
          if (!('accountId' in event) || event.accountId !== caller.account.id || ws.readyState !== ws.OPEN) return;
          for (const frame of binanceEvents(event, Date.now())) ws.send(JSON.stringify({ subscriptionId, event: frame }));
        });
        subscriptions.set(subscriptionId, off);
        reply(id, 200, { result: { subscriptionId } });
      })().catch((error: unknown) => {
        const refusal =
          error instanceof ApiError ? error : new ApiError(500, -1000, 'An unknown error occurred while processing the request.');
        reply(id, refusal.status, { error: { code: refusal.code, msg: refusal.msg } });
      });
    });
    ws.on('close', () => {
      for (const off of subscriptions.values()) off();
    });
  }

  shutdown(): void {
    for (const client of this.wss.clients) client.terminate();
    this.wss.close();
  }
}
