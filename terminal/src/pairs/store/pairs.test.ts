import { cleanTestStorage, getTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';
import { cleanStores } from 'nanostores';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { $marketConfig, configureMarket } from '../../feed/store/market-config';
import { $favoritePairs, $pairs, $visiblePairs, FAVORITE_PAIRS_KEY, setPairsFilter, toggleFavoritePair } from './pairs';
import { replay, rest } from '../../test-support/ticker-fixtures';

// The replay server's all-symbols answer: its two sessions and the recorded OHLC series.
const allSymbols = [
  { ...rest, symbol: 'ETHUSDT', lastPrice: '2612.01000000', quoteVolume: '9000000.00000000' },
  { ...rest },
  { ...rest, symbol: 'EURUSD', lastPrice: '1.14612', quoteVolume: '0' },
  { ...rest, symbol: 'XAUUSD', lastPrice: '1283.07', quoteVolume: '0' },
];
let status = 200;
const fetchMock = vi.fn(async () => new Response(JSON.stringify(status === 200 ? allSymbols : { code: -1 }), { status }));

beforeAll(() => useTestStorageEngine());
beforeEach(() => {
  status = 200;
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  $marketConfig.set(null);
  setPairsFilter({ category: 'crypto', query: '', favoritesOnly: false });
});
afterEach(() => {
  cleanStores($pairs, $visiblePairs, $favoritePairs);
  cleanTestStorage();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function load() {
  const stop = $visiblePairs.listen(() => {});
  configureMarket(replay);
  await vi.waitFor(() => expect($pairs.get().status).not.toBe('loading'));
  return stop;
}

describe('$pairs', () => {
  it("loads the market host's USDT pairs by volume, and the recorded pairs in their own tabs", async () => {
    await load();
    expect(fetchMock).toHaveBeenCalledWith(expect.stringMatching(/\/api\/v3\/ticker\/24hr$/), expect.anything());
    // Served pairs first, by volume; the terminal's pairs the host lacks after them, marked.
    expect($visiblePairs.get().map((row) => row.pair)).toEqual(['BTC/USDT', 'ETH/USDT', 'BNB/USDT', 'SOL/USDT', 'XRP/USDT']);
    expect($visiblePairs.get().map((row) => row.source)).toEqual(['exchange', 'exchange', 'unserved', 'unserved', 'unserved']);
    setPairsFilter({ category: 'forex' });
    expect($visiblePairs.get()).toMatchObject([
      { symbol: 'EURUSD', source: 'recorded', lastPrice: '1.14612', label: expect.stringMatching(/not live$/) },
    ]);
  });

  it('shows the 10-pair sample list and the error when the list cannot be loaded', async () => {
    status = 503;
    await load();
    expect($pairs.get().error).toBe('HTTP error! status: 503');
    expect($visiblePairs.get()).toHaveLength(10);
    expect($visiblePairs.get().every((row) => row.source === 'sample' && row.lastPrice === null)).toBe(true);
  });

  it('searches all categories fuzzily', async () => {
    await load();
    await setPairsFilter({ category: 'all', query: 'xau' });
    expect($visiblePairs.get().map((row) => row.symbol)).toEqual(['XAUUSD']);
  });

  it('keeps favourites in localStorage, pinned first', async () => {
    await load();
    toggleFavoritePair('ETHUSDT');
    expect(JSON.parse(getTestStorage()[FAVORITE_PAIRS_KEY] ?? 'null')).toEqual(['ETHUSDT']);
    expect(
      $visiblePairs
        .get()
        .map((row) => row.symbol)
        .slice(0, 2),
    ).toEqual(['ETHUSDT', 'BTCUSDT']);
    setPairsFilter({ favoritesOnly: true });
    expect($visiblePairs.get().map((row) => row.symbol)).toEqual(['ETHUSDT']);
  });

  it('reads stored favourites back, and a corrupt value as none', async () => {
    setTestStorageKey(FAVORITE_PAIRS_KEY, '["XAUUSD"]');
    await load();
    setPairsFilter({ category: 'all' });
    expect($visiblePairs.get()[0]?.symbol).toBe('XAUUSD');
    cleanStores($favoritePairs, $visiblePairs);
    setTestStorageKey(FAVORITE_PAIRS_KEY, '{not json');
    $visiblePairs.listen(() => {});
    expect($favoritePairs.get()).toEqual([]);
  });
});
