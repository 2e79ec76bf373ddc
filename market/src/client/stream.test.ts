import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket, FakeWebSocketImpl } from '../test-support/fake-websocket';
import type { MarketFrame } from '../protocol/frames';
import type { FeedStatus } from '../reconnect';
import { CONNECTION_RENEW_MS, openMarketStream } from './stream';

const trade = { e: 'trade', E: 2, s: 'BTCUSDT', t: 7, p: '61837.63', q: '0.02', T: 1, m: true };

function start() {
  const frames: MarketFrame[] = [];
  const statuses: FeedStatus[] = [];
  const logs: string[] = [];
  const stream = openMarketStream({
    wsBase: 'ws://127.0.0.1:9443/',
    streams: ['btcusdt@ticker', 'btcusdt@trade'],
    onFrame: (frame) => frames.push(frame),
    onStatus: (status) => statuses.push(status),
    log: (line) => logs.push(line),
    WebSocketImpl: FakeWebSocketImpl,
  });
  return { stream, frames, statuses, logs };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
});
afterEach(() => vi.useRealTimers());

describe('openMarketStream', () => {
  it('opens one combined stream and reports connecting then connected', () => {
    const { statuses } = start();
    expect(FakeWebSocket.latest().url).toBe('ws://127.0.0.1:9443/stream?streams=btcusdt@ticker/btcusdt@trade');
    FakeWebSocket.latest().open();
    expect(statuses.map((s) => s.state)).toEqual(['connecting', 'connected']);
  });

  it('reconnects after 1, 2, 4, 8 and 15 s, then stays disconnected', () => {
    const { statuses } = start();
    FakeWebSocket.latest().open();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const before = FakeWebSocket.instances.length;
      FakeWebSocket.latest().drop();
      const started = Date.now();
      while (FakeWebSocket.instances.length === before) vi.advanceTimersByTime(100);
      waits.push(Date.now() - started);
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 15_000]);
    FakeWebSocket.latest().drop();
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(6);
    expect(statuses.at(-1)).toEqual({ state: 'disconnected', attempt: 5, retryInMs: null, exhausted: true });
  });

  it('starts again on reconnect() after giving up, attempts counted from zero; an open connection is left alone', () => {
    const { stream, statuses } = start();
    for (let drop = 0; drop < 6; drop += 1) {
      FakeWebSocket.latest().drop();
      vi.advanceTimersByTime(15_000);
    }
    expect(statuses.at(-1)?.exhausted).toBe(true);
    expect(FakeWebSocket.instances).toHaveLength(6);
    stream.reconnect();
    expect(FakeWebSocket.instances).toHaveLength(7);
    expect(statuses.at(-1)).toEqual({ state: 'connecting', attempt: 0, retryInMs: null, exhausted: false });
    FakeWebSocket.latest().open();
    stream.reconnect();
    expect(FakeWebSocket.instances).toHaveLength(7);
    FakeWebSocket.latest().drop();
    expect(statuses.at(-1)).toEqual({ state: 'disconnected', attempt: 1, retryInMs: 1_000, exhausted: false });
  });

  it('starts the schedule over after a successful reconnect', () => {
    start();
    FakeWebSocket.latest().drop();
    vi.advanceTimersByTime(1_000);
    FakeWebSocket.latest().drop();
    vi.advanceTimersByTime(2_000);
    FakeWebSocket.latest().open();
    FakeWebSocket.latest().drop();
    vi.advanceTimersByTime(999);
    expect(FakeWebSocket.instances).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(4);
  });

  it('does not reconnect once closed on purpose', () => {
    const { stream, statuses } = start();
    FakeWebSocket.latest().open();
    stream.close();
    FakeWebSocket.latest().drop();
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(FakeWebSocket.latest().closed).toBe(true);
    expect(statuses.map((s) => s.state)).toEqual(['connecting', 'connected']);
  });

  it('drops a frame that fails its schema, logs its source, and keeps delivering good ones', () => {
    const { frames, logs } = start();
    const socket = FakeWebSocket.latest();
    socket.open();
    socket.receive({ stream: 'btcusdt@trade', data: { ...trade, p: 61837.63 } });
    socket.receive('not json');
    socket.receive({ stream: 'btcusdt@trade', data: trade });
    expect(frames).toEqual([{ kind: 'trade', stream: 'btcusdt@trade', event: trade }]);
    expect(logs).toHaveLength(2);
    expect(logs[0]).toContain('ws://127.0.0.1:9443/stream?streams=btcusdt@ticker/btcusdt@trade (btcusdt@trade)');
    expect(logs[0]).toMatch(/\): p: /);
  });

  it('renews the connection at once on serverShutdown, counting no failure', () => {
    const { statuses } = start();
    FakeWebSocket.latest().open();
    FakeWebSocket.latest().receive({ e: 'serverShutdown', E: 1 });
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(FakeWebSocket.instances[0]?.closed).toBe(true);
    FakeWebSocket.instances[0]?.drop();
    FakeWebSocket.latest().open();
    expect(statuses.map((s) => s.state)).toEqual(['connecting', 'connected', 'connecting', 'connected']);
    expect(statuses.at(-1)?.attempt).toBe(0);
  });

  it('connects again at once after a normal close by the server, counting no failure', () => {
    const { statuses, logs } = start();
    FakeWebSocket.latest().open();
    FakeWebSocket.latest().closeFromServer(1000, 'the replayed session starts again');
    expect(FakeWebSocket.instances).toHaveLength(2);
    FakeWebSocket.latest().open();
    expect(statuses.map((s) => s.state)).toEqual(['connecting', 'connected', 'connecting', 'connected']);
    expect(statuses.at(-1)?.attempt).toBe(0);
    expect(logs.at(-1)).toContain('closed by the server (the replayed session starts again)');
  });

  it('treats a normal close before the connection opened, or an abnormal one, as a failure with its delay', () => {
    start();
    FakeWebSocket.latest().closeFromServer(1000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(FakeWebSocket.instances).toHaveLength(2);
    FakeWebSocket.latest().open();
    FakeWebSocket.latest().closeFromServer(1011, 'internal error');
    expect(FakeWebSocket.instances).toHaveLength(2);
    vi.advanceTimersByTime(1000);
    expect(FakeWebSocket.instances).toHaveLength(3);
  });

  it('renews a connection before Binance closes it at 24 hours', () => {
    start();
    FakeWebSocket.latest().open();
    vi.advanceTimersByTime(CONNECTION_RENEW_MS - 1);
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(CONNECTION_RENEW_MS).toBeLessThan(24 * 3_600_000);
  });

  it('after the 24-hour close by the server, reconnects after 1 s', () => {
    start();
    FakeWebSocket.latest().open();
    vi.advanceTimersByTime(3_600_000);
    FakeWebSocket.latest().drop();
    vi.advanceTimersByTime(999);
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('changes streams with SUBSCRIBE/UNSUBSCRIBE and keeps them for the next connection', () => {
    const { stream } = start();
    stream.subscribe(['btcusdt@kline_1m']);
    FakeWebSocket.latest().open();
    expect(FakeWebSocket.latest().sent).toEqual([{ method: 'SUBSCRIBE', params: ['btcusdt@kline_1m'], id: 1 }]);
    stream.unsubscribe(['btcusdt@kline_1m', 'btcusdt@ticker']);
    stream.subscribe(['btcusdt@kline_5m', 'btcusdt@trade']);
    expect(FakeWebSocket.latest().sent.slice(1)).toEqual([
      { method: 'UNSUBSCRIBE', params: ['btcusdt@kline_1m', 'btcusdt@ticker'], id: 2 },
      { method: 'SUBSCRIBE', params: ['btcusdt@kline_5m'], id: 3 },
    ]);
    FakeWebSocket.latest().drop();
    vi.advanceTimersByTime(1_000);
    expect(FakeWebSocket.latest().url).toBe('ws://127.0.0.1:9443/stream?streams=btcusdt@trade/btcusdt@kline_5m');
  });
});
