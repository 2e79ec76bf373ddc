import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReplayServer, type ReplayServer } from './server';

// A real spot aggTrade frame, copied from crypto-crawler's test data (crypto-crawler/crypto-msg-parser,
// Apache-2.0; the team's shared/market-data/messages/binance_single_messages.json), so the test needs
// nothing outside the repository. Replayed as a one-line recording: no @trade, no book, no bookTicker.
const FRAME = {
  stream: 'btcusdt@aggTrade',
  data: {
    e: 'aggTrade',
    E: 1616176861895,
    s: 'BTCUSDT',
    a: 640283266,
    p: '58942.01000000',
    q: '0.00035600',
    f: 716849523,
    l: 716849523,
    T: 1616176861893,
    m: false,
    M: true,
  },
};
let replay: ReplayServer;
let recorded: { a: number; p: string; q: string; f: number; l: number };

beforeAll(async () => {
  const frame = FRAME;
  recorded = frame.data;
  const file = join(await mkdtemp(join(tmpdir(), 'bourse-agg-')), 'aggtrade.jsonl');
  await writeFile(file, `${JSON.stringify({ ts_local: frame.data.E / 1000, kind: 'ws', data: frame })}\n`);
  replay = await startReplayServer({ files: [file], port: 0, speed: 1, loop: false });
  await new Promise((resolve) => setTimeout(resolve, 300));
});
afterAll(() => replay?.close());

const get = async (path: string) => (await fetch(`${replay.restUrl}${path}`)).json() as Promise<any>;

describe('a recording of @aggTrade only', () => {
  it('feeds the 24 h ticker, klines and aggTrades, and is listed in exchangeInfo', async () => {
    const ticker = await get('/api/v3/ticker/24hr?symbol=BTCUSDT');
    expect(ticker).toMatchObject({ lastPrice: recorded.p, volume: recorded.q, lastId: recorded.l, count: 1 });
    const [kline] = await get('/api/v3/klines?symbol=BTCUSDT&interval=1m');
    expect(kline.slice(1, 6)).toEqual([recorded.p, recorded.p, recorded.p, recorded.p, recorded.q]);
    expect(await get('/api/v3/aggTrades?symbol=BTCUSDT')).toMatchObject([
      { a: recorded.a, p: recorded.p, q: recorded.q, f: recorded.f, l: recorded.l, M: true },
    ]);
    expect((await get('/api/v3/exchangeInfo')).symbols.map((s: any) => s.symbol)).toContain('BTCUSDT');
  });
});
