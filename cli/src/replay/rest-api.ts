import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError, IntervalCounter, Params, WEIGHT_PER_MINUTE } from '@bourse/market';
import type { FaultInjector } from './faults';
import { ROUTES, type RestData } from './rest-routes';

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, OPTIONS',
  'Access-Control-Allow-Headers': '*',
  'Access-Control-Expose-Headers': 'Retry-After, X-MBX-USED-WEIGHT, X-MBX-USED-WEIGHT-1M',
};

/**
 * What the REST side reads: the market data (see rest-routes.ts) and the fault plan.
 *
 * @example
 * const handler = createRestHandler({ markets, ohlc, served, faults });
 */
export interface RestContext extends RestData {
  faults?: FaultInjector;
}

/** Binance's public spot REST API (market data), answered from the replay. */
export function createRestHandler(context: RestContext): (req: IncomingMessage, res: ServerResponse) => void {
  // Request weight per client address and minute, as Binance counts it; over the limit a caller gets 429 (-1003) until the minute ends.
  const meter = new IntervalCounter(60_000);
  return (req, res) => {
    const delayMs = context.faults?.current.delayMs;
    if (delayMs) setTimeout(() => answer(context, meter, req, res), delayMs);
    else answer(context, meter, req, res);
  };
}

// Rate limit first, as Binance does: a limited caller learns nothing else.
function answer(context: RestContext, meter: IntervalCounter, req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url ?? '/', 'http://replay');
  const retryAfter = req.method === 'OPTIONS' ? null : (context.faults?.rateLimit() ?? null);
  if (retryAfter !== null) {
    res.setHeader('Retry-After', String(retryAfter));
    return send(res, 429, { code: -1003, msg: `Too many requests; retry after ${retryAfter} s (fault injection).` });
  }
  if (req.method === 'OPTIONS') return send(res, 204, null);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return send(res, 405, { code: -1, msg: `${req.method} is not supported: the replay server is read-only.` });
  }
  const route = ROUTES[url.pathname] ?? futuresRoute(url.pathname);
  if (!route) {
    return send(res, 404, {
      code: -1,
      msg: `Not found: ${url.pathname}. The replay serves Binance's public market data: ${Object.keys(ROUTES).join(', ')}.`,
    });
  }
  const now = Date.now();
  const used = meter.add(req.socket.remoteAddress ?? '', route.weight(url.searchParams), now);
  res.setHeader('X-MBX-USED-WEIGHT', String(used));
  res.setHeader('X-MBX-USED-WEIGHT-1M', String(used));
  if (used > WEIGHT_PER_MINUTE) {
    res.setHeader('Retry-After', String(meter.retryAfterSeconds(now)));
    return send(res, 429, {
      code: -1003,
      msg: `Too much request weight used; current limit is ${WEIGHT_PER_MINUTE} request weight per 1 MINUTE. Please use WebSocket Streams for live updates to avoid polling the API.`,
    });
  }
  try {
    send(res, 200, route.answer(context, new Params(url.searchParams, route.params), now));
  } catch (error) {
    if (error instanceof ApiError) send(res, error.status, { code: error.code, msg: error.msg });
    else send(res, 500, { code: -1000, msg: `replay server fault: ${(error as Error).message}` });
  }
}

// Clients such as ccxt load futures markets with spot ones; the replay has none to list.
function futuresRoute(path: string): (typeof ROUTES)[string] | undefined {
  if (path !== '/fapi/v1/exchangeInfo' && path !== '/dapi/v1/exchangeInfo') return undefined;
  return {
    params: [],
    weight: () => 1,
    answer: (_data, _query, now) => ({ timezone: 'UTC', serverTime: now, rateLimits: [], exchangeFilters: [], assets: [], symbols: [] }),
  };
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = body === null ? '' : JSON.stringify(body);
  res.writeHead(status, { ...CORS, ...(body === null ? {} : { 'Content-Type': 'application/json;charset=UTF-8' }) });
  res.end(text);
}
