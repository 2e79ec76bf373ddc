import { toDecimal, type Dec, type Ticker24hRest } from '@bourse/market';

/**
 * The market card of the home page's hero: four coins against USDT with their last price, 24 h
 * change and where the last price sits in the day's range. A coin the feed does not price keeps its
 * row (the card never changes size) and says so.
 */
export const MARKET_CARD_COINS = [
  { base: 'BTC', name: 'Bitcoin' },
  { base: 'ETH', name: 'Ethereum' },
  { base: 'BNB', name: 'BNB' },
  { base: 'SOL', name: 'Solana' },
] as const;

/** The card's pairs, one per coin against USDT: the symbols the card asks the market for. */
export const MARKET_CARD_SYMBOLS = MARKET_CARD_COINS.map(({ base }) => `${base}USDT`);

export type MarketCardRow = {
  base: string;
  name: string;
  symbol: string;
  /** null: the feed does not price this pair. */
  quote: { lastPrice: string; changePercent: string; rangePercent: number } | null;
};

/**
 * Rows for the card from 24 h statistics, in the card's fixed order.
 *
 * @example
 * marketCardRows([{ symbol: 'BTCUSDT', lastPrice: '61650.01', priceChangePercent: '-0.3', lowPrice: '61583.22', highPrice: '61860.80' }])[0];
 * // { base: 'BTC', name: 'Bitcoin', symbol: 'BTCUSDT', quote: { lastPrice: '61650.01', changePercent: '-0.3', rangePercent: 24 } }
 */
export function marketCardRows(
  tickers: readonly Pick<Ticker24hRest, 'symbol' | 'lastPrice' | 'priceChangePercent' | 'lowPrice' | 'highPrice'>[],
): MarketCardRow[] {
  return MARKET_CARD_COINS.map(({ base, name }, index) => {
    const symbol = MARKET_CARD_SYMBOLS[index]!;
    const ticker = tickers.find((candidate) => candidate.symbol === symbol);
    const last = ticker ? toDecimal(ticker.lastPrice) : null;
    if (!ticker || !last || last.lessThanOrEqualTo(0)) return { base, name, symbol, quote: null };
    return {
      base,
      name,
      symbol,
      quote: {
        lastPrice: ticker.lastPrice,
        changePercent: ticker.priceChangePercent,
        rangePercent: rangePercent(last, ticker.lowPrice, ticker.highPrice),
      },
    };
  });
}

/** Where `last` sits between the day's low (0) and high (100), rounded; 50 when the range is empty. */
export function rangePercent(last: Dec, low: string, high: string): number {
  const lowest = toDecimal(low);
  const highest = toDecimal(high);
  if (!lowest || !highest || highest.lessThanOrEqualTo(lowest)) return 50;
  const share = last.minus(lowest).dividedBy(highest.minus(lowest)).times(100);
  return Math.min(100, Math.max(0, Math.round(share.toNumber())));
}

/** Any row with a price: the card has something live (or remembered) to show. */
export const hasQuotes = (rows: readonly MarketCardRow[]): boolean => rows.some((row) => row.quote !== null);
