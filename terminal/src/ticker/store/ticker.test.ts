import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket, FakeWebSocketImpl } from '@bourse/market/testing';
import { $feedStatus } from '../../feed/store/feed-status';
import { $marketConfig, configureMarket } from '../../feed/store/market-config';
import { $ticker, $tickerError } from './ticker';
import { replay, rest, tickerEvent, tradeFrame } from '../../test-support/ticker-fixtures';
import { STABILIZATION_MS } from '@bourse/market';

let fetchStatus = 200;
let restPrice = rest.lastPrice;
const fetchMock = vi.fn(
  async () => new Response(JSON.stringify(fetchStatus === 200 ? { ...rest, lastPrice: restPrice } : { code: -1 }), { status: fetchStatus }),
);
let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocketImpl);
  vi.stubGlobal('fetch', fetchMock);
  fetchStatus = 200;
  restPrice = rest.lastPrice;
  fetchMock.mockClear();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  $marketConfig.set(null);
});
afterEach(() => {
  cleanStores($ticker);
  $ticker.set(null);
  vi.unstubAllGlobals();
  vi.useRealTimers();
  warn.mockRestore();
});

// Tests of the other rules start after the 5 s stabilisation, when the shown price is the price.
const pastStabilization = () => vi.advanceTimersByTimeAsync(STABILIZATION_MS);

async function mountAt(config: typeof replay) {
  const seen: (string | undefined)[] = [];
  $ticker.subscribe((ticker) => seen.push(ticker?.lastPrice));
  configureMarket(config);
  await vi.advanceTimersByTimeAsync(0);
  return seen;
}

describe('$ticker', () => {
  it('shows the REST price first, then follows ticker events and newer trades', async () => {
    await mountAt(replay);
    expect(fetchMock).toHaveBeenCalledWith('http://127.0.0.1:9443/api/v3/ticker/24hr?symbol=BTCUSDT', expect.anything());
    expect($ticker.get()?.lastPrice).toBe('61685.99000000');
    const socket = FakeWebSocket.latest();
    expect(socket.url).toBe('ws://127.0.0.1:9443/stream?streams=btcusdt@ticker/btcusdt@trade');
    socket.open();
    expect($feedStatus.get().state).toBe('connected');
    await pastStabilization();
    socket.receive(tickerEvent('61700.00000000', 150));
    expect($ticker.get()?.volume).toBe('300.00000000');
    await vi.advanceTimersByTimeAsync(300);
    socket.receive(tradeFrame('61750.00000000', 151));
    expect($ticker.get()?.lastPrice).toBe('61750.00000000');
    expect($ticker.get()?.priceChangePercent).toBe('-0.142');
  });

  it('renders trade bursts at most every 300 ms, ending on the newest price', async () => {
    const seen = await mountAt(replay);
    await pastStabilization();
    FakeWebSocket.latest().open();
    for (let i = 0; i < 10; i += 1) FakeWebSocket.latest().receive(tradeFrame(`617${10 + i}.00000000`, 101 + i));
    // The first of the burst at once (leading edge), the other nine held back ...
    expect($ticker.get()?.lastPrice).toBe('61710.00000000');
    // ... and only the newest of them 300 ms later.
    await vi.advanceTimersByTimeAsync(300);
    expect($ticker.get()?.lastPrice).toBe('61719.00000000');
    expect(seen.length).toBeLessThanOrEqual(4);
  });

  it('keeps the last good price when a frame is malformed, and logs its source', async () => {
    await mountAt(replay);
    FakeWebSocket.latest().open();
    FakeWebSocket.latest().receive({ stream: 'btcusdt@ticker', data: { e: '24hrTicker', c: 'NaN' } });
    expect($ticker.get()?.lastPrice).toBe('61685.99000000');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('ws://127.0.0.1:9443/stream?streams=btcusdt@ticker/btcusdt@trade'));
  });

  it('ignores a ticker more than 50% away from the first price', async () => {
    await mountAt(replay);
    await vi.advanceTimersByTimeAsync(300);
    FakeWebSocket.latest().receive(tickerEvent('99999.00000000', 150));
    expect($ticker.get()?.lastPrice).toBe('61685.99000000');
  });

  it('reports the HTTP error while there is no price to show', async () => {
    fetchStatus = 503;
    await mountAt(replay);
    expect($ticker.get()).toBeNull();
    expect($tickerError.get()).toBe('HTTP error! status: 503');
  });

  it('starts over with no stale price when pointed at another feed', async () => {
    await mountAt(replay);
    const first = FakeWebSocket.latest();
    fetchStatus = 503;
    configureMarket({ ...replay, wsUrl: 'ws://127.0.0.1:9999', label: 'Other' });
    expect(first.closed).toBe(true);
    expect($ticker.get()).toBeNull();
    expect(FakeWebSocket.latest().url).toContain('ws://127.0.0.1:9999/stream');
  });

  it('ends disconnected with retries exhausted when the feed never comes back', async () => {
    await mountAt(replay);
    FakeWebSocket.latest().open();
    FakeWebSocket.latest().drop();
    for (const wait of [1_000, 2_000, 4_000, 8_000, 15_000]) {
      await vi.advanceTimersByTimeAsync(wait);
      FakeWebSocket.latest().drop();
    }
    expect($feedStatus.get()).toMatchObject({ state: 'disconnected', exhausted: true });
    expect($ticker.get()?.lastPrice).toBe('61685.99000000');
  });

  it('refuses an invalid symbol and stops loading', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(configureMarket({ ...replay, symbol: 'BTC USDT' })).toMatchObject({ ok: false });
    expect($marketConfig.get()).toBeNull();
  });

  it('ignores a polled REST price that jumps more than 10%, and takes one within 10%', async () => {
    await mountAt(replay);
    restPrice = '67854.60000000'; // +10.0000098 %
    await vi.advanceTimersByTimeAsync(10_000);
    expect($ticker.get()?.lastPrice).toBe('61685.99000000');
    restPrice = '67854.58000000'; // +9.99997 %
    await vi.advanceTimersByTimeAsync(10_000);
    expect($ticker.get()?.lastPrice).toBe('67854.58000000');
  });

  it('ignores a ticker event outside 3 mean deviations of the last 10 prices', async () => {
    await mountAt(replay);
    await pastStabilization();
    const socket = FakeWebSocket.latest();
    socket.open();
    ['61690', '61680', '61690', '61680', '61690', '61680', '61690', '61680', '61690'].forEach((p, i) =>
      socket.receive(tradeFrame(`${p}.00000000`, 101 + i)),
    );
    await vi.advanceTimersByTimeAsync(300);
    // Median 61685.99/61690 range, mean deviation about 5: 61800 is far outside 3 deviations.
    socket.receive(tickerEvent('61800.00000000', 200));
    await vi.advanceTimersByTimeAsync(300);
    expect($ticker.get()?.lastPrice).toBe('61690.00000000');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('mean deviations'));
    socket.receive(tickerEvent('61688.00000000', 201));
    await vi.advanceTimersByTimeAsync(300);
    expect($ticker.get()?.lastPrice).toBe('61688.00000000');
  });
});
