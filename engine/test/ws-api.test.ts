import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startHarness, type Harness } from './bot-harness';
import { openWsApi, type SigningKey } from './signed-client';

// Binance's WebSocket API on a paper account: orders and the account over one signed websocket,
// checked and answered as the REST API checks and answers them, the same orders the cabinet shows.

let h: Harness;
let ws: Awaited<ReturnType<typeof openWsApi>>;
let trader: SigningKey;
let reader: SigningKey;

async function makeKey(permissions: 'read' | 'trade'): Promise<SigningKey> {
  const made = await h.api('POST', '/api/trading/api-keys', {
    body: { label: `ws ${permissions}`, permissions, kind: 'HMAC_SHA256', accountId: h.demo.anna, password: PASSWORD },
  });
  expect(made.status).toBe(201);
  return { apiKey: made.body.data.key.apiKey, secret: made.body.data.secret };
}
const lastPrice = async () => Number((await (await fetch(`${h.replay.restUrl}/api/v3/ticker/price?symbol=BTCUSDT`)).json()).price);
const tick = (value: number) => (Math.floor(value * 100) / 100).toFixed(2);

beforeAll(async () => {
  h = await startHarness(['anna']);
  trader = await makeKey('trade');
  reader = await makeKey('read');
  ws = await openWsApi(h.engine.url);
}, 120_000);
afterAll(async () => {
  ws?.close();
  await h?.stop();
});

describe('the WebSocket API’s order and account methods', () => {
  it('places, reads and cancels an order that the cabinet shows, and reads the account', async () => {
    const price = tick((await lastPrice()) * 0.8);
    const placed = await ws.request(trader, 'order.place', {
      symbol: 'BTCUSDT',
      side: 'BUY',
      type: 'LIMIT',
      timeInForce: 'GTC',
      quantity: '0.001',
      price,
      newClientOrderId: 'ws-bot-1',
    });
    expect(placed.status, JSON.stringify(placed)).toBe(200);
    expect(placed.result).toMatchObject({ symbol: 'BTCUSDT', clientOrderId: 'ws-bot-1', status: 'NEW', type: 'LIMIT', side: 'BUY' });
    const cabinet = (await h.api('GET', `/api/trading/accounts/${h.demo.anna}`)).body.data;
    expect(cabinet.openOrders.map((o: any) => o.clientOrderId)).toContain('ws-bot-1');

    const status = await ws.request(reader, 'order.status', { symbol: 'BTCUSDT', orderId: placed.result.orderId });
    expect(status.result).toMatchObject({ orderId: placed.result.orderId, status: 'NEW' });
    const open = await ws.request(reader, 'openOrders.status', { symbol: 'BTCUSDT' });
    expect(open.result.map((o: any) => o.orderId)).toEqual([placed.result.orderId]);
    const account = await ws.request(reader, 'account.status');
    expect(account.result.balances.find((b: any) => b.asset === 'USDT').locked).not.toBe('0.00000000');

    const cancelled = await ws.request(trader, 'order.cancel', { symbol: 'BTCUSDT', orderId: placed.result.orderId });
    expect(cancelled.result).toMatchObject({ orderId: placed.result.orderId, status: 'CANCELED' });
    const after = await ws.request(reader, 'account.status');
    expect(after.result.balances.find((b: any) => b.asset === 'USDT').locked).toBe('0.00000000');
  });

  it.each([
    [
      'a read-only key placing',
      () => ws.request(reader, 'order.place', { symbol: 'BTCUSDT', side: 'BUY', type: 'MARKET', quantity: '0.001' }),
      -2015,
    ],
    ['a wrong secret', () => ws.request({ apiKey: trader.apiKey, secret: 'B'.repeat(64) }, 'account.status'), -1022],
    ['a stale timestamp', () => ws.request(trader, 'account.status', { timestamp: Date.now() - 10_000 }), -1021],
    ['an unknown parameter', () => ws.request(trader, 'account.status', { colour: 'red' }), -1104],
    [
      'a reused client order id',
      () =>
        ws.request(trader, 'order.place', {
          symbol: 'BTCUSDT',
          side: 'BUY',
          type: 'LIMIT',
          timeInForce: 'GTC',
          quantity: '0.001',
          price: '1000',
          newClientOrderId: 'ws-bot-1',
        }),
      -2010,
    ],
    ['an unknown order', () => ws.request(trader, 'order.cancel', { symbol: 'BTCUSDT', orderId: 999_999 }), -2011],
  ])('refuses %s in Binance’s words', async (_what, send, code) => {
    const answer = await send();
    expect(answer.error?.code, JSON.stringify(answer)).toBe(code);
    expect(answer.status).toBeGreaterThanOrEqual(400);
  });
});
