import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError, Params, mandatory, publicEndpoint } from '@bourse/market';
import type { TradingService } from '../service';
import { keyOf, signedCaller } from './auth';
import { SIGNED_ENDPOINTS } from './endpoints';
import { unknownPath } from './errors';
import { RequestLimits } from './limits';
import type { UserDataStreams } from './user-data-stream';
import { WsApi } from './ws-api';
import { wsMethodRunner } from './ws-methods';
import type { UserEvents } from '../events';

/** Largest query string plus body a request may carry (Binance's own limit is near this). */
const MAX_REQUEST_BYTES = 16 * 1024;
/** How long the market host may take to answer a passed-on public request. */
const PASS_ON_TIMEOUT_MS = 10_000;
/** Paths of Binance's REST hosts the trading API answers or passes on. */
const BINANCE_PATH = /^\/(api\/v\d+|sapi|fapi|dapi|eapi)\//;

/**
 * Market lists of Binance's that ccxt loads when it holds a key, answered here: paper trading has
 * spot accounts only, so no margin pair is open.
 */
const OWN_LISTS: Record<string, { weight: number; answer: unknown }> = {
  '/sapi/v1/margin/allPairs': { weight: 1, answer: [] },
  '/sapi/v1/margin/isolated/allPairs': { weight: 10, answer: [] },
};

export type BinanceApiDeps = {
  service: TradingService;
  restUrl: string;
  apiKeySecret: string;
  streams: UserDataStreams;
  events: UserEvents;
  limits?: RequestLimits;
};

function json(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json;charset=UTF-8');
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_REQUEST_BYTES) throw new ApiError(400, -1104, 'The request is too large.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The trading API: Binance's spot REST API on the engine's port. Signed endpoints act on the paper
 * account of the caller's key; public market endpoints (and any other path of Binance's hosts a
 * client asks for, such as the futures market lists ccxt loads) are passed on to the market host the
 * engine follows (Binance, or the replay). Every request spends request weight from the caller's
 * address, as on Binance.
 *
 * @example
 * const api = new BinanceApi({ service, restUrl: 'http://127.0.0.1:9443', apiKeySecret });
 * if (api.answers(url.pathname)) await api.handle(req, res, url);
 */
export class BinanceApi {
  private readonly limits: RequestLimits;
  /** Binance's WebSocket API for the user data stream (its websocket shares the engine's port). */
  readonly wsApi: WsApi;

  constructor(private readonly deps: BinanceApiDeps) {
    this.limits = deps.limits ?? new RequestLimits();
    this.wsApi = new WsApi(
      deps.events,
      ({ query, params }, address, needs) =>
        signedCaller(
          deps.service.ledger,
          deps.apiKeySecret,
          { apiKey: params.get('apiKey') ?? undefined, address, query, body: '', params, now: Date.now() },
          needs,
        ),
      wsMethodRunner(deps.service, this.limits),
    );
  }

  /** The user data streams (their websockets share the engine's port). */
  get streams(): UserDataStreams {
    return this.deps.streams;
  }

  answers(path: string): boolean {
    return BINANCE_PATH.test(path);
  }

  async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const now = Date.now();
    const method = (req.method ?? 'GET').toUpperCase();
    const address = req.socket.remoteAddress ?? '';
    try {
      if (url.pathname === '/api/v3/userDataStream') return await this.listenKey(req, res, url, method, address, now);
      const endpoint = SIGNED_ENDPOINTS[`${method} ${url.pathname}`];
      if (!endpoint) {
        if (method !== 'GET') throw unknownPath();
        const own = OWN_LISTS[url.pathname];
        if (own) {
          this.limits.spendWeight(res, address, own.weight, now);
          return json(res, 200, own.answer);
        }
        this.limits.spendWeight(res, address, publicEndpoint(url.pathname)?.weight(url.searchParams) ?? 1, now);
        return await this.passOn(res, url);
      }
      const body = await readBody(req);
      const query = url.search.slice(1);
      const all = new URLSearchParams(query);
      for (const [name, value] of new URLSearchParams(body)) all.append(name, value);
      this.limits.spendWeight(res, address, endpoint.weight(all), now);
      const apiKey = req.headers['x-mbx-apikey'];
      const caller = await signedCaller(
        this.deps.service.ledger,
        this.deps.apiKeySecret,
        { apiKey: typeof apiKey === 'string' ? apiKey : undefined, address, query, body, params: all, now },
        endpoint.needs,
      );
      const params = new Params(all, [...endpoint.params, 'timestamp', 'recvWindow', 'signature']);
      if (endpoint.orders) this.limits.spendOrders(res, caller.account.id, endpoint.orders, now);
      json(res, 200, await endpoint.run({ params, caller, service: this.deps.service, now }));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      json(res, error.status, { code: error.code, msg: error.msg });
    }
  }

  /** The user data stream's listen key: made, kept alive or closed with the API key alone (no signature), as on Binance. */
  private async listenKey(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    method: string,
    address: string,
    now: number,
  ): Promise<void> {
    if (!['POST', 'PUT', 'DELETE'].includes(method)) throw unknownPath();
    const body = await readBody(req);
    const all = new URLSearchParams(url.search);
    for (const [name, value] of new URLSearchParams(body)) all.append(name, value);
    this.limits.spendWeight(res, address, 2, now);
    const apiKey = req.headers['x-mbx-apikey'];
    const { key, account } = await keyOf(
      this.deps.service.ledger,
      this.deps.apiKeySecret,
      typeof apiKey === 'string' ? apiKey : undefined,
      address,
    );
    const params = new Params(all, method === 'POST' ? [] : ['listenKey']);
    if (method === 'POST') return json(res, 200, { listenKey: this.deps.streams.open(key.traderId, account.id, key.id, now) });
    const listenKey = params.text('listenKey');
    if (!listenKey) throw mandatory('listenKey');
    if (method === 'PUT') this.deps.streams.keepAlive(listenKey, key.id, now);
    else this.deps.streams.close(listenKey, key.id, now);
    json(res, 200, {});
  }

  /** A public request answered by the market host, status and body as they come. */
  private async passOn(res: ServerResponse, url: URL): Promise<void> {
    let answer: Response;
    try {
      answer = await fetch(`${this.deps.restUrl}${url.pathname}${url.search}`, { signal: AbortSignal.timeout(PASS_ON_TIMEOUT_MS) });
    } catch {
      throw new ApiError(503, -1007, 'Timeout waiting for response from backend server. Send status unknown; execution status unknown.');
    }
    res.statusCode = answer.status;
    res.setHeader('content-type', answer.headers.get('content-type') ?? 'application/json;charset=UTF-8');
    res.end(Buffer.from(await answer.arrayBuffer()));
  }
}
