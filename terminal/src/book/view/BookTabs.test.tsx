// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PriceLevel } from '@bourse/market';
import { $book, $bookGrouping, $bookSideView, $trades } from '../../stores';
import { $pickedPrice, clearPickedPrice } from '../../stores/spot-form';
import { FakeWebSocket } from '@bourse/market/testing';
import { BookTabs } from './BookTabs';
import { cleanup, click, feedProps, render, setLastPrice, settle, signIn, within } from '../../ui/spot/order-form-harness';

const EXCHANGE_INFO = {
  symbols: [
    {
      symbol: 'BTCUSDT',
      status: 'TRADING',
      baseAsset: 'BTC',
      quoteAsset: 'USDT',
      filters: [
        { filterType: 'PRICE_FILTER', tickSize: '0.01000000' },
        { filterType: 'LOT_SIZE', stepSize: '0.00001000' },
      ],
    },
    {
      symbol: 'ETHUSDT',
      status: 'TRADING',
      baseAsset: 'ETH',
      quoteAsset: 'USDT',
      filters: [],
    },
  ],
};

// Only exchangeInfo answers; everything else (depth, tickers) stays pending, so the test sets the stores.
beforeEach(() => {
  signIn();
  vi.stubGlobal('fetch', (url: string) =>
    String(url).endsWith('/api/v3/exchangeInfo')
      ? Promise.resolve(new Response(JSON.stringify(EXCHANGE_INFO), { headers: { 'content-type': 'application/json' } }))
      : new Promise(() => {}),
  );
  vi.stubGlobal('WebSocket', FakeWebSocket);
});
afterEach(async () => {
  await cleanup();
  clearPickedPrice();
  $bookGrouping.set(null);
  $bookSideView.set('both');
});

const bids: PriceLevel[] = Array.from({ length: 30 }, (_, i) => [(60000 - i * 0.37).toFixed(8), '0.5']);
const asks: PriceLevel[] = Array.from({ length: 30 }, (_, i) => [(60000.01 + i * 0.37).toFixed(8), '0.25']);
const prices = (host: HTMLElement, side: string) =>
  [...host.querySelectorAll<HTMLElement>(`[data-testid="book-${side}"] tr`)].map((row) => row.dataset.price);

async function liveBook() {
  const host = await render(<BookTabs {...feedProps} symbol="BTCUSDT" locale="en" />);
  act(() => $book.set({ symbol: 'BTCUSDT', status: 'live', lastUpdateId: 7, bids, asks }));
  setLastPrice('BTCUSDT', '60000.01000000');
  await settle();
  return host;
}

describe('order book panel', () => {
  it('shows 20 levels a side with cumulative totals, the spread row with the last price, and the pair’s step', async () => {
    const host = await liveBook();
    expect(prices(host, 'bids')).toHaveLength(20);
    expect(prices(host, 'asks')[19]).toBe('60000.01');
    const totals = [...host.querySelectorAll<HTMLElement>('[data-testid="book-bids"] tr')].map((row) => row.dataset.total);
    expect(totals.slice(0, 3)).toEqual(['0.5', '1', '1.5']);
    const spread = host.querySelector<HTMLElement>('[data-testid="book-spread"]')!;
    expect(spread.dataset).toMatchObject({ spread: '0.01', mid: '60000.005', updateId: '7', last: '60000.01000000' });
    expect(spread.textContent).toContain('60,000.01');
    // Amounts with BTC's step of 0.00001: five decimals.
    expect(host.querySelector('[data-testid="book-bids"] tr td:nth-child(2)')!.textContent).toBe('0.50000');
  });

  it('groups by the tick’s multiples: at 1 USDT the levels merge and their amounts add up', async () => {
    const host = await liveBook();
    const select = host.querySelector<HTMLSelectElement>('[data-testid="book-grouping"]')!;
    expect([...select.options].map((o) => o.value)).toEqual(['0.01', '0.1', '1', '10']);
    await act(async () => {
      select.value = '1';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(prices(host, 'bids').slice(0, 3)).toEqual(['60000', '59999', '59998']);
    // 60000.00 alone, then 59999.63 and 59999.26 (bids round down): 0.5 + 2 x 0.5.
    expect([...host.querySelectorAll<HTMLElement>('[data-testid="book-bids"] tr')][1]!.dataset.total).toBe('1.5');
    expect(prices(host, 'asks').at(-1)).toBe('60001');
  });

  it('shows only the buy side, twice as deep, and back', async () => {
    const host = await liveBook();
    await click(host.querySelector('button[data-view="bids"]')!);
    expect(host.querySelector('[data-testid="book-asks"]')).toBeNull();
    expect(prices(host, 'bids')).toHaveLength(30);
    await click(host.querySelector('button[data-view="both"]')!);
    expect(prices(host, 'asks')).toHaveLength(20);
  });

  it('puts a clicked price into the order form, and with Shift the amount up to that level', async () => {
    const host = await liveBook();
    const third = host.querySelectorAll('[data-testid="book-bids"] tr button')[2]!;
    await click(third);
    expect($pickedPrice.get()).toMatchObject({ price: '59999.26' });
    expect($pickedPrice.get()?.amount).toBeUndefined();
    await act(async () => void third.dispatchEvent(new MouseEvent('click', { bubbles: true, shiftKey: true })));
    expect($pickedPrice.get()).toMatchObject({ price: '59999.26', amount: '1.5' });
  });
});

describe('trades tab', () => {
  it('lists the trades, newest first, coloured by the side that took the price, with their time', async () => {
    const host = await render(<BookTabs {...feedProps} symbol="BTCUSDT" locale="en" />);
    await settle();
    await click(within(host).getByRole('tab', { name: 'Trades' }));
    expect(host.querySelector('[data-testid="trades-waiting"]')!.textContent).toBe('Waiting for the first trade…');
    act(() =>
      $trades.set([
        { id: 2, price: '60001.5', qty: '0.012', time: Date.UTC(2024, 7, 8, 12, 0, 1), isBuyerMaker: true },
        { id: 1, price: '60000', qty: '0.5', time: Date.UTC(2024, 7, 8, 12, 0, 0), isBuyerMaker: false },
      ]),
    );
    const rows = [...host.querySelectorAll<HTMLElement>('[data-testid="trades-rows"] tr')];
    expect(rows.map((row) => row.dataset.side)).toEqual(['sell', 'buy']);
    expect(rows[0]!.querySelector('td')!.textContent).toBe('60,001.50 sell');
    expect(rows[0]!.querySelectorAll('td')[2]!.textContent).toMatch(/^\d\d:\d\d:01$/);
    expect(host.querySelector('[data-testid="trades-waiting"]')).toBeNull();
  });
});

describe('a pair the feed does not serve', () => {
  it('says so in words in the book and the trades tab, naming the pairs it does serve', async () => {
    const host = await render(<BookTabs {...feedProps} symbol="BNBUSDT" locale="en" />);
    await settle();
    const notice = () => host.querySelector('[data-testid="pair-unserved"]')!.textContent;
    expect(notice()).toBe('BNB/USDT is not in this recorded sessionPick a pair from the list: the feed serves BTC/USDT and ETH/USDT.');
    await click(within(host).getByRole('tab', { name: 'Trades' }));
    expect(notice()).toContain('BNB/USDT is not in this recorded session');
  });
});
