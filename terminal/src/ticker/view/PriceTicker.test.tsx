import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { type Ticker, INITIAL_FEED_STATUS } from '@bourse/market';
import { $feedStatus, $ticker, $tickerError } from '../../stores';
import { PriceTicker, type PriceTickerProps } from './PriceTicker';

const ticker: Ticker = {
  symbol: 'BTCUSDT',
  lastPrice: '61685.99000000',
  openPrice: '61837.63000000',
  priceChange: '-151.64000000',
  priceChangePercent: '-0.245',
  highPrice: '61860.8',
  lowPrice: '61583.22',
  volume: '212.03',
  quoteVolume: '13084074.11',
  lastTradeId: 1,
  updatedAt: 1,
};
const props: PriceTickerProps = {
  restUrl: 'http://127.0.0.1:9443',
  wsUrl: 'ws://127.0.0.1:9443',
  feed: 'replay',
  feedLabel: 'Replay · recorded session, not live',
};

// Server rendering gives the markup the island first paints; enough to read texts and styles.
function render(extra: Partial<PriceTickerProps> = {}): HTMLElementLike {
  const html = renderToStaticMarkup(<PriceTicker {...props} {...extra} />);
  return {
    html,
    byTestId: (id: string) => html.match(new RegExp(`data-testid="${id}"[^>]*>(.*?)</span>`))?.[1]?.replace(/<[^>]+>/g, '') ?? null,
    tagOf: (id: string) => html.match(new RegExp(`<[^>]*data-testid="${id}"[^>]*>`))?.[0] ?? '',
  };
}
interface HTMLElementLike {
  html: string;
  byTestId(id: string): string | null;
  tagOf(id: string): string;
}

afterEach(() => {
  $ticker.set(null);
  $tickerError.set(null);
  $feedStatus.set(INITIAL_FEED_STATUS);
});

describe('PriceTicker', () => {
  it('shows the pair and Loading… before the first price', () => {
    const view = render();
    expect(view.html).toContain('BTC/USDT');
    expect(view.byTestId('last-price')).toBe('Loading…');
    expect(view.byTestId('price-change')).toBeNull();
    expect(view.byTestId('feed-status')).toContain('Connecting…');
    expect(view.tagOf('feed-status')).toContain('role="status"');
  });

  it('shows the last price and a signed red change for a fall', () => {
    $ticker.set(ticker);
    const view = render();
    expect(view.byTestId('last-price')).toBe('61,685.99');
    expect(view.byTestId('price-change')).toBe('-0.25%');
    expect(view.tagOf('price-change')).toContain('market-down');
  });

  it('shows a rise with a plus sign in green, in the given locale', () => {
    $ticker.set({ ...ticker, lastPrice: '62000.5', priceChangePercent: '0.262' });
    const view = render({ locale: 'de-DE' });
    expect(view.byTestId('last-price')).toBe('62.000,50');
    expect(view.byTestId('price-change')).toBe('+0,26\u00a0%');
    expect(view.tagOf('price-change')).toContain('market-up');
  });

  it('says where the prices come from', () => {
    expect(render().byTestId('feed-source')).toBe('Replay · recorded session, not live');
    expect(render({ feed: 'binance', feedLabel: 'Live · Binance' }).byTestId('feed-source')).toBe('Live · Binance');
  });

  it('says when the feed has given up, keeping the last price', () => {
    $ticker.set(ticker);
    $feedStatus.set({ state: 'disconnected', attempt: 5, retryInMs: null, exhausted: true });
    const view = render();
    expect(view.byTestId('feed-status')).toContain('Disconnected: retries exhausted');
    expect(view.byTestId('last-price')).toBe('61,685.99');
  });

  it('shows why there is no price when loading failed', () => {
    $tickerError.set('HTTP error! status: 503');
    const view = render();
    expect(view.byTestId('last-price')).toBe('Price unavailable');
    expect(view.byTestId('price-error')).toBe('HTTP error! status: 503');
  });

  it("does not show another symbol's price", () => {
    $ticker.set({ ...ticker, symbol: 'ETHUSDT' });
    const view = render();
    expect(view.byTestId('last-price')).toBe('Loading…');
  });
});
