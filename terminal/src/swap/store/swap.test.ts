import { cleanTestStorage, getTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';
import { cleanStores } from 'nanostores';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_SWAP_SELECTION } from '../model/swap';
import {
  $swapCurrencies,
  $swapFavorites,
  $swapListQuery,
  $swapQuote,
  $swapRestUrl,
  $swapSelection,
  $visibleSwapCurrencies,
  chooseSwapSide,
  configureSwap,
  pickSwapCurrency,
  reverseSwapCurrencies,
  setSwapAmount,
  setSwapMode,
  toggleSwapFavorite,
  SWAP_LIST_POLL_MS,
} from './swap';
import { rest, tickerHostAnswer } from '../../test-support/ticker-fixtures';
import { servedSymbols } from '../../feed/store/served-symbols';

const REST = 'http://127.0.0.1:9443';
// The replay server's all-symbols answer: its two sessions and a recorded series that is no USDT pair.
const allSymbols = [
  { ...rest, symbol: 'ETHUSDT', lastPrice: '2612.01000000', quoteVolume: '9000000.00000000' },
  { ...rest },
  { ...rest, symbol: 'XAUUSD', lastPrice: '1283.07', quoteVolume: '0' },
];
let answer: (url: string) => Response = (url) => tickerHostAnswer(allSymbols, url);
const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  init?.signal?.throwIfAborted();
  return answer(url);
});

beforeAll(() => useTestStorageEngine());
beforeEach(() => {
  answer = (url) => tickerHostAnswer(allSymbols, url);
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  $swapRestUrl.set(null);
  $swapSelection.set(INITIAL_SWAP_SELECTION);
  $swapListQuery.set('');
});
afterEach(() => {
  cleanStores($swapCurrencies, $visibleSwapCurrencies, $swapQuote, $swapFavorites);
  servedSymbols.forget(REST);
  servedSymbols.forget('http://127.0.0.1:9444');
  cleanTestStorage();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function load() {
  $swapQuote.listen(() => {});
  $visibleSwapCurrencies.listen(() => {});
  configureSwap(REST);
  await vi.waitFor(() => expect($swapCurrencies.get().status).not.toBe('loading'));
}

describe('$swapCurrencies', () => {
  it("loads the host's swap pairs by volume, then USDT, asking for a fresh answer", async () => {
    await load();
    // The pairs the host trades among the swap's ten, asked alone (weight 2, not every symbol's 80).
    expect(fetchMock).toHaveBeenLastCalledWith(
      `${REST}/api/v3/ticker/24hr?symbols=${encodeURIComponent('["BTCUSDT","ETHUSDT"]')}`,
      expect.objectContaining({ cache: 'no-cache' }),
    );
    expect($swapCurrencies.get().data.map((c) => [c.symbol, c.price])).toEqual([
      ['BTC', '61685.99000000'],
      ['ETH', '2612.01000000'],
      ['USDT', '1'],
    ]);
    $swapListQuery.set('Eth');
    expect($visibleSwapCurrencies.get().map((c) => c.symbol)).toEqual(['ETH']);
  });

  it('shows the five fallback pairs without prices, and why, when the host answers an HTTP error', async () => {
    answer = () => new Response('{}', { status: 503 });
    await load();
    expect($swapCurrencies.get().error).toBe('HTTP error! status: 503');
    expect($swapCurrencies.get().data.map((c) => [c.symbol, c.price])).toEqual([
      ['BTC', null],
      ['ETH', null],
      ['BNB', null],
      ['SOL', null],
      ['XRP', null],
    ]);
    setSwapAmount('1');
    expect($swapQuote.get()).toEqual({ received: '0.00000000', rate: null, canSubmit: true });
  });

  it('falls back when the network fails, and ignores a request aborted by a new address', async () => {
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    await load();
    expect($swapCurrencies.get().error).toMatch(/Failed to fetch/);
    let release: () => void = () => {};
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          release = () => reject(new DOMException('aborted', 'AbortError'));
          init?.signal?.addEventListener('abort', () => release());
        }),
    );
    answer = (url) => tickerHostAnswer(allSymbols, url);
    configureSwap('http://127.0.0.1:9444');
    configureSwap(REST);
    await vi.waitFor(() => expect($swapCurrencies.get().status).not.toBe('loading'));
    expect($swapCurrencies.get()).toMatchObject({
      status: 'ready',
      error: null,
      data: expect.arrayContaining([expect.objectContaining({ symbol: 'BTC' })]),
    });
    expect(console.warn).toHaveBeenCalledTimes(1);
  });

  it('refreshes every 60 s and keeps the prices shown when a refresh fails', async () => {
    vi.useFakeTimers();
    $swapCurrencies.listen(() => {});
    configureSwap(REST);
    await vi.advanceTimersByTimeAsync(0);
    expect($swapCurrencies.get().data[0]?.price).toBe('61685.99000000');
    answer = (url) => tickerHostAnswer([{ ...rest, lastPrice: '62000.00000000' }, allSymbols[0]!], url);
    await vi.advanceTimersByTimeAsync(SWAP_LIST_POLL_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect($swapCurrencies.get().data[0]?.price).toBe('62000.00000000');
    answer = () => new Response('{}', { status: 500 });
    await vi.advanceTimersByTimeAsync(SWAP_LIST_POLL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect($swapCurrencies.get()).toMatchObject({
      status: 'ready',
      error: null,
      data: [{ symbol: 'BTC', price: '62000.00000000' }, { symbol: 'ETH' }, { symbol: 'USDT' }],
    });
  });
});

describe('the swap form', () => {
  it('quotes amount x give price / receive price at 8 decimals, and refuses a non-number', async () => {
    await load();
    reverseSwapCurrencies();
    setSwapAmount('1');
    expect($swapSelection.get()).toMatchObject({ give: 'BTC', receive: 'USDT' });
    expect($swapQuote.get()).toEqual({ received: '61685.99000000', rate: '61685.99000000', canSubmit: true });
    chooseSwapSide('receive', 'ETH');
    expect($swapQuote.get().received).toBe('23.61629167');
    setSwapAmount('1x');
    expect($swapSelection.get()).toMatchObject({ amount: '1', amountError: 'NOT_NUMERIC' });
    setSwapAmount('');
    expect($swapQuote.get()).toMatchObject({ received: '0.00000000', canSubmit: false });
  });

  it('fills receive from the list when buying and give when selling', () => {
    pickSwapCurrency('ETH');
    expect($swapSelection.get()).toMatchObject({ give: 'USDT', receive: 'ETH' });
    setSwapMode('sell');
    pickSwapCurrency('BTC');
    expect($swapSelection.get()).toMatchObject({ mode: 'sell', give: 'BTC', receive: 'ETH' });
  });

  it('keeps favourites in localStorage swapFavorites, and reads a corrupt value as none', () => {
    $swapFavorites.listen(() => {});
    toggleSwapFavorite('ETH');
    toggleSwapFavorite('BTC');
    toggleSwapFavorite('ETH');
    expect(JSON.parse(getTestStorage().swapFavorites ?? 'null')).toEqual(['BTC']);
    cleanStores($swapFavorites);
    setTestStorageKey('swapFavorites', '{broken');
    $swapFavorites.listen(() => {});
    expect($swapFavorites.get()).toEqual([]);
  });
});
