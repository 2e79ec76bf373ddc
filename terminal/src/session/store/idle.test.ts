import { afterEach, describe, expect, it, vi } from 'vitest';
import { $idleWarning, ACTIVITY_KEY, watchIdle } from './idle';

const memoryStorage = () => {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
};
const fakeWindow = () => {
  const listeners = new Map<string, () => void>();
  return {
    addEventListener: (type: string, listener: () => void) => void listeners.set(type, listener),
    removeEventListener: (type: string) => void listeners.delete(type),
    fire: (type: string) => listeners.get(type)?.(),
  };
};

afterEach(() => vi.useRealTimers());

describe('watchIdle', () => {
  it('warns a minute before the chosen time, a click dismisses it, and it logs out at the time, not before', async () => {
    vi.useFakeTimers({ now: 0 });
    const storage = memoryStorage();
    const target = fakeWindow();
    const onExpired = vi.fn();
    const stop = watchIdle({ storage, target, idleMs: () => 5 * 60_000, warnMs: 60_000, onExpired });
    await vi.advanceTimersByTimeAsync(4 * 60_000 - 1);
    expect($idleWarning.get()).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect($idleWarning.get()).toBe(5 * 60_000);
    target.fire('pointerdown');
    expect($idleWarning.get()).toBeNull();
    await vi.advanceTimersByTimeAsync(5 * 60_000 - 1);
    expect(onExpired).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onExpired).toHaveBeenCalledOnce();
    stop();
  });

  it('counts activity written by another tab', async () => {
    vi.useFakeTimers({ now: 0 });
    const storage = memoryStorage();
    const onExpired = vi.fn();
    const stop = watchIdle({ storage, target: fakeWindow(), idleMs: () => 60_000, warnMs: 10_000, onExpired });
    await vi.advanceTimersByTimeAsync(55_000);
    expect($idleWarning.get()).not.toBeNull();
    storage.setItem(ACTIVITY_KEY, String(Date.now()));
    await vi.advanceTimersByTimeAsync(1000);
    expect($idleWarning.get()).toBeNull();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(onExpired).not.toHaveBeenCalled();
    stop();
  });

  it('does nothing while auto-logout is off, and starts when it is switched on', async () => {
    vi.useFakeTimers({ now: 0 });
    let idleMs: number | null = null;
    const onExpired = vi.fn();
    const stop = watchIdle({ storage: memoryStorage(), target: fakeWindow(), idleMs: () => idleMs, warnMs: 1000, onExpired });
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(onExpired).not.toHaveBeenCalled();
    idleMs = 5000;
    await vi.advanceTimersByTimeAsync(1000);
    expect(onExpired).toHaveBeenCalledOnce();
    stop();
  });
});
