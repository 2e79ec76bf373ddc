'use client';
import { usePathname, useSearchParams } from 'next/navigation';
import { type ReactNode, useRef } from 'react';
import { isDocumentView } from './editing-language';
import { resetOpenedLocale } from './locale-switch';

/** Whether this page was loaded by the browser's reload (its first view then keeps what the tab noted). */
const loadedByReload = () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type === 'reload';

/**
 * Wraps the admin: notes the language a document is opened in, so a later switch of the locale
 * selector is compared with it (LocaleSwitchWarning). A document counts as opened afresh when the
 * editor moves to it from another view (the list, the dashboard, a link) or loads its address; a
 * reload keeps what this tab noted. A document opened without a language was already sent on to the
 * editor's own by the server (editing-language-server.ts).
 */
export const EditingLanguage = ({ children }: { children?: ReactNode }) => {
  const pathname = usePathname() ?? '';
  const locale = useSearchParams()?.get('locale');
  const shown = useRef<string | null>(null);
  if (shown.current !== pathname) {
    const inBrowser = typeof window !== 'undefined';
    const fresh = inBrowser && (shown.current !== null || !loadedByReload());
    // Noted while rendering, before the warning's own effect in the document view reads it.
    if (fresh && locale && isDocumentView(pathname)) resetOpenedLocale(sessionStorage, pathname, locale);
    shown.current = pathname;
  }
  return <>{children}</>;
};
