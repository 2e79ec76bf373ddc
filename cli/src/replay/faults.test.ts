import { bookView, type FeedStatus } from '@bourse/market';
import { openMarketStream, resetRateLimits, startBookFeed } from '@bourse/market/client';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultSessionFiles } from './paths';
import { startReplayServer, type ReplayServer } from './server';

const btcSession = defaultSessionFiles().filter((f) => f.includes('BTCUSDT'));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let replay: ReplayServer | null = null;
const cleanups: (() => void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  await replay?.close();
  replay = null;
  resetRateLimits();
});

/** A terminal book feed on the replay's diff stream, as the browser runs it. */
function followBook(server: ReplayServer) {
  const logs: string[] = [];
  const statuses: FeedStatus[] = [];
  const feed = startBookFeed({ restUrl: server.restUrl, symbol: 'BTCUSDT', onBook: () => {}, log: (line) => logs.push(line) });
  const stream = openMarketStream({
    wsBase: server.wsUrl,
    streams: ['btcusdt@depth@100ms'],
    onFrame: feed.receive,
    onStatus: (status) => statuses.push(status),
    log: (line) => logs.push(line),
  });
  cleanups.push(() => {
    stream.close();
    feed.stop();
  });
  return { feed, logs, statuses };
}

async function depth(server: ReplayServer, limit: number) {
  return (await fetch(`${server.restUrl}/api/v3/depth?symbol=BTCUSDT&limit=${limit}`)).json() as Promise<{ lastUpdateId: number }>;
}

describe('fault injection against the terminal market layer', () => {
  it('every withheld diff makes the client resync, and its book ends equal to the server snapshot', async () => {
    replay = await startReplayServer({ files: btcSession, port: 0, speed: 60, loop: false, faults: { gapEveryDiffs: 250 } });
    const { feed, logs } = followBook(replay);
    let last = -1;
    for (let stable = 0; stable < 3; await sleep(400)) {
      const server = await depth(replay, 20);
      const sync = feed.sync();
      const same = sync.status === 'live' && sync.book.lastUpdateId === server.lastUpdateId;
      stable = same && server.lastUpdateId === last ? stable + 1 : 0;
      last = server.lastUpdateId;
    }
    const sync = feed.sync();
    if (sync.status !== 'live') throw new Error('book not live');
    expect(bookView(sync.book, 20)).toEqual(await depth(replay, 20));
    const resyncs = logs.filter((line) => line.includes('update ids jump'));
    expect(replay.faults.withheld.length).toBeGreaterThanOrEqual(10);
    // A gap that falls while the client waits for a snapshot is covered by that snapshot (how
    // many do depends on the machine's load), so: several resyncs, each at a withheld diff.
    expect(resyncs.length).toBeGreaterThanOrEqual(3);
    for (const line of resyncs) {
      const [, from] = line.match(/BTCUSDT from http:\/\/127\.0\.0\.1:\d+: update ids jump from (\d+) to \d+/) ?? [];
      expect(replay.faults.withheld).toContain(Number(from) + 1);
    }
  }, 60_000);

  it('refused connections: reconnects after exactly 1, 2, 4, 8 and 15 s, then stays disconnected', async () => {
    replay = await startReplayServer({ files: btcSession, port: 0, faults: { refuseConnections: true } });
    const { statuses } = followBook(replay);
    while (!statuses.at(-1)?.exhausted) await sleep(200);
    const attempts = replay.faults.connectionAttempts;
    const waits = attempts.slice(1).map((at, i) => at - (attempts[i] as number));
    expect(waits).toHaveLength(5);
    [1_000, 2_000, 4_000, 8_000, 15_000].forEach((planned, i) => {
      expect(waits[i]).toBeGreaterThanOrEqual(planned);
      // Late by at most a second (a loaded machine runs timers late), so each gap is still told from the next.
      expect(waits[i]).toBeLessThan(planned + 1_000);
    });
    await sleep(1_500);
    expect(attempts).toHaveLength(6);
    expect(statuses.at(-1)).toEqual({ state: 'disconnected', attempt: 5, retryInMs: null, exhausted: true });
  }, 120_000);

  it('a connection cut after N messages is reopened after 1 s and the book resyncs', async () => {
    replay = await startReplayServer({ files: btcSession, port: 0, speed: 20, faults: { dropAfterMessages: 40 } });
    const { feed, statuses } = followBook(replay);
    while (statuses.filter((s) => s.state === 'connected').length < 2) await sleep(100);
    const drop = statuses.findIndex((s) => s.state === 'disconnected');
    expect(statuses[drop]).toMatchObject({ attempt: 1, retryInMs: 1_000 });
    replay.faults.set({});
    while (feed.sync().status !== 'live') await sleep(100);
    expect(feed.sync().status).toBe('live');
  }, 60_000);

  it('a connection cut after S seconds is reopened', async () => {
    replay = await startReplayServer({ files: btcSession, port: 0, faults: { dropAfterMs: 300 } });
    const { statuses } = followBook(replay);
    while (statuses.filter((s) => s.state === 'connected').length < 2) await sleep(100);
    expect(statuses.map((s) => s.state).slice(0, 4)).toEqual(['connecting', 'connected', 'disconnected', 'connecting']);
  }, 60_000);

  it('a 429 with Retry-After holds the snapshot back until it has passed', async () => {
    replay = await startReplayServer({ files: btcSession, port: 0, speed: 5, faults: { rateLimit: { requests: 1, retryAfterSec: 2 } } });
    const started = Date.now();
    const { feed, logs } = followBook(replay);
    while (feed.sync().status !== 'live') await sleep(50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_000);
    expect(logs.some((line) => line.includes('HTTP error! status: 429') && line.includes('trying again in 2000 ms'))).toBe(true);
  }, 60_000);

  it('delays REST answers and frames by the injected delay', async () => {
    replay = await startReplayServer({ files: btcSession, port: 0, faults: { delayMs: 400 } });
    const started = Date.now();
    expect((await fetch(`${replay.restUrl}/api/v3/ping`)).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);
  });

  it('pings clients, and a terminal client answers them and stays connected', async () => {
    replay = await startReplayServer({ files: btcSession, port: 0, pingIntervalMs: 100 });
    const { statuses } = followBook(replay);
    await sleep(1_200);
    expect(statuses.map((s) => s.state)).toEqual(['connecting', 'connected']);
  });
});
