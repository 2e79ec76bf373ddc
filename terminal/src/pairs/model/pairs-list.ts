import { Dec, toDecimal, type Ticker24hRest, formatPair } from '@bourse/market';
import { PAIRS, type PairInfo } from './pairs';

/**
 * One row of the terminal's pairs list: what the pair is, where its numbers come from, and its
 * last 24 h figures (null when the market host has none for it, e.g. a recorded pair on Binance).
 * `source: 'sample'` rows stand in when the list could not be loaded; they carry no figures, so
 * nothing made up can pass for a quote.
 *
 * @example
 * const row: PairRow = { symbol: 'BTCUSDT', pair: 'BTC/USDT', category: 'crypto', source: 'exchange',
 *   label: 'Exchange feed', lastPrice: '61685.99', priceChangePercent: '-0.245', quoteVolume: '13084074.11' };
 */
export interface PairRow {
  symbol: string;
  pair: string;
  category: PairInfo['category'];
  source: PairInfo['source'] | 'sample' | 'unserved';
  label: string;
  lastPrice: string | null;
  priceChangePercent: string | null;
  quoteVolume: string | null;
}

/** When the pairs list fails, a 10-pair sample list is shown. */
export const SAMPLE_PAIR_SYMBOLS = [
  'BTCUSDT',
  'ETHUSDT',
  'BNBUSDT',
  'SOLUSDT',
  'XRPUSDT',
  'ADAUSDT',
  'DOGEUSDT',
  'TRXUSDT',
  'LINKUSDT',
  'LTCUSDT',
] as const;

const volumeOf = (row: PairRow) => (row.quoteVolume === null ? new Dec(0) : (toDecimal(row.quoteVolume) ?? new Dec(0)));

function rowOf(info: Omit<PairInfo, 'label'> & { label: string }, ticker: Ticker24hRest | undefined): PairRow {
  return {
    symbol: info.symbol,
    pair: formatPair(info.symbol),
    category: info.category,
    source: info.source,
    label: info.label,
    lastPrice: ticker?.lastPrice ?? null,
    priceChangePercent: ticker?.priceChangePercent ?? null,
    quoteVolume: ticker?.quoteVolume ?? null,
  };
}

/**
 * The pairs list from the market host's all-symbols 24 h ticker (`tickers`; null when it failed):
 * crypto is every USDT pair it lists, by volume descending, then the terminal's pairs it does not
 * serve (marked `unserved`); forex, stocks and metals
 * are the recorded series of the catalogue, with figures when the host serves them (the replay
 * does, Binance does not). Volume is compared in USDT, the quote all crypto rows share: base
 * volumes of different coins cannot be ranked against each other.
 *
 * @example
 * buildPairRows(await fetchTickers24h(restUrl)).filter((row) => row.category === 'crypto');
 */
export function buildPairRows(tickers: readonly Ticker24hRest[] | null, catalogue: readonly PairInfo[] = PAIRS): PairRow[] {
  const bySymbol = new Map((tickers ?? []).map((ticker) => [ticker.symbol, ticker] as const));
  const recorded = catalogue.filter((info) => info.source === 'recorded').map((info) => rowOf(info, bySymbol.get(info.symbol)));
  if (tickers === null) {
    const samples = SAMPLE_PAIR_SYMBOLS.map((symbol) => ({
      ...rowOf({ symbol, category: 'crypto', source: 'exchange', label: 'Sample list · prices unavailable' }, undefined),
      source: 'sample' as const,
    }));
    return [...samples, ...recorded];
  }
  const recordedSymbols = new Set(recorded.map((row) => row.symbol));
  const crypto = tickers
    .filter((ticker) => ticker.symbol.endsWith('USDT') && !recordedSymbols.has(ticker.symbol))
    .map((ticker) => rowOf({ symbol: ticker.symbol, category: 'crypto', source: 'exchange', label: 'Exchange feed' }, ticker))
    .sort((a, b) => volumeOf(b).comparedTo(volumeOf(a)));
  // The terminal's own pairs the host does not serve (a replay has only its recordings) come last,
  // marked, so they can still be opened and say so instead of vanishing from the list.
  const listed = new Set(crypto.map((row) => row.symbol));
  const unserved = catalogue
    .filter((info) => info.source === 'exchange' && !listed.has(info.symbol))
    .map((info) => ({ ...rowOf({ ...info, label: 'Not served by this market feed' }, undefined), source: 'unserved' as const }));
  return [...crypto, ...recorded, ...unserved];
}
