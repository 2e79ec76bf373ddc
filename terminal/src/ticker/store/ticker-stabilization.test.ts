import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket, FakeWebSocketImpl } from '@bourse/market/testing';
import { $marketConfig, configureMarket } from '../../feed/store/market-config';
import { $ticker } from './ticker';
import { replay, rest, tickerEvent, tradeFrame } from '../../test-support/ticker-fixtures';

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocketImpl);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(rest), { status: 200 })),
  );
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  $marketConfig.set(null);
});
afterEach(() => {
  cleanStores($ticker);
  $ticker.set(null);
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Mount `$ticker` on the replay feed; the REST price (61685.99) arrives at t = 0. */
async function start() {
  const shown: string[] = [];
  $ticker.subscribe((ticker) => {
    if (ticker) shown.push(ticker.lastPrice);
  });
  configureMarket(replay);
  await vi.advanceTimersByTimeAsync(0);
  const socket = FakeWebSocket.latest();
  socket.open();
  return { shown, socket };
}

// Each step waits out the 300 ms render throttle, so what the store holds is what a user sees.
const step = () => vi.advanceTimersByTimeAsync(300);

describe('$ticker during the 5 s stabilisation', () => {
  it('shows the first price as it is, then the median of the buffered prices', async () => {
    const { socket } = await start();
    expect($ticker.get()?.lastPrice).toBe('61685.99000000');
    socket.receive(tradeFrame('61700.00000000', 101));
    await step();
    expect($ticker.get()?.lastPrice).toBe('61692.99500000');
    socket.receive(tradeFrame('61750.00000000', 102));
    await step();
    expect($ticker.get()?.lastPrice).toBe('61700.00000000');
  });

  it('keeps change and percent in step with the shown median', async () => {
    const { socket } = await start();
    socket.receive(tradeFrame('61700.00000000', 101));
    socket.receive(tradeFrame('61750.00000000', 102));
    await step();
    // 61700 against the 61837.63 open: -137.63, -0.223 %.
    expect($ticker.get()).toMatchObject({ lastPrice: '61700.00000000', priceChange: '-137.63000000', priceChangePercent: '-0.223' });
  });

  it('never shows a lone spike among the first quotes', async () => {
    const { shown, socket } = await start();
    ['61690', '61688', '63500', '61689'].forEach((price, i) => socket.receive(tradeFrame(`${price}.00000000`, 101 + i)));
    for (let i = 0; i < 5; i += 1) await step();
    expect(shown).not.toContain('63500.00000000');
    expect(Number($ticker.get()?.lastPrice)).toBeLessThan(61700);
  });

  it('switches to the newest price itself when the 5 s are over, without waiting for a new one', async () => {
    const { socket } = await start();
    socket.receive(tradeFrame('61700.00000000', 101));
    socket.receive(tickerEvent('61705.00000000', 102));
    await step();
    expect($ticker.get()?.lastPrice).toBe('61700.00000000');
    await vi.advanceTimersByTimeAsync(4_699); // t = 4999 ms
    expect($ticker.get()?.lastPrice).toBe('61700.00000000');
    await vi.advanceTimersByTimeAsync(1);
    expect($ticker.get()?.lastPrice).toBe('61705.00000000');
  });

  it('follows every price as it comes once the window has closed', async () => {
    const { socket } = await start();
    await vi.advanceTimersByTimeAsync(5_000);
    socket.receive(tradeFrame('61900.00000000', 101));
    await step();
    expect($ticker.get()?.lastPrice).toBe('61900.00000000');
    socket.receive(tradeFrame('61600.00000000', 102));
    await step();
    expect($ticker.get()?.lastPrice).toBe('61600.00000000');
  });

  it('starts a new window when the feed starts over on another host', async () => {
    const { socket } = await start();
    await vi.advanceTimersByTimeAsync(5_000);
    socket.receive(tradeFrame('61900.00000000', 101));
    configureMarket({ ...replay, wsUrl: 'ws://127.0.0.1:9999', label: 'Other' });
    await vi.advanceTimersByTimeAsync(0);
    FakeWebSocket.latest().open();
    FakeWebSocket.latest().receive(tradeFrame('61700.00000000', 101));
    await step();
    expect($ticker.get()?.lastPrice).toBe('61692.99500000');
  });
});
