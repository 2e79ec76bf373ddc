import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { getJson, MarketRequestError, resetRateLimits } from './http';
import { fetchDepth, fetchKlines, fetchTickers24h } from './rest';

const kline = [1, '1', '1', '1', '1', '1', 2, '1', 1, '1', '1', '0'];
type Answer = { status: number; body: unknown; headers?: Record<string, string> };
function server(answers: Answer[]) {
  const calls: string[] = [];
  const fetchImpl = vi.fn(async (url: string | URL | Request) => {
    calls.push(String(url));
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)] as Answer;
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: answer.headers });
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

beforeEach(() => resetRateLimits());

describe('fetchKlines', () => {
  it('goes through the proxy route with limit 500 and tries 3 times, waiting 1 s then 2 s', async () => {
    const { calls, fetchImpl } = server([
      { status: 500, body: {} },
      { status: 502, body: {} },
      { status: 200, body: [kline] },
    ]);
    const waits: number[] = [];
    const klines = await fetchKlines(
      'http://site/api',
      { symbol: 'BTC/USDT', interval: '1m' },
      {
        fetchImpl,
        sleep: async (ms) => {
          waits.push(ms);
        },
      },
    );
    expect(klines).toEqual([kline]);
    expect(calls[0]).toBe('http://site/api/binance/klines?symbol=BTCUSDT&interval=1m&limit=500');
    expect(waits).toEqual([1_000, 2_000]);
  });

  it("gives up after the third try with the 'HTTP error' text", async () => {
    const { calls, fetchImpl } = server([{ status: 503, body: {} }]);
    const call = fetchKlines('http://site/api', { symbol: 'BTCUSDT', interval: '1m', startTime: 5 }, { fetchImpl, sleep: async () => {} });
    await expect(call).rejects.toThrow('HTTP error! status: 503');
    expect(calls).toHaveLength(3);
    expect(calls[0]).toContain('startTime=5');
  });

  it('refuses an invalid symbol without a request', async () => {
    const { calls, fetchImpl } = server([{ status: 200, body: [] }]);
    await expect(fetchKlines('http://site/api', { symbol: 'BTC USDT', interval: '1m' }, { fetchImpl })).rejects.toThrow('invalid symbol');
    expect(calls).toHaveLength(0);
  });
});

describe('rate limits', () => {
  it('honours Retry-After of a 429: no request reaches the host until it has passed', async () => {
    let now = 1_000_000;
    const { calls, fetchImpl } = server([
      { status: 429, body: {}, headers: { 'Retry-After': '3' } },
      { status: 200, body: { ok: 1 } },
    ]);
    const get = () => getJson('http://h/x', z.object({ ok: z.number() }), { fetchImpl, now: () => now });
    const first = await get().catch((e: unknown) => e);
    expect(first).toBeInstanceOf(MarketRequestError);
    expect(first).toMatchObject({ code: 'RATE_LIMITED', status: 429, retryAfterMs: 3_000 });
    now += 2_999;
    await expect(get()).rejects.toMatchObject({ code: 'RATE_LIMITED', retryAfterMs: 1 });
    expect(calls).toHaveLength(1);
    now += 1;
    await expect(get()).resolves.toEqual({ ok: 1 });
  });

  it('treats 418 (IP banned) the same way', async () => {
    const { fetchImpl } = server([{ status: 418, body: {}, headers: { 'Retry-After': '120' } }]);
    await expect(getJson('http://banned/x', z.object({}), { fetchImpl })).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      status: 418,
      retryAfterMs: 120_000,
    });
  });

  it('klines retries wait at least the Retry-After', async () => {
    let now = 0;
    const { fetchImpl } = server([
      { status: 429, body: {}, headers: { 'Retry-After': '5' } },
      { status: 200, body: [kline] },
    ]);
    const waits: number[] = [];
    await fetchKlines(
      'http://site/api',
      { symbol: 'BTCUSDT', interval: '1m' },
      {
        fetchImpl,
        now: () => now,
        sleep: async (ms) => {
          waits.push(ms);
          now += ms;
        },
      },
    );
    expect(waits).toEqual([5_000]);
  });
});

describe('24hr ticker forms and depth', () => {
  it('asks for all symbols with no parameter and for a list as a JSON array', async () => {
    const { calls, fetchImpl } = server([{ status: 200, body: [] }]);
    await fetchTickers24h('http://h', undefined, { fetchImpl });
    await fetchTickers24h('http://h', ['BTCUSDT', 'eth/usdt'], { fetchImpl });
    expect(calls).toEqual([
      'http://h/api/v3/ticker/24hr',
      `http://h/api/v3/ticker/24hr?symbols=${encodeURIComponent('["BTCUSDT","ETHUSDT"]')}`,
    ]);
  });

  it('asks for a depth snapshot of 1000 levels', async () => {
    const { calls, fetchImpl } = server([{ status: 200, body: { lastUpdateId: 1, bids: [], asks: [] } }]);
    await expect(fetchDepth('http://h', 'BTCUSDT', undefined, { fetchImpl })).resolves.toEqual({ lastUpdateId: 1, bids: [], asks: [] });
    expect(calls).toEqual(['http://h/api/v3/depth?symbol=BTCUSDT&limit=1000']);
  });
});
