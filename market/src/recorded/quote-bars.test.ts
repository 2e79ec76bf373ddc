import { describe, expect, it } from 'vitest';
import { loadQuoteBars } from '../test-support/recorded-quotes';
import { RECORDED_QUOTE_SERIES } from './catalogue';
import { parseQuoteBars } from './quote-bars';

const OANDA_HEADER = 'time_utc,bid_open,bid_high,bid_low,bid_close,ask_open,ask_high,ask_low,ask_close,mid_open,mid_high,mid_low,mid_close';
const day = (iso: string) => new Date(iso).toISOString().slice(0, 10);

describe('recorded OHLC bars', () => {
  it('reads every shipped series whole, with the dates and sides its catalogue entry states', () => {
    const counts = RECORDED_QUOTE_SERIES.map((entry) => {
      const { series, bars } = loadQuoteBars(entry.symbol);
      expect([day(new Date(bars[0]!.time).toISOString()), day(new Date(bars.at(-1)!.time).toISOString())]).toEqual([
        series.covers.from,
        series.covers.to,
      ]);
      return [entry.symbol, bars.length];
    });
    expect(counts).toEqual([
      ['EURUSD', 6168],
      ['XAUUSD', 6677],
      ['AAPLUSD', 5849],
      ['SPYUSD', 5849],
    ]);
    // The first EURUSD row, both sides exactly as recorded.
    expect(loadQuoteBars('EURUSD').bars[0]).toEqual({
      time: Date.UTC(2018, 0, 2),
      bid: { open: '1.19995', high: '1.20174', low: '1.19995', close: '1.20152' },
      ask: { open: '1.20055', high: '1.20189', low: '1.20055', close: '1.20166' },
    });
  });

  it('gives a trade-price recording the same bid and ask (no spread was recorded)', () => {
    const parsed = parseQuoteBars('date,open,high,low,close,volume\n2021-03-31,121.65,123.54,121.15,122.15,109019052\n');
    expect(parsed).toEqual({
      ok: true,
      sides: 'trade',
      bars: [
        {
          time: Date.UTC(2021, 2, 31),
          bid: { open: '121.65', high: '123.54', low: '121.15', close: '122.15' },
          ask: { open: '121.65', high: '123.54', low: '121.15', close: '122.15' },
        },
      ],
    });
  });

  it.each([
    [
      'a price that is not a number',
      `${OANDA_HEADER}\n2018-01-02T00:00:00Z,1.2,1.3,1.1,x,1.2,1.3,1.1,1.2,0,0,0,0`,
      2,
      'a price is not a number',
    ],
    [
      'an ask below its bid',
      `${OANDA_HEADER}\n2018-01-02T00:00:00Z,1.2,1.3,1.1,1.2,1.2,1.3,1.1,1.19,0,0,0,0`,
      2,
      'an ask is below its bid',
    ],
    [
      'a close above the high',
      `${OANDA_HEADER}\n2018-01-02T00:00:00Z,1.2,1.3,1.1,1.31,1.2,1.4,1.1,1.31,0,0,0,0`,
      2,
      "the bar's high and low do not hold its open and close",
    ],
    ['time going back', 'date,open,high,low,close\n2021-03-31,1,1,1,1\n2021-03-30,1,1,1,1', 3, 'the bar is not later than the one before'],
    ['a bad time', 'date,open,high,low,close\nyesterday,1,1,1,1', 2, '"yesterday" is not a time'],
    ['a header without prices', 'date,price\n2021-03-31,1', 1, 'the header has no time and open/high/low/close columns'],
  ])('refuses %s with its line', (_name, text, line, reason) => {
    expect(parseQuoteBars(text)).toEqual({ ok: false, line, reason });
  });
});
