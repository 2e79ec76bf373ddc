// Longest first, so 'FDUSD' wins over 'USD' and 'USDT' over 'USD'.
const QUOTE_ASSETS = ['FDUSD', 'USDT', 'USDC', 'BUSD', 'TUSD', 'USD', 'EUR', 'TRY', 'BTC', 'ETH', 'BNB'];

const SYMBOL_PATTERN = /^[A-Za-z0-9]+(\/[A-Za-z0-9]+)?$/;

/**
 * The exchange symbol for user or config input ('btc/usdt' -> 'BTCUSDT'), or null when it is not
 * letters and digits with an optional slash (an invalid symbol stops loading: a typo must not reach the exchange).
 *
 * @example
 * normalizeSymbol('BTC/USDT'); // 'BTCUSDT'
 * normalizeSymbol('BTC USDT'); // null
 */
export function normalizeSymbol(input: string): string | null {
  const trimmed = input.trim();
  return SYMBOL_PATTERN.test(trimmed) ? trimmed.replace('/', '').toUpperCase() : null;
}

/**
 * A symbol as people read it, base/quote.
 *
 * @example
 * formatPair('BTCUSDT'); // 'BTC/USDT'
 */
export function formatPair(symbol: string): string {
  const upper = symbol.toUpperCase();
  const quote = QUOTE_ASSETS.find((q) => upper.endsWith(q) && upper.length > q.length);
  return quote ? `${upper.slice(0, -quote.length)}/${quote}` : upper;
}

/**
 * The base asset of a symbol, as its pair label splits it (the coin a logo or a coin record belongs to).
 *
 * @example
 * baseAssetOf('BTCUSDT'); // 'BTC'
 */
export function baseAssetOf(symbol: string): string {
  return formatPair(symbol).split('/')[0] ?? symbol;
}
