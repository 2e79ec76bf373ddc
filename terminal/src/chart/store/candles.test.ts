import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Kline } from '@bourse/market';
import { resetRateLimits } from '@bourse/market/client';
import { FakeWebSocket, FakeWebSocketImpl } from '@bourse/market/testing';
import { $candleInterval, $candles, setCandleInterval } from './candles';
import { mergeLiveCandle } from './candles-feed';
import { $marketConfig, configureMarket } from '../../feed/store/market-config';

const replay = { restUrl: 'http://127.0.0.1:9443', wsUrl: 'ws://127.0.0.1:9443', feed: 'replay' as const, label: 'Replay' };
const kline = (t: number, c: string): Kline => [t, c, c, c, c, '1', t + 59_999, '1', 1, '1', '1', '0'];
const live = (t: number, c: string, i = '1m') => ({
  stream: `btcusdt@kline_${i}`,
  data: {
    e: 'kline',
    E: t + 1,
    s: 'BTCUSDT',
    k: { t, T: t + 59_999, s: 'BTCUSDT', i, f: 1, L: 2, o: c, c, h: c, l: c, v: '2', n: 2, x: false, q: '1', V: '1', Q: '1', B: '0' },
  },
});
let status = 200;
const fetchMock = vi.fn(
  async (_url: string) => new Response(JSON.stringify(status === 200 ? [kline(0, '100'), kline(60_000, '101')] : {}), { status }),
);

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
  resetRateLimits();
  vi.stubGlobal('WebSocket', FakeWebSocketImpl);
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  status = 200;
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  $marketConfig.set(null);
  $candleInterval.set('1m');
});
afterEach(() => {
  cleanStores($candles);
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('$candles', () => {
  it('loads 500 klines through the proxy, then merges the live candle, ignoring a 10% jump', async () => {
    $candles.subscribe(() => {});
    configureMarket({ ...replay, proxyUrl: 'http://site/api' });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('http://site/api/binance/klines?symbol=BTCUSDT&interval=1m&limit=500');
    expect($candles.get()).toMatchObject({ status: 'ready', candles: [kline(0, '100'), kline(60_000, '101')] });
    const socket = FakeWebSocket.latest();
    expect(socket.url).toContain('btcusdt@kline_1m');
    socket.open();
    socket.receive(live(60_000, '102'));
    socket.receive(live(120_000, '111.2'));
    socket.receive(live(120_000, '103'));
    await vi.advanceTimersByTimeAsync(1_000);
    expect($candles.get()?.candles.map((k) => k[4])).toEqual(['100', '102', '103']);
  });

  it('goes straight to the market host without a proxy, and loads again on an interval change', async () => {
    $candles.subscribe(() => {});
    configureMarket(replay);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('http://127.0.0.1:9443/api/v3/klines?symbol=BTCUSDT&interval=1m&limit=500');
    expect(setCandleInterval('7m')).toBe(false);
    expect(setCandleInterval('1h')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock.mock.calls[1]?.[0]).toContain('interval=1h');
    expect($candles.get()?.interval).toBe('1h');
  });

  it('shows the load error after three failed tries', async () => {
    status = 500;
    $candles.subscribe(() => {});
    configureMarket(replay);
    await vi.advanceTimersByTimeAsync(3_100);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect($candles.get()).toMatchObject({ status: 'error', error: 'HTTP error! status: 500' });
  });
});

describe('mergeLiveCandle', () => {
  it('replaces the open candle, appends the next, ignores older, and keeps at most 500', () => {
    const candles = Array.from({ length: 500 }, (_, i) => kline(i * 60_000, '1'));
    expect(mergeLiveCandle(candles, kline(499 * 60_000, '2')).at(-1)?.[4]).toBe('2');
    const next = mergeLiveCandle(candles, kline(500 * 60_000, '3'));
    expect([next.length, next[0]?.[0], next.at(-1)?.[4]]).toEqual([500, 60_000, '3']);
    expect(mergeLiveCandle(candles, kline(0, '9'))).toEqual(candles);
  });
});
