import { describe, expect, it } from 'vitest';
import { rest } from '../../test-support/ticker-fixtures';
import { buildTickerStrip, mergeTickerStrip, SAMPLE_TICKER_STRIP } from './ticker-strip';

const eth = {
  ...rest,
  symbol: 'ETHUSDT',
  lastPrice: '2612.01000000',
  volume: '10.00000000',
  highPrice: '2700.00000000',
  lowPrice: '2500.00000000',
};

describe('buildTickerStrip', () => {
  it('keeps the strip order, drops the USDT suffix and pairs the host does not serve, and takes volume x last price', () => {
    const items = buildTickerStrip([eth, rest, { ...rest, symbol: 'EURUSD' }]);
    expect(items.map((i) => i.symbol)).toEqual(['BTC', 'ETH']);
    expect(items[1]).toMatchObject({
      pair: 'ETHUSDT',
      sample: false,
      lastPrice: '2612.01000000',
      high24h: '2700.00000000',
      low24h: '2500.00000000',
      volume: '26120.10000000',
    });
    // 212.03315 x 61685.99, exactly (decimal, not binary floating point).
    expect(items[0]!.volume).toBe('13079474.77056850');
  });

  it('gives no volume when a figure is not a number, instead of NaN', () => {
    expect(buildTickerStrip([{ ...rest, volume: 'abc' }])[0]!.volume).toBeNull();
  });
});

describe('mergeTickerStrip', () => {
  it('keeps the previous entry object when none of its values changed, and the list when nothing did', () => {
    const first = buildTickerStrip([rest, eth]);
    const same = buildTickerStrip([rest, eth]);
    expect(mergeTickerStrip(first, same)).toBe(first);
    const moved = mergeTickerStrip(first, buildTickerStrip([rest, { ...eth, lastPrice: '2613.00000000' }]));
    expect(moved).not.toBe(first);
    expect(moved[0]).toBe(first[0]);
    expect(moved[1]).not.toBe(first[1]);
    expect(moved[1]!.lastPrice).toBe('2613.00000000');
  });

  it('replaces the samples once real figures arrive', () => {
    const merged = mergeTickerStrip(SAMPLE_TICKER_STRIP, buildTickerStrip([rest, eth]));
    expect(merged.every((item) => !item.sample && item.lastPrice !== null)).toBe(true);
  });
});

describe('SAMPLE_TICKER_STRIP', () => {
  it('is BTC and ETH with no figures at all', () => {
    expect(SAMPLE_TICKER_STRIP.map((i) => i.symbol)).toEqual(['BTC', 'ETH']);
    expect(
      SAMPLE_TICKER_STRIP.every((i) => i.sample && [i.lastPrice, i.priceChange, i.high24h, i.low24h, i.volume].every((v) => v === null)),
    ).toBe(true);
  });
});
