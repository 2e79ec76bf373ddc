import { generateKeyPairSync } from 'node:crypto';
import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startHarness, type Harness } from './bot-harness';
import { signedCall, type SigningKey } from './signed-client';

// Binance's signed spot API on a paper account, called as a plain HTTP client calls Binance: the
// rules of a signed request (key, timestamp, signature, permission, allow-list) with Binance's codes,
// orders that are the cabinet's orders, and the request weight and order count limits.

let h: Harness;
let trader: SigningKey;
let reader: SigningKey;
let listed: SigningKey;
let ed: SigningKey;

async function makeKey(body: Record<string, unknown>): Promise<{ apiKey: string; secret: string | null; id: number }> {
  const made = await h.api('POST', '/api/trading/api-keys', {
    body: { label: 'test', permissions: 'trade', kind: 'HMAC_SHA256', accountId: h.demo.anna, password: PASSWORD, ...body },
  });
  expect(made.status).toBe(201);
  return { ...made.body.data.key, secret: made.body.data.secret };
}
const call = (
  key: SigningKey | null,
  method: string,
  path: string,
  params?: Record<string, string | number>,
  options?: Parameters<typeof signedCall>[5],
) => signedCall(h.engine.url, key, method, path, params, options);
/** A GTC limit buy of BTCUSDT with the trading key. */
const gtcBuy = (params: Record<string, string>) =>
  call(trader, 'POST', '/api/v3/order', { symbol: 'BTCUSDT', side: 'BUY', type: 'LIMIT', timeInForce: 'GTC', ...params });
const lastPrice = async () => Number((await (await fetch(`${h.replay.restUrl}/api/v3/ticker/price?symbol=BTCUSDT`)).json()).price);
const tick = (value: number) => (Math.floor(value * 100) / 100).toFixed(2);

beforeAll(async () => {
  // Binance's limits, but 20 new orders per 10 s: enough to reach on a loaded machine.
  h = await startHarness(undefined, { limits: { weightPerMinute: 6000, ordersPer10s: 20, ordersPerDay: 200_000 } });
  trader = await makeKey({});
  reader = await makeKey({ permissions: 'read' });
  listed = await makeKey({ ipAllowList: '203.0.113.7' });
  const pair = generateKeyPairSync('ed25519');
  const made = await makeKey({ kind: 'ED25519', publicKey: pair.publicKey.export({ type: 'spki', format: 'pem' }).toString() });
  ed = { apiKey: made.apiKey, privateKey: pair.privateKey };
}, 120_000);
afterAll(async () => h?.stop());

describe('a signed request refused in Binance’s words', () => {
  it.each([
    ['no API key', () => call(null, 'GET', '/api/v3/account'), 401, -2014],
    ['a key of the wrong form', () => call({ apiKey: 'bk_123', secret: 'x' }, 'GET', '/api/v3/account'), 401, -2014],
    ['an unknown key', () => call({ apiKey: 'A'.repeat(64), secret: 'x' }, 'GET', '/api/v3/account'), 401, -2015],
    ['a wrong secret', () => call({ apiKey: trader.apiKey, secret: 'B'.repeat(64) }, 'GET', '/api/v3/account'), 400, -1022],
    [
      'a changed parameter after signing',
      () => call(trader, 'GET', '/api/v3/account', {}, { tamper: (p) => p.replace('timestamp=', 'recvWindow=6000&timestamp=') }),
      400,
      -1022,
    ],
    ['no signature', () => call(trader, 'GET', '/api/v3/account', {}, { sign: false }), 400, -1102],
    ['a stale timestamp', () => call(trader, 'GET', '/api/v3/account', { timestamp: Date.now() - 10_000 }), 400, -1021],
    ['a timestamp from the future', () => call(trader, 'GET', '/api/v3/account', { timestamp: Date.now() + 5_000 }), 400, -1021],
    ['a recvWindow over 60 s', () => call(trader, 'GET', '/api/v3/account', { recvWindow: 70_000 }), 400, -1131],
    [
      'a read-only key placing',
      () => call(reader, 'POST', '/api/v3/order', { symbol: 'BTCUSDT', side: 'BUY', type: 'MARKET', quantity: '0.001' }),
      401,
      -2015,
    ],
    ['an address off the key’s list', () => call(listed, 'GET', '/api/v3/account'), 401, -2015],
    ['an unknown parameter', () => call(trader, 'GET', '/api/v3/account', { colour: 'red' }), 400, -1104],
    ['a lower-case symbol', () => call(trader, 'GET', '/api/v3/openOrders', { symbol: 'btcusdt' }), 400, -1100],
    [
      'an unknown symbol',
      () => call(trader, 'POST', '/api/v3/order', { symbol: 'NOPEUSDT', side: 'BUY', type: 'MARKET', quantity: '1' }),
      400,
      -1121,
    ],
    ['a missing side', () => call(trader, 'POST', '/api/v3/order', { symbol: 'BTCUSDT', type: 'MARKET', quantity: '1' }), 400, -1102],
    [
      'an unknown order type',
      () => call(trader, 'POST', '/api/v3/order', { symbol: 'BTCUSDT', side: 'BUY', type: 'ICEBERG', quantity: '1' }),
      400,
      -1116,
    ],
    [
      'a LIMIT without timeInForce',
      () => call(trader, 'POST', '/api/v3/order', { symbol: 'BTCUSDT', side: 'BUY', type: 'LIMIT', quantity: '0.01', price: '50000' }),
      400,
      -1102,
    ],
    ['a price off the tick (PRICE_FILTER)', () => gtcBuy({ quantity: '0.01', price: '50000.001' }), 400, -1013],
    ['a quantity off the step (LOT_SIZE)', () => gtcBuy({ quantity: '0.0000001', price: '50000' }), 400, -1013],
    ['more than the balance', () => gtcBuy({ quantity: '3', price: '50000' }), 400, -2010],
    [
      'an exponent in a quantity',
      () => call(trader, 'POST', '/api/v3/order', { symbol: 'BTCUSDT', side: 'BUY', type: 'MARKET', quantity: '1e-3' }),
      400,
      -1100,
    ],
    ['an unknown order', () => call(trader, 'GET', '/api/v3/order', { symbol: 'BTCUSDT', orderId: 999_999 }), 400, -2013],
    ['cancelling an unknown order', () => call(trader, 'DELETE', '/api/v3/order', { symbol: 'BTCUSDT', orderId: 999_999 }), 400, -2011],
  ])('%s', async (_name, request, status, code) => {
    const answer = await request();
    expect([answer.status, answer.body.code], JSON.stringify(answer.body)).toEqual([status, code]);
    expect(typeof answer.body.msg).toBe('string');
  });

  it('a refused order moves nothing', async () => {
    const account = await call(trader, 'GET', '/api/v3/account', { omitZeroBalances: 'true' });
    expect(account.body.balances.find((b: any) => b.asset === 'USDT')).toEqual({
      asset: 'USDT',
      free: '100000.00000000',
      locked: '0.00000000',
    });
  });
});

describe('orders through the trading API are the cabinet’s orders', () => {
  it('places a limit with an Ed25519 key, shows it to the cabinet, reads, lists and cancels it', async () => {
    const price = tick((await lastPrice()) * 0.8);
    const placed = await call(ed, 'POST', '/api/v3/order', {
      symbol: 'BTCUSDT',
      side: 'BUY',
      type: 'LIMIT',
      timeInForce: 'GTC',
      quantity: '0.01',
      price,
      newClientOrderId: 'bot-limit-1',
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body).toMatchObject({
      symbol: 'BTCUSDT',
      clientOrderId: 'bot-limit-1',
      status: 'NEW',
      type: 'LIMIT',
      side: 'BUY',
      fills: [],
    });
    expect(placed.headers.get('x-mbx-order-count-10s')).toMatch(/^\d+$/);
    expect(Number(placed.headers.get('x-mbx-used-weight-1m'))).toBeGreaterThan(0);
    const cabinet = (await h.api('GET', `/api/trading/accounts/${h.demo.anna}`)).body.data;
    expect(cabinet.openOrders.map((o: any) => o.clientOrderId)).toContain('bot-limit-1');
    expect(cabinet.balances.USDT.locked).not.toBe('0.00000000');
    const read = await call(trader, 'GET', '/api/v3/order', { symbol: 'BTCUSDT', origClientOrderId: 'bot-limit-1' });
    expect(read.body).toMatchObject({ orderId: placed.body.orderId, status: 'NEW', isWorking: true });
    const open = await call(trader, 'GET', '/api/v3/openOrders', { symbol: 'BTCUSDT' });
    expect(open.body.map((o: any) => o.orderId)).toEqual([placed.body.orderId]);
    const cancelled = await call(trader, 'DELETE', '/api/v3/order', { symbol: 'BTCUSDT', orderId: placed.body.orderId });
    expect(cancelled.body).toMatchObject({ orderId: placed.body.orderId, origClientOrderId: 'bot-limit-1', status: 'CANCELED' });
    const all = await call(trader, 'GET', '/api/v3/allOrders', { symbol: 'BTCUSDT' });
    expect(all.body.find((o: any) => o.orderId === placed.body.orderId).status).toBe('CANCELED');
    const account = await call(trader, 'GET', '/api/v3/account');
    expect(account.body.balances.find((b: any) => b.asset === 'USDT').locked).toBe('0.00000000');
  });

  it('refuses a reused newClientOrderId with -2010, the same request or another, placing nothing', async () => {
    const price = tick((await lastPrice()) * 0.8);
    const order = { quantity: '0.001', price, newClientOrderId: 'bot-twice' };
    const first = await gtcBuy(order);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await gtcBuy(order);
    expect([again.status, again.body]).toEqual([400, { code: -2010, msg: 'Duplicate order sent.' }]);
    const other = await gtcBuy({ ...order, quantity: '0.002' });
    expect([other.status, other.body.code]).toEqual([400, -2010]);
    const open = await call(trader, 'GET', '/api/v3/openOrders', { symbol: 'BTCUSDT' });
    expect(open.body.filter((o: any) => o.clientOrderId === 'bot-twice').map((o: any) => o.orderId)).toEqual([first.body.orderId]);
    // The cabinet's door still answers a retried click with the order it placed.
    const cabinetOrder = {
      symbol: 'BTCUSDT',
      side: 'BUY',
      type: 'LIMIT',
      timeInForce: 'GTC',
      price,
      quantity: '0.001',
      newClientOrderId: 'click-1',
    };
    const click = await h.api('POST', `/api/trading/accounts/${h.demo.anna}/orders`, { body: cabinetOrder });
    const retry = await h.api('POST', `/api/trading/accounts/${h.demo.anna}/orders`, { body: cabinetOrder });
    expect(retry.body.data.order.orderId).toBe(click.body.data.order.orderId);
    await call(trader, 'DELETE', '/api/v3/openOrders', { symbol: 'BTCUSDT' });
  });

  it('buys at market with quoteOrderQty, FULL with its fills, and lists the trade in myTrades', async () => {
    const bought = await call(trader, 'POST', '/api/v3/order', { symbol: 'BTCUSDT', side: 'BUY', type: 'MARKET', quoteOrderQty: '100' });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect(bought.body.status).toBe('FILLED');
    expect(bought.body.fills.length).toBeGreaterThan(0);
    const trades = await call(trader, 'GET', '/api/v3/myTrades', { symbol: 'BTCUSDT', orderId: bought.body.orderId });
    expect(trades.body.length).toBe(bought.body.fills.length);
    expect(trades.body[0]).toMatchObject({ orderId: bought.body.orderId, isBuyer: true, isMaker: false, commissionAsset: 'BTC' });
  });

  it('tests an order without placing it, and answers ACK when asked', async () => {
    const before = (await call(trader, 'GET', '/api/v3/allOrders', { symbol: 'BTCUSDT' })).body.length;
    const test = await call(trader, 'POST', '/api/v3/order/test', { symbol: 'BTCUSDT', side: 'BUY', type: 'MARKET', quantity: '0.001' });
    expect([test.status, test.body]).toEqual([200, {}]);
    expect((await call(trader, 'GET', '/api/v3/allOrders', { symbol: 'BTCUSDT' })).body.length).toBe(before);
    const price = tick((await lastPrice()) * 0.8);
    const ack = await call(trader, 'POST', '/api/v3/order', {
      symbol: 'BTCUSDT',
      side: 'BUY',
      type: 'LIMIT_MAKER',
      quantity: '0.001',
      price,
      newOrderRespType: 'ACK',
    });
    expect(Object.keys(ack.body).sort()).toEqual(['clientOrderId', 'orderId', 'orderListId', 'symbol', 'transactTime']);
    const all = await call(trader, 'DELETE', '/api/v3/openOrders', { symbol: 'BTCUSDT' });
    expect(all.body.map((o: any) => o.status)).toEqual(['CANCELED']);
    const none = await call(trader, 'DELETE', '/api/v3/openOrders', { symbol: 'BTCUSDT' });
    expect(none.body.code).toBe(-2011);
  });

  it('places an OCO list whose legs the cabinet sees', async () => {
    const price = await lastPrice();
    const list = await call(trader, 'POST', '/api/v3/orderList/oco', {
      symbol: 'BTCUSDT',
      side: 'SELL',
      quantity: '0.0005',
      aboveType: 'LIMIT_MAKER',
      abovePrice: tick(price * 1.2),
      belowType: 'STOP_LOSS',
      belowStopPrice: tick(price * 0.8),
    });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.orders).toHaveLength(2);
    const cabinet = (await h.api('GET', `/api/trading/accounts/${h.demo.anna}`)).body.data;
    expect(cabinet.openOrders.filter((o: any) => o.orderListId === list.body.orderListId)).toHaveLength(2);
    await call(trader, 'DELETE', '/api/v3/openOrders', { symbol: 'BTCUSDT' });
  });

  it('passes the public market endpoints on to the market, on the same base URL', async () => {
    const time = await fetch(`${h.engine.url}/api/v3/time`);
    expect(Math.abs(((await time.json()) as any).serverTime - Date.now())).toBeLessThan(10_000);
    const info = await fetch(`${h.engine.url}/api/v3/exchangeInfo?symbol=BTCUSDT`);
    expect(((await info.json()) as any).symbols[0].symbol).toBe('BTCUSDT');
    expect(Number(info.headers.get('x-mbx-used-weight-1m'))).toBeGreaterThanOrEqual(20);
  });
});

describe('a revoked key', () => {
  it('is refused at the next call with -2015', async () => {
    const key = await makeKey({ label: 'short-lived' });
    const signing = { apiKey: key.apiKey, secret: key.secret! };
    expect((await call(signing, 'GET', '/api/v3/account')).status).toBe(200);
    await h.api('DELETE', `/api/trading/api-keys/${key.id}`);
    const after = await call(signing, 'GET', '/api/v3/account');
    expect([after.status, after.body.code]).toEqual([401, -2015]);
  });

  it('is refused at once when staff delete it in the admin, or suspend its trader', async () => {
    const key = await makeKey({ label: 'staff-revoked' });
    const signing = { apiKey: key.apiKey, secret: key.secret! };
    expect((await call(signing, 'GET', '/api/v3/account')).status).toBe(200);
    // The admin's delete: the CMS's hook tells the engine, which stops trusting the key it read a moment ago.
    await h.payload.delete({ collection: 'trading-api-keys', id: key.id });
    expect((await call(signing, 'GET', '/api/v3/account')).body.code).toBe(-2015);

    // Boris's key: suspending him also ends his cabinet sessions, which the other tests do not use.
    const made = await h.api('POST', '/api/trading/api-keys', {
      as: 'boris',
      body: { label: 'suspended', permissions: 'read', kind: 'HMAC_SHA256', accountId: h.demo.boris, password: PASSWORD },
    });
    const boris = { apiKey: made.body.data.key.apiKey, secret: made.body.data.secret };
    expect((await call(boris, 'GET', '/api/v3/account')).status).toBe(200);
    const found = await h.payload.find({ collection: 'traders', where: { email: { equals: 'boris@engine.test' } } });
    const id = found.docs[0]!.id;
    await h.payload.update({ collection: 'traders', id, data: { status: 'suspended' } });
    expect((await call(boris, 'GET', '/api/v3/account')).body.code).toBe(-2015);
    await h.payload.update({ collection: 'traders', id, data: { status: 'active' } });
    expect((await call(boris, 'GET', '/api/v3/account')).status).toBe(200);
  });

  it('shows when a key was last used', async () => {
    const keys = (await h.api('GET', '/api/trading/api-keys')).body.data.keys;
    expect(keys.find((k: any) => k.apiKey === trader.apiKey).lastUsedAt).toBeGreaterThan(0);
    expect(keys.find((k: any) => k.apiKey === listed.apiKey).lastUsedAt).toBeNull();
  });
});

describe('the user data stream', () => {
  it('gives a listen key whose websocket tells the cabinet’s orders and balances in Binance’s words', async () => {
    const listen = await fetch(`${h.engine.url}/api/v3/userDataStream`, { method: 'POST', headers: { 'x-mbx-apikey': trader.apiKey } });
    const { listenKey } = (await listen.json()) as { listenKey: string };
    expect(listenKey).toMatch(/^[A-Za-z0-9_-]{60}$/);
    const frames: any[] = [];
    const socket = new WebSocket(`${h.engine.url.replace('http', 'ws')}/ws/${listenKey}`);
    socket.on('message', (data) => frames.push(JSON.parse(String(data))));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    // An order placed in the cabinet (the account API), heard by the bot's stream.
    const price = tick((await lastPrice()) * 0.8);
    const placed = await h.api('POST', `/api/trading/accounts/${h.demo.anna}/orders`, {
      body: { symbol: 'BTCUSDT', side: 'BUY', type: 'LIMIT', timeInForce: 'GTC', price, quantity: '0.001', newClientOrderId: 'cabinet-1' },
    });
    expect(placed.status).toBe(201);
    await h.api('DELETE', `/api/trading/accounts/${h.demo.anna}/orders/${placed.body.data.order.orderId}`);
    const deadline = Date.now() + 10_000;
    while (!frames.some((f) => f.e === 'executionReport' && f.X === 'CANCELED') && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    const reports = frames.filter((f) => f.e === 'executionReport' && f.c === 'cabinet-1');
    expect(reports.map((f) => [f.x, f.X])).toEqual([
      ['NEW', 'NEW'],
      ['CANCELED', 'CANCELED'],
    ]);
    expect(reports[0]).toMatchObject({ s: 'BTCUSDT', S: 'BUY', o: 'LIMIT', f: 'GTC', q: '0.00100000', i: placed.body.data.order.orderId });
    const position = frames.find((f) => f.e === 'outboundAccountPosition');
    expect(position.B.find((b: any) => b.a === 'USDT')).toMatchObject({ a: 'USDT', l: expect.any(String) });
    socket.close();
    const keep = await fetch(`${h.engine.url}/api/v3/userDataStream?listenKey=${listenKey}`, {
      method: 'PUT',
      headers: { 'x-mbx-apikey': trader.apiKey },
    });
    expect(await keep.json()).toEqual({});
    await fetch(`${h.engine.url}/api/v3/userDataStream?listenKey=${listenKey}`, {
      method: 'DELETE',
      headers: { 'x-mbx-apikey': trader.apiKey },
    });
    const gone = await fetch(`${h.engine.url}/api/v3/userDataStream?listenKey=${listenKey}`, {
      method: 'PUT',
      headers: { 'x-mbx-apikey': trader.apiKey },
    });
    expect(((await gone.json()) as any).code).toBe(-1125);
  });
});

describe('limits', () => {
  it('counts new orders per 10 s and refuses the 21st with -1015, 429 and Retry-After', async () => {
    // Start in a fresh ten-second window, so all 21 fall in one.
    await new Promise((resolve) => setTimeout(resolve, 10_000 - (Date.now() % 10_000) + 50));
    const price = tick((await lastPrice()) * 0.5);
    const order = { symbol: 'BTCUSDT', side: 'BUY', type: 'LIMIT_MAKER', quantity: '0.0002', price };
    let last: Awaited<ReturnType<typeof call>> | undefined;
    for (let i = 0; i < 21; i += 1) {
      last = await call(trader, 'POST', '/api/v3/order', order);
      if (last.status !== 200) break;
    }
    expect([last!.status, last!.body.code], JSON.stringify(last!.body)).toEqual([429, -1015]);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(last!.headers.get('x-mbx-order-count-10s')).toBe('20');
    await call(trader, 'DELETE', '/api/v3/openOrders', { symbol: 'BTCUSDT' });
  }, 120_000);

  it('counts request weight per minute and answers 429 with -1003 and Retry-After past 6000', async () => {
    let last: Awaited<ReturnType<typeof call>> | undefined;
    // GET /api/v3/openOrders without a symbol weighs 80: 75 of them reach 6000.
    for (let i = 0; i < 80; i += 1) {
      last = await call(trader, 'GET', '/api/v3/openOrders');
      if (last.status !== 200) break;
    }
    expect([last!.status, last!.body.code]).toEqual([429, -1003]);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  }, 120_000);
});
