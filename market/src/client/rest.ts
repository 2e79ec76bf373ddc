import * as z from 'zod/mini';
import { normalizeSymbol, type Kline, type Ticker24hRest } from '../index';
import { getJson, KLINE_RETRY_DELAYS_MS, MarketRequestError, withRetries, type RequestOptions } from './http';
import {
  depthSnapshotSchema,
  klinesSchema,
  exchangeInfoSchema,
  ticker24hRestSchema,
  tickerPricesSchema,
  type DepthSnapshot,
  type ExchangeInfo,
  type TickerPrice,
} from '../protocol/schemas';

/** Joins a base address and a path whether or not the base ends with a slash. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}

// An invalid symbol stops loading: a typo must not reach the exchange. It is refused before any request is made.
function checked(symbol: string): string {
  const normalized = normalizeSymbol(symbol);
  if (normalized === null)
    throw new MarketRequestError(
      'INVALID_SYMBOL',
      `invalid symbol "${symbol}": letters and digits with an optional slash, e.g. BTC/USDT`,
      '',
    );
  return normalized;
}

/**
 * Binance's 24h statistics for one symbol from `{restBase}/api/v3/ticker/24hr?symbol=`.
 *
 * @example
 * (await fetchTicker24h('https://api.binance.com', 'BTCUSDT')).lastPrice; // '61685.99000000'
 */
export async function fetchTicker24h(restBase: string, symbol: string, options: RequestOptions = {}): Promise<Ticker24hRest> {
  return getJson(joinUrl(restBase, `/api/v3/ticker/24hr?symbol=${encodeURIComponent(checked(symbol))}`), ticker24hRestSchema, options);
}

/**
 * 24h statistics of every symbol (no `symbols`), or of the listed ones (`symbols=["A","B"]`).
 *
 * @example
 * await fetchTickers24h(rest, ['BTCUSDT', 'ETHUSDT']);
 */
export async function fetchTickers24h(
  restBase: string,
  symbols?: readonly string[],
  options: RequestOptions = {},
): Promise<Ticker24hRest[]> {
  const query = symbols ? `?symbols=${encodeURIComponent(JSON.stringify(symbols.map(checked)))}` : '';
  return getJson(joinUrl(restBase, `/api/v3/ticker/24hr${query}`), z.array(ticker24hRestSchema), options);
}

/**
 * Every traded symbol's last price from `/api/v3/ticker/price` (no symbol): the cheap way to learn
 * which symbols a host trades and what they cost (weight 4; every symbol's 24 h statistics weigh 80).
 *
 * @example
 * (await fetchTickerPrices(rest))[0]; // { symbol: 'BTCUSDT', price: '61650.01000000' }
 */
export async function fetchTickerPrices(restBase: string, options: RequestOptions = {}): Promise<TickerPrice[]> {
  return getJson(joinUrl(restBase, '/api/v3/ticker/price'), tickerPricesSchema, options);
}

/** `/api/v3/exchangeInfo`: symbols with their filters and assets (for coin information). */
export async function fetchExchangeInfo(restBase: string, options: RequestOptions = {}): Promise<ExchangeInfo> {
  return getJson(joinUrl(restBase, '/api/v3/exchangeInfo'), exchangeInfoSchema, options);
}

/** `/api/v3/depth`: the REST snapshot the local book starts from (limit 1000 by default). */
export async function fetchDepth(restBase: string, symbol: string, limit = 1000, options: RequestOptions = {}): Promise<DepthSnapshot> {
  return getJson(
    joinUrl(restBase, `/api/v3/depth?symbol=${encodeURIComponent(checked(symbol))}&limit=${limit}`),
    depthSnapshotSchema,
    options,
  );
}

/**
 * What klines to load: the defaults are limit 500 and no start time.
 *
 * @example
 * const query: KlinesQuery = { symbol: 'BTCUSDT', interval: '1m', limit: 500 };
 */
export interface KlinesQuery {
  symbol: string;
  interval: string;
  limit?: number;
  startTime?: number;
}

/**
 * Klines through the site's proxy `{proxyBase}/binance/klines`, tried up to 3 times (waiting 1 s,
 * then 2 s). `sleep` is for tests.
 *
 * @example
 * const klines = await fetchKlines('/api', { symbol: 'BTCUSDT', interval: '1m' });
 */
export async function fetchKlines(
  proxyBase: string,
  query: KlinesQuery,
  options: RequestOptions & { sleep?: (ms: number) => Promise<void>; direct?: boolean } = {},
): Promise<Kline[]> {
  const params = new URLSearchParams({ symbol: checked(query.symbol), interval: query.interval, limit: String(query.limit ?? 500) });
  if (query.startTime !== undefined) params.set('startTime', String(query.startTime));
  const base = proxyBase.startsWith('/') ? `${globalThis.location?.origin ?? 'http://localhost'}${proxyBase}` : proxyBase;
  // `direct`: no proxy configured, so the market host's own route (the replay allows any origin).
  const url = joinUrl(base, `${options.direct ? '/api/v3/klines' : '/binance/klines'}?${params}`);
  return withRetries(() => getJson(url, klinesSchema, options), KLINE_RETRY_DELAYS_MS, options.sleep);
}
