import { describe, expect, it } from 'vitest';
import type { MiniTickerEvent } from '../protocol/binance';
import { mergeQuotes, quoteOf } from './quotes';
import type { Ticker } from '../types';

const mini = (s: string, c: string, o = '100'): MiniTickerEvent => ({
  e: '24hrMiniTicker',
  E: 1,
  s,
  c,
  o,
  h: '110',
  l: '90',
  v: '5',
  q: '500',
});
const ticker: Ticker = {
  symbol: 'BTCUSDT',
  lastPrice: '61837.50',
  openPrice: '61000',
  priceChange: '837.5',
  priceChangePercent: '1.373',
  highPrice: '62000',
  lowPrice: '60000',
  volume: '10',
  quoteVolume: '618375',
  lastTradeId: 9,
  updatedAt: 1,
};

describe('pair quotes', () => {
  it("takes each pair's figures from the mini tickers, its change from open and close", () => {
    const quotes = mergeQuotes({}, [mini('ETHUSDT', '101.5'), mini('BTCUSDT', '61837.63', '61685.99')]);
    expect(quotes.ETHUSDT).toMatchObject({ lastPrice: '101.5', priceChangePercent: '1.500', quoteVolume: '500' });
    expect(mergeQuotes(quotes, [mini('ETHUSDT', '101.5')])).toBe(quotes);
    expect(mergeQuotes(quotes, [mini('ETHUSDT', '99')]).ETHUSDT?.priceChangePercent).toBe('-1.000');
  });

  it("gives the followed pair the shown ticker's price, so every panel shows one price", () => {
    const quotes = mergeQuotes({}, [mini('BTCUSDT', '61837.63'), mini('ETHUSDT', '101.5')]);
    expect(quoteOf('BTCUSDT', quotes, ticker)?.lastPrice).toBe('61837.50');
    expect(quoteOf('ETHUSDT', quotes, ticker)?.lastPrice).toBe('101.5');
    expect(quoteOf('SOLUSDT', quotes, null)).toBeNull();
  });
});
