import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { INITIAL_FEED_STATUS } from '../market';
import { $book, $feedStatus } from '../stores';
import { OrderBook, type OrderBookProps } from './OrderBook';

const props: OrderBookProps = {
  restUrl: 'http://127.0.0.1:9443',
  wsUrl: 'ws://127.0.0.1:9443',
  feed: 'replay',
  feedLabel: 'Replay · recorded session, not live',
};
const levels = (from: number, step: number) =>
  Array.from({ length: 25 }, (_, i) => [(from + i * step).toFixed(8), '1.23456789'] as [string, string]);

const render = (extra: Partial<OrderBookProps> = {}) => renderToStaticMarkup(<OrderBook {...props} {...extra} />);
const cellsOf = (html: string, side: string) =>
  [...(html.match(new RegExp(`data-testid="book-${side}">(.*?)</tbody>`))?.[1] ?? '').matchAll(/<td[^>]*>([^<]*)<\/td>/g)].map((m) => m[1]);

afterEach(() => {
  $book.set(null);
  $feedStatus.set(INITIAL_FEED_STATUS);
});

describe('OrderBook', () => {
  it('shows 20 asks, best last, over 20 bids, best first, with 2-decimal prices and 4-decimal amounts', () => {
    $book.set({ symbol: 'BTCUSDT', status: 'live', lastUpdateId: 7, bids: levels(61837.63, -0.01), asks: levels(61837.64, 0.01) });
    const html = render();
    const asks = cellsOf(html, 'asks');
    const bids = cellsOf(html, 'bids');
    expect(asks).toHaveLength(40);
    expect(bids).toHaveLength(40);
    expect(asks.slice(-2)).toEqual(['61,837.64', '1.2346']);
    expect(asks[0]).toBe('61,837.83');
    expect(bids.slice(0, 2)).toEqual(['61,837.63', '1.2346']);
    expect(bids.at(-2)).toBe('61,837.44');
    expect(html).toContain('data-update-id="7"');
    expect(html).toContain('<caption');
    expect(html).toContain('scope="col"');
  });

  it('follows the locale', () => {
    $book.set({ symbol: 'BTCUSDT', status: 'live', lastUpdateId: 7, bids: levels(61837.63, -0.01), asks: levels(61837.64, 0.01) });
    expect(cellsOf(render({ locale: 'de-DE' }), 'bids').slice(0, 2)).toEqual(['61.837,63', '1,2346']);
  });

  it('says Loading… while the book syncs, and why when the feed gave up', () => {
    $book.set({ symbol: 'BTCUSDT', status: 'loading', lastUpdateId: null, bids: [], asks: [] });
    expect(render()).toContain('Loading…');
    $feedStatus.set({ state: 'disconnected', attempt: 5, retryInMs: null, exhausted: true });
    expect(render()).toContain('Disconnected: retries exhausted');
  });

  it("never shows another symbol's book", () => {
    $book.set({ symbol: 'ETHUSDT', status: 'live', lastUpdateId: 7, bids: levels(2600, -0.01), asks: levels(2601, 0.01) });
    expect(cellsOf(render(), 'bids')).toEqual([]);
  });

  it('says, in the page language, when the feed does not serve the pair instead of loading for ever', () => {
    $book.set({ symbol: 'SOLUSDT', status: 'unavailable', lastUpdateId: null, bids: [], asks: [], message: 'Invalid symbol.' });
    expect(render({ symbol: 'SOLUSDT' })).toContain('No order book for this pair: the market feed does not serve it.');
    expect(render({ symbol: 'SOLUSDT', locale: 'ru-RU' })).toContain('Стакан по этой паре недоступен');
    expect(render({ symbol: 'SOLUSDT' })).not.toContain('Loading…');
  });
});
