// @vitest-environment happy-dom
import { cleanStores } from 'nanostores';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $tickerStrip, $tickerStripHost } from '../store/ticker-strip';
import { servedSymbols } from '../../feed/store/served-symbols';
import { rest, tickerHostAnswer } from '../../test-support/ticker-fixtures';
import { click, render, unmount } from '../../test-support/dom';
import { TickerStrip } from './TickerStrip';

const host = 'http://127.0.0.1:9443';
const eth = { ...rest, symbol: 'ETHUSDT', lastPrice: '2612.01000000', priceChangePercent: '1.5' };
let answer: (url: string) => Response;
const requests: string[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  requests.length = 0;
  answer = (url) => tickerHostAnswer([eth, rest, { ...rest, symbol: 'EURUSD' }], url);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => (requests.push(decodeURIComponent(url)), answer(url))),
  );
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  await unmount();
  cleanStores($tickerStrip);
  $tickerStripHost.set(null);
  servedSymbols.forget(host);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const entries = (page: HTMLElement) => [...page.querySelectorAll<HTMLElement>('[data-testid="ticker-entry"]')];
const flush = () => act(async () => void (await vi.advanceTimersByTimeAsync(0)));

describe('market ticker strip', () => {
  it('shows five skeletons while loading, then the pairs the host serves with their figures', async () => {
    let release = () => {};
    const answered = answer;
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => (requests.push(url), new Promise<Response>((resolve) => (release = () => resolve(answered(url)))))),
    );
    const page = await render(<TickerStrip restUrl={host} locale="en" />);
    expect(page.querySelectorAll('[data-testid="ticker-skeleton"]')).toHaveLength(5);
    expect(page.querySelector('[data-testid="ticker-strip"]')?.getAttribute('data-status')).toBe('loading');
    // The traded symbols first, then the strip's own pairs.
    await act(async () => release());
    await flush();
    await act(async () => release());
    await flush();
    expect(page.querySelectorAll('[data-testid="ticker-skeleton"]')).toHaveLength(0);
    expect(page.querySelector('[data-testid="ticker-strip"]')?.getAttribute('data-status')).toBe('ready');
    expect(entries(page).map((e) => e.dataset.symbol)).toEqual(['BTC', 'ETH']);
    expect(entries(page)[0]!.textContent).toContain('61,685.99');
    expect(entries(page)[0]!.textContent).toContain('-0.25%');
    expect(entries(page)[1]!.querySelector('[data-testid="ticker-change"]')!.textContent).toBe('+1.50%');
    expect(entries(page)[0]!.textContent).toContain('Vol 13.1M');
  });

  it('asks for just the pairs the host trades (learnt once, from every price) and again every 10 s, and shows the new figures', async () => {
    const page = await render(<TickerStrip restUrl={host} locale="en" />);
    await flush();
    const ours = `${host}/api/v3/ticker/24hr?symbols=["BTCUSDT","ETHUSDT"]`;
    expect(requests).toEqual([`${host}/api/v3/ticker/price`, ours]);
    answer = (url) => tickerHostAnswer([rest, { ...eth, lastPrice: '2700.00000000' }], url);
    await act(async () => void (await vi.advanceTimersByTimeAsync(9_999)));
    expect(requests).toHaveLength(2);
    await act(async () => void (await vi.advanceTimersByTimeAsync(1)));
    expect(requests[2]).toBe(ours);
    expect(entries(page)[1]!.textContent).toContain('2,700.00');
    expect(entries(page)[0]!.textContent).toContain('61,685.99');
  });

  it('shows two sample entries without figures and the error when the first load fails', async () => {
    answer = () => new Response('{}', { status: 503 });
    const page = await render(<TickerStrip restUrl={host} locale="ru" />);
    await flush();
    expect(entries(page).map((e) => e.dataset.symbol)).toEqual(['BTC', 'ETH']);
    expect(entries(page)[0]!.textContent).toContain('образец');
    expect(entries(page)[0]!.querySelector('[data-testid="ticker-last"]')!.textContent).toBe('—');
    expect(page.querySelector('[role="alert"]')!.textContent).toBe('Не удалось загрузить рыночные данные');
  });

  it('shows the prices remembered from an earlier visit, marked with their age, when the first load fails', async () => {
    await render(<TickerStrip restUrl={host} locale="en" />);
    await flush();
    await unmount();
    cleanStores($tickerStrip);
    $tickerStripHost.set(null);
    await act(async () => void (await vi.advanceTimersByTimeAsync(5 * 60_000)));
    answer = () => new Response('{}', { status: 503 });
    const page = await render(<TickerStrip restUrl={host} locale="en" />);
    await flush();
    expect(entries(page).map((e) => e.dataset.symbol)).toEqual(['BTC', 'ETH']);
    expect(entries(page)[0]!.querySelector('[data-testid="ticker-last"]')!.textContent).toBe('61,685.99');
    expect(entries(page)[0]!.querySelector('[data-testid="ticker-remembered"]')!.textContent).toMatch(/^last known, 5 min(utes)? ago$/);
    expect(page.querySelector('[role="alert"]')!.textContent).toBe('Could not load market data');
    // Once the host answers again, the live figures replace the remembered ones.
    answer = (url) => tickerHostAnswer([eth, rest], url);
    await act(async () => void (await vi.advanceTimersByTimeAsync(10_000)));
    expect(page.querySelector('[data-testid="ticker-remembered"]')).toBeNull();
  });

  it('keeps the last figures when a refresh fails', async () => {
    const page = await render(<TickerStrip restUrl={host} locale="en" />);
    await flush();
    answer = () => new Response('{}', { status: 500 });
    await act(async () => void (await vi.advanceTimersByTimeAsync(10_000)));
    expect(page.querySelector('[role="alert"]')!.textContent).toBe('Could not load market data');
    expect(entries(page).map((e) => e.dataset.symbol)).toEqual(['BTC', 'ETH']);
    expect(entries(page)[0]!.textContent).toContain('61,685.99');
  });

  it('scrolls 200 px per arrow press', async () => {
    const page = await render(<TickerStrip restUrl={host} locale="en" />);
    await flush();
    const track = page.querySelector<HTMLElement>('[data-testid="ticker-strip-track"]')!;
    const scrollBy = vi.fn();
    track.scrollBy = scrollBy as never;
    await click(page.querySelector('button[aria-label="Scroll right"]')!);
    await click(page.querySelector('button[aria-label="Scroll left"]')!);
    expect(scrollBy.mock.calls).toEqual([[{ left: 200 }], [{ left: -200 }]]);
  });
});
