import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { priceKey } from '@bourse/market';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildBook } from '../book/rebuild';
import { CliError } from '../errors';
import { defaultSessionFiles, readRecording, startReplayServer, type ReplayServer } from '../replay';
import { parseRecordOptions } from '../commands/record';
import { recordSession } from './recorder';

let replay: ReplayServer;
beforeAll(async () => {
  replay = await startReplayServer({ files: defaultSessionFiles(), port: 0, speed: 10 });
});
afterAll(() => replay.close());

describe('bourse record, recording from the replay server', () => {
  it('writes a session that bourse replay reads and bourse book rebuilds to the recorded best bid/ask', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'bourse-record-')), 'session.jsonl.gz');
    const summary = await recordSession({
      symbols: ['BTCUSDT', 'ETHUSDT'],
      streams: ['depth', 'trade', 'bookTicker'],
      durationMs: 3_000,
      out,
      restBase: replay.restUrl,
      wsBase: replay.wsUrl,
    });
    expect(summary.snapshots).toBe(2);
    expect(summary.ws).toBeGreaterThan(500);
    const recording = await readRecording(out);
    expect(recording.records[0]).toMatchObject({
      type: 'connect',
      url: expect.stringContaining('btcusdt@depth@100ms/btcusdt@trade/btcusdt@bookTicker'),
    });
    const snapshots = recording.records.filter((r) => r.type === 'snapshot');
    expect(snapshots.map((r) => (r.type === 'snapshot' ? r.url : ''))).toEqual(
      expect.arrayContaining([
        `${replay.restUrl}/api/v3/depth?symbol=BTCUSDT&limit=1000`,
        `${replay.restUrl}/api/v3/depth?symbol=ETHUSDT&limit=1000`,
      ]),
    );
    for (const symbol of ['BTCUSDT', 'ETHUSDT']) {
      const tickers = new Map(
        recording.records.flatMap((r) => (r.type === 'bookTicker' && r.event.s === symbol ? [[r.event.u, r.event] as const] : [])),
      );
      let books = 0;
      let checked = 0;
      for (const event of rebuildBook(recording, symbol, 1)) {
        if (event.type !== 'book') continue;
        books += 1;
        const ticker = tickers.get(event.view.lastUpdateId);
        if (!ticker) continue;
        checked += 1;
        const [bid, ask] = [event.view.bids[0]!, event.view.asks[0]!];
        expect([bid[0], bid[1], ask[0], ask[1]].map(priceKey)).toEqual([ticker.b, ticker.B, ticker.a, ticker.A].map(priceKey));
      }
      expect(books).toBeGreaterThan(50);
      expect(checked).toBeGreaterThan(5);
    }
  }, 60_000);

  it('says when the host cannot be reached', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'bourse-record-')), 'x.jsonl');
    await expect(
      recordSession({
        symbols: ['BTCUSDT'],
        streams: ['trade'],
        durationMs: 1_000,
        out,
        restBase: 'http://127.0.0.1:9',
        wsBase: 'ws://127.0.0.1:9',
      }),
    ).rejects.toThrow('cannot record from ws://127.0.0.1:9/stream?streams=btcusdt@trade: the connection failed');
  });
});

describe('bourse record options', () => {
  const good = { symbols: 'btc/usdt,ETHUSDT', streams: 'depth,trade', duration: '60', out: 's.jsonl.gz' };
  it('normalises symbols and defaults to Binance unless told otherwise', () => {
    expect(parseRecordOptions(good, {})).toMatchObject({
      symbols: ['BTCUSDT', 'ETHUSDT'],
      durationMs: 60_000,
      restBase: 'https://api.binance.com',
    });
    expect(parseRecordOptions(good, { BINANCE_WS_URL: 'ws://x' }).wsBase).toBe('ws://x');
  });

  it.each([
    [{ symbols: 'BTC USDT' }, '--symbols'],
    [{ streams: 'depth,orders' }, '--streams'],
    [{ duration: '0' }, '--duration'],
    [{ duration: 'soon' }, '--duration'],
    [{ out: 'x.csv' }, '--out'],
  ])('refuses %o as a usage error naming %s', (bad, flag) => {
    const error = (() => {
      try {
        parseRecordOptions({ ...good, ...bad }, {});
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(CliError);
    expect(error).toMatchObject({ exitCode: 2, message: expect.stringContaining(flag) });
  });
});
