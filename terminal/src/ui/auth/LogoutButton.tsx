import { useState } from 'react';
import { browserAuthDeps, logout } from '../../stores/auth-session';

type Props = { label: string; homeHref?: string };

/**
 * A form that logs out without JavaScript too (the site's proxy answers a form post with a
 * redirect home). With JavaScript it also clears the spec's localStorage keys, then replaces the
 * history entry with the home page (spec).
 */
export function LogoutButton({ label, homeHref = '/' }: Props) {
  const [busy, setBusy] = useState(false);
  return (
    <form
      method="post"
      action="/api/auth/logout"
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        await logout(browserAuthDeps());
        window.location.replace(homeHref);
      }}
    >
      <button type="submit" className="logout-button" disabled={busy} aria-busy={busy}>
        {label}
      </button>
    </form>
  );
}
