import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RecordedQuoteFeed } from './recorded-feed';

// The engine's recorded forex feed on the shipped files: which quote plays follows the clock, so a
// restarted engine goes on where the loop was, and a folder without the files leaves them out.

const SHIPPED = path.resolve(import.meta.dirname, '../../../cli/data/ohlc');
const STEP = 2_000;

describe('the recorded quote feed', () => {
  it('plays EUR/USD from its first 2018 bar, one quote a step, each labelled with its bar’s date; no USD/JPY is recorded', async () => {
    const feed = await RecordedQuoteFeed.load(SHIPPED, STEP, () => {});
    expect(feed.series.map((s) => s.symbol).sort()).toEqual(['AAPLUSD', 'EURUSD', 'SPYUSD', 'XAUUSD']);
    expect(feed.quoteOf('USDJPY', 0)).toBeNull();
    const first = feed.quoteOf('EURUSD', 0)!;
    expect(first).toMatchObject({ recordedAt: Date.UTC(2018, 0, 2), bid: expect.stringMatching(/^\d\.\d{5}$/), sides: 'bid-ask' });
    const next = feed.quoteOf('EURUSD', STEP)!;
    expect([next.bid, next.ask]).not.toEqual([first.bid, first.ask]);
    expect(next.time).toBe(STEP);
  });

  it('an engine started again at the same moment plays the same quote (no jump back to the first bar), and the loop starts over', async () => {
    const now = 1_795_000_000_000;
    const [a, b] = await Promise.all([RecordedQuoteFeed.load(SHIPPED, STEP, () => {}), RecordedQuoteFeed.load(SHIPPED, STEP, () => {})]);
    expect(b.quoteOf('XAUUSD', now)).toEqual(a.quoteOf('XAUUSD', now));
    expect(a.quoteOf('XAUUSD', now)!.recordedAt).toBeGreaterThan(Date.UTC(2018, 0, 2));
    // The loop's length: the first step, after the start, that plays the first bar's first quote again.
    const barOf = (step: number) => a.quoteOf('SPYUSD', step * STEP)!.recordedAt;
    let length = 1;
    while (!(barOf(length) === barOf(0) && barOf(length - 1) !== barOf(0))) length += 1;
    expect(length).toBeGreaterThan(5_000);
    expect(a.quoteOf('SPYUSD', length * STEP)).toEqual({ ...a.quoteOf('SPYUSD', 0), time: length * STEP });
  });

  it('a folder without the recordings leaves every series out, each with a line in the log', async () => {
    const lines: string[] = [];
    const feed = await RecordedQuoteFeed.load('/nonexistent', STEP, (line) => lines.push(line));
    expect(feed.series).toEqual([]);
    expect(lines).toHaveLength(4);
  });
});
