import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ticker24hRestSchema, klinesSchema, RECORDED_QUOTE_SERIES } from '@bourse/market';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ohlcKlines, ohlcTicker, readOhlcSeries, type OhlcSeries } from './ohlc';
import { DATA_DIR, SHIPPED_OHLC } from './paths';
import { startReplayServer, type ReplayServer } from './server';

const series = new Map<string, OhlcSeries>();
let replay: ReplayServer;
beforeAll(async () => {
  for (const s of SHIPPED_OHLC) series.set(s.symbol, await readOhlcSeries(s.file, s.symbol, s.interval));
  replay = await startReplayServer({ port: 0 });
});
afterAll(() => replay.close());

describe('recorded OHLC pairs', () => {
  it('ships exactly the catalogued series, each with its provenance row', () => {
    const shipped = readdirSync(join(DATA_DIR, 'ohlc')).sort();
    expect(RECORDED_QUOTE_SERIES.map((s) => s.file).sort()).toEqual(shipped);
    const provenance = readFileSync(join(DATA_DIR, 'PROVENANCE.md'), 'utf8');
    for (const file of shipped) expect(provenance).toContain(`| ohlc/${file} |`);
  });

  it('reads every shipped bar, mid prices for OANDA series', () => {
    expect([...series.values()].map((s) => [s.symbol, s.bars.length])).toEqual([
      ['EURUSD', 6168],
      ['XAUUSD', 6677],
      ['AAPLUSD', 5849],
      ['SPYUSD', 5849],
    ]);
    // The last EURUSD row: 2018-12-31T21:00Z, mid 1.14567 / 1.14687 / 1.145605 / 1.14657.
    expect(series.get('EURUSD')?.bars.at(-1)?.slice(0, 5)).toEqual([
      Date.UTC(2018, 11, 31, 21),
      '1.14567000',
      '1.14687000',
      '1.14560500',
      '1.14657000',
    ]);
  });

  it('merges hourly bars into days, and serves the own bars for a finer interval', () => {
    const eur = series.get('EURUSD')!;
    const days = ohlcKlines(eur, '1d', { startTime: Date.UTC(2018, 11, 27), limit: 1 });
    // 2018-12-27 runs 00:00..23:00; its close is the 23:00 mid close 1.14302.
    expect(days[0]?.[0]).toBe(Date.UTC(2018, 11, 27));
    expect(days[0]?.[4]).toBe('1.14302000');
    expect(klinesSchema.safeParse(days).success).toBe(true);
    expect(ohlcKlines(eur, '1m', { limit: 2 }).map((k) => k[0])).toEqual([Date.UTC(2018, 11, 31, 20), Date.UTC(2018, 11, 31, 21)]);
  });

  it('derives a Binance-shaped 24hr ticker from the last day of bars', () => {
    const ticker = ohlcTicker(series.get('XAUUSD')!);
    expect(ticker24hRestSchema.safeParse(ticker).success).toBe(true);
    expect(ticker.lastPrice).toBe(series.get('XAUUSD')!.bars.at(-1)?.[4]);
  });

  it('serves them through the replay REST API, with no book', async () => {
    const body = async (path: string) => (await fetch(`${replay.restUrl}${path}`)).json() as Promise<any>;
    expect(replay.recordedPairs).toEqual(['EURUSD', 'XAUUSD', 'AAPLUSD', 'SPYUSD']);
    expect((await body('/api/v3/ticker/24hr?symbol=AAPLUSD')).symbol).toBe('AAPLUSD');
    expect(await body('/api/v3/klines?symbol=SPYUSD&interval=1d&limit=3')).toHaveLength(3);
    expect(await body('/api/v3/klines?symbol=EURUSD&interval=9x')).toEqual({ code: -1120, msg: 'Invalid interval.' });
    // A recorded series has bars, no book: an empty one, as Binance gives for a symbol out of trading.
    expect(await body('/api/v3/depth?symbol=EURUSD')).toEqual({ lastUpdateId: 0, bids: [], asks: [] });
  });
});
