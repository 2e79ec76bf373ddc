import { useEffect } from 'react';
import { IDLE_WARNING_MINUTES, loginHrefFor, type LogoutReason } from '../model/session';
import { autoLogoutMs } from '../../settings/model/settings';
import { browserAuthDeps, keepSession } from '../store/auth-session';
import { watchIdle } from '../store/idle';
import { readKey } from '../../shared/store/persistence';
import { SETTINGS_KEY } from '../../settings/store/settings';
import { listenForSignOut, signOut } from '../store/sign-out';
import { IdleWarning } from './IdleWarning';
import { readPageSession } from './page-session';
import { SessionProblem } from './SessionProblem';
import { sessionTexts } from './session-texts';

type Props = {
  locale: string;
  /** The login page of the visitor's language; a forced logout adds the reason and this page. */
  loginHref: string;
  /** Where a logout the trader asked for (here or in another tab) goes (home). */
  homeHref: string;
  /** How long one minute of the auto-logout setting lasts (shortened by tests). */
  idleMinuteMs?: number;
};

/**
 * Mounted once by every cabinet page. Writes the page's cookie session into the platform's storage
 * keys, renews the access token before it expires, applies auto-logout (with its warning), and
 * ends this tab's session when the server refuses a renewal or the idle time passes (login says
 * why and brings the trader back here), or when another tab logs out (home, or login with that
 * tab's reason). Renders only the session problem and the auto-logout warning.
 */
export function SessionKeeper({ locale, loginHref, homeHref, idleMinuteMs = 60_000 }: Props) {
  useEffect(() => {
    const deps = browserAuthDeps();
    // Leave once: this tab's own timer and another tab's sign-out can both fire; a second
    // navigation would cancel the first one mid-flight.
    let left = false;
    const leave = (reason?: LogoutReason) => {
      if (left) return;
      left = true;
      window.location.replace(reason ? loginHrefFor(loginHref, `${location.pathname}${location.search}`, reason) : homeHref);
    };
    const end = (reason: LogoutReason) => void signOut(deps, reason).then(() => leave(reason));
    const stopKeeping = keepSession({ ...deps, pageSession: readPageSession(), onLoggedOut: end });
    const stopListening = listenForSignOut(deps.storage, leave);
    const stopIdle = watchIdle({
      storage: deps.storage,
      target: window,
      // Read from storage on every tick: a choice made on the settings page, or in another tab, applies at once.
      idleMs: () => autoLogoutMs(readKey(deps.storage, SETTINGS_KEY), idleMinuteMs),
      warnMs: IDLE_WARNING_MINUTES * idleMinuteMs,
      onExpired: () => end('idle'),
    });
    return () => {
      stopKeeping();
      stopListening();
      stopIdle();
    };
  }, [loginHref, homeHref, idleMinuteMs]);
  const t = sessionTexts(locale);
  return (
    <>
      <SessionProblem t={t} />
      <IdleWarning t={t} />
    </>
  );
}
