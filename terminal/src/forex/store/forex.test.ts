import { afterEach, describe, expect, it, vi } from 'vitest';
import { forexAccountWithOneLot } from '../../test-support/forex-account';
import { $forexAccount, $forexNotices, $forexQuotes, applyForexEvent, placeForexOrder, reloadForex } from './forex';

// The forex terminal's store against the engine's answers (fetch stubbed with what the routes
// answer): the account marked to the quotes the push channel brings, the trader told of a
// stop-out, an order sent with a request id, a refusal kept as the engine's code.

const quote = (bid: string, ask: string, time = 2) => ({
  symbol: 'EURUSD',
  bid,
  ask,
  spread: '0.00060',
  recordedAt: 1514851200000,
  time,
  sides: 'bid-ask' as const,
});
const account = forexAccountWithOneLot('10000.00', { equity: '9940.00', freeMargin: '9699.89', level: '4139.77' });
const answers: Record<string, { status: number; body: unknown }> = {
  'GET /api/trading/forex/quotes': {
    status: 200,
    body: {
      success: true,
      data: {
        feed: 'recorded',
        series: [{ symbol: 'EURUSD', interval: '1h', from: '2018-01-02', to: '2018-12-31', source: 'OANDA' }],
        quotes: [quote('1.19995', '1.20055', 1)],
      },
    },
  },
  'GET /api/trading/forex/account': { status: 200, body: { success: true, data: account } },
  'POST /api/trading/forex/orders': {
    status: 422,
    body: { success: false, error: 'NOT_ENOUGH_MARGIN', params: { required: '24011.00', free: '9699.89' } },
  },
};
const sent: { method: string; url: string; body: unknown }[] = [];
vi.stubGlobal(
  'fetch',
  vi.fn(async (url: string, init: RequestInit) => {
    sent.push({ method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[`${init.method ?? 'GET'} ${url}`]!;
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  }),
);

afterEach(() => void (sent.length = 0));

describe('the forex store', () => {
  it('loads the account and the recorded quotes, then marks the position to each quote the push channel brings', async () => {
    await reloadForex();
    expect($forexAccount.get().data?.positions[0]).toMatchObject({ profit: '-60.00', pips: '-6.0' });
    applyForexEvent({ e: 'forexQuote', quote: quote('1.20174', '1.20189', 3) });
    expect($forexQuotes.get().EURUSD?.bid).toBe('1.20174');
    expect($forexAccount.get().data).toMatchObject({
      equity: '10119.00',
      positions: [expect.objectContaining({ profit: '119.00', pips: '11.9' })],
    });
  });

  it('keeps what the engine did on its own for the trader to read: a stop-out, newest first', async () => {
    applyForexEvent({ e: 'marginChanged', accountId: 1, deals: [], events: [{ type: 'STOP_OUT', tickets: [2], level: null }] });
    expect($forexNotices.get()).toEqual([{ type: 'STOP_OUT', tickets: [2], level: null }]);
    await vi.waitFor(() => expect(sent.some((r) => r.url === '/api/trading/forex/account')).toBe(true));
  });

  it('sends an order with a request id of its own and answers a refusal with the engine’s code and figures', async () => {
    const placed = await placeForexOrder({
      symbol: 'EURUSD',
      side: 'BUY',
      type: 'MARKET',
      volume: { kind: 'lots', amount: '100' },
      leverage: 500,
    });
    expect(placed).toEqual({ ok: false, error: { code: 'NOT_ENOUGH_MARGIN', params: { required: '24011.00', free: '9699.89' } } });
    expect(sent[0]?.body).toMatchObject({ symbol: 'EURUSD', requestId: expect.stringMatching(/^fx-/) });
  });
});
