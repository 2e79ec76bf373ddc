import type { CollectionSlug, Payload } from 'payload';

/** The content collections whose "Create new" makes a draft at once (they autosave). */
export const DRAFT_COLLECTIONS = ['pages', 'posts', 'news', 'research'] as const;

/** How long an empty new draft is left for its editor before it counts as abandoned. */
export const ABANDONED_AFTER_MS = 60 * 60 * 1000;

/**
 * The collection a "Create new" address is for, when it is one whose drafts are made at once.
 * @example newDraftCollection(['collections', 'posts', 'create']) // 'posts'
 */
export function newDraftCollection(segments: readonly string[] | undefined): (typeof DRAFT_COLLECTIONS)[number] | null {
  if (segments?.length !== 3 || segments[0] !== 'collections' || segments[2] !== 'create') return null;
  return (DRAFT_COLLECTIONS as readonly string[]).includes(segments[1]!) ? (segments[1] as (typeof DRAFT_COLLECTIONS)[number]) : null;
}

type Doc = { id: number | string; title?: unknown; _status?: unknown; createdAt?: unknown };
const written = (value: unknown) =>
  typeof value === 'string' ? value.trim() !== '' : typeof value === 'object' && value !== null && Object.values(value).some(written);
const everPublished = (status: unknown) =>
  status === 'published' || (typeof status === 'object' && status !== null && Object.values(status).includes('published'));

/**
 * Whether a document read in every language is a draft someone made with "Create new" and left:
 * no title in any language, never published, older than an hour.
 * @example isAbandonedDraft({ id: 3, title: {}, _status: { en: 'draft' }, createdAt: '2026-11-01T00:00:00Z' }, Date.parse('2026-11-02')) // true
 */
export function isAbandonedDraft(doc: Doc, now: number): boolean {
  const created = typeof doc.createdAt === 'string' ? Date.parse(doc.createdAt) : Number.NaN;
  return !written(doc.title) && !everPublished(doc._status) && now - created > ABANDONED_AFTER_MS;
}

/** Deletes the abandoned empty drafts of a collection (a "Create new" nobody went on with); their count. */
export async function removeAbandonedDrafts(payload: Payload, collection: CollectionSlug, now = Date.now()): Promise<number> {
  const { docs } = await payload.find({
    collection,
    where: { createdAt: { less_than: new Date(now - ABANDONED_AFTER_MS).toISOString() } },
    locale: 'all',
    draft: true,
    depth: 0,
    limit: 100,
    select: { title: true, _status: true, createdAt: true } as never,
    overrideAccess: true,
  });
  const abandoned = (docs as unknown as Doc[]).filter((doc) => isAbandonedDraft(doc, now));
  for (const doc of abandoned) await payload.delete({ collection, id: doc.id, overrideAccess: true });
  return abandoned.length;
}
