import type { Payload } from 'payload';
import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bourse, TEST_ORIGIN, useFreshEngineDatabase } from './support';

// The forex desk in the engine on a fresh SQLite database: the shipped recorded quotes loaded (one
// quote each at start; the test then sends the quotes it needs through the desk, as the feed
// would), the forex routes as the site passes them on (session cookie, the site's Origin), the
// push channel's quotes and account changes, stops and stop-out run by the engine, and the check
// that every balance is explained by its deals.

const ORIGIN = TEST_ORIGIN;
useFreshEngineDatabase('bourse-forex-');

type Engine = Awaited<ReturnType<(typeof import('../src'))['startEngine']>>;
let payload: Payload;
let engine: Engine;
const cookies: Record<string, string> = {};

async function api(method: string, route: string, options: { body?: unknown; as?: string; origin?: string | null } = {}) {
  const headers: Record<string, string> = { cookie: `bourse-session=${cookies[options.as ?? 'anna']}`, 'content-type': 'application/json' };
  if (options.origin !== null) headers.origin = options.origin ?? ORIGIN;
  const answer = await fetch(`${engine.url}${route}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: answer.status, body: (await answer.json()) as any };
}

/** A quote of EUR/USD as the feed hands it to the desk, then the desk's work on the accounts it reaches. */
async function euro(bid: string, ask: string) {
  engine.desk.quote({
    symbol: 'EURUSD',
    bid,
    ask,
    spread: '0.00060',
    recordedAt: Date.UTC(2018, 0, 2),
    time: Date.now(),
    sides: 'bid-ask',
  });
  await engine.desk.idle();
}

const order = (requestId: string, lots: string, extra: Record<string, unknown> = {}) => ({
  requestId,
  symbol: 'EURUSD',
  side: 'BUY',
  type: 'MARKET',
  volume: { kind: 'lots', amount: lots },
  leverage: 500,
  ...extra,
});

beforeAll(async () => {
  const { getBoursePayload, migrateDatabase } = await import('@bourse/cms');
  payload = await getBoursePayload();
  await migrateDatabase(payload);
  for (const name of ['anna', 'boris']) {
    const data = { email: `${name}@forex.test`, password: 'correct horse battery', status: 'active' as const, emailVerified: true };
    await payload.create({ collection: 'traders', data });
    const { token } = await payload.login({ collection: 'traders', data: { email: data.email, password: data.password } });
    cookies[name] = token!;
  }
  const { startEngine, resolveEngineConfig } = await import('../src');
  // One recorded quote per series at start, the next an hour later: the test drives the quotes.
  const config = resolveEngineConfig({
    ENGINE_PORT: '0',
    MARKET_REST_URL: 'http://127.0.0.1:9',
    MARKET_WS_URL: 'ws://127.0.0.1:9',
    SITE_URL: ORIGIN,
    FOREX_QUOTE_MS: '3600000',
  });
  engine = await startEngine(payload, config, { secret: 'engine-test-secret', apiKeySecret: 'engine-test-key-secret', log: () => {} });
}, 120_000);

afterAll(async () => {
  if (engine) {
    const { checkMarginLedger } = await import('@bourse/cms/ledger');
    expect(await checkMarginLedger(engine.ledger)).toEqual([]);
    await engine.close();
  }
});

describe('the forex account API', () => {
  it('answers only a signed-in trader and takes writes only from the site', async () => {
    expect((await fetch(`${engine.url}/api/trading/forex/account`)).status).toBe(401);
    const forged = await api('POST', '/api/trading/forex/orders', { body: order('forged', '1'), origin: 'https://evil.test' });
    expect([forged.status, forged.body.error]).toEqual([403, 'CSRF']);
  });

  it('serves the recorded quotes labelled with their dates and sources: EUR/USD at 5 decimals, gold, stocks, and no USD/JPY', async () => {
    const { data } = (await api('GET', '/api/trading/forex/quotes')).body;
    expect(data.feed).toBe('recorded');
    expect(data.series.find((s: any) => s.symbol === 'EURUSD')).toMatchObject({
      from: '2018-01-02',
      interval: '1h',
      source: expect.stringContaining('OANDA'),
    });
    expect(data.quotes.map((q: any) => q.symbol).sort()).toEqual(['AAPLUSD', 'EURUSD', 'SPYUSD', 'XAUUSD']);
    expect(data.quotes.find((q: any) => q.symbol === 'EURUSD').bid).toMatch(/^\d\.\d{5}$/);
    const yen = await api('POST', '/api/trading/forex/orders', { body: order('yen', '1', { symbol: 'USDJPY' }) });
    expect([yen.status, yen.body.error, yen.body.message]).toEqual([
      422,
      'NO_QUOTE',
      'There is no quote for USDJPY right now; try again in a moment.',
    ]);
  });

  it('opens the account with 10,000.00 USD; a 1-lot buy at 1:500 holds 240.11 and shows its open result in money and pips', async () => {
    await euro('1.19995', '1.20055');
    expect((await api('GET', '/api/trading/forex/account')).body.data).toMatchObject({
      balance: '10000.00',
      level: null,
      maxLeverage: 500,
      stopOutLevel: 50,
    });
    const placed = await api('POST', '/api/trading/forex/orders', { body: order('buy-1', '1') });
    expect(placed.status).toBe(201);
    expect(placed.body.data.account.positions).toEqual([
      expect.objectContaining({
        openPrice: '1.20055',
        margin: '240.11',
        closePrice: '1.19995',
        profit: '-60.00',
        pips: '-6.0',
        swap: '0.00',
      }),
    ]);
    const retry = await api('POST', '/api/trading/forex/orders', { body: order('buy-1', '1') });
    expect(retry.body.data.replayed).toBe(true);
    expect((await api('GET', '/api/trading/forex/account')).body.data.positions).toHaveLength(1);
    expect((await api('GET', '/api/trading/forex/account', { as: 'boris' })).body.data.positions).toEqual([]);
  });

  it('refuses a body it does not read (400) and a rule it breaks (422, in words), changing nothing', async () => {
    const malformed = await api('POST', '/api/trading/forex/orders', { body: { ...order('bad-1', '1'), leverage: 'lots' } });
    expect(malformed.status).toBe(400);
    const above = await api('POST', '/api/trading/forex/orders', { body: order('bad-2', '1', { leverage: 501 }) });
    expect([above.status, above.body.error, above.body.message]).toEqual([422, 'LEVERAGE_ABOVE_MAX', 'The leverage may be at most 1:500.']);
    const status = await api('GET', '/api/trading/forex/orders?status=maybe');
    expect(status.status).toBe(400);
    expect((await api('GET', '/api/trading/forex/orders')).body.data).toHaveLength(1);
  });

  it('a stop-loss set on the position is closed by the engine at the quote that reaches it, and the page hears of it', async () => {
    const messages: any[] = [];
    const socket = new WebSocket(`${engine.url.replace('http', 'ws')}/api/trading/stream`, {
      headers: { cookie: `bourse-session=${cookies.anna}`, origin: ORIGIN },
    });
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    socket.send(JSON.stringify({ subscribe: 'forexQuote' }));
    // A second page of the trader that did not ask for quotes hears the account's changes only.
    const spotPage: any[] = [];
    const spot = new WebSocket(`${engine.url.replace('http', 'ws')}/api/trading/stream`, {
      headers: { cookie: `bourse-session=${cookies.anna}`, origin: ORIGIN },
    });
    spot.on('message', (data) => spotPage.push(JSON.parse(String(data))));
    await new Promise((resolve, reject) => spot.once('open', resolve).once('error', reject));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const [position] = (await api('GET', '/api/trading/forex/account')).body.data.positions;
    const moved = await api('PUT', `/api/trading/forex/positions/${position.ticket}/stops`, {
      body: { stopLoss: { by: 'pips', pips: '20' }, takeProfit: null },
    });
    expect(moved.body.data.account.positions[0].stopLoss).toBe('1.19855');
    await euro('1.19860', '1.19920');
    expect((await api('GET', '/api/trading/forex/account')).body.data.positions).toHaveLength(1);
    await euro('1.19850', '1.19910');
    const account = (await api('GET', '/api/trading/forex/account')).body.data;
    expect(account).toMatchObject({ positions: [], balance: '9795.00' });
    const deals = (await api('GET', '/api/trading/forex/deals')).body.data;
    expect(deals[0]).toMatchObject({ entry: 'OUT', reason: 'STOP_LOSS', price: '1.19850', profit: '-205.00' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    socket.close();
    spot.close();
    expect(messages.some((m) => m.e === 'forexQuote' && m.quote.bid === '1.19850')).toBe(true);
    expect(spotPage.some((m) => m.e === 'forexQuote')).toBe(false);
    expect(spotPage.some((m) => m.e === 'marginChanged')).toBe(true);
    expect(messages.find((m) => m.e === 'marginChanged' && m.deals[0]?.reason === 'STOP_LOSS')).toBeTruthy();
  });

  it('a position too big for the account is stopped out by the engine when the quote falls, with the trader told', async () => {
    await euro('1.19995', '1.20055');
    const placed = await api('POST', '/api/trading/forex/orders', { body: order('big', '35') });
    expect(placed.status).toBe(201);
    // 35 lots hold 8,404.25; at a bid of 1.19890 the open loss is 5,775.00, equity 4,020.00: a level of 47.8 %.
    await euro('1.19900', '1.19960');
    expect((await api('GET', '/api/trading/forex/account')).body.data).toMatchObject({ marginCall: true, positions: [expect.anything()] });
    await euro('1.19890', '1.19950');
    const account = (await api('GET', '/api/trading/forex/account')).body.data;
    expect(account).toMatchObject({ positions: [], balance: '4020.00', marginCall: false });
    const [deal] = (await api('GET', '/api/trading/forex/deals')).body.data;
    expect(deal).toMatchObject({ reason: 'STOP_OUT', price: '1.19890', profit: '-5775.00' });
  });

  it('a pending order waits for its price, fills at the quote that reaches it, and a cancelled one stays cancelled', async () => {
    const limit = await api('POST', '/api/trading/forex/orders', { body: order('limit', '0.1', { type: 'LIMIT', price: '1.19500' }) });
    expect(limit.body.data.account.orders).toHaveLength(1);
    const stop = await api('POST', '/api/trading/forex/orders', { body: order('stop', '0.1', { type: 'STOP', price: '1.21000' }) });
    expect((await api('DELETE', `/api/trading/forex/orders/${stop.body.data.ticket}`)).status).toBe(200);
    await euro('1.19440', '1.19500');
    const account = (await api('GET', '/api/trading/forex/account')).body.data;
    expect(account.orders).toEqual([]);
    expect(account.positions).toEqual([expect.objectContaining({ openPrice: '1.19500', units: '10000' })]);
    const orders = (await api('GET', '/api/trading/forex/orders')).body.data;
    expect(orders.filter((o: any) => o.type !== 'MARKET').map((o: any) => o.status)).toEqual(['CANCELLED', 'FILLED']);
    const closed = await api('POST', `/api/trading/forex/positions/${account.positions[0].ticket}/close`, {
      body: { requestId: 'close-all' },
    });
    expect(closed.body.data.deals).toEqual([expect.objectContaining({ entry: 'OUT', reason: 'CLOSE', price: '1.19440', profit: '-6.00' })]);
  });

  it('bourse ledger check finds every forex balance equal to its deals, and names an account whose balance is not', async () => {
    const env = { DATABASE_URI: process.env.DATABASE_URI, BOURSE_DATA_DIR: process.env.BOURSE_DATA_DIR };
    const clean = await bourse(['ledger', 'check'], env);
    expect(clean.code, clean.stdout + clean.stderr).toBe(0);
    expect(clean.stdout).toMatch(/every forex balance its deals/);
    // A hand edit behind the ledger's back (Payload's Local API ignores the collection's no-write rule).
    const { docs } = await payload.find({ collection: 'trading-margin-accounts', limit: 1 });
    const balance = docs[0]!.balance;
    await payload.update({ collection: 'trading-margin-accounts', id: docs[0]!.id, data: { balance: '1.00' } });
    const broken = await bourse(['ledger', 'check'], env);
    await payload.update({ collection: 'trading-margin-accounts', id: docs[0]!.id, data: { balance } });
    expect(broken.code).toBe(1);
    expect(broken.stdout).toMatch(new RegExp(`forex account ${docs[0]!.id}: balance 1\\.00, its deals sum to`));
  });
});
