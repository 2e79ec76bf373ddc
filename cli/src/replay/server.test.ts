import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReplayError } from './errors';
import { defaultSessionFiles } from './paths';
import { readRecording } from './recording';
import { startReplayServer, type ReplayServer } from './server';

let replay: ReplayServer;
let recordedPrices: Set<string>;

beforeAll(async () => {
  replay = await startReplayServer({ port: 0, speed: 10 });
  const { records } = await readRecording(defaultSessionFiles().find((f) => f.includes('BTCUSDT')) ?? '');
  recordedPrices = new Set(records.flatMap((r) => (r.type === 'trade' ? [r.event.p] : [])));
});
afterAll(() => replay.close());

const get = async (path: string) => {
  const response = await fetch(`${replay.restUrl}${path}`);
  return { status: response.status, cors: response.headers.get('access-control-allow-origin'), body: (await response.json()) as any };
};

/** Collect text frames from a websocket until `done` says so or the time runs out. */
function collect(url: string, done: (frames: any[]) => boolean, send?: unknown, ms = 8_000): Promise<any[]> {
  return new Promise((resolve, reject) => {
    const frames: any[] = [];
    const ws = new WebSocket(url);
    const timer = setTimeout(() => {
      ws.close();
      reject(new Error(`only ${frames.length} frames from ${url}`));
    }, ms);
    ws.onopen = () => {
      if (send) ws.send(JSON.stringify(send));
    };
    ws.onmessage = (event) => {
      frames.push(JSON.parse(String(event.data)));
      if (done(frames)) {
        clearTimeout(timer);
        ws.close();
        resolve(frames);
      }
    };
    ws.onerror = () => {
      clearTimeout(timer);
      reject(new Error(`cannot connect to ${url}`));
    };
  });
}

describe('replay REST', () => {
  it('says when the served sessions were recorded: the shipped ones on the night of 8 to 9 August 2024', () => {
    expect(new Date(replay.recorded.from).toISOString()).toMatch(/^2024-08-08T23:5\d/);
    expect(new Date(replay.recorded.to).toISOString()).toMatch(/^2024-08-09T00:0\d/);
    expect(replay.recorded.to - replay.recorded.from).toBeGreaterThan(9 * 60_000);
  });

  it('answers the 24hr ticker for BTCUSDT with a price from the recording, open to all origins', async () => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const { status, cors, body } = await get('/api/v3/ticker/24hr?symbol=BTCUSDT');
    expect(status).toBe(200);
    expect(cors).toBe('*');
    expect(body.symbol).toBe('BTCUSDT');
    expect(recordedPrices.has(body.lastPrice)).toBe(true);
    expect(body.count).toBeGreaterThan(0);
    expect(Math.abs(body.closeTime - Date.now())).toBeLessThan(5_000);
  });

  it('lists every served symbol without a parameter and the asked ones with symbols=[...]', async () => {
    expect((await get('/api/v3/ticker/24hr')).body.map((t: any) => t.symbol)).toEqual([
      'BTCUSDT',
      'ETHUSDT',
      'EURUSD',
      'XAUUSD',
      'AAPLUSD',
      'SPYUSD',
    ]);
    const asked = await get(`/api/v3/ticker/24hr?symbols=${encodeURIComponent('["ETHUSDT"]')}`);
    expect(asked.body.map((t: any) => t.symbol)).toEqual(['ETHUSDT']);
  });

  it('answers an unknown symbol like Binance, and an unknown path with 404', async () => {
    expect(await get('/api/v3/ticker/24hr?symbol=DOGEUSDT')).toMatchObject({
      status: 400,
      cors: '*',
      body: { code: -1121, msg: 'Invalid symbol.' },
    });
    expect((await get('/api/v3/klines?symbol=BTCUSDT&interval=7m')).body).toEqual({ code: -1120, msg: 'Invalid interval.' });
    expect((await get('/api/v3/nothing')).status).toBe(404);
  });

  it('serves klines of the trades replayed so far, timed now', async () => {
    const { body } = await get('/api/v3/klines?symbol=BTCUSDT&interval=1m&limit=5');
    expect(body.length).toBeGreaterThan(0);
    const last = body.at(-1);
    expect(last).toHaveLength(12);
    expect(Math.abs(last[0] - Date.now())).toBeLessThan(120_000);
    expect(recordedPrices.has(last[4])).toBe(true);
  });

  it('serves the current book, best levels first, with its update id', async () => {
    const { body } = await get('/api/v3/depth?symbol=BTCUSDT&limit=5');
    expect(body.bids).toHaveLength(5);
    expect(Number(body.bids[0][0])).toBeGreaterThan(Number(body.bids[1][0]));
    expect(Number(body.asks[0][0])).toBeGreaterThan(Number(body.bids[0][0]));
    expect(body.lastUpdateId).toBeGreaterThanOrEqual(50093239218);
  });

  it('serves exchangeInfo for exactly the symbols it serves', async () => {
    const { body } = await get('/api/v3/exchangeInfo');
    expect(body.symbols.map((s: any) => `${s.symbol} ${s.status}`)).toEqual([
      'BTCUSDT TRADING',
      'ETHUSDT TRADING',
      'EURUSD BREAK',
      'XAUUSD BREAK',
      'AAPLUSD BREAK',
      'SPYUSD BREAK',
    ]);
    for (const { symbol } of body.symbols) expect((await get(`/api/v3/ticker/24hr?symbol=${symbol}`)).status).toBe(200);
    const btc = body.symbols[0].filters;
    expect(btc).toContainEqual({
      filterType: 'PRICE_FILTER',
      minPrice: '0.01000000',
      maxPrice: '1000000.00000000',
      tickSize: '0.01000000',
    });
    expect(btc).toContainEqual(expect.objectContaining({ filterType: 'LOT_SIZE', stepSize: '0.00001000' }));
    // Quoted as their markets are: EUR/USD to 5 decimals, a stock to the cent.
    const tick = (symbol: string) =>
      body.symbols.find((s: any) => s.symbol === symbol).filters.find((f: any) => f.filterType === 'PRICE_FILTER').tickSize;
    expect([tick('EURUSD'), tick('AAPLUSD')]).toEqual(['0.00001000', '0.01000000']);
    expect((await get('/api/v3/exchangeInfo?symbol=BNBUSDT')).body).toEqual({ code: -1121, msg: 'Invalid symbol.' });
    expect((await get('/api/v3/exchangeInfo?permissions=MARGIN')).body.symbols).toEqual([]);
  });
});

describe('replay websocket', () => {
  it('sends trade and 24hrTicker frames on a combined stream, timed now', async () => {
    const frames = await collect(
      `${replay.wsUrl}/stream?streams=btcusdt@trade/btcusdt@ticker`,
      (all) => all.some((f) => f.stream === 'btcusdt@ticker') && all.some((f) => f.stream === 'btcusdt@trade'),
    );
    const trade = frames.find((f) => f.stream === 'btcusdt@trade').data;
    const ticker = frames.find((f) => f.stream === 'btcusdt@ticker').data;
    expect(trade.e).toBe('trade');
    expect(recordedPrices.has(trade.p)).toBe(true);
    expect(Math.abs(trade.T - Date.now())).toBeLessThan(5_000);
    expect(ticker.e).toBe('24hrTicker');
    expect(recordedPrices.has(ticker.c)).toBe(true);
  });

  it('answers SUBSCRIBE with {result: null, id} and then sends raw payloads on /ws', async () => {
    const frames = await collect(`${replay.wsUrl}/ws`, (all) => all.length >= 3, { method: 'SUBSCRIBE', params: ['ethusdt@trade'], id: 7 });
    expect(frames[0]).toEqual({ result: null, id: 7 });
    expect(frames[1]).toMatchObject({ e: 'trade', s: 'ETHUSDT' });
  });

  it('sends the live candle on a kline stream, built from the replayed trades', async () => {
    const [frame] = await collect(`${replay.wsUrl}/stream?streams=btcusdt@kline_1m`, (all) => all.length >= 1, undefined, 4_000);
    expect(frame.data).toMatchObject({ e: 'kline', s: 'BTCUSDT', k: { i: '1m', x: false } });
    expect(recordedPrices.has(frame.data.k.c)).toBe(true);
    expect(frame.data.k.t).toBeLessThanOrEqual(Date.now());
  });

  it('sends raw payloads of the stream named in /ws/<stream>', async () => {
    const frames = await collect(`${replay.wsUrl}/ws/btcusdt@depth@100ms`, (all) => all.length >= 2);
    expect(frames[0]).toMatchObject({ e: 'depthUpdate', s: 'BTCUSDT' });
    expect(frames[1].U).toBeGreaterThan(frames[0].u);
  });
});

describe('replay startup errors', () => {
  it('says which port is in use and how to choose another', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      const error = await startReplayServer({ port }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ReplayError);
      expect((error as Error).message).toBe(
        `port ${port} is already in use: stop the process using it or choose another port with --port / REPLAY_PORT`,
      );
    } finally {
      blocker.close();
    }
  });

  it('refuses a speed that is not a positive number', async () => {
    await expect(startReplayServer({ port: 0, speed: 0 })).rejects.toThrow(/speed must be a number above 0/);
  });
});
