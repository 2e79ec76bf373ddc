/**
 * A row of the terminal's pairs list: category, where its prices come from, and the badge text
 * that says so. `recorded` pairs are historical OHLC series served through the same API (no
 * exchange streams them here); they must never pass for live quotes.
 *
 * @example
 * const pair: PairInfo = { symbol: 'EURUSD', category: 'forex', source: 'recorded', label: 'Recorded · OANDA 2018, hourly' };
 */
export interface PairInfo {
  symbol: string;
  category: 'crypto' | 'forex' | 'stocks' | 'metals';
  source: 'exchange' | 'recorded';
  label: string;
}

/** The pairs list (categories crypto, forex, stocks and metals). */
export const PAIRS: readonly PairInfo[] = [
  ...['BTCUSDT', 'ETHUSDT', 'BNBUSDT', 'SOLUSDT', 'XRPUSDT'].map((symbol) => ({
    symbol,
    category: 'crypto' as const,
    source: 'exchange' as const,
    label: 'Exchange feed',
  })),
  { symbol: 'EURUSD', category: 'forex', source: 'recorded', label: 'Recorded · OANDA 2018, hourly, not live' },
  { symbol: 'XAUUSD', category: 'metals', source: 'recorded', label: 'Recorded · OANDA 2018-2019, hourly, not live' },
  { symbol: 'AAPLUSD', category: 'stocks', source: 'recorded', label: 'Recorded · daily 1998-2021, not live' },
  { symbol: 'SPYUSD', category: 'stocks', source: 'recorded', label: 'Recorded · daily 1998-2021, not live' },
];

/**
 * The pairs of one category, or all; `query` filters by symbol or BASE/QUOTE text, case-insensitive.
 *
 * @example
 * listPairs('forex').map((p) => p.symbol); // ['EURUSD']
 */
export function listPairs(category?: PairInfo['category'], query = ''): PairInfo[] {
  const wanted = query.trim().toUpperCase().replace('/', '');
  return PAIRS.filter((pair) => (!category || pair.category === category) && pair.symbol.includes(wanted));
}
