import { describe, expect, it } from 'vitest';
import { startPlayback } from './playback';
import type { ReplayRecord } from './recording';
import { retimeRecord } from './retime';
import { buildTrack } from './track';

const base = 1_723_161_254_000;
const trade = (line: number, atOffset: number, t: number): ReplayRecord => ({
  type: 'trade',
  line,
  atMs: base + atOffset,
  stream: 'btcusdt@trade',
  // Exchange clock 1.2 s ahead of the recorder, as in the shipped sessions.
  event: { e: 'trade', E: base + atOffset + 1_200, s: 'BTCUSDT', t, p: '61837.63', q: '0.1', T: base + atOffset + 1_199, m: true },
});
const depth = (line: number, atOffset: number, U: number, u: number): ReplayRecord => ({
  type: 'depth',
  line,
  atMs: base + atOffset,
  stream: 'btcusdt@depth@100ms',
  event: { e: 'depthUpdate', E: base + atOffset + 1_200, s: 'BTCUSDT', U, u, b: [], a: [] },
});
const track = buildTrack({
  file: 'synthetic.jsonl',
  records: [depth(1, 0, 100, 105), trade(2, 10, 500), trade(3, 100, 501), depth(4, 150, 106, 110), trade(5, 200, 502)],
});

function play(ms: number, speed: number, loop: boolean) {
  const out: { record: ReplayRecord; sentAt: number }[] = [];
  const loops: number[] = [];
  return new Promise<{ out: typeof out; loops: number[]; ended: boolean }>((resolve) => {
    let ended = false;
    const player = startPlayback(
      track,
      { speed, loop },
      {
        onLoop: (n) => loops.push(n),
        onEvent: (event) => {
          const record = retimeRecord(event, track);
          if (record) out.push({ record, sentAt: Date.now() });
        },
        onEnd: () => {
          ended = true;
        },
      },
    );
    setTimeout(() => {
      player.stop();
      resolve({ out, loops, ended });
    }, ms);
  });
}

describe('playback', () => {
  it('loops with trade and update ids still rising and exchange times near now', async () => {
    const { out, loops } = await play(600, 5, true);
    expect(loops.length).toBeGreaterThanOrEqual(3);
    const trades = out.flatMap(({ record, sentAt }) => (record.type === 'trade' ? [{ ...record.event, sentAt }] : []));
    const ids = trades.map((t) => t.t);
    expect(ids.slice(0, 6)).toEqual([500, 501, 502, 503, 504, 505]);
    // Event time is when the record fell due; a busy machine only delays the send after it.
    for (const t of trades) expect(t.sentAt - t.E).toBeGreaterThanOrEqual(-1);
    for (const t of trades) expect(t.sentAt - t.E).toBeLessThan(250);
    const updates = out.flatMap(({ record }) => (record.type === 'depth' ? [record.event] : []));
    // Later loops skip the diff the bridging diff holds (play-track sends that one), then go on.
    expect(updates.slice(0, 4).map((u) => [u.U, u.u])).toEqual([
      [100, 105],
      [106, 110],
      [112, 116],
      [118, 122],
    ]);
  });

  it('keeps the recorded pace scaled by speed', async () => {
    const { out } = await play(700, 1, false);
    const first = out[0]?.sentAt ?? 0;
    const gaps = out.map((o) => o.sentAt - first);
    expect(gaps[4]).toBeGreaterThanOrEqual(195);
    expect(gaps[4]).toBeLessThan(450);
  });

  it('stops after one pass without --loop', async () => {
    const { out, ended } = await play(400, 5, false);
    expect(out).toHaveLength(5);
    expect(ended).toBe(true);
  });
});
