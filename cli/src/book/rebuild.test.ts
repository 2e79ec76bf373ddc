import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { priceKey } from '@bourse/market';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultSessionFiles, readRecording } from '../replay';
import { formatBookText, rebuildBook, type BookEvent } from './rebuild';

describe.each(['BTCUSDT', 'ETHUSDT'])('bourse book on the shipped %s session', (symbol) => {
  it('matches the recorded bookTicker at every shared update id: 0 mismatches', async () => {
    const recording = await readRecording(defaultSessionFiles().find((f) => f.includes(symbol)) ?? '');
    const tickers = new Map(recording.records.flatMap((r) => (r.type === 'bookTicker' ? [[r.event.u, r.event] as const] : [])));
    let checked = 0;
    const mismatches: number[] = [];
    for (const event of rebuildBook(recording, symbol, 1)) {
      expect(event.type).toBe('book');
      if (event.type !== 'book') continue;
      const ticker = tickers.get(event.view.lastUpdateId);
      if (!ticker) continue;
      checked += 1;
      const [bid, ask] = [event.view.bids[0], event.view.asks[0]];
      const same =
        bid &&
        ask &&
        [bid[0], bid[1], ask[0], ask[1]].map(priceKey).join() === [ticker.b, ticker.B, ticker.a, ticker.A].map(priceKey).join();
      if (!same) mismatches.push(event.view.lastUpdateId);
    }
    expect(mismatches).toEqual([]);
    expect(checked).toBeGreaterThan(300);
  });
});

// A recording in the documented format that is not one of ours: two symbols, the snapshot's
// symbol named in its URL, a gap, a second snapshot, and a partial depth20 frame.
const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));
function writeRecording(lines: unknown[]): string {
  const folder = mkdtempSync(join(tmpdir(), 'bourse-book-'));
  folders.push(folder);
  const file = join(folder, 'session.jsonl');
  writeFileSync(file, lines.map((line) => JSON.stringify(line)).join('\n'));
  return file;
}
const ws = (t: number, stream: string, data: unknown) => ({ ts_local: t, kind: 'ws', data: { stream, data } });
const diff = (U: number, u: number, b: [string, string][], a: [string, string][] = [], s = 'SOLUSDT') => ({
  e: 'depthUpdate',
  E: 1,
  s,
  U,
  u,
  b,
  a,
});
const snapshot = (t: number, lastUpdateId: number, bid: string) => ({
  ts_local: t,
  kind: 'http',
  url: 'https://api.binance.com/api/v3/depth?symbol=SOLUSDT&limit=1000',
  data: { lastUpdateId, bids: [[bid, '1']], asks: [['150.00', '2']] },
});

describe('bourse book on any recording in the documented format', () => {
  it('buffers, applies after the snapshot, resyncs on a gap from the next snapshot, and takes depth20 frames', async () => {
    const file = writeRecording([
      ws(1, 'solusdt@depth@100ms', diff(10, 12, [['148.00', '1']])),
      ws(1.1, 'btcusdt@trade', { e: 'trade', E: 1, s: 'BTCUSDT', t: 1, p: '1', q: '1', T: 1, m: true }),
      snapshot(1.2, 11, '149.00'),
      ws(1.3, 'solusdt@depth@100ms', diff(13, 14, [['149.00', '0']])),
      ws(1.4, 'solusdt@depth@100ms', diff(20, 21, [['147.00', '1']])),
      snapshot(1.5, 30, '146.50'),
      ws(1.6, 'solusdt@depth@100ms', diff(31, 31, [], [['150.00', '0.5']])),
      ws(1.7, 'solusdt@depth20@100ms', { lastUpdateId: 40, bids: [['145.00', '3']], asks: [['151.00', '4']] }),
    ]);
    const events: BookEvent[] = [...rebuildBook(await readRecording(file), 'SOLUSDT', 5)];
    expect(events.map((e) => (e.type === 'book' ? e.view : { resync: e.message, line: e.line }))).toEqual([
      {
        lastUpdateId: 12,
        bids: [
          ['149.00', '1'],
          ['148.00', '1'],
        ],
        asks: [['150.00', '2']],
      },
      { lastUpdateId: 14, bids: [['148.00', '1']], asks: [['150.00', '2']] },
      { resync: 'update ids jump from 14 to 20', line: 5 },
      { lastUpdateId: 31, bids: [['146.50', '1']], asks: [['150.00', '0.5']] },
      { lastUpdateId: 40, bids: [['145.00', '3']], asks: [['151.00', '4']] },
    ]);
  });

  it('names the file when the symbol is missing or no snapshot can place the diffs', async () => {
    const file = writeRecording([ws(1, 'solusdt@depth@100ms', diff(10, 12, [['148.00', '1']]))]);
    const recording = await readRecording(file);
    expect(() => [...rebuildBook(recording, 'DOGEUSDT', 5)]).toThrow(`recording ${file}: has no DOGEUSDT frames (symbols in it: SOLUSDT)`);
    expect(() => [...rebuildBook(recording, 'SOLUSDT', 5)]).toThrow(`recording ${file}: has no usable /api/v3/depth snapshot for SOLUSDT`);
  });

  it('prints bids and asks side by side under the update id', () => {
    expect(
      formatBookText({
        lastUpdateId: 7,
        bids: [['1.5', '2']],
        asks: [
          ['1.6', '3'],
          ['1.7', '4'],
        ],
      }).split('\n'),
    ).toEqual(['update 7', `  ${'2 @ 1.5'.padStart(34)}  |  1.6 x 3`, `  ${''.padStart(34)}  |  1.7 x 4`]);
  });
});
