import { describe, expect, it, vi } from 'vitest';
import { applyAuthData } from './auth-session';
import { $session, type SessionUser } from './session';
import { listenForSignOut, signOut, type ChannelFactory } from './sign-out';

const user: SessionUser = {
  id: '7',
  email: 'a@b.co',
  username: 'a',
  firstName: 'A',
  lastName: '',
  avatar: '',
  status: 'active',
  emailVerified: true,
  level: 'ordinary',
  colorPreset: 'default',
};
const memoryStorage = () => {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
};

/** Channels of one fake browser: a message reaches every other channel of the same name, as BroadcastChannel does. */
function fakeBrowser(): ChannelFactory {
  const open: { name: string; listeners: ((e: MessageEvent) => void)[] }[] = [];
  return (name) => {
    const me = { name, listeners: [] as ((e: MessageEvent) => void)[] };
    open.push(me);
    return {
      postMessage: (data: unknown) =>
        open.filter((c) => c !== me && c.name === name).forEach((c) => c.listeners.forEach((l) => l({ data } as MessageEvent))),
      addEventListener: (_type: 'message', listener: (e: MessageEvent) => void) => void me.listeners.push(listener),
      close: () => void open.splice(open.indexOf(me), 1),
    };
  };
}

describe('the one logout', () => {
  it('ends the server session, clears storage, and signs the other tabs out with the reason', async () => {
    const browser = fakeBrowser();
    const storage = memoryStorage();
    applyAuthData({ user, accessExpiresAt: '2026-11-28T12:15:00.000Z' }, storage);
    const otherTab = vi.fn();
    const stop = listenForSignOut(storage, otherTab, browser);
    const fetch = vi.fn(async () => Response.json({ success: true })) as unknown as typeof globalThis.fetch;
    // Another tab is another global object: its id differs.
    const holder = globalThis as { __bourseTabId?: string };
    const saved = holder.__bourseTabId;
    holder.__bourseTabId = 'signing-out tab';
    await signOut({ storage, fetch, openChannel: browser }, 'idle');
    holder.__bourseTabId = saved;
    expect(fetch).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST', credentials: 'same-origin' }));
    expect(storage.map.size).toBe(0);
    expect($session.get().status).toBe('anonymous');
    expect(otherTab).toHaveBeenCalledExactlyOnceWith('idle');
    stop();
  });

  it('makes the listening tab anonymous at once, so its order form has no trader', async () => {
    const browser = fakeBrowser();
    const storage = memoryStorage();
    const stop = listenForSignOut(storage, () => {}, browser);
    applyAuthData({ user }, storage);
    browser('bourse-session')!.postMessage({ type: 'logout', reason: 'made-up', tab: 'another tab' });
    expect($session.get().status).toBe('anonymous');
    stop();
  });

  it('leaves the tab that signs out to navigate itself (its own listener stays quiet)', async () => {
    const browser = fakeBrowser();
    const storage = memoryStorage();
    const sameTab = vi.fn();
    const stop = listenForSignOut(storage, sameTab, browser);
    const fetch = vi.fn(async () => Response.json({ success: true })) as unknown as typeof globalThis.fetch;
    await signOut({ storage, fetch, openChannel: browser });
    expect(sameTab).not.toHaveBeenCalled();
    stop();
  });
});
