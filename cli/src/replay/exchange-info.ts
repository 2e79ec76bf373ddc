import { Dec, RATE_LIMITS } from '@bourse/market';
import type { OhlcSeries } from './ohlc';
import type { Track } from './track';

const QUOTES = ['USDT', 'FDUSD', 'USDC', 'BUSD', 'TUSD', 'BTC', 'ETH', 'BNB', 'EUR', 'TRY', 'USD'];

/** Base and quote asset of a symbol by its quote suffix ('BTCUSDT' -> BTC, USDT; 'EURUSD' -> EUR, USD). */
export function splitSymbol(symbol: string): { base: string; quote: string } {
  const quote = QUOTES.find((q) => symbol.endsWith(q) && symbol.length > q.length) ?? symbol.slice(-3);
  return { base: symbol.slice(0, symbol.length - quote.length), quote };
}

/** The smallest step a set of decimal strings uses: '61837.63' and '0.5' give '0.01'. */
export function stepOf(values: Iterable<string>): string {
  let decimals = 0;
  for (const value of values) {
    const fraction = value.split('.')[1]?.replace(/0+$/, '') ?? '';
    decimals = Math.max(decimals, fraction.length);
  }
  return new Dec(1).div(new Dec(10).pow(Math.min(decimals, 8))).toFixed(8);
}

/**
 * What one served symbol looks like to exchangeInfo: its tick and step are the finest the
 * recording shows; `status` is TRADING for replayed sessions and BREAK for recorded OHLC series,
 * which have bars and statistics but no book or trades, as a Binance symbol out of trading has.
 *
 * @example
 * const btc: ServedSymbol = { symbol: 'BTCUSDT', status: 'TRADING', tickSize: '0.01000000', stepSize: '0.00001000' };
 */
export interface ServedSymbol {
  symbol: string;
  status: 'TRADING' | 'BREAK';
  tickSize: string;
  stepSize: string;
}

function symbolEntry({ symbol, status, tickSize, stepSize }: ServedSymbol) {
  const { base, quote } = splitSymbol(symbol);
  return {
    symbol,
    status,
    baseAsset: base,
    baseAssetPrecision: 8,
    quoteAsset: quote,
    quotePrecision: 8,
    quoteAssetPrecision: 8,
    baseCommissionPrecision: 8,
    quoteCommissionPrecision: 8,
    orderTypes: ['LIMIT', 'LIMIT_MAKER', 'MARKET', 'STOP_LOSS', 'STOP_LOSS_LIMIT', 'TAKE_PROFIT', 'TAKE_PROFIT_LIMIT'],
    icebergAllowed: true,
    ocoAllowed: true,
    otoAllowed: true,
    quoteOrderQtyMarketAllowed: true,
    allowTrailingStop: true,
    cancelReplaceAllowed: true,
    isSpotTradingAllowed: true,
    isMarginTradingAllowed: false,
    filters: [
      { filterType: 'PRICE_FILTER', minPrice: tickSize, maxPrice: '1000000.00000000', tickSize },
      { filterType: 'LOT_SIZE', minQty: stepSize, maxQty: '9000.00000000', stepSize },
      { filterType: 'ICEBERG_PARTS', limit: 10 },
      { filterType: 'MARKET_LOT_SIZE', minQty: '0.00000000', maxQty: '100.00000000', stepSize: '0.00000000' },
      {
        filterType: 'TRAILING_DELTA',
        minTrailingAboveDelta: 10,
        maxTrailingAboveDelta: 2000,
        minTrailingBelowDelta: 10,
        maxTrailingBelowDelta: 2000,
      },
      {
        filterType: 'PERCENT_PRICE_BY_SIDE',
        bidMultiplierUp: '5',
        bidMultiplierDown: '0.2',
        askMultiplierUp: '5',
        askMultiplierDown: '0.2',
        avgPriceMins: 5,
      },
      {
        filterType: 'NOTIONAL',
        minNotional: '5.00000000',
        applyMinToMarket: true,
        maxNotional: '9000000.00000000',
        applyMaxToMarket: false,
        avgPriceMins: 5,
      },
      { filterType: 'MAX_NUM_ORDERS', maxNumOrders: 200 },
      { filterType: 'MAX_NUM_ALGO_ORDERS', maxNumAlgoOrders: 5 },
    ],
    permissions: [],
    permissionSets: [['SPOT']],
    defaultSelfTradePreventionMode: 'EXPIRE_MAKER',
    allowedSelfTradePreventionModes: ['EXPIRE_TAKER', 'EXPIRE_MAKER', 'EXPIRE_BOTH'],
  };
}

export type SymbolInfo = ReturnType<typeof symbolEntry>;

/**
 * `/api/v3/exchangeInfo` for exactly what the server serves, in the order given.
 *
 * @example
 * exchangeInfo(served, Date.now()).symbols.map((s) => s.symbol); // ['BTCUSDT', 'ETHUSDT', 'EURUSD', …]
 */
export function exchangeInfo(served: readonly ServedSymbol[], now: number, only?: readonly string[]) {
  const symbols = served.map(symbolEntry).filter((s) => !only || only.includes(s.symbol));
  return {
    timezone: 'UTC',
    serverTime: now,
    rateLimits: RATE_LIMITS,
    exchangeFilters: [],
    symbols,
  };
}

// Binance's filters for these pairs in 2023-2024 (ccxt's saved market data): the recordings are
// of that time. Orders placed under older, finer steps still sit in the books, so the step cannot
// be read off recorded quantities for them.
const KNOWN: Record<string, Pick<ServedSymbol, 'tickSize' | 'stepSize'>> = {
  BTCUSDT: { tickSize: '0.01000000', stepSize: '0.00001000' },
  ETHUSDT: { tickSize: '0.01000000', stepSize: '0.00010000' },
};

// How these markets are quoted: EUR/USD to a tenth of a pip (5 decimals), gold and US stocks to
// the cent, one unit a lot. The recorded series are mid prices (the mean of bid and ask) and
// split-adjusted closes, whose extra digits are arithmetic, not a finer market.
const QUOTED: Record<string, Pick<ServedSymbol, 'tickSize' | 'stepSize'>> = {
  EURUSD: { tickSize: '0.00001000', stepSize: '1.00000000' },
  XAUUSD: { tickSize: '0.01000000', stepSize: '1.00000000' },
  AAPLUSD: { tickSize: '0.01000000', stepSize: '1.00000000' },
  SPYUSD: { tickSize: '0.01000000', stepSize: '1.00000000' },
};

/**
 * The symbols a replay serves: each recorded session's (tick from its prices, step from its
 * trades' quantities, unless Binance's filters of the time are known), then each OHLC series'
 * (the market's quoting convention when known, else the finest step its bars show).
 */
export function servedSymbols(tracks: readonly Track[], ohlc: Iterable<OhlcSeries>): ServedSymbol[] {
  const served: ServedSymbol[] = [];
  for (const track of tracks) {
    for (const symbol of track.symbols) {
      const prices: string[] = [];
      const quantities: string[] = [];
      const levels = (list: readonly (readonly [string, string])[]) => {
        for (const [price] of list) prices.push(price);
      };
      for (const record of track.records) {
        if (record.type === 'snapshot' && track.continuity.get(symbol)?.initial === record.snapshot)
          levels([...record.snapshot.bids, ...record.snapshot.asks]);
        if (record.type !== 'trade' && record.type !== 'aggTrade' && record.type !== 'depth' && record.type !== 'bookTicker') continue;
        if (record.event.s.toUpperCase() !== symbol) continue;
        if (record.type === 'trade' || record.type === 'aggTrade') {
          prices.push(record.event.p);
          quantities.push(record.event.q);
        } else if (record.type === 'depth') levels([...record.event.b, ...record.event.a]);
        else
          levels([
            [record.event.b, record.event.B],
            [record.event.a, record.event.A],
          ]);
      }
      served.push({ symbol, status: 'TRADING', tickSize: stepOf(prices), stepSize: stepOf(quantities), ...KNOWN[symbol] });
    }
  }
  for (const series of ohlc) {
    const prices = series.bars.flatMap((bar) => [bar[1], bar[2], bar[3], bar[4]]);
    served.push({
      symbol: series.symbol,
      status: 'BREAK',
      tickSize: stepOf(prices),
      stepSize: stepOf(series.bars.map((bar) => bar[5])),
      ...QUOTED[series.symbol],
    });
  }
  return served;
}
