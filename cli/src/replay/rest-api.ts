import type { IncomingMessage, ServerResponse } from 'node:http';
import { aggregateKlines, MAX_KLINE_LIMIT, parseKlineInterval } from '@bourse/terminal/domain';
import type { FaultInjector } from './faults';
import { ohlcKlines, ohlcTicker, type OhlcSeries } from './ohlc';
import type { SymbolMarket } from './market-state';

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, OPTIONS',
  'Access-Control-Allow-Headers': '*',
  'Access-Control-Expose-Headers': 'Retry-After',
};

/** Binance error answers, same codes and texts, so clients handle the replay like the exchange. */
class ApiError {
  constructor(readonly status: number, readonly code: number, readonly msg: string) {}
}
const invalidSymbol = () => new ApiError(400, -1121, 'Invalid symbol.');
const mandatory = (name: string) => new ApiError(400, -1102, `Mandatory parameter '${name}' was not sent, was empty/null, or malformed.`);
const illegal = (name: string) => new ApiError(400, -1100, `Illegal characters found in parameter '${name}'; legal range is '^[0-9]{1,20}$'.`);

/**
 * What the REST side reads: the markets by symbol and the exchangeInfo document.
 *
 * @example
 * const handler = createRestHandler({ markets, exchangeInfo });
 */
export interface RestContext {
  markets: ReadonlyMap<string, SymbolMarket>;
  exchangeInfo: { symbols: { symbol: string }[] } & Record<string, unknown>;
  faults?: FaultInjector;
  /** Recorded OHLC series served as pairs: klines and 24hr ticker only (no book, no trades). */
  ohlc?: ReadonlyMap<string, OhlcSeries>;
}

/** Binance's public spot REST paths the terminal uses, answered from the replay. */
export function createRestHandler(context: RestContext): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const delayMs = context.faults?.current.delayMs;
    if (delayMs) setTimeout(() => answer(context, req, res), delayMs);
    else answer(context, req, res);
  };
}

// Rate limit first, as Binance does: a limited caller learns nothing else.
function answer(context: RestContext, req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url ?? '/', 'http://replay');
  const retryAfter = req.method === 'OPTIONS' ? null : context.faults?.rateLimit() ?? null;
  if (retryAfter !== null) {
    res.setHeader('Retry-After', String(retryAfter));
    return send(res, 429, { code: -1003, msg: `Too many requests; retry after ${retryAfter} s (fault injection).` });
  }
  if (req.method === 'OPTIONS') return send(res, 204, null);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return send(res, 405, { code: -1, msg: `${req.method} is not supported: the replay server is read-only.` });
  }
  try {
    const body = route(context, url.pathname, url.searchParams);
    if (body === undefined) {
      return send(res, 404, { code: -1, msg: `Not found: ${url.pathname}. Paths: /api/v3/ping, time, ticker/24hr, klines, depth, exchangeInfo.` });
    }
    send(res, 200, body);
  } catch (error) {
    if (error instanceof ApiError) send(res, error.status, { code: error.code, msg: error.msg });
    else send(res, 500, { code: -1000, msg: `replay server fault: ${(error as Error).message}` });
  }
}

function route(context: RestContext, path: string, query: URLSearchParams): unknown {
  const now = Date.now();
  const market = (name = 'symbol') => {
    const symbol = query.get(name);
    if (!symbol) throw mandatory(name);
    const found = context.markets.get(symbol.toUpperCase());
    if (!found) throw invalidSymbol();
    return found;
  };
  switch (path) {
    case '/api/v3/ping': return {};
    case '/api/v3/time': return { serverTime: now };
    case '/api/v3/ticker/24hr': {
      if (query.has('symbol') && query.has('symbols')) throw new ApiError(400, -1128, 'Combination of optional parameters invalid.');
      const ticker = (name: string) => {
        const series = context.ohlc?.get(name);
        if (series) return ohlcTicker(series);
        const found = context.markets.get(name);
        if (!found) throw invalidSymbol();
        return found.ticker(now);
      };
      if (query.has('symbol')) return ticker(query.get('symbol')?.toUpperCase() ?? '');
      const names = query.has('symbols') ? parseSymbols(query.get('symbols') ?? '') : [...context.markets.keys(), ...(context.ohlc?.keys() ?? [])];
      return names.map(ticker);
    }
    case '/api/v3/klines': {
      const series = context.ohlc?.get(query.get('symbol')?.toUpperCase() ?? '');
      if (series) {
        const interval = parseKlineInterval(query.get('interval') ?? '');
        if (!interval) throw query.has('interval') ? new ApiError(400, -1120, 'Invalid interval.') : mandatory('interval');
        const limit = integer(query, 'limit');
        return ohlcKlines(series, interval, { startTime: integer(query, 'startTime'), endTime: integer(query, 'endTime'), limit: limit === undefined ? undefined : Math.min(limit, MAX_KLINE_LIMIT) });
      }
      const { trades } = market();
      const intervalText = query.get('interval');
      if (!intervalText) throw mandatory('interval');
      const interval = parseKlineInterval(intervalText);
      if (!interval) throw new ApiError(400, -1120, 'Invalid interval.');
      const limit = integer(query, 'limit');
      return aggregateKlines(trades, interval, {
        startTime: integer(query, 'startTime'), endTime: integer(query, 'endTime'),
        limit: limit === undefined ? undefined : Math.min(limit, MAX_KLINE_LIMIT),
      });
    }
    case '/api/v3/depth': {
      const found = market();
      return found.depth(Math.min(Math.max(integer(query, 'limit') ?? 100, 1), 5000));
    }
    case '/api/v3/exchangeInfo': {
      const wanted = query.has('symbol') ? [market().symbol] : query.has('symbols') ? parseSymbols(query.get('symbols') ?? '') : null;
      const symbols = wanted ? context.exchangeInfo.symbols.filter((s) => wanted.includes(s.symbol)) : context.exchangeInfo.symbols;
      if (wanted && symbols.length !== wanted.length) throw invalidSymbol();
      return { ...context.exchangeInfo, serverTime: now, symbols };
    }
    default: return undefined;
  }
}

// Binance takes symbols=["BTCUSDT","ETHUSDT"], JSON-encoded in the query string.
function parseSymbols(text: string): string[] {
  try {
    const parsed: unknown = JSON.parse(text);
    if (Array.isArray(parsed) && parsed.length > 0 && parsed.every((s) => typeof s === 'string')) return parsed.map((s) => s.toUpperCase());
  } catch {
    // answered below, like any other malformed value
  }
  throw new ApiError(400, -1100, 'Illegal characters found in parameter \'symbols\'; legal value is a JSON list such as ["BTCUSDT","ETHUSDT"].');
}

function integer(query: URLSearchParams, name: string): number | undefined {
  const text = query.get(name);
  if (text === null) return undefined;
  if (!/^[0-9]{1,20}$/.test(text)) throw illegal(name);
  return Number(text);
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = body === null ? '' : JSON.stringify(body);
  res.writeHead(status, { ...CORS, ...(body === null ? {} : { 'Content-Type': 'application/json;charset=UTF-8' }) });
  res.end(text);
}
