import { createHash, timingSafeEqual } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { TraderSession } from '@bourse/cms';
import type { TradingService } from '../service';
import type { ForexService } from '../forex/service';
import type { BinanceApi } from '../binance/api';
import { keyCacheOf } from '../binance/key-cache';
import type { UserStream } from '../push/user-stream';
import { answer, refuse } from './answers';
import { findRoute, knownPath } from './routes';
// The key routes add themselves to the route table.
import './api-key-routes';
import './forex-routes';

export type ServerDeps = {
  service: TradingService;
  /** The forex (margin) account's routes. */
  forex: ForexService;
  stream: UserStream;
  /** Binance's spot REST API on the same port (the trading API for bots). */
  binance: BinanceApi;
  authenticate: (headers: Headers, method: string) => Promise<TraderSession>;
  /** The secret our own processes share (REVALIDATE_SECRET): the CMS tells the engine of a staff credit with it. */
  secret: string;
  health: () => Record<string, unknown>;
  log: (message: string) => void;
};

const digest = (value: string) => createHash('sha256').update(value).digest();
const bearerMatches = (header: string | undefined, secret: string) => {
  const given = /^Bearer (.+)$/.exec(header ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(secret));
};

function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
  return headers;
}

/**
 * The engine's HTTP server: the account API under /api/trading (the site passes it on from the
 * trader's browser, same origin, with the session cookie), the push channel's websocket at
 * /api/trading/stream, the CMS's notices (a staff credit, a key revoked or a trader suspended by
 * staff), and a health answer.
 */
export function createEngineServer(deps: ServerDeps): http.Server {
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://engine');
    const method = (req.method ?? 'GET').toUpperCase();
    if (url.pathname === '/healthz') return answer(res, deps.health());
    if (deps.binance.answers(url.pathname)) return deps.binance.handle(req, res, url);
    const changed = /^\/internal\/accounts\/(\d+)\/changed$/.exec(url.pathname);
    if (changed && method === 'POST') {
      if (!bearerMatches(req.headers.authorization, deps.secret)) return refuse(res, 'CSRF');
      const account = await deps.service.ledgerAccount(Number(changed[1]));
      if (account) await deps.service.changedElsewhere(account);
      return answer(res, null);
    }
    // The CMS's notice that staff revoked a key or changed a trader's status: keys are read afresh.
    if (url.pathname === '/internal/api-keys/changed' && method === 'POST') {
      if (!bearerMatches(req.headers.authorization, deps.secret)) return refuse(res, 'CSRF');
      keyCacheOf(deps.service.ledger).forget();
      return answer(res, null);
    }
    const found = findRoute(method, url.pathname);
    if (!found)
      return refuse(
        res,
        knownPath(url.pathname) ? 'BAD_REQUEST' : 'NOT_FOUND',
        knownPath(url.pathname) ? [`${method} is not answered here.`] : [],
      );
    const session = await deps.authenticate(headersOf(req), method);
    if (!session.ok) return refuse(res, session.reason);
    await found.handler({
      req,
      res,
      traderId: session.traderId,
      params: found.params,
      query: url.searchParams,
      service: deps.service,
      forex: deps.forex,
    });
  };
  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      deps.log(`[engine] ${req.method} ${req.url} failed: ${(error as Error).stack ?? error}`);
      if (!res.headersSent) refuse(res, 'SERVER_ERROR');
      else res.end();
    });
  });
  server.on('upgrade', (req, socket, head) => {
    const path = new URL(req.url ?? '/', 'http://engine').pathname;
    if (deps.binance.streams.answers(path)) return deps.binance.streams.upgrade(req, socket, head);
    if (deps.binance.wsApi.answers(path)) return deps.binance.wsApi.upgrade(req, socket, head);
    if (path !== '/api/trading/stream') return socket.destroy();
    void deps.stream.upgrade(req, socket, head);
  });
  return server;
}
