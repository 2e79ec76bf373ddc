import { describe, expect, it } from 'vitest';
import type { Ticker24hRest } from '@bourse/market';
import { buildPairRows, SAMPLE_PAIR_SYMBOLS, type PairRow } from './pairs-list';
import { selectPairs, toggleFavorite, type PairsView } from './pairs-search';

const ticker = (symbol: string, lastPrice: string, quoteVolume: string): Ticker24hRest => ({
  symbol,
  lastPrice,
  quoteVolume,
  priceChange: '0',
  priceChangePercent: '1.250',
  weightedAvgPrice: lastPrice,
  prevClosePrice: lastPrice,
  lastQty: '1',
  bidPrice: '0',
  bidQty: '0',
  askPrice: '0',
  askQty: '0',
  openPrice: lastPrice,
  highPrice: lastPrice,
  lowPrice: lastPrice,
  volume: '1',
  openTime: 0,
  closeTime: 1,
  firstId: 1,
  lastId: 2,
  count: 2,
});
// What the replay server's all-symbols answer looks like: two sessions, the recorded OHLC series, a non-USDT pair.
const answer = [
  ticker('ETHUSDT', '2612.01', '9000000'),
  ticker('BTCUSDT', '61685.99', '13084074.11'),
  ticker('ETHBTC', '0.042', '99999999'),
  ticker('EURUSD', '1.14612', '0'),
  ticker('XAUUSD', '1283.07', '0'),
];
const view = (patch: Partial<PairsView> = {}): PairsView => ({ category: 'all', query: '', favorites: [], favoritesOnly: false, ...patch });
const symbols = (rows: PairRow[]) => rows.map((row) => row.symbol);

describe('the pairs list rows', () => {
  it('lists the USDT pairs of the market host by USDT volume, highest first', () => {
    const crypto = buildPairRows(answer).filter((row) => row.category === 'crypto');
    expect(symbols(crypto)).toEqual(['BTCUSDT', 'ETHUSDT', 'BNBUSDT', 'SOLUSDT', 'XRPUSDT']);
    expect(crypto[0]).toMatchObject({ pair: 'BTC/USDT', source: 'exchange', lastPrice: '61685.99', priceChangePercent: '1.250' });
  });

  it("lists the terminal's pairs the host does not serve after the served ones, marked and without figures", () => {
    const unserved = buildPairRows(answer).filter((row) => row.source === 'unserved');
    expect(symbols(unserved)).toEqual(['BNBUSDT', 'SOLUSDT', 'XRPUSDT']);
    expect(unserved.every((row) => row.lastPrice === null && row.category === 'crypto')).toBe(true);
    expect(symbols(buildPairRows(answer)).at(-1)).toBe('XRPUSDT');
  });

  it('has forex, stocks and metals from the recorded series, labelled not live, with figures when the host serves them', () => {
    const rows = buildPairRows(answer);
    expect(new Set(rows.map((row) => row.category))).toEqual(new Set(['crypto', 'forex', 'stocks', 'metals']));
    for (const row of rows.filter((r) => r.category !== 'crypto')) {
      expect(row.source).toBe('recorded');
      expect(row.label).toMatch(/not live$/);
    }
    expect(rows.find((row) => row.symbol === 'EURUSD')?.lastPrice).toBe('1.14612');
    expect(rows.find((row) => row.symbol === 'AAPLUSD')?.lastPrice).toBeNull();
  });

  it('falls back to the 10-pair sample list, without made-up prices, when the list failed', () => {
    const samples = buildPairRows(null).filter((row) => row.source === 'sample');
    expect(symbols(samples)).toEqual([...SAMPLE_PAIR_SYMBOLS]);
    expect(samples).toHaveLength(10);
    expect(samples.every((row) => row.lastPrice === null && row.quoteVolume === null)).toBe(true);
  });
});

describe('searching and favourites', () => {
  const rows = buildPairRows(answer);

  it('finds pairs by symbol, by BASE/QUOTE text and despite a typo', () => {
    expect(symbols(selectPairs(rows, view({ query: 'eth' })))[0]).toBe('ETHUSDT');
    expect(symbols(selectPairs(rows, view({ query: 'BTC/USDT' })))[0]).toBe('BTCUSDT');
    expect(symbols(selectPairs(rows, view({ query: 'btcusdr' })))[0]).toBe('BTCUSDT');
    expect(selectPairs(rows, view({ query: 'zzzzqq' }))).toEqual([]);
  });

  it('shows one category at a time', () => {
    expect(symbols(selectPairs(rows, view({ category: 'metals' })))).toEqual(['XAUUSD']);
    expect(symbols(selectPairs(rows, view({ category: 'stocks' })))).toEqual(['AAPLUSD', 'SPYUSD']);
    expect(selectPairs(rows, view({ category: 'forex', query: 'btc' }))).toEqual([]);
  });

  it('puts favourites first and can show only them', () => {
    const favorites = toggleFavorite(toggleFavorite([], 'ETHUSDT'), 'XAUUSD');
    expect(symbols(selectPairs(rows, view({ category: 'crypto', favorites }))).slice(0, 2)).toEqual(['ETHUSDT', 'BTCUSDT']);
    expect(symbols(selectPairs(rows, view({ favorites, favoritesOnly: true })))).toEqual(['ETHUSDT', 'XAUUSD']);
    expect(toggleFavorite(favorites, 'ETHUSDT')).toEqual(['XAUUSD']);
  });
});
