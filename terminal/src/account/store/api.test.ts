import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { tradingApi } from './api';

const answer = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the account API's refusals", () => {
  it("passes on the engine's own code, field and parameters", async () => {
    vi.stubGlobal('fetch', answer(422, { success: false, error: 'INSUFFICIENT_FUNDS', field: 'amount', params: { currency: 'USDT' } }));
    expect(await tradingApi('POST', '/accounts/1/orders', z.unknown(), {})).toEqual({
      ok: false,
      error: { code: 'INSUFFICIENT_FUNDS', field: 'amount', params: { currency: 'USDT' } },
    });
  });

  it('reads a code it has no text for as "the service cannot be reached", never as an unknown code', async () => {
    vi.stubGlobal('fetch', answer(405, { success: false, error: 'METHOD_NOT_ALLOWED' }));
    expect(await tradingApi('PUT', '/accounts/1/orders/7', z.unknown(), {})).toEqual({ ok: false, error: { code: 'SERVICE_UNAVAILABLE' } });
  });
});
