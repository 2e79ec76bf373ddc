/**
 * What the terminal needs of one exchangeInfo entry: its trading status and the tick (price
 * filter) and step (lot size) every price and amount of the pair is shown and rounded with.
 *
 * @example
 * const rules: SymbolRules = { symbol: 'EURUSD', status: 'BREAK', baseAsset: 'EUR', quoteAsset: 'USD', tickSize: '0.00001', stepSize: '1' };
 */
export interface SymbolRules {
  symbol: string;
  status: string;
  baseAsset: string;
  quoteAsset: string;
  tickSize: string | null;
  stepSize: string | null;
}

/**
 * The parts of an exchangeInfo answer read here (the market layer validates the whole answer).
 *
 * @example
 * const info: ExchangeInfoLike = { symbols: [{ symbol: 'BTCUSDT', baseAsset: 'BTC', quoteAsset: 'USDT', filters: [] }] };
 */
export interface ExchangeInfoLike {
  symbols: {
    symbol: string;
    status?: unknown;
    baseAsset: string;
    quoteAsset: string;
    filters: { filterType: string; [key: string]: unknown }[];
  }[];
}

const filterValue = (filters: ExchangeInfoLike['symbols'][number]['filters'], type: string, field: string): string | null => {
  const value = filters.find((filter) => filter.filterType === type)?.[field];
  return typeof value === 'string' && /^\d+(\.\d+)?$/.test(value) && /[1-9]/.test(value) ? value : null;
};

/**
 * Every listed symbol's rules, by symbol. A zero or missing tick or step is left null, so the
 * view falls back to its default precision rather than showing no decimals at all.
 *
 * @example
 * symbolRulesFrom(info).BTCUSDT?.tickSize; // '0.01000000'
 */
export function symbolRulesFrom(info: ExchangeInfoLike): Record<string, SymbolRules> {
  const rules: Record<string, SymbolRules> = {};
  for (const entry of info.symbols) {
    rules[entry.symbol] = {
      symbol: entry.symbol,
      status: typeof entry.status === 'string' ? entry.status : 'TRADING',
      baseAsset: entry.baseAsset,
      quoteAsset: entry.quoteAsset,
      tickSize: filterValue(entry.filters, 'PRICE_FILTER', 'tickSize'),
      stepSize: filterValue(entry.filters, 'LOT_SIZE', 'stepSize'),
    };
  }
  return rules;
}
