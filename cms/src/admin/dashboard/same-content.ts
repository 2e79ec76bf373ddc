/** Bookkeeping that differs between two saves of the same content. */
const META_KEYS = new Set(['updatedAt', 'createdAt', '_status', 'id']);

/** A value with object keys sorted and bookkeeping keys left out, for comparing content. */
function normalize(value: unknown, depth = 0): unknown {
  if (Array.isArray(value)) return value.map((item) => normalize(item, depth + 1));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      // Top-level ids and times are the record's own; rows inside (blocks, array items) keep theirs.
      .filter(([key]) => !(depth === 0 && META_KEYS.has(key)))
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, item]) => [key, normalize(item, depth + 1)]),
  );
}

/**
 * Whether a draft holds the same content as the published document (every language, as read with
 * `locale: 'all'`). Publishing one language makes Payload store a "snapshot" draft of all the
 * languages' latest versions; when nothing else was pending it equals what is published, and the
 * document has no unpublished changes.
 * @example isSameContent({ title: { en: 'A' }, _status: 'published' }, { title: { en: 'A' }, _status: 'draft' }) // true
 */
export function isSameContent(published: unknown, draft: unknown): boolean {
  return JSON.stringify(normalize(published)) === JSON.stringify(normalize(draft));
}
