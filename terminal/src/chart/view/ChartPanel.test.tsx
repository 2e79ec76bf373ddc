import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { Kline, Ticker } from '@bourse/market';
import { $candleInterval, $candles, $selectedPair, $ticker } from '../../stores';
import { $chartPanel, showChartView, toggleChartIndicator } from '../store/chart-panel';
import { ChartPanel, type ChartPanelProps } from './ChartPanel';

const props: ChartPanelProps = {
  restUrl: 'http://127.0.0.1:9443',
  wsUrl: 'ws://127.0.0.1:9443',
  feed: 'replay',
  feedLabel: 'Replay · recorded session, not live',
};
const T0 = 1723161240000;
const candles = (count: number): Kline[] =>
  Array.from({ length: count }, (_, i) => [
    T0 + i * 60_000,
    '100',
    '102',
    '99',
    `${101 + i}`,
    '3',
    T0 + (i + 1) * 60_000 - 1,
    '0',
    1,
    '0',
    '0',
    '0',
  ]);

// Server rendering gives the markup the island first paints (effects, and so the canvas, do not run).
const render = (extra: Partial<ChartPanelProps> = {}) => renderToStaticMarkup(<ChartPanel {...props} {...extra} />);
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

afterEach(() => {
  $chartPanel.setKey('view', null);
  $chartPanel.setKey('indicators', null);
  $candles.set(null);
  $candleInterval.set('1m');
  $ticker.set(null);
  $selectedPair.set(null);
});

describe('ChartPanel', () => {
  it('shows a loading state until the candles arrive', () => {
    const html = render();
    expect(html).toMatch(/<div role="status" data-testid="chart-state"[^>]*>Loading…<\/div>/);
    expect(html).toContain('data-status="loading"');
  });

  it('shows the Russian error title and the detail when the klines fail', () => {
    $candles.set({ symbol: 'BTCUSDT', interval: '1m', status: 'error', candles: [], error: 'HTTP error! status: 500' });
    const html = render({ locale: 'ru-RU' });
    expect(html).toContain('role="alert"');
    expect(text(html)).toContain('Ошибка загрузки данных HTTP error! status: 500');
  });

  it('says "no data" when the market answers with no candles', () => {
    $candles.set({ symbol: 'BTCUSDT', interval: '1m', status: 'ready', candles: [], error: null });
    expect(text(render())).toContain('No data to display');
  });

  it('ignores candles of another pair or interval, showing loading instead of stale prices', () => {
    $candles.set({ symbol: 'ETHUSDT', interval: '1m', status: 'ready', candles: candles(60), error: null });
    expect(render()).toContain('data-status="loading"');
    $candles.set({ symbol: 'BTCUSDT', interval: '5m', status: 'ready', candles: candles(60), error: null });
    expect(render()).toContain('data-status="loading"');
  });

  it('follows the pair picked in the top bar or pairs list over the page’s own', () => {
    $selectedPair.set('ETHUSDT');
    $candles.set({ symbol: 'ETHUSDT', interval: '1m', status: 'ready', candles: candles(60), error: null });
    const html = render({ symbol: 'BTCUSDT' });
    expect(html).toContain('aria-label="ETH/USDT chart"');
    expect(html).toContain('data-status="ready"');
  });

  it('exposes the last close once candles are ready, and keeps the loading state until the chart library draws them', () => {
    $candles.set({ symbol: 'BTCUSDT', interval: '1m', status: 'ready', candles: candles(60), error: null });
    const html = render();
    expect(html).toContain('data-last-close="160"');
    // The first paint comes before the chart library (loaded on first use; ChartStage.test.tsx).
    expect(html).toMatch(/data-testid="chart-state"[^>]*>Loading…/);
  });

  it('offers the seven quick intervals as labelled toggle buttons, the current one pressed', () => {
    const html = render({ locale: 'ru-RU' });
    const quick = [
      ...html.matchAll(
        /<button type="button"[^>]*aria-pressed="(true|false)" aria-label="([^"]+)"[^>]*data-interval="[^"]+">([^<]+)<\/button>/g,
      ),
    ].map((match) => [match[3], match[1], match[2]]);
    // A voice user says what they see: the accessible name starts with the visible text.
    expect(quick[1]?.[2]).toBe('5м (5 минут)');
    expect(quick.every(([text, , name]) => name!.startsWith(`${text!} (`))).toBe(true);
    expect(quick.slice(0, 7).map(([text, pressed]) => [text, pressed])).toEqual([
      ['1м', 'true'],
      ['5м', 'false'],
      ['15м', 'false'],
      ['1ч', 'false'],
      ['4ч', 'false'],
      ['1д', 'false'],
      ['1н', 'false'],
    ]);
  });

  it('lists all 15 intervals in a labelled dropdown', () => {
    const html = render();
    const id = html.match(/<label for="([^"]+)"[^>]*>All intervals<\/label>/)?.[1];
    expect(id).toBeTruthy();
    const select = html.match(new RegExp(`<select id="${id}"[^>]*>(.*?)</select>`))?.[1] ?? '';
    expect([...select.matchAll(/<option value="([^"]+)"/g)].map((match) => match[1])).toHaveLength(15);
  });

  it('names the zoom buttons and shows the four styles and five indicators as toggles', () => {
    const html = text(render());
    for (const word of ['Candles', 'Bars', 'Line', 'Area', 'EMA 9', 'MA 50', 'MA 200', 'Bollinger 20', 'RSI 14', 'MACD 12/26/9'])
      expect(html).toContain(word);
    // The tools are pictures: each button is named by its aria-label, with the same words as a tooltip.
    for (const name of ['Zoom in', 'Zoom out', 'Fullscreen', 'Download PNG', 'Share', 'Trend line', 'Measure'])
      expect(render()).toContain(`aria-label="${name}"`);
    expect(render()).toMatch(/aria-label="Fullscreen" title="Fullscreen"><svg/);
  });

  it('says an indicator needs at least 50 points on a short history', () => {
    $candles.set({ symbol: 'BTCUSDT', interval: '1m', status: 'ready', candles: candles(20), error: null });
    expect(text(render({ indicators: ['rsi'] }))).toContain('RSI 14 needs at least 50 points; 20 loaded');
    expect(text(render({ indicators: ['rsi'], locale: 'ru-RU' }))).toContain('RSI 14: нужно не менее 50 точек, загружено 20');
  });

  it('shows the pair’s last price and 24h change in the header', () => {
    const ticker: Ticker = {
      symbol: 'BTCUSDT',
      lastPrice: '61685.99',
      openPrice: '61837.63',
      priceChange: '-151.64',
      priceChangePercent: '-0.245',
      highPrice: '1',
      lowPrice: '1',
      volume: '1',
      quoteVolume: '1',
      lastTradeId: 1,
      updatedAt: 1,
    };
    $ticker.set(ticker);
    const html = text(render());
    expect(html).toContain('61,685.99');
    expect(html).toContain('-0.25%');
  });

  it("opens on the page's first view and indicators, then shows what the trader picked", () => {
    $candles.set({ symbol: 'BTCUSDT', interval: '1m', status: 'ready', candles: candles(60), error: null });
    const first = render({ view: 'info', indicators: ['rsi', 'ema9'] });
    expect(first).toContain('data-view="info"');
    // EMA 9 draws one line; RSI adds its own.
    expect(Number(/data-series="(\d+)"/.exec(first)?.[1])).toBeGreaterThan(1);
    showChartView('chart');
    toggleChartIndicator(['ema9', 'rsi'], 'rsi');
    const picked = render({ view: 'info', indicators: ['rsi', 'ema9'] });
    expect(picked).toContain('data-view="chart"');
    expect(picked).toContain('data-series="1"');
  });
});
