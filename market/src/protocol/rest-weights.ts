/**
 * Binance's public spot REST endpoints: the parameters each reads (any other is -1104) and its
 * request weight, as Binance documents them. The replay answers them from recordings; the trading
 * API passes them on to the market host. One table, so both count a request alike.
 *
 * @example
 * const endpoint = PUBLIC_ENDPOINTS['/api/v3/depth'];
 * endpoint.weight(new URLSearchParams('symbol=BTCUSDT&limit=500')); // 25
 */
export type PublicEndpoint = { params: readonly string[]; weight(query: URLSearchParams): number };

const countSymbols = (query: URLSearchParams) => {
  try {
    const list: unknown = JSON.parse(query.get('symbols') ?? '');
    return Array.isArray(list) ? list.length : 1;
  } catch {
    return 1;
  }
};
const fixed = (weight: number) => () => weight;
const oneOrAll = (one: number, all: number) => (query: URLSearchParams) => (query.has('symbol') ? one : all);

const DEPTH_WEIGHTS: [number, number][] = [
  [100, 5],
  [500, 25],
  [1000, 50],
  [Infinity, 250],
];
const KLINE_PARAMS = ['symbol', 'interval', 'startTime', 'endTime', 'timeZone', 'limit'];

export const PUBLIC_ENDPOINTS = {
  '/api/v3/ping': { params: [], weight: fixed(1) },
  '/api/v3/time': { params: [], weight: fixed(1) },
  '/sapi/v1/system/status': { params: [], weight: fixed(1) },
  '/api/v3/exchangeInfo': { params: ['symbol', 'symbols', 'permissions', 'showPermissionSets', 'symbolStatus'], weight: fixed(20) },
  '/api/v3/depth': {
    params: ['symbol', 'limit', 'symbolStatus'],
    weight: (q) => DEPTH_WEIGHTS.find(([max]) => Number(q.get('limit') ?? 100) <= max)?.[1] ?? 250,
  },
  '/api/v3/trades': { params: ['symbol', 'limit'], weight: fixed(25) },
  '/api/v3/historicalTrades': { params: ['symbol', 'limit', 'fromId'], weight: fixed(25) },
  '/api/v3/aggTrades': { params: ['symbol', 'fromId', 'startTime', 'endTime', 'limit'], weight: fixed(4) },
  '/api/v3/klines': { params: KLINE_PARAMS, weight: fixed(2) },
  '/api/v3/uiKlines': { params: KLINE_PARAMS, weight: fixed(2) },
  '/api/v3/avgPrice': { params: ['symbol'], weight: fixed(2) },
  '/api/v3/ticker/24hr': {
    params: ['symbol', 'symbols', 'type', 'symbolStatus'],
    weight: (q) => (q.has('symbol') ? 2 : q.has('symbols') ? (countSymbols(q) <= 20 ? 2 : countSymbols(q) <= 100 ? 40 : 80) : 80),
  },
  '/api/v3/ticker': {
    params: ['symbol', 'symbols', 'windowSize', 'type', 'symbolStatus'],
    weight: (q) => Math.min(200, 4 * (q.has('symbols') ? countSymbols(q) : 1)),
  },
  '/api/v3/ticker/price': { params: ['symbol', 'symbols', 'symbolStatus'], weight: oneOrAll(2, 4) },
  '/api/v3/ticker/bookTicker': { params: ['symbol', 'symbols', 'symbolStatus'], weight: oneOrAll(2, 4) },
} satisfies Record<string, PublicEndpoint>;

export type PublicPath = keyof typeof PUBLIC_ENDPOINTS;

/** The endpoint of a path, or undefined when Binance's public spot API has no such path. */
export const publicEndpoint = (path: string): PublicEndpoint | undefined =>
  Object.hasOwn(PUBLIC_ENDPOINTS, path) ? PUBLIC_ENDPOINTS[path as PublicPath] : undefined;
