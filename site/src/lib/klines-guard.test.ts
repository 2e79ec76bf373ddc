import { describe, expect, it, vi } from 'vitest';
import { createKlinesGuard, klinesKey } from './klines-guard';

const request = (query: string) => new Request(`http://site.test/binance/klines?${query}`);
const candles = () => vi.fn(async () => Response.json([[1, '1', '2', '0.5', '1.5', '10']]));

describe('the klines proxy guard', () => {
  it('asks the market host once for the same question, however it is spelled, within the cache time', async () => {
    const proxy = candles();
    const guard = createKlinesGuard(proxy);
    const answers = await Promise.all([
      guard(request('symbol=BTCUSDT&interval=1m&limit=100'), '192.0.2.1'),
      guard(request('interval=1m&limit=100&symbol=BTCUSDT'), '192.0.2.2'),
      guard(request('symbol=BTCUSDT&interval=1m&limit=100&noise=1'), '192.0.2.3'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await answers[2]!.json()).toEqual([[1, '1', '2', '0.5', '1.5', '10']]);
    expect(proxy).toHaveBeenCalledOnce();
    expect(klinesKey(new URL('http://x/?limit=1&symbol=A&x=2'))).toBe('limit=1&symbol=A');
  });

  it("limits each client's requests a minute with 429 and Retry-After, and only that client", async () => {
    const guard = createKlinesGuard(candles(), { perClient: 3, upstream: 100, ttlMs: 5000 });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await guard(request(`symbol=BTCUSDT&interval=1m&limit=${i + 1}`), '198.51.100.9')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await guard(request('symbol=BTCUSDT&interval=1m'), '198.51.100.9');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await guard(request('symbol=BTCUSDT&interval=1m'), '198.51.100.10')).status).toBe(200);
  });

  it('keeps all clients together under the upstream budget, answering 503 with Retry-After past it', async () => {
    const proxy = candles();
    const guard = createKlinesGuard(proxy, { perClient: 100, upstream: 2, ttlMs: 5000 });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await guard(request(`symbol=ETHUSDT&interval=1m&limit=${i + 1}`), `203.0.113.${i}`)).status);
    expect(statuses).toEqual([200, 200, 503]);
    expect(proxy).toHaveBeenCalledTimes(2);
  });

  it('passes a refusal through as it came and keeps nothing of it', async () => {
    const proxy = vi.fn(async () => new Response('{"code":-1003}', { status: 429, headers: { 'retry-after': '7' } }));
    const guard = createKlinesGuard(proxy);
    const first = await guard(request('symbol=BTCUSDT&interval=1m'), '192.0.2.1');
    expect([first.status, first.headers.get('retry-after')]).toEqual([429, '7']);
    await guard(request('symbol=BTCUSDT&interval=1m'), '192.0.2.1');
    expect(proxy).toHaveBeenCalledTimes(2);
  });
});
