/** Where a tab remembers the language each document was opened in (sessionStorage, per tab). */
export type OpenedStore = Pick<Storage, 'getItem' | 'setItem'>;

const keyOf = (documentPath: string) => `bourse.opened-locale:${documentPath}`;

/**
 * Notes the language a document is opened in. Opening it from the list (no language in the
 * address: admin/editing-language.ts adds the editor's own) always starts afresh; otherwise the
 * first language seen in this tab stays, so a later switch in the locale selector stands out.
 * Returns the language the document counts as opened in.
 * @example rememberOpenedLocale(sessionStorage, '/admin/collections/pages/7', 'en', { fromList: true }) // 'en'
 */
export function rememberOpenedLocale(
  store: OpenedStore,
  documentPath: string,
  locale: string,
  options: { fromList?: boolean } = {},
): string {
  const known = store.getItem(keyOf(documentPath));
  if (known && !options.fromList) return known;
  store.setItem(keyOf(documentPath), locale);
  return locale;
}

/** Forgets a switch: the document counts as opened in `locale` again (the banner's "back" and "keep"). */
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
