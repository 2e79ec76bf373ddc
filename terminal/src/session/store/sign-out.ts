import { isLogoutReason, type LogoutReason } from '../model/session';
import { clearSession, logout, type AuthDeps, type KeyValueStorage } from './auth-session';

/**
 * The one logout, wherever it starts (side navigation, cabinet home, auto-logout, a refused
 * refresh): the server session ends and its cookies are cleared, the platform's storage keys go, and
 * every other tab of this browser hears it at once on a BroadcastChannel, so none of them keeps a
 * live order form. The caller then leaves the page (home, or login with the reason).
 * @example await signOut({ storage: localStorage, fetch }); location.replace('/');
 */
export const SESSION_CHANNEL = 'bourse-session';

type Signal = { type: 'logout'; reason?: LogoutReason; tab?: string };

/**
 * This tab's id: a BroadcastChannel also delivers to the other channels of the sending tab, and the
 * tab that signs out already navigates itself (a second navigation would abort the first). Kept on
 * the global object so every bundle of the page shares it.
 */
function tabId(): string {
  const holder = globalThis as { __bourseTabId?: string };
  holder.__bourseTabId ??= Math.random().toString(36).slice(2) + Date.now().toString(36);
  return holder.__bourseTabId;
}
type Channel = Pick<BroadcastChannel, 'postMessage' | 'close'> & {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
};
export type ChannelFactory = (name: string) => Channel | null;

const browserChannel: ChannelFactory = (name) => (typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(name));

export async function signOut(deps: AuthDeps & { openChannel?: ChannelFactory }, reason?: LogoutReason): Promise<void> {
  await logout(deps);
  const channel = (deps.openChannel ?? browserChannel)(SESSION_CHANNEL);
  channel?.postMessage({ type: 'logout', tab: tabId(), ...(reason ? { reason } : {}) } satisfies Signal);
  channel?.close();
}

/**
 * Listens for a logout in another tab: this tab's copy is cleared at once (its islands see an
 * anonymous session, so nothing more can be placed) and `onSignedOut` decides where to go.
 * Returns the cleanup.
 */
export function listenForSignOut(
  storage: KeyValueStorage,
  onSignedOut: (reason: LogoutReason | undefined) => void,
  openChannel: ChannelFactory = browserChannel,
): () => void {
  const channel = openChannel(SESSION_CHANNEL);
  const me = tabId();
  channel?.addEventListener('message', (event) => {
    const signal = event.data as Partial<Signal> | null;
    if (signal?.type !== 'logout' || signal.tab === me) return;
    clearSession(storage);
    onSignedOut(isLogoutReason(signal.reason) ? signal.reason : undefined);
  });
  return () => channel?.close();
}
