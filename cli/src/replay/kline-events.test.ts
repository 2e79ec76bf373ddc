import { parseMarketFrame } from '@bourse/market';
import { describe, expect, it } from 'vitest';
import { klineEvent, klineStreamInterval } from './kline-events';

const trade = (id: number, price: string, time: number, qty = '1') => ({ id, price, qty, time, isBuyerMaker: id % 2 === 0 });

describe('kline events of the replay', () => {
  it('reads the interval of a kline stream name', () => {
    expect(klineStreamInterval('btcusdt@kline_1m')).toBe('1m');
    expect(klineStreamInterval('btcusdt@kline_7m')).toBeNull();
    expect(klineStreamInterval('btcusdt@trade')).toBeNull();
  });

  it('builds the open candle from its trades only, in the shape the terminal accepts', () => {
    const trades = [
      trade(1, '90', 59_000),
      trade(2, '100', 60_000),
      trade(3, '104', 61_000, '2'),
      trade(4, '99', 62_000),
      trade(5, '500', 70_000),
    ];
    const event = klineEvent('BTCUSDT', trades, '1m', 65_000);
    expect(event?.k).toMatchObject({
      t: 60_000,
      T: 119_999,
      i: '1m',
      f: 2,
      L: 4,
      o: '100.00000000',
      h: '104.00000000',
      l: '99.00000000',
      c: '99.00000000',
      v: '4.00000000',
      n: 3,
      x: false,
    });
    const frame = parseMarketFrame(JSON.stringify({ stream: 'btcusdt@kline_1m', data: event }));
    expect(frame).toMatchObject({ ok: true, frame: { kind: 'kline' } });
    expect(klineEvent('BTCUSDT', trades, '1m', 125_000)).toBeNull();
  });
});
