import { describe, expect, it, vi } from 'vitest';
import { proxyKlines } from './klines-proxy';

const upstream = (status = 200, headers: Record<string, string> = {}) =>
  vi.fn(async (_url: string | URL | Request) => new Response('[[1,"1","1","1","1","1",2,"1",1,"1","1","0"]]', { status, headers }));
const call = (query: string, fetchImpl = upstream()) =>
  proxyKlines(new Request(`http://site/api/binance/klines?${query}`), 'http://127.0.0.1:9443/', fetchImpl as unknown as typeof fetch);

describe('proxyKlines', () => {
  it('forwards a valid query to Binance klines with limit 500 by default and the slash removed', async () => {
    const fetchImpl = upstream();
    const response = await call('symbol=btc/usdt&interval=1m&startTime=1723161240000', fetchImpl);
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveLength(1);
    expect(String(fetchImpl.mock.calls[0]?.[0])).toBe(
      'http://127.0.0.1:9443/api/v3/klines?symbol=BTCUSDT&interval=1m&limit=500&startTime=1723161240000',
    );
  });

  it.each([
    ['symbol=BTC%20USDT&interval=1m', 'INVALID_SYMBOL'],
    ['symbol=BTCUSDT&interval=7m', 'INVALID_INTERVAL'],
    ['symbol=BTCUSDT&interval=1m&limit=0', 'INVALID_LIMIT'],
    ['symbol=BTCUSDT&interval=1m&limit=1001', 'INVALID_LIMIT'],
    ['symbol=BTCUSDT&interval=1m&startTime=yesterday', 'INVALID_TIME'],
  ])('refuses %s with %s before calling the market', async (query, code) => {
    const fetchImpl = upstream();
    const response = await call(query, fetchImpl);
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe(code);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('accepts limit 1 and 1000, the edges', async () => {
    expect((await call('symbol=BTCUSDT&interval=1m&limit=1')).status).toBe(200);
    expect((await call('symbol=BTCUSDT&interval=1m&limit=1000')).status).toBe(200);
  });

  it("passes Binance's 429 and its Retry-After through", async () => {
    const response = await call('symbol=BTCUSDT&interval=1m', upstream(429, { 'Retry-After': '7' }));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('7');
  });

  it('answers 502 naming the host when the market does not answer', async () => {
    const failing = vi.fn(async () => {
      throw new Error('connect ECONNREFUSED');
    });
    const response = await call('symbol=BTCUSDT&interval=1m', failing as never);
    expect(response.status).toBe(502);
    expect((await response.json()).msg).toContain('http://127.0.0.1:9443/');
  });
});
