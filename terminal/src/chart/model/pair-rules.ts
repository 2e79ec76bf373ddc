/**
 * A pair's trading rules as the info view shows them, read from its exchangeInfo entry: status,
 * assets, and the price, lot and notional filters (decimal strings as the exchange sent them,
 * null when the exchange has no such filter).
 *
 * @example
 * const rules: PairRules = { symbol: 'BTCUSDT', status: 'TRADING', baseAsset: 'BTC', quoteAsset: 'USDT', tickSize: '0.01',
 *   minPrice: '0.01', maxPrice: '1000000', stepSize: '0.00001', minQty: '0.00001', maxQty: '9000', minNotional: '5', margin: false };
 */
export interface PairRules {
  symbol: string;
  status: string | null;
  baseAsset: string;
  quoteAsset: string;
  tickSize: string | null;
  minPrice: string | null;
  maxPrice: string | null;
  stepSize: string | null;
  minQty: string | null;
  maxQty: string | null;
  minNotional: string | null;
  /** Whether the exchange allows margin trading on the pair. */
  margin: boolean;
}

/** An exchangeInfo symbol entry: the fields read, others ignored. */
export interface SymbolEntry {
  symbol: string;
  baseAsset: string;
  quoteAsset: string;
  filters: { filterType: string; [field: string]: unknown }[];
  [field: string]: unknown;
}

// '0.01000000' -> '0.01', '5.00000000' -> '5': the exchange pads every figure to 8 decimals.
const trimmed = (value: unknown): string | null => {
  if (typeof value !== 'string' || !/^\d+(\.\d+)?$/.test(value)) return null;
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
};

/**
 * The rules of `symbol` among the exchange's entries, or null when the exchange does not list it.
 *
 * @example
 * pairRules(info.symbols, 'BTCUSDT')?.tickSize; // '0.01'
 */
export function pairRules(symbols: readonly SymbolEntry[], symbol: string): PairRules | null {
  const entry = symbols.find((each) => each.symbol === symbol);
  if (!entry) return null;
  const filter = (type: string) => entry.filters.find((each) => each.filterType === type);
  const price = filter('PRICE_FILTER');
  const lot = filter('LOT_SIZE');
  const notional = filter('NOTIONAL') ?? filter('MIN_NOTIONAL');
  return {
    symbol,
    status: typeof entry.status === 'string' ? entry.status : null,
    baseAsset: entry.baseAsset,
    quoteAsset: entry.quoteAsset,
    tickSize: trimmed(price?.tickSize),
    minPrice: trimmed(price?.minPrice),
    maxPrice: trimmed(price?.maxPrice),
    stepSize: trimmed(lot?.stepSize),
    minQty: trimmed(lot?.minQty),
    maxQty: trimmed(lot?.maxQty),
    minNotional: trimmed(notional?.minNotional),
    margin: entry.isMarginTradingAllowed === true,
  };
}
