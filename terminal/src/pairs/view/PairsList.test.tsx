import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { buildPairRows } from '../../domain';
import { $favoritePairs, $pairs, $ticker, setPairsFilter } from '../../stores';
import { PriceTicker } from '../../ticker/view/PriceTicker';
import { PairsList, type PairsListProps } from './PairsList';

const props: PairsListProps = { restUrl: 'http://127.0.0.1:9443', wsUrl: 'ws://127.0.0.1:9443', feed: 'replay', feedLabel: 'Replay' };
const ticker = (symbol: string, lastPrice: string, quoteVolume: string) => ({
  symbol,
  lastPrice,
  quoteVolume,
  priceChange: '0',
  priceChangePercent: '-0.245',
  weightedAvgPrice: '0',
  prevClosePrice: '0',
  lastQty: '0',
  bidPrice: '0',
  bidQty: '0',
  askPrice: '0',
  askQty: '0',
  openPrice: '0',
  highPrice: '0',
  lowPrice: '0',
  volume: '0',
  openTime: 0,
  closeTime: 0,
  firstId: 0,
  lastId: 0,
  count: 0,
});
const rows = buildPairRows([ticker('BTCUSDT', '61685.99', '2'), ticker('ETHUSDT', '2612.01', '1'), ticker('XAUUSD', '1283.07', '0')]);
const render = (extra: Partial<PairsListProps> = {}) => renderToStaticMarkup(<PairsList {...props} {...extra} />);
const rowSymbols = (html: string) => [...html.matchAll(/data-symbol="([A-Z0-9]+)"/g)].map((m) => m[1]);

afterEach(() => {
  $ticker.set(null);
  $pairs.set({ status: 'loading', data: [], error: null });
  $favoritePairs.set([]);
  setPairsFilter({ category: 'crypto', query: '', favoritesOnly: false });
});

describe('PairsList', () => {
  it('has a labelled search box, category tabs and a count of what it shows', () => {
    $pairs.set({ status: 'ready', data: rows, error: null });
    const html = render();
    const id = html.match(/<input id="([^"]+)" type="search"/)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`<label for="${id}"`);
    expect(html).toMatch(/aria-pressed="true"[^>]*>Crypto</);
    expect(html).toContain('5 pairs found');
    expect(rowSymbols(html)).toEqual(['BTCUSDT', 'ETHUSDT', 'BNBUSDT', 'SOLUSDT', 'XRPUSDT']);
    expect(html).toMatch(
      /data-symbol="BNBUSDT" data-source="unserved".*?data-testid="pair-badge"[^>]*>BNB\/USDT is not in this recorded session</,
    );
  });

  it('marks recorded pairs as delayed and not live', () => {
    $pairs.set({ status: 'ready', data: rows, error: null });
    setPairsFilter({ category: 'metals' });
    const html = render();
    expect(rowSymbols(html)).toEqual(['XAUUSD']);
    // Said once above a tab of recorded quotes; each row keeps it for screen readers only.
    expect(html).toMatch(/data-testid="pairs-recorded"[^>]*>Recorded · delayed, not live</);
    expect(html).toMatch(/data-testid="pair-badge"[^>]*class="ui-visually-hidden"[^>]*>Recorded · delayed, not live</);
  });

  it('gives every row a star button that says whether it is a favourite, in Russian for ru', () => {
    $pairs.set({ status: 'ready', data: rows, error: null });
    $favoritePairs.set(['ETHUSDT']);
    const html = render({ locale: 'ru-RU' });
    expect(rowSymbols(html).slice(0, 2)).toEqual(['ETHUSDT', 'BTCUSDT']);
    expect(html).toContain('aria-pressed="true" aria-label="ETH/USDT: в избранное"');
    expect(html).toContain('aria-pressed="false" aria-label="BTC/USDT: в избранное"');
    expect(html).toContain('Найдено 5 пар');
  });

  it('says the list failed and shows the sample without prices', () => {
    $pairs.set({ status: 'error', data: buildPairRows(null), error: 'HTTP error! status: 503' });
    const html = render();
    expect(html).toContain('Pairs list unavailable (HTTP error! status: 503); showing a sample');
    expect(html).toContain('10 pairs found');
    expect(html).not.toMatch(/\d,\d{3}\.\d{2}/);
  });

  it("shows the followed pair at the same price as the top bar, not the list's older figure", () => {
    $pairs.set({ status: 'ready', data: rows, error: null });
    $ticker.set({
      symbol: 'BTCUSDT',
      lastPrice: '61700.12000000',
      openPrice: '61000',
      priceChange: '700.12',
      priceChangePercent: '1.148',
      highPrice: '62000',
      lowPrice: '60000',
      volume: '1',
      quoteVolume: '61700',
      lastTradeId: 5,
      updatedAt: 1,
    });
    const row = render().match(/data-symbol="BTCUSDT".*?<\/li>/)?.[0] ?? '';
    expect(row).toContain('>61,700.12<');
    expect(row).not.toContain('61,685.99');
    expect(renderToStaticMarkup(<PriceTicker {...props} />)).toMatch(/data-testid="last-price"[^>]*>61,700.12</);
  });
});
