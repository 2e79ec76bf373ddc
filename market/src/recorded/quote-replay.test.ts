import { describe, expect, it } from 'vitest';
import { Dec } from '../decimal';
import { loadQuoteBars } from '../test-support/recorded-quotes';
import { RECORDED_QUOTE_SERIES } from './catalogue';
import { quotesOfBar, replayQuotes } from './quote-replay';

const DIGITS: Record<string, number> = { EURUSD: 5, XAUUSD: 2, AAPLUSD: 2, SPYUSD: 2 };
const seriesOf = (symbol: string) => {
  const { series, bars } = loadQuoteBars(symbol);
  return { bars, replay: { symbol, digits: DIGITS[symbol]!, sides: series.sides } };
};

describe('replaying recorded bars as quotes', () => {
  it('walks a rising EURUSD bar open, high, close (its low was its open), with the recorded spread', () => {
    const { bars, replay } = seriesOf('EURUSD');
    const quotes = quotesOfBar(bars[0]!, replay);
    expect(quotes.map((q) => [q.point, q.bid, q.ask, q.spread])).toEqual([
      ['open', '1.19995', '1.20055', '0.00060'],
      ['high', '1.20174', '1.20189', '0.00015'],
      ['close', '1.20152', '1.20166', '0.00014'],
    ]);
    expect(quotes.every((q) => q.recorded && q.time === Date.UTC(2018, 0, 2) && q.sides === 'bid-ask')).toBe(true);
  });

  it('rounds gold to its 2 decimals outward (bid down, ask up), never narrower than recorded', () => {
    const { bars, replay } = seriesOf('XAUUSD');
    // 2018-01-01 23:00 UTC: bid 1302.732/1307.598/1302.661/1306.727, ask 1303.074/1308.1/1303.061/1306.99; rising.
    expect(quotesOfBar(bars[0]!, replay).map((q) => [q.point, q.bid, q.ask])).toEqual([
      ['open', '1302.73', '1303.08'],
      ['low', '1302.66', '1303.07'],
      ['high', '1307.59', '1308.10'],
      ['close', '1306.72', '1306.99'],
    ]);
  });

  it('walks a falling bar high before low, and gives stock bars no spread unless rounding makes one', () => {
    const { bars, replay } = seriesOf('SPYUSD');
    // 2021-03-30: open 394.35, high 395.78, low 393.0299, close 394.73 (rising: low first).
    const last = bars.find((b) => b.time === Date.UTC(2021, 2, 30))!;
    expect(quotesOfBar(last, replay).map((q) => [q.point, q.bid, q.ask, q.spread])).toEqual([
      ['open', '394.35', '394.35', '0.00'],
      ['low', '393.02', '393.03', '0.01'],
      ['high', '395.78', '395.78', '0.00'],
      ['close', '394.73', '394.73', '0.00'],
    ]);
    const falling = seriesOf('EURUSD').bars.find((b) => new Dec(b.bid.close).lt(b.bid.open) && b.bid.high !== b.bid.open)!;
    expect(quotesOfBar(falling, seriesOf('EURUSD').replay)[1]?.point).toBe('high');
  });

  it('keeps every replayed quote within its recorded bar, one tick at most outward, in time order', () => {
    for (const { symbol } of RECORDED_QUOTE_SERIES) {
      const { bars, replay } = seriesOf(symbol);
      const tick = new Dec(1).div(10 ** replay.digits);
      const byTime = new Map(bars.map((b) => [b.time, b]));
      let time = -Infinity;
      const outside: string[] = [];
      for (const quote of replayQuotes(bars, replay)) {
        const bar = byTime.get(quote.time)!;
        const [bid, ask] = [new Dec(quote.bid), new Dec(quote.ask)];
        const [recordedBid, recordedAsk] = [bar.bid[quote.point], bar.ask[quote.point]];
        const fits =
          quote.time >= time &&
          bid.lte(recordedBid) &&
          bid.gt(new Dec(recordedBid).minus(tick)) &&
          ask.gte(recordedAsk) &&
          ask.lt(new Dec(recordedAsk).plus(tick)) &&
          ask.minus(bid).toFixed(replay.digits) === quote.spread;
        if (!fits) outside.push(`${symbol} ${new Date(quote.time).toISOString()} ${quote.point}`);
        time = quote.time;
      }
      expect(outside).toEqual([]);
    }
  });

  it('starts at the first bar at or after a given time', () => {
    const { bars, replay } = seriesOf('EURUSD');
    const first = replayQuotes(bars, replay, Date.UTC(2018, 11, 31, 20, 30)).next().value;
    expect(first).toMatchObject({ time: Date.UTC(2018, 11, 31, 21), point: 'open', bid: '1.14558', ask: '1.14576' });
  });
});
