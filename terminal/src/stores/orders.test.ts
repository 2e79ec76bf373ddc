import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $balances } from './balances';
import { $openOrders, $orderHistory, advanceOpenOrders, cancelOrder, placeOrder } from './orders';
import type { StorageLike } from '../shared/store/persistence';
import { $trading, useTradingStorage } from './persistence-trading';
import { setSession } from '../session/store/session';

const map = new Map<string, string>();
const storage: StorageLike = {
  getItem: (k) => map.get(k) ?? null,
  setItem: (k, v) => void map.set(k, v),
  removeItem: (k) => void map.delete(k),
};
const buy = { pair: 'BTC/USDT', side: 'buy' as const, type: 'limit' as const, price: '60000', amount: '0.01' };

beforeEach(() => {
  vi.useFakeTimers({ now: 1_700_000_000_000 });
  map.clear();
  setSession({
    status: 'authenticated',
    user: {
      id: '7',
      email: '',
      username: '',
      firstName: '',
      lastName: '',
      avatar: '',
      status: 'active',
      emailVerified: true,
      level: '',
      colorPreset: 'default',
    },
  });
  useTradingStorage(storage);
});
afterEach(() => {
  vi.useRealTimers();
  setSession({ status: 'anonymous', user: null });
});

describe('order stores', () => {
  it('lock the quote on placing, fill after 10 s on the clock and credit the base', async () => {
    const stop = $openOrders.listen(() => {});
    const placed = await placeOrder(buy);
    expect(placed.ok).toBe(true);
    expect($balances.get().USDT).toMatchObject({ free: '99400.00000000', locked: '600.00000000' });
    await vi.advanceTimersByTimeAsync(5_000);
    expect($openOrders.get()[0]!.fillPercent).toBe(50);
    await vi.advanceTimersByTimeAsync(5_100);
    expect($openOrders.get()).toEqual([]);
    expect($orderHistory.get()[0]).toMatchObject({ status: 'filled', fillPercent: 100 });
    expect($balances.get().BTC!.total).toBe('0.50999000');
    stop();
  });

  it('cancel returns the funds and a second cancel is refused', async () => {
    const placed = await placeOrder(buy);
    const id = placed.ok ? placed.value.id : '';
    expect((await cancelOrder(id)).ok).toBe(true);
    expect($balances.get().USDT).toMatchObject({ free: '100000.00000000', locked: '0.00000000' });
    expect(await cancelOrder(id)).toMatchObject({ ok: false, error: { code: 'ORDER_NOT_OPEN' } });
  });

  it('refuses to place while signed out', async () => {
    setSession({ status: 'anonymous', user: null });
    expect(await placeOrder(buy)).toEqual({ ok: false, error: { code: 'NOT_AUTHORISED' } });
  });

  it('a tab whose memory is stale cannot fill an order a second time', async () => {
    await placeOrder(buy);
    const staleTab = $trading.get();
    vi.setSystemTime(Date.now() + 10_000);
    await advanceOpenOrders();
    expect($balances.get().BTC!.total).toBe('0.50999000');
    // The other tab has not seen the storage event yet: its memory still shows the order open.
    $trading.set(staleTab);
    await advanceOpenOrders();
    expect($balances.get().BTC!.total).toBe('0.50999000');
    expect($orderHistory.get().filter((o) => o.status === 'filled')).toHaveLength(1);
  });
});
