/**
 * Arrays that are not localized but hold localized fields (site navigation, keywords) keep one row
 * per item across languages. Writing a translation must reuse the saved rows' ids, or Payload would
 * replace the rows and drop the other languages' labels.
 */
export function withRowIds<T>(saved: unknown, translated: T): T {
  if (Array.isArray(translated)) {
    const rows = Array.isArray(saved) ? saved : [];
    return translated.map((item, i) => {
      const merged = withRowIds(rows[i], item) as Record<string, unknown>;
      const id = (rows[i] as { id?: unknown } | undefined)?.id;
      return id !== undefined && merged && typeof merged === 'object' ? { ...merged, id } : merged;
    }) as T;
  }
  if (translated && typeof translated === 'object') {
    const source = (saved && typeof saved === 'object' ? saved : {}) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(translated).map(([k, v]) => [k, withRowIds(source[k], v)])) as T;
  }
  return translated;
}
