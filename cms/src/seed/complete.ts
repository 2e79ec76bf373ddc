import type { CollectionSlug } from 'payload';
import type { Locale } from '../locales';
import type { SeedContext } from './records';

type Path = Array<string | number>;

/** Every path to a text in `data`, depth first, in the order the seed wrote them. */
function textPaths(data: unknown, path: Path = []): Array<{ path: Path; text: string }> {
  if (typeof data === 'string') return data.trim() ? [{ path, text: data }] : [];
  if (Array.isArray(data)) return data.flatMap((item, i) => textPaths(item, [...path, i]));
  if (data && typeof data === 'object') return Object.entries(data).flatMap(([k, v]) => textPaths(v, [...path, k]));
  return [];
}

const at = (value: unknown, path: Path): unknown =>
  path.reduce<unknown>(
    (node, key) => (node && typeof node === 'object' ? (node as Record<string | number, unknown>)[key] : undefined),
    value,
  );

/**
 * The languages of a seeded record that never got written: the seed writes a record one language
 * at a time, so a seed killed in between leaves the first ones only. A language counts as written
 * when its first translated text (one that differs from the first language's) is stored for it;
 * read without fallback, a language never written has nothing there.
 */
export async function missingLocales(
  ctx: SeedContext,
  collection: CollectionSlug,
  id: number | string,
  entries: Array<[Locale, Record<string, unknown>]>,
  drafts?: boolean,
): Promise<Array<[Locale, Record<string, unknown>]>> {
  const [first, ...rest] = entries;
  if (!first) return [];
  const base = textPaths(first[1]);
  const missing: Array<[Locale, Record<string, unknown>]> = [];
  for (const entry of rest) {
    const [locale, data] = entry;
    const probe = textPaths(data).find(({ path, text }) => base.find((b) => b.path.join('.') === path.join('.'))?.text !== text);
    if (!probe) continue;
    const doc = await ctx.payload.findByID({ collection, id, locale, fallbackLocale: false, draft: drafts, depth: 0 });
    if (!at(doc, probe.path)) missing.push(entry);
  }
  // Only the missing ones: a language an editor has since changed is kept.
  return missing;
}
