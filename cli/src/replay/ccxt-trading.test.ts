import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ccxt from 'ccxt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReplayServer, type ReplayServer } from './server';

// ccxt's Binance class, a client nobody here wrote, with only its URLs changed and a key made on
// the account API, trading on a paper account of the engine that follows the replay.

const ORIGIN = 'http://site.test';
const PASSWORD = 'correct horse battery';
const dir = mkdtempSync(path.join(os.tmpdir(), 'bourse-ccxt-trading-'));
Object.assign(process.env, {
  BOURSE_DATA_DIR: dir,
  DATABASE_URI: `file:${path.join(dir, 'ccxt.db')}`,
  SITE_URL: ORIGIN,
  PAYLOAD_LOG_LEVEL: 'error',
  BOURSE_JOBS: 'off',
  SITE_INTERNAL_URL: 'http://127.0.0.1:9',
});

type Engine = Awaited<ReturnType<(typeof import('@bourse/engine'))['startEngine']>>;
let replay: ReplayServer;
let engine: Engine;
let exchange: InstanceType<typeof ccxt.pro.binance>;

/** ccxt's Binance with every REST address and its WebSocket API pointed at the trading API, spot markets only. */
async function connect(apiKey: string, secret: string) {
  const client = new ccxt.pro.binance({ apiKey, secret, options: { fetchMarkets: { types: ['spot'] } } });
  const api = client.urls.api as Record<string, unknown>;
  for (const [key, url] of Object.entries(api)) if (typeof url === 'string') api[key] = url.replace(/^https:\/\/[^/]+/, engine.url);
  api.ws = { ...(api.ws as object), 'ws-api': { spot: `${engine.url.replace('http', 'ws')}/ws-api/v3` } };
  // ccxt needs this call to open plain ws:// connections (a local server has no TLS).
  await client.loadHttpProxyAgent();
  return client;
}

const tick = (value: number) => Math.floor(value * 100) / 100;
async function until<T>(probe: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

beforeAll(async () => {
  replay = await startReplayServer({ port: 0, speed: 20 });
  const { getBoursePayload, migrateDatabase } = await import('@bourse/cms');
  const payload = await getBoursePayload();
  await migrateDatabase(payload);
  const email = 'bot@ccxt.test';
  await payload.create({ collection: 'traders', data: { email, password: PASSWORD, status: 'active', emailVerified: true } });
  const { token } = await payload.login({ collection: 'traders', data: { email, password: PASSWORD } });
  const { startEngine, resolveEngineConfig } = await import('@bourse/engine');
  const config = resolveEngineConfig({ ENGINE_PORT: '0', MARKET_REST_URL: replay.restUrl, MARKET_WS_URL: replay.wsUrl, SITE_URL: ORIGIN });
  engine = await startEngine(payload, config, { secret: 'ccxt-test-secret', apiKeySecret: 'ccxt-test-key-secret', log: () => {} });
  const headers = { cookie: `bourse-session=${token}`, origin: ORIGIN, 'content-type': 'application/json' };
  const accounts = (await (await fetch(`${engine.url}/api/trading/accounts`, { headers })).json()) as any;
  const demo = accounts.data.find((a: any) => a.slot === 'demo').id;
  const made = (await (
    await fetch(`${engine.url}/api/trading/api-keys`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ label: 'ccxt', permissions: 'trade', kind: 'HMAC_SHA256', accountId: demo, password: PASSWORD }),
    })
  ).json()) as any;
  exchange = await connect(made.data.key.apiKey, made.data.secret);
  await exchange.loadMarkets();
}, 180_000);
afterAll(async () => {
  await exchange?.close();
  await engine?.close();
  await replay?.close();
});

describe('ccxt’s Binance class on the trading API', () => {
  it('reads the paper account’s balance', async () => {
    const balance = await exchange.fetchBalance();
    expect(balance.USDT).toEqual({ free: 100_000, used: 0, total: 100_000 });
    expect(balance.BTC?.total).toBe(0.5);
  });

  it('places, reads, lists and cancels a limit order', async () => {
    const last = (await exchange.fetchTicker('BTC/USDT')).last!;
    const order = await exchange.createOrder('BTC/USDT', 'limit', 'buy', 0.01, tick(last * 0.8));
    expect(order).toMatchObject({ status: 'open', type: 'limit', side: 'buy', amount: 0.01, filled: 0 });
    const read = await exchange.fetchOrder(order.id!, 'BTC/USDT');
    expect(read).toMatchObject({ id: order.id, status: 'open', price: tick(last * 0.8) });
    expect((await exchange.fetchOpenOrders('BTC/USDT')).map((o) => o.id)).toEqual([order.id]);
    expect((await exchange.fetchBalance()).USDT?.used).toBeCloseTo(0.01 * tick(last * 0.8), 6);
    const cancelled = await exchange.cancelOrder(order.id!, 'BTC/USDT');
    expect(cancelled.status).toBe('canceled');
    expect(await exchange.fetchOpenOrders('BTC/USDT')).toEqual([]);
  });

  it('places, reads, lists and cancels over Binance’s WebSocket API', async () => {
    const price = tick((await exchange.fetchTicker('BTC/USDT')).last! * 0.8);
    const order = await exchange.createOrderWs('BTC/USDT', 'limit', 'buy', 0.01, price);
    expect(order).toMatchObject({ status: 'open', type: 'limit', side: 'buy', amount: 0.01, price });
    expect(await exchange.fetchOrderWs(order.id!, 'BTC/USDT')).toMatchObject({ id: order.id, status: 'open' });
    expect((await exchange.fetchOpenOrdersWs('BTC/USDT')).map((o) => o.id)).toEqual([order.id]);
    // ccxt 4.5 reads account.status's answer as a futures account's (its `assets`), Binance's spot
    // answer included, so the balance is read over REST.
    expect((await exchange.fetchBalance()).USDT?.used).toBeCloseTo(0.01 * price, 6);
    expect((await exchange.cancelOrderWs(order.id!, 'BTC/USDT')).status).toBe('canceled');
    expect(await exchange.fetchOpenOrders('BTC/USDT')).toEqual([]);
  });

  it('buys at market and finds the trade in fetchMyTrades', async () => {
    const order = await exchange.createOrder('BTC/USDT', 'market', 'buy', 0.002);
    expect(order).toMatchObject({ status: 'closed', filled: 0.002 });
    const trades = await exchange.fetchMyTrades('BTC/USDT');
    const mine = trades.filter((t) => t.order === order.id);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.reduce((sum, t) => sum + t.amount!, 0)).toBeCloseTo(0.002, 8);
    expect(mine.every((t) => t.takerOrMaker === 'taker' && t.fee?.currency === 'BTC')).toBe(true);
  });

  it('places a stop-loss limit that waits, and cancelAllOrders ends it with a limit beside it', async () => {
    const last = (await exchange.fetchTicker('BTC/USDT')).last!;
    const stop = await exchange.createOrder('BTC/USDT', 'limit', 'sell', 0.001, tick(last * 0.69), { stopLossPrice: tick(last * 0.7) });
    const limit = await exchange.createOrder('BTC/USDT', 'limit', 'buy', 0.001, tick(last * 0.7));
    const stopRead = await exchange.fetchOrder(stop.id!, 'BTC/USDT');
    // ccxt calls a stop-limit a limit with a trigger price; Binance's own type is in `info`.
    expect(stopRead).toMatchObject({ status: 'open', type: 'limit', triggerPrice: tick(last * 0.7), info: { type: 'STOP_LOSS_LIMIT' } });
    const cancelled = await exchange.cancelAllOrders('BTC/USDT');
    expect(cancelled.map((o) => o.id).sort()).toEqual([stop.id, limit.id].sort());
    expect(await exchange.fetchOpenOrders('BTC/USDT')).toEqual([]);
  });

  it('sees a limit buy below the market fill when the replay trades through it, in fetchOrder, watchOrders and watchBalance', async () => {
    // Listening before the order: ccxt subscribes through Binance's WebSocket API (userDataStream.subscribe.signature).
    const updates: string[] = [];
    const balances: number[] = [];
    let watching = true;
    const watchOrders = (async () => {
      while (watching) for (const o of await exchange.watchOrders('BTC/USDT')) updates.push(`${o.clientOrderId}:${o.status}`);
    })().catch(() => {});
    const watchBalance = (async () => {
      while (watching) balances.push((await exchange.watchBalance()).BTC?.total ?? Number.NaN);
    })().catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    // Just under the best bid, read right before placing: the replay runs at 20x, so the asks can
    // come down to any price fixed earlier and fill it at once as a taker. If they still do in the
    // moment between the two calls, that order is the market's fill; place again from the new book.
    let placed: { order: Awaited<ReturnType<typeof exchange.createOrder>>; price: number; before: number } | undefined;
    for (let attempt = 0; attempt < 3 && placed?.order.status !== 'open'; attempt += 1) {
      const bid = (await exchange.fetchOrderBook('BTC/USDT', 5)).bids[0]![0]!;
      const price = tick(bid * 0.9998);
      const before = (await exchange.fetchBalance()).BTC!.total!;
      placed = { order: await exchange.createOrder('BTC/USDT', 'limit', 'buy', 0.01, price), price, before };
    }
    const { order, price, before } = placed!;
    expect(order.status).toBe('open');
    const filled = await until(
      () => exchange.fetchOrder(order.id!, 'BTC/USDT'),
      (o) => o.status === 'closed',
      150_000,
    );
    expect(filled).toMatchObject({ status: 'closed', filled: 0.01, price });
    const trades = (await exchange.fetchMyTrades('BTC/USDT')).filter((t) => t.order === order.id);
    expect(trades.every((t) => t.price === price && t.takerOrMaker === 'maker')).toBe(true);
    await until(
      async () => updates,
      (u) => u.includes(`${order.clientOrderId}:closed`),
      10_000,
    );
    expect(updates).toContain(`${order.clientOrderId}:open`);
    expect(updates).toContain(`${order.clientOrderId}:closed`);
    // The bought BTC, less the fee, in the balance the stream last told.
    await until(
      async () => balances,
      (b) => (b.at(-1) ?? 0) > before,
      10_000,
    );
    expect(balances.at(-1)!).toBeCloseTo(before + 0.01 - 0.00001, 8);
    watching = false;
    void watchOrders;
    void watchBalance;
  }, 180_000);

  it('raises ccxt’s own exceptions for Binance’s refusals', async () => {
    await expect(exchange.createOrder('BTC/USDT', 'limit', 'buy', 100, 50_000)).rejects.toThrow(ccxt.InsufficientFunds);
    const stranger = await connect('A'.repeat(64), 'B'.repeat(64));
    stranger.markets = exchange.markets;
    stranger.marketsById = exchange.marketsById;
    await expect(stranger.fetchBalance()).rejects.toThrow(ccxt.AuthenticationError);
  });
});
