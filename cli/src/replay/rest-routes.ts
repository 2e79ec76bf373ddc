import {
  aggregateKlines,
  Dec,
  DEFAULT_KLINE_LIMIT,
  toBinanceString,
  MAX_KLINE_LIMIT,
  parseKlineInterval,
  type Kline,
  averagePrice,
  miniTicker,
  parseWindowSize,
  rollingStats,
  tradesBetween,
  type AggTrade,
  ApiError,
  badCombination,
  invalidSymbol,
  mandatory,
  notValid,
  Params,
  PUBLIC_ENDPOINTS,
  type PublicEndpoint,
  type PublicPath,
} from '@bourse/market';
import { exchangeInfo, type ServedSymbol } from './exchange-info';
import type { SymbolMarket } from './market-state';
import { ohlcKlines, ohlcTicker, type OhlcSeries } from './ohlc';

/**
 * What the REST side reads: the markets of the replayed sessions, the recorded OHLC series, and
 * the list exchangeInfo describes.
 *
 * @example
 * const context: RestData = { markets, ohlc, served };
 */
export interface RestData {
  markets: ReadonlyMap<string, SymbolMarket>;
  ohlc: ReadonlyMap<string, OhlcSeries>;
  served: readonly ServedSymbol[];
}

/** One endpoint: the parameters it reads and its request weight (Binance's table), its answer. */
export interface Route extends PublicEndpoint {
  answer(data: RestData, query: Params, now: number): unknown;
}

// Which symbols a ticker request names: `symbol`, `symbols`, or (when allowed) everything served.
function namedSymbols(data: RestData, query: Params, allByDefault: boolean): { names: string[]; single: boolean } {
  if (query.has('symbol') && query.has('symbols')) throw badCombination();
  if (query.has('symbol')) return { names: [query.symbol()], single: true };
  if (query.has('symbols')) return { names: query.symbols(), single: false };
  if (!allByDefault) throw new ApiError(400, -1102, "Param 'symbol' or 'symbols' must be sent, but both were empty/null!");
  return { names: data.served.map((s) => s.symbol), single: false };
}

// A ticker per name; an unknown name in the list makes the whole request -1121, as on Binance.
function perSymbol<T>(data: RestData, query: Params, allByDefault: boolean, make: (symbol: string) => T): T | T[] {
  const { names, single } = namedSymbols(data, query, allByDefault);
  for (const name of names) if (!data.markets.has(name) && !data.ohlc.has(name)) throw invalidSymbol();
  const answers = names.map(make);
  return single ? (answers[0] as T) : answers;
}

const session = (data: RestData, query: Params): SymbolMarket | null => {
  const symbol = query.symbol();
  const market = data.markets.get(symbol);
  if (!market && !data.ohlc.has(symbol)) throw invalidSymbol();
  return market ?? null;
};

function klines(data: RestData, query: Params): Kline[] {
  const symbol = query.symbol();
  const text = query.text('interval');
  if (text === undefined) throw mandatory('interval');
  const interval = parseKlineInterval(text);
  if (!interval) throw new ApiError(400, -1120, 'Invalid interval.');
  const range = {
    startTime: query.integer('startTime'),
    endTime: query.integer('endTime'),
    limit: query.limit(DEFAULT_KLINE_LIMIT, MAX_KLINE_LIMIT),
  };
  const series = data.ohlc.get(symbol);
  if (series) return ohlcKlines(series, interval, range);
  const market = data.markets.get(symbol);
  if (!market) throw invalidSymbol();
  return aggregateKlines(market.trades, interval, range);
}

const tradeAnswer = (t: SymbolMarket['trades'][number]) => ({
  id: t.id,
  price: t.price,
  qty: t.qty,
  quoteQty: toQuote(t.price, t.qty),
  time: t.time,
  isBuyerMaker: t.isBuyerMaker,
  isBestMatch: true,
});
const toQuote = (price: string, qty: string) => toBinanceString(new Dec(price).times(qty));

function aggTrades(market: SymbolMarket | null, query: Params): AggTrade[] {
  const limit = query.limit(500, 1000);
  const fromId = query.integer('fromId');
  const startTime = query.integer('startTime');
  const endTime = query.integer('endTime');
  const list = market?.aggTrades ?? [];
  if (fromId !== undefined) return list.filter((a) => a.a >= fromId && (endTime === undefined || a.T <= endTime)).slice(0, limit);
  if (startTime !== undefined && endTime !== undefined && endTime - startTime > 3_600_000) {
    throw new ApiError(400, -1127, 'More than 1 hours between startTime and endTime.');
  }
  const inRange = list.filter((a) => (startTime === undefined || a.T >= startTime) && (endTime === undefined || a.T <= endTime));
  return startTime === undefined ? inRange.slice(-limit) : inRange.slice(0, limit);
}

const emptyBook = { lastUpdateId: 0, bids: [], asks: [] };
const TICKER_TYPES = ['FULL', 'MINI'] as const;
const tickerType = (query: Params) => query.oneOf('type', TICKER_TYPES, 'FULL', () => new ApiError(400, -1139, 'Invalid ticker type.'));

/** What the replay answers on each public endpoint. */
const ANSWERS: Record<PublicPath, Route['answer']> = {
  '/api/v3/ping': () => ({}),
  '/api/v3/time': (_d, _q, now) => ({ serverTime: now }),
  '/sapi/v1/system/status': () => ({ status: 0, msg: 'normal' }),
  '/api/v3/exchangeInfo': (data, query, now) => {
    const asked = query.has('symbol') || query.has('symbols') ? namedSymbols(data, query, false).names : undefined;
    if (asked && (query.has('permissions') || query.has('symbolStatus'))) throw badCombination();
    for (const name of asked ?? []) if (!data.served.some((s) => s.symbol === name)) throw invalidSymbol();
    const status = query.oneOf(
      'symbolStatus',
      ['TRADING', 'HALT', 'BREAK'],
      'TRADING',
      () => new ApiError(400, -1122, 'Invalid symbolStatus.'),
    );
    const permissions = query.text('permissions');
    const wanted =
      permissions === undefined
        ? ['SPOT', 'MARGIN', 'LEVERAGED']
        : permissions.startsWith('[')
          ? query.symbols('permissions')
          : [permissions];
    const served = data.served.filter((s) => wanted.includes('SPOT') && (!query.has('symbolStatus') || s.status === status));
    return exchangeInfo(served, now, asked);
  },
  '/api/v3/depth': (data, query) => {
    const market = session(data, query);
    // Binance documents that a limit above 5000 returns 5000 levels.
    const limit = query.limit(100, 5000, true);
    return market ? market.depth(limit) : emptyBook;
  },
  '/api/v3/trades': (data, query) => {
    const market = session(data, query);
    return (market?.trades.slice(-query.limit(500, 1000)) ?? []).map(tradeAnswer);
  },
  '/api/v3/historicalTrades': (data, query) => {
    const market = session(data, query);
    const limit = query.limit(500, 1000);
    const fromId = query.integer('fromId');
    const trades = market?.trades ?? [];
    const chosen = fromId === undefined ? trades.slice(-limit) : trades.filter((t) => t.id >= fromId).slice(0, limit);
    return chosen.map(tradeAnswer);
  },
  '/api/v3/aggTrades': (data, query) => aggTrades(session(data, query), query),
  '/api/v3/klines': klines,
  '/api/v3/uiKlines': klines,
  '/api/v3/avgPrice': (data, query, now) => {
    const market = session(data, query);
    if (market) return averagePrice(market.trades, now);
    const bar = data.ohlc.get(query.symbol())?.bars.at(-1);
    return { mins: 5, price: bar?.[4] ?? '0.00000000', closeTime: bar?.[6] ?? 0 };
  },
  '/api/v3/ticker/24hr': (data, query, now) => {
    const type = tickerType(query);
    return perSymbol(data, query, true, (symbol) => {
      const series = data.ohlc.get(symbol);
      const full = series ? ohlcTicker(series) : (data.markets.get(symbol) as SymbolMarket).ticker(now);
      return type === 'MINI' ? miniTicker(full) : full;
    });
  },
  '/api/v3/ticker': (data, query, now) => {
    const windowText = query.text('windowSize') ?? '1d';
    const windowMs = parseWindowSize(windowText);
    if (windowMs === null) throw notValid('windowSize');
    const type = tickerType(query);
    const { names } = namedSymbols(data, query, false);
    if (names.length > 100) throw notValid('symbols');
    return perSymbol(data, query, false, (symbol) => {
      const trades = data.markets.get(symbol)?.trades ?? [];
      const full = rollingStats(symbol, trades, windowMs, now);
      return type === 'MINI' ? miniTicker(full) : full;
    });
  },
  '/api/v3/ticker/price': (data, query, now) => perSymbol(data, query, true, (symbol) => ({ symbol, price: lastPrice(data, symbol, now) })),
  '/api/v3/ticker/bookTicker': (data, query, now) =>
    perSymbol(data, query, true, (symbol) => {
      const market = data.markets.get(symbol);
      const best = market?.bestBidAsk();
      if (best) return { symbol, ...best };
      const price = lastPrice(data, symbol, now);
      return { symbol, bidPrice: price, bidQty: '0.00000000', askPrice: price, askQty: '0.00000000' };
    }),
};

/** Binance's public market-data endpoints, answered from the replay. */
export const ROUTES: Record<string, Route> = Object.fromEntries(
  Object.entries(ANSWERS).map(([path, answer]) => [path, { ...PUBLIC_ENDPOINTS[path as PublicPath], answer }]),
);

function lastPrice(data: RestData, symbol: string, now: number): string {
  const series = data.ohlc.get(symbol);
  if (series) return series.bars.at(-1)?.[4] ?? '0.00000000';
  const trades = data.markets.get(symbol)?.trades ?? [];
  return tradesBetween(trades, 0, now).at(-1)?.price ?? '0.00000000';
}
