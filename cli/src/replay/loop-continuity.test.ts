import { bestLevels, initialBookSync, receiveDiff, receiveSnapshot, type BookSync } from '@bourse/terminal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSessionFiles } from './paths';
import { readRecording } from './recording';
import { startReplayServer, type ReplayServer } from './server';
import { buildTrack, type Track } from './track';

// The shipped BTCUSDT session at 100x: one loop every ~4 s, so a run crosses two loop boundaries.
const file = defaultSessionFiles().find((f) => f.includes('BTCUSDT')) ?? '';
let replay: ReplayServer;
let track: Track;

beforeAll(async () => {
  track = buildTrack(await readRecording(file));
  replay = await startReplayServer({ files: [file], port: 0, speed: 100 });
});
afterAll(() => replay.close());

interface Seen {
  resyncs: string[];
  matches: number;
  laterMatches: number;
  mismatches: string[];
  tradeIds: number[];
  tradeTimes: number[];
  eventTimes: number[];
  lastUpdateId: number;
}

/** A client that keeps its book with the terminal's own code, as ccxt and the terminal do. */
function follow(untilUpdateId: number, laterFrom: number): Promise<Seen> {
  const seen: Seen = {
    resyncs: [],
    matches: 0,
    laterMatches: 0,
    mismatches: [],
    tradeIds: [],
    tradeTimes: [],
    eventTimes: [],
    lastUpdateId: 0,
  };
  let sync: BookSync = initialBookSync();
  let snapshots = 0;
  const tickers = new Map<number, { u: number; b: string; B: string; a: string; A: string }>();
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${replay.wsUrl}/stream?streams=btcusdt@depth@100ms/btcusdt@bookTicker/btcusdt@trade`);
    const timer = setTimeout(() => {
      ws.close();
      reject(new Error(`book only reached ${seen.lastUpdateId}, wanted ${untilUpdateId}`));
    }, 60_000);
    const snapshot = async () => {
      snapshots += 1;
      const body = await (await fetch(`${replay.restUrl}/api/v3/depth?symbol=BTCUSDT&limit=5000`)).json();
      const step = receiveSnapshot(sync, body);
      sync = step.sync;
      if (step.resync) seen.resyncs.push(step.resync.code);
      if (step.fetchSnapshot) void snapshot();
    };
    ws.onmessage = (message) => {
      const { stream, data } = JSON.parse(String(message.data));
      if (stream.endsWith('@trade')) {
        seen.tradeIds.push(data.t);
        seen.tradeTimes.push(data.T);
      } else if (stream.endsWith('@bookTicker')) {
        // A bookTicker leaves at once, the diff holding its id at the end of its 100 ms batch.
        tickers.set(data.u, data);
      } else {
        seen.eventTimes.push(data.E);
        const step = receiveDiff(sync, data);
        sync = step.sync;
        if (step.resync) seen.resyncs.push(`${step.resync.code} at ${data.U}`);
        if (step.fetchSnapshot && snapshots === 0) void snapshot();
        seen.lastUpdateId = data.u;
        const ticker = sync.status === 'live' ? tickers.get(sync.book.lastUpdateId) : undefined;
        if (ticker && sync.status === 'live') {
          const { bid, ask } = bestLevels(sync.book);
          if (bid?.[0] === ticker.b && bid?.[1] === ticker.B && ask?.[0] === ticker.a && ask?.[1] === ticker.A) {
            seen.matches += 1;
            if (ticker.u > laterFrom) seen.laterMatches += 1;
          } else seen.mismatches.push(`u ${ticker.u}: book ${bid}/${ask}, bookTicker ${ticker.b},${ticker.B}/${ticker.a},${ticker.A}`);
        }
        if (tickers.size > 10_000) tickers.clear();
        if (data.u > untilUpdateId) {
          clearTimeout(timer);
          ws.close();
          resolve(seen);
        }
      }
    };
  });
}

describe('replay loops', () => {
  it('continue update ids, trade ids and times across two loop boundaries, with the book right throughout', async () => {
    const plan = track.continuity.get('BTCUSDT')!;
    const seen = await follow(plan.restartUpdateId + 2 * plan.updateIdSpan + 100, plan.restartUpdateId + plan.updateIdSpan);
    expect(seen.resyncs).toEqual([]);
    expect(seen.mismatches).toEqual([]);
    // Every bookTicker naming the book's id agreed, in the first pass and the two after it.
    expect(seen.matches).toBeGreaterThan(300);
    expect(seen.laterMatches).toBeGreaterThan(200);
    for (let i = 1; i < seen.tradeIds.length; i += 1) expect(seen.tradeIds[i]).toBe(seen.tradeIds[i - 1]! + 1);
    for (let i = 1; i < seen.tradeTimes.length; i += 1) expect(seen.tradeTimes[i]).toBeGreaterThanOrEqual(seen.tradeTimes[i - 1]!);
    for (let i = 1; i < seen.eventTimes.length; i += 1) expect(seen.eventTimes[i]).toBeGreaterThanOrEqual(seen.eventTimes[i - 1]!);
  }, 70_000);
});
