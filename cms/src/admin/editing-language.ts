/**
 * Whether an admin address is one document's edit view (not a list, a new document or another view).
 * @example isDocumentView('/admin/collections/pages/7') // true
 */
export function isDocumentView(pathname: string): boolean {
  return /^\/admin\/collections\/[^/]+\/[^/]+$/.test(pathname) && !pathname.endsWith('/create');
}

/**
 * Where the admin should take an editor who opened a document without naming a language: the same
 * address with `?locale=<their own language>`. Payload otherwise opens the language used last
 * (a preference it keeps per account), so a page opened from the list could come up in Russian
 * after a Russian session and an autosave would write the Russian draft. Null when nothing to do:
 * not a document view, or a language already in the address.
 * @example editingLanguageRedirect('/admin/collections/pages/7', '', 'en') // '/admin/collections/pages/7?locale=en'
 */
export function editingLanguageRedirect(pathname: string, search: string, language: string | undefined | null): string | null {
  if (!language || !isDocumentView(pathname)) return null;
  const params = new URLSearchParams(search);
  if (params.has('locale')) return null;
  params.set('locale', language);
  return `${pathname}?${params.toString()}`;
}
