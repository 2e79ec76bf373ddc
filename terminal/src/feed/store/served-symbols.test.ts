import { afterEach, describe, expect, it, vi } from 'vitest';
import { rest, tickerHostAnswer } from '../../test-support/ticker-fixtures';
import { createServedSymbols, SERVED_SYMBOLS_MEMORY_MS } from './served-symbols';
import { servedTickers } from '../../ticker/store/served-tickers';

const host = 'http://127.0.0.1:9443';
const eth = { ...rest, symbol: 'ETHUSDT', lastPrice: '2612.01000000' };

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

/** A browser's view of the host: what it asked, with the clock and local storage under the test's hand. */
function browser(symbols = ['BTCUSDT', 'ETHUSDT', 'XAUUSD']) {
  const asked: string[] = [];
  let now = 1_000_000;
  const storage = memoryStorage();
  const deps = {
    fetchSymbols: vi.fn(async (h: string) => (asked.push(h), symbols)),
    storage: () => storage,
    now: () => now,
  };
  return { asked, deps, storage, pass: (ms: number) => (now += ms), served: () => createServedSymbols(deps) };
}

afterEach(() => vi.unstubAllGlobals());

describe('the symbols a market host trades', () => {
  it('are asked once: widgets of one page share the answer, and the next page of the browser reads it from storage', async () => {
    const { asked, served } = browser();
    const page = served();
    const [strip, card] = await Promise.all([page.of(host), page.of(host)]);
    expect([...strip]).toEqual(['BTCUSDT', 'ETHUSDT', 'XAUUSD']);
    expect(card).toBe(strip);
    const nextPage = served();
    expect([...(await nextPage.of(host))]).toEqual(['BTCUSDT', 'ETHUSDT', 'XAUUSD']);
    expect(asked).toEqual([host]);
  });

  it('are asked again after an hour, after `forget`, after a failed attempt, and per host', async () => {
    const { asked, deps, pass, served } = browser();
    const page = served();
    await page.of(host);
    pass(SERVED_SYMBOLS_MEMORY_MS - 1);
    await page.of(host);
    expect(asked).toHaveLength(1);
    pass(1);
    await page.of(host);
    expect(asked).toHaveLength(2);
    page.forget(host);
    await served().of(host);
    expect(asked).toHaveLength(3);
    await page.of('https://api.binance.com');
    expect(asked).toEqual([host, host, host, 'https://api.binance.com']);
    deps.fetchSymbols.mockRejectedValueOnce(new Error('HTTP error! status: 503'));
    page.forget(host);
    await expect(page.of(host)).rejects.toThrow('503');
    await expect(page.of(host)).resolves.toContain('BTCUSDT');
  });

  it('ignore a stored list that is unreadable or dated in the future, and ask', async () => {
    const { asked, storage, served } = browser();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    storage.setItem(`servedSymbols:${host}`, '{not json');
    await served().of(host);
    storage.setItem(`servedSymbols:${host}`, JSON.stringify({ v: 1, data: { at: 9e15, symbols: ['ONLYUSDT'] } }));
    expect([...(await served().of(host))]).toEqual(['BTCUSDT', 'ETHUSDT', 'XAUUSD']);
    expect(asked).toHaveLength(2);
  });
});

describe("a widget's 24 h statistics", () => {
  it('are asked for the wanted pairs the host trades alone, and not at all when it trades none', async () => {
    const { served } = browser(['BTCUSDT', 'ETHUSDT']);
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => (urls.push(decodeURIComponent(url)), tickerHostAnswer([rest, eth], url)));
    const source = servedTickers(host, ['BTCUSDT', 'SOLUSDT', 'ETHUSDT'], (tickers) => tickers.map((t) => t.symbol), {}, served());
    await expect(source.fetch(new AbortController().signal)).resolves.toEqual(['BTCUSDT', 'ETHUSDT']);
    expect(urls).toEqual([`${host}/api/v3/ticker/24hr?symbols=["BTCUSDT","ETHUSDT"]`]);
    expect(source.nextInMs()).toBe(10_000);
    const none = servedTickers(host, ['SOLUSDT'], (tickers) => tickers.length, {}, served());
    await expect(none.fetch(new AbortController().signal)).resolves.toBe(0);
    expect(urls).toHaveLength(1);
    expect(none.nextInMs()).toBeNull();
  });

  it('learn the traded symbols again after the host refuses one it was thought to trade', async () => {
    const { asked, served } = browser(['BTCUSDT', 'ETHUSDT']);
    vi.stubGlobal('fetch', async (url: string) => tickerHostAnswer([rest], url));
    const shared = served();
    const source = servedTickers(host, ['BTCUSDT', 'ETHUSDT'], (tickers) => tickers.length, {}, shared);
    await expect(source.fetch(new AbortController().signal)).rejects.toThrow('status: 400');
    await expect(source.fetch(new AbortController().signal)).rejects.toThrow('status: 400');
    expect(asked).toHaveLength(2);
  });
});
