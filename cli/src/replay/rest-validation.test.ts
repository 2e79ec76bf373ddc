import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReplayServer, type ReplayServer } from './server';

let replay: ReplayServer;
beforeAll(async () => {
  replay = await startReplayServer({ port: 0, speed: 10 });
  await new Promise((resolve) => setTimeout(resolve, 500));
});
afterAll(() => replay.close());

const get = async (path: string) => {
  const response = await fetch(`${replay.restUrl}${path}`);
  return { status: response.status, weight: response.headers.get('x-mbx-used-weight-1m'), body: (await response.json()) as any };
};

const SYMBOL_RANGE = "Illegal characters found in parameter 'symbol'; legal range is '^[A-Z0-9-_.]{1,20}$'.";
const bad = (code: number, msg: string) => ({ code, msg });

// Binance's documented error codes and messages for a client's mistakes, endpoint by endpoint.
const CASES: [string, { code: number; msg: string }][] = [
  ['/api/v3/depth?symbol=btcusdt', bad(-1100, SYMBOL_RANGE)],
  ['/api/v3/depth', bad(-1102, "Mandatory parameter 'symbol' was not sent, was empty/null, or malformed.")],
  ['/api/v3/depth?symbol=BTCUSDT&limit=0', bad(-1130, "Data sent for parameter 'limit' is not valid.")],
  ['/api/v3/depth?symbol=BTCUSDT&limit=ten', bad(-1100, "Illegal characters found in parameter 'limit'; legal range is '^[0-9]{1,20}$'.")],
  ['/api/v3/depth?symbol=BTCUSDT&limit=', bad(-1105, "Parameter 'limit' was empty.")],
  ['/api/v3/depth?symbol=DOGEUSDT', bad(-1121, 'Invalid symbol.')],
  ['/api/v3/depth?symbol=BTCUSDT&symbol=ETHUSDT', bad(-1101, 'Duplicate values for a parameter detected.')],
  ['/api/v3/depth?symbol=BTCUSDT&depth=5', bad(-1104, "Not all sent parameters were read; read '1' parameter(s) but was sent '2'.")],
  ['/api/v3/trades?symbol=BTCUSDT&limit=1001', bad(-1130, "Data sent for parameter 'limit' is not valid.")],
  ['/api/v3/historicalTrades?symbol=btcusdt', bad(-1100, SYMBOL_RANGE)],
  ['/api/v3/aggTrades?symbol=BTCUSDT&startTime=0&endTime=3600001', bad(-1127, 'More than 1 hours between startTime and endTime.')],
  ['/api/v3/klines?symbol=BTCUSDT', bad(-1102, "Mandatory parameter 'interval' was not sent, was empty/null, or malformed.")],
  ['/api/v3/klines?symbol=BTCUSDT&interval=7m', bad(-1120, 'Invalid interval.')],
  ['/api/v3/klines?symbol=BTCUSDT&interval=1m&limit=1001', bad(-1130, "Data sent for parameter 'limit' is not valid.")],
  ['/api/v3/uiKlines?symbol=BTCUSDT&interval=1m&limit=0', bad(-1130, "Data sent for parameter 'limit' is not valid.")],
  ['/api/v3/avgPrice', bad(-1102, "Mandatory parameter 'symbol' was not sent, was empty/null, or malformed.")],
  ['/api/v3/ticker/24hr?symbol=BTCUSDT&symbols=["ETHUSDT"]', bad(-1128, 'Combination of optional parameters invalid.')],
  ['/api/v3/ticker/24hr?symbols=["BTCUSDT","BTCUSDT"]', bad(-1151, 'Symbol is present multiple times in the list.')],
  ['/api/v3/ticker/24hr?symbols=["BTCUSDT","BNBUSDT"]', bad(-1121, 'Invalid symbol.')],
  ['/api/v3/ticker/24hr?symbol=BTCUSDT&type=SMALL', bad(-1139, 'Invalid ticker type.')],
  ['/api/v3/ticker?windowSize=1h', bad(-1102, "Param 'symbol' or 'symbols' must be sent, but both were empty/null!")],
  ['/api/v3/ticker?symbol=BTCUSDT&windowSize=60m', bad(-1130, "Data sent for parameter 'windowSize' is not valid.")],
  ['/api/v3/ticker/price?symbol=btcusdt', bad(-1100, SYMBOL_RANGE)],
  ['/api/v3/ticker/bookTicker?symbol=XRPUSDT', bad(-1121, 'Invalid symbol.')],
  ['/api/v3/exchangeInfo?symbol=BTCUSDT&permissions=SPOT', bad(-1128, 'Combination of optional parameters invalid.')],
  ['/api/v3/ping?symbol=BTCUSDT', bad(-1104, "Not all sent parameters were read; read '0' parameter(s) but was sent '1'.")],
];

describe('replay REST validation, as Binance answers it', () => {
  it.each(CASES)('%s', async (path, error) => {
    const { status, body } = await get(path.replaceAll('"', '%22'));
    expect(status).toBe(400);
    expect(body).toEqual(error);
  });

  it('returns 5000 levels for a depth limit above 5000, as Binance documents', async () => {
    const { status, weight } = await get('/api/v3/depth?symbol=BTCUSDT&limit=9000');
    expect(status).toBe(200);
    expect(Number(weight)).toBeGreaterThanOrEqual(250);
  });

  it('counts request weight per minute in X-MBX-USED-WEIGHT-1M, by Binance weights', async () => {
    const minute = () => Math.floor(Date.now() / 60_000);
    // The count starts over each minute, so a sequence that crossed a minute is asked again.
    let steps: number[] | undefined;
    for (let attempt = 0; attempt < 3 && !steps; attempt += 1) {
      const started = minute();
      const weights = [Number((await get('/api/v3/ping')).weight)];
      for (const path of [
        '/api/v3/trades?symbol=BTCUSDT&limit=1',
        '/api/v3/aggTrades?symbol=BTCUSDT&limit=1',
        '/api/v3/ticker/24hr',
        '/api/v3/depth?symbol=BTCUSDT&limit=1000',
      ]) {
        weights.push(Number((await get(path)).weight));
      }
      if (minute() === started) steps = weights.slice(1).map((weight, i) => weight - weights[i]!);
    }
    expect(steps).toEqual([25, 4, 80, 50]);
  });

  it('answers the MINI ticker type without the price-change fields', async () => {
    const { body } = await get('/api/v3/ticker/24hr?symbol=BTCUSDT&type=MINI');
    expect(Object.keys(body)).toEqual([
      'symbol',
      'openPrice',
      'highPrice',
      'lowPrice',
      'lastPrice',
      'volume',
      'quoteVolume',
      'openTime',
      'closeTime',
      'firstId',
      'lastId',
      'count',
    ]);
  });

  it('answers a rolling window opening on the minute', async () => {
    const { body } = await get('/api/v3/ticker?symbols=%5B%22BTCUSDT%22,%22ETHUSDT%22%5D&windowSize=15m');
    expect(body.map((t: any) => t.symbol)).toEqual(['BTCUSDT', 'ETHUSDT']);
    expect(body[0].openTime % 60_000).toBe(0);
    expect(body[0].closeTime - body[0].openTime).toBeGreaterThanOrEqual(15 * 60_000);
    expect(body[0].count).toBeGreaterThan(0);
  });
});
