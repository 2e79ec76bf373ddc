import { useStore } from '@nanostores/react';
import { useEffect, useState, type ReactNode } from 'react';
import { $session } from '../../stores';
import { loadMessages, messagesFor } from '@bourse/i18n';
import { islandLanguage } from '../../settings/model/settings';
import { restoreBrowserSession } from '../../session/view/page-session';

/** Shows its children to a signed-in trader; a spinner while unknown; a sign-in prompt otherwise. */
export function SignInGate({ locale, children }: { locale: string; children: ReactNode }) {
  const session = useStore($session);
  const t = messagesFor(locale).account;
  // Until mounted, render what the server rendered: another island may already have restored the
  // session, and a different first render would be a hydration mismatch.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    restoreBrowserSession();
    setMounted(true);
  }, []);
  if (!mounted || session.status === 'unknown')
    return (
      <p role="status" aria-busy="true">
        {t.loading}
      </p>
    );
  if (session.status === 'anonymous') {
    return (
      <p data-testid="sign-in-state" role="status">
        {t.signIn}{' '}
        <a href={`/login?next=${encodeURIComponent(typeof location === 'undefined' ? '/cabinet' : location.pathname)}`}>{t.signInLink}</a>
      </p>
    );
  }
  return <>{children}</>;
}

/**
 * The page's locale, unless the trader saved a cabinet language that has no pages of its own
 * (key `language`, see `islandLanguage`): its texts are fetched, and the island switches once they
 * are here (the page's language stays if they cannot be had).
 */
export function useCabinetLocale(pageLocale: string): string {
  const [locale, setLocale] = useState(pageLocale);
  useEffect(() => {
    const wanted = islandLanguage(pageLocale, localStorage.getItem('language'));
    if (wanted === pageLocale) {
      setLocale(pageLocale);
      return;
    }
    let live = true;
    loadMessages(wanted).then(
      () => live && setLocale(wanted),
      () => live && setLocale(pageLocale),
    );
    return () => {
      live = false;
    };
  }, [pageLocale]);
  return locale;
}
