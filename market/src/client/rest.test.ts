import { describe, expect, it } from 'vitest';
import { fetchTicker24h } from './rest';

const answer = (status: number, body: unknown) => (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('fetchTicker24h', () => {
  it("throws 'HTTP error! status: {code}' on a non-OK answer", async () => {
    const call = fetchTicker24h('http://x', 'NOPE', { fetchImpl: answer(400, { code: -1121, msg: 'Invalid symbol.' }) });
    await expect(call).rejects.toThrow('HTTP error! status: 400');
  });

  it('names the address and the field when the answer is not a 24hr ticker', async () => {
    const call = fetchTicker24h('http://x/', 'BTCUSDT', { fetchImpl: answer(200, { symbol: 'BTCUSDT' }) });
    await expect(call).rejects.toThrow(/http:\/\/x\/api\/v3\/ticker\/24hr\?symbol=BTCUSDT: .*lastPrice/);
  });
});
