import { useEffect } from 'react';
import { browserAuthDeps, keepSession } from '../../stores/auth-session';

type Props = {
  /** Where to go when the session cannot be renewed (the login page of the visitor's language). */
  loginHref: string;
};

/**
 * Renders nothing: on cabinet pages it restores `$session` from localStorage, fills the spec's keys
 * from the HttpOnly-cookie session after a form login, and refreshes the access token a minute
 * before it expires. A failed refresh sends the trader to login.
 */
export function SessionKeeper({ loginHref }: Props) {
  useEffect(
    () =>
      keepSession({
        ...browserAuthDeps(),
        onLoggedOut: () => window.location.replace(loginHref),
      }),
    [loginHref],
  );
  return null;
}
