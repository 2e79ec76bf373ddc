import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket, FakeWebSocketImpl } from '../test-support/fake-websocket';
import { joinSharedStream } from './shared-stream';

const trade = { stream: 'btcusdt@trade', data: { e: 'trade', E: 2, s: 'BTCUSDT', t: 7, p: '61837.63', q: '0.02', T: 1, m: true } };

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocketImpl);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('joinSharedStream', () => {
  it('carries every member on one connection, subscribing and unsubscribing streams as members come and go', () => {
    const seenA: string[] = [];
    const seenB: string[] = [];
    const leaveA = joinSharedStream('ws://h', { streams: ['btcusdt@trade', 'btcusdt@ticker'], onFrame: (f) => seenA.push(f.stream) });
    FakeWebSocket.latest().open();
    const statusB: string[] = [];
    const leaveB = joinSharedStream('ws://h', {
      streams: ['btcusdt@trade', 'btcusdt@depth@100ms'],
      onFrame: (f) => seenB.push(f.stream),
      onStatus: (s) => statusB.push(s.state),
    });
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(statusB).toEqual(['connected']);
    expect(FakeWebSocket.latest().sent).toEqual([{ method: 'SUBSCRIBE', params: ['btcusdt@depth@100ms'], id: 1 }]);
    FakeWebSocket.latest().receive(trade);
    expect([seenA, seenB]).toEqual([['btcusdt@trade'], ['btcusdt@trade']]);
    leaveA();
    expect(FakeWebSocket.latest().sent.at(-1)).toEqual({ method: 'UNSUBSCRIBE', params: ['btcusdt@ticker'], id: 2 });
    leaveB();
    expect(FakeWebSocket.latest().closed).toBe(true);
    joinSharedStream('ws://h', { streams: ['ethusdt@trade'], onFrame: () => {} })();
    expect(FakeWebSocket.instances).toHaveLength(2);
  });
});
