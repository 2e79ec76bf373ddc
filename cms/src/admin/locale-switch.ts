/** Where a tab remembers the language each document was opened in (sessionStorage, per tab). */
export type OpenedStore = Pick<Storage, 'getItem' | 'setItem'>;

const keyOf = (documentPath: string) => `bourse.opened-locale:${documentPath}`;

/**
 * The language a document counts as opened in: the first one seen in this tab, so a later switch
 * in the locale selector stands out. Moving to the document from another view starts afresh
 * (resetOpenedLocale, called by EditingLanguage.tsx).
 * @example rememberOpenedLocale(sessionStorage, '/admin/collections/pages/7', 'en') // 'en'
 */
export function rememberOpenedLocale(store: OpenedStore, documentPath: string, locale: string): string {
  const known = store.getItem(keyOf(documentPath));
  if (known) return known;
  store.setItem(keyOf(documentPath), locale);
  return locale;
}

/** The document counts as opened in `locale` from now on (opened afresh, or the banner's "Keep"). */
export function resetOpenedLocale(store: OpenedStore, documentPath: string, locale: string): void {
  store.setItem(keyOf(documentPath), locale);
}

export type LocaleSwitch = { from: string; to: string };

/**
 * Whether the editor now edits another language than the one the document was opened in, so that
 * autosave and Save would write that language's version: `{ from, to }` to warn about, else null.
 * @example decideLocaleWarning('en', 'ru') // { from: 'en', to: 'ru' }
 */
export function decideLocaleWarning(openedIn: string | null | undefined, editing: string | null | undefined): LocaleSwitch | null {
  if (!openedIn || !editing || openedIn === editing) return null;
  return { from: openedIn, to: editing };
}

/**
 * A language's name in the admin's English, for the warning ("Russian", not "Русский": the
 * editor reads the sentence in English).
 * @example nameLanguage('ru') // 'Russian'
 */
export function nameLanguage(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
