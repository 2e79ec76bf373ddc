import { bestLevels, initialBookSync, receiveDiff, receiveSnapshot, type BookSync } from '@bourse/market';
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
  updateIds: number[];
  closes: { code: number; reason: string; lastUpdateIdBefore: number; snapshotAfter?: number }[];
  lastUpdateId: number;
}

/**
 * A client that keeps its book with the terminal's own code, as ccxt and the terminal do: it
 * subscribes, buffers diffs while it fetches a snapshot, and after the server closes the
 * connection it connects again and starts over from a new snapshot.
 */
function follow(untilUpdateId: number, laterFrom: number): Promise<Seen> {
  const seen: Seen = {
    resyncs: [],
    matches: 0,
    laterMatches: 0,
    mismatches: [],
    tradeIds: [],
    tradeTimes: [],
    eventTimes: [],
    updateIds: [],
    closes: [],
    lastUpdateId: 0,
  };
  const tickers = new Map<number, { u: number; b: string; B: string; a: string; A: string }>();
  return new Promise((resolve, reject) => {
    let done = false;
    const timer = setTimeout(() => {
      done = true;
      reject(new Error(`book only reached ${seen.lastUpdateId}, wanted ${untilUpdateId}`));
    }, 60_000);
    const connect = () => {
      let sync: BookSync = initialBookSync();
      let snapshots = 0;
      const ws = new WebSocket(`${replay.wsUrl}/stream?streams=btcusdt@depth@100ms/btcusdt@bookTicker/btcusdt@trade`);
      const snapshot = async () => {
        snapshots += 1;
        const answer = await fetch(`${replay.restUrl}/api/v3/depth?symbol=BTCUSDT&limit=5000`).catch((error: unknown) => {
          if (!done) reject(error);
        });
        if (!answer || done) return;
        const body = await answer.json();
        const close = seen.closes.at(-1);
        if (close && close.snapshotAfter === undefined) close.snapshotAfter = body.lastUpdateId;
        const step = receiveSnapshot(sync, body);
        sync = step.sync;
        if (step.resync) seen.resyncs.push(step.resync.code);
        if (step.fetchSnapshot) void snapshot();
      };
      ws.onclose = (event) => {
        if (done) return;
        seen.closes.push({ code: event.code, reason: event.reason, lastUpdateIdBefore: seen.lastUpdateId });
        connect();
      };
      ws.onmessage = (message) => {
        if (done) return;
        const { stream, data } = JSON.parse(String(message.data));
        if (stream.endsWith('@trade')) {
          seen.tradeIds.push(data.t);
          seen.tradeTimes.push(data.T);
        } else if (stream.endsWith('@bookTicker')) {
          // A bookTicker leaves at once, the diff holding its id at the end of its 100 ms batch.
          tickers.set(data.u, data);
        } else {
          seen.eventTimes.push(data.E);
          seen.updateIds.push(data.u);
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
          // Done past the target once the book is live again after the last reconnect.
          if (data.u > untilUpdateId && sync.status === 'live') {
            done = true;
            clearTimeout(timer);
            ws.close();
            resolve(seen);
          }
        }
      };
    };
    connect();
  });
}

const rising = (values: number[]) => values.every((value, i) => i === 0 || value > values[i - 1]!);
const neverFalling = (values: number[]) => values.every((value, i) => i === 0 || value >= values[i - 1]!);

describe('replay loops', () => {
  it('end each pass with a normal close; a client that reconnects gets a snapshot above every id it saw, and the book stays right', async () => {
    const plan = track.continuity.get('BTCUSDT')!;
    const seen = await follow(plan.restartUpdateId + 2 * plan.updateIdSpan + 100, plan.restartUpdateId + plan.updateIdSpan);
    // Two loop boundaries crossed: each a close frame with code 1000 and its reason, as Binance's
    // scheduled disconnects, and each new snapshot numbered above every diff sent before it.
    expect(seen.closes.map((c) => c.code)).toEqual([1000, 1000]);
    expect(seen.closes[0]!.reason).toMatch(/starts again.*new depth snapshot/);
    for (const close of seen.closes) expect(close.snapshotAfter).toBeGreaterThan(close.lastUpdateIdBefore);
    expect(seen.resyncs).toEqual([]);
    expect(seen.mismatches).toEqual([]);
    // Every bookTicker naming the book's id agreed, in the first pass and the two after it.
    expect(seen.matches).toBeGreaterThan(300);
    expect(seen.laterMatches).toBeGreaterThan(200);
    // Ids only rise and times never go back, across the loops.
    expect(rising(seen.updateIds)).toBe(true);
    expect(rising(seen.tradeIds)).toBe(true);
    expect(neverFalling(seen.tradeTimes)).toBe(true);
    expect(neverFalling(seen.eventTimes)).toBe(true);
  }, 180_000);
});
