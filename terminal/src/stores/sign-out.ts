import { isLogoutReason, type LogoutReason } from '../domain/session';
import { clearSession, logout, type AuthDeps, type KeyValueStorage } from './auth-session';

/**
 * The one logout, wherever it starts (side navigation, cabinet home, auto-logout, a refused
 * refresh): the server session ends and its cookies are cleared, the spec's storage keys go, and
 * every other tab of this browser hears it at once on a BroadcastChannel, so none of them keeps a
 * live order form. The caller then leaves the page (home, or login with the reason).
 * @example await signOut({ storage: localStorage, fetch }); location.replace('/');
 */
export const SESSION_CHANNEL = 'bourse-session';

type Signal = { type: 'logout'; reason?: LogoutReason };
type Channel = Pick<BroadcastChannel, 'postMessage' | 'close'> & {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
};
export type ChannelFactory = (name: string) => Channel | null;

const browserChannel: ChannelFactory = (name) => (typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(name));

export async function signOut(deps: AuthDeps & { openChannel?: ChannelFactory }, reason?: LogoutReason): Promise<void> {
  await logout(deps);
  const channel = (deps.openChannel ?? browserChannel)(SESSION_CHANNEL);
  channel?.postMessage({ type: 'logout', ...(reason ? { reason } : {}) } satisfies Signal);
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
  channel?.addEventListener('message', (event) => {
    const signal = event.data as Partial<Signal> | null;
    if (signal?.type !== 'logout') return;
    clearSession(storage);
    onSignedOut(isLogoutReason(signal.reason) ? signal.reason : undefined);
  });
  return () => channel?.close();
}
