import { formatPair, normalizeSymbol } from '@bourse/market';

/** The top bar's pair dropdown is fixed: BTC, ETH, BNB, SOL and XRP against USDT. */
export const SPOT_SYMBOLS = ['BTCUSDT', 'ETHUSDT', 'BNBUSDT', 'SOLUSDT', 'XRPUSDT'] as const;
export const DEFAULT_SPOT_SYMBOL = 'BTCUSDT';

/**
 * The pair the terminal opens on: the one passed in (`?pair=ETH/USDT`, `ETHUSDT`, `eth`) when it
 * is in the dropdown's list, else BTC/USDT (the initial pair is BTC/USDT unless one is passed).
 *
 * @example
 * resolveSpotPair('eth/usdt'); // 'ETHUSDT'
 * resolveSpotPair('DOGEUSDT'); // 'BTCUSDT'
 */
export function resolveSpotPair(param: string | null | undefined): string {
  if (!param) return DEFAULT_SPOT_SYMBOL;
  const compact = param.replace(/[/\-_\s]/g, '');
  const symbol = normalizeSymbol(compact);
  if (!symbol) return DEFAULT_SPOT_SYMBOL;
  const known = (SPOT_SYMBOLS as readonly string[]).find((s) => s === symbol || s === `${symbol}USDT`);
  return known ?? DEFAULT_SPOT_SYMBOL;
}

/**
 * The dropdown's rows matching a search, as BASE/QUOTE.
 *
 * @example
 * searchSpotPairs('et'); // [{ symbol: 'ETHUSDT', pair: 'ETH/USDT' }]
 */
export function searchSpotPairs(query: string): { symbol: string; pair: string }[] {
  const needle = query.trim().toUpperCase().replace('/', '');
  return SPOT_SYMBOLS.filter((s) => s.includes(needle)).map((symbol) => ({ symbol, pair: formatPair(symbol) }));
}
