import { useState } from 'react';
import { browserAuthDeps } from '../../stores/auth-session';
import { signOut } from '../../stores/sign-out';

type Props = { label: string; homeHref?: string };

/**
 * A form that logs out without JavaScript too (the site's proxy answers a form post with a
 * redirect home). With JavaScript it is the one logout (stores/sign-out.ts): server session,
 * cookies, storage and every other tab, then home with the history entry replaced (Back must not return to the cabinet).
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
        await signOut(browserAuthDeps());
        window.location.replace(homeHref);
      }}
    >
      <button type="submit" className="logout-button" disabled={busy} aria-busy={busy}>
        {label}
      </button>
    </form>
  );
}
