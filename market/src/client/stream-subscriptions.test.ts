import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES_PER_SECOND, StreamSubscriptions } from './stream-subscriptions';

const socket = () => {
  const sent: Array<{ method: string; params: string[]; at: number }> = [];
  return {
    readyState: 1,
    send: (text: string) => sent.push({ ...(JSON.parse(text) as { method: string; params: string[] }), at: Date.now() }),
    sent,
  };
};

afterEach(() => vi.useRealTimers());

describe('stream subscriptions', () => {
  it("never sends more than Binance's 5 messages a second, however many islands ask at once", async () => {
    vi.useFakeTimers({ now: 0 });
    const subscriptions = new StreamSubscriptions([]);
    const open = socket();
    const streams = [
      'btcusdt@trade',
      'btcusdt@depth',
      'btcusdt@kline_1m',
      'btcusdt@ticker',
      '!miniTicker@arr',
      'ethusdt@trade',
      'ethusdt@depth',
    ];
    for (const stream of streams) subscriptions.change('SUBSCRIBE', [stream], open);
    subscriptions.change('UNSUBSCRIBE', ['ethusdt@trade'], open);
    subscriptions.change('SUBSCRIBE', ['solusdt@trade'], open);
    expect(open.sent).toHaveLength(MESSAGES_PER_SECOND);
    await vi.advanceTimersByTimeAsync(1_100);
    // The rest left a second later, merged where neighbours were of one kind; every stream asked for was sent in order.
    expect(open.sent.length).toBeLessThanOrEqual(2 * MESSAGES_PER_SECOND);
    for (let i = MESSAGES_PER_SECOND; i < open.sent.length; i++)
      expect(open.sent[i]!.at - open.sent[i - MESSAGES_PER_SECOND]!.at).toBeGreaterThanOrEqual(1000);
    const subscribed = open.sent.filter((m) => m.method === 'SUBSCRIBE').flatMap((m) => m.params);
    expect(subscribed).toEqual([...streams, 'solusdt@trade']);
    expect(open.sent.filter((m) => m.method === 'UNSUBSCRIBE').flatMap((m) => m.params)).toEqual(['ethusdt@trade']);
    expect([...subscriptions.snapshot()]).not.toContain('ethusdt@trade');
  });
});
