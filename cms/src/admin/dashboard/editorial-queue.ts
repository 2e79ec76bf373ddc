import type { Payload, TypedUser, Where } from 'payload';
import { isSameContent } from './same-content';

/** The collections whose drafts and scheduled publishes the dashboard lists. */
export const QUEUE_COLLECTIONS = ['pages', 'posts', 'news', 'research'] as const;
export type QueueCollection = (typeof QUEUE_COLLECTIONS)[number];

export type QueueEntry = {
  collection: QueueCollection;
  /** The collection's singular label, e.g. "Blog post". */
  kind: string;
  id: number | string;
  title: string;
  /** The document in the admin (it opens in the editor's own language). */
  href: string;
  /** ISO time: when the draft was last saved, or when the scheduled change happens. */
  at: string;
};

export type ScheduledEntry = QueueEntry & { action: 'publish' | 'unpublish'; locale: string | null };

type Options = { payload: Payload; user: TypedUser; locale?: string; limit?: number };

const kindOf = (payload: Payload, slug: QueueCollection) => {
  const singular = payload.collections[slug]?.config.labels.singular;
  return typeof singular === 'string' ? singular : slug;
};
const titleOf = (doc: { title?: unknown } | undefined, id: number | string) =>
  typeof doc?.title === 'string' && doc.title.trim() ? doc.title : `#${id}`;
const hrefOf = (slug: QueueCollection, id: number | string) => `/admin/collections/${slug}/${id}`;

/**
 * Documents with changes saved but not published (a draft never published, or a published
 * document whose latest version is a draft), newest first, read with the editor's own access. The
 * draft Payload stores after publishing one language counts only when it differs from what is
 * published (another language's pending changes).
 * @example await findRecentDrafts({ payload, user, locale: 'en' }) // [{ collection: 'pages', title: 'About us', … }]
 */
export async function findRecentDrafts({ payload, user, locale, limit = 8 }: Options): Promise<QueueEntry[]> {
  const where: Where = { and: [{ latest: { equals: true } }, { 'version._status': { equals: 'draft' } }] };
  const lists = await Promise.all(
    QUEUE_COLLECTIONS.map(async (collection) => {
      const { docs } = await payload.findVersions({
        collection,
        where,
        sort: '-updatedAt',
        limit,
        depth: 0,
        locale: locale as 'en',
        overrideAccess: false,
        user,
      });
      const entries = await Promise.all(
        docs.map(async (version) => {
          const id =
            typeof version.parent === 'object' && version.parent ? (version.parent as { id: number }).id : (version.parent as number);
          if (
            (version as { snapshot?: boolean | null }).snapshot &&
            (await matchesPublished({ payload, user, collection, id, versionId: version.id }))
          )
            return null;
          return {
            collection,
            kind: kindOf(payload, collection),
            id,
            title: titleOf(version.version, id),
            href: hrefOf(collection, id),
            at: String(version.updatedAt),
          };
        }),
      );
      return entries.filter((entry) => entry !== null);
    }),
  );
  return lists
    .flat()
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, limit);
}

/** Whether a snapshot draft (made by publishing one language) holds exactly what is published. */
async function matchesPublished(args: {
  payload: Payload;
  user: TypedUser;
  collection: QueueCollection;
  id: number;
  versionId: number | string;
}) {
  const { payload, user, collection, id, versionId } = args;
  const [published, snapshot] = await Promise.all([
    payload.findByID({ collection, id, locale: 'all', depth: 0, draft: false, overrideAccess: false, user }),
    payload.findVersionByID({ collection, id: String(versionId), locale: 'all', depth: 0, overrideAccess: false, user }),
  ]);
  return isSameContent(published, snapshot.version);
}

type ScheduleInput = { type?: 'publish' | 'unpublish'; locale?: string; doc?: { relationTo?: string; value?: string | number } };

/**
 * Publishes and unpublishes scheduled for later (Payload's schedulePublish jobs), soonest first.
 * Payload's jobs collection refuses every read through access control, so the jobs are read on the
 * server as the admin's own schedule drawer reads them; each one is listed only if the editor can
 * read its document (the documents are read with their access).
 */
export async function findScheduled({ payload, user, locale, limit = 8 }: Options): Promise<ScheduledEntry[]> {
  const { docs: jobs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'schedulePublish' } },
        { waitUntil: { greater_than: new Date().toISOString() } },
        { completedAt: { exists: false } },
      ],
    },
    sort: 'waitUntil',
    limit: 50,
    depth: 0,
    overrideAccess: true,
  });
  const entries: ScheduledEntry[] = [];
  for (const job of jobs) {
    const input = (job.input ?? {}) as ScheduleInput;
    const collection = QUEUE_COLLECTIONS.find((slug) => slug === input.doc?.relationTo);
    if (!collection || input.doc?.value == null) continue;
    const id = input.doc.value;
    const { docs } = await payload.find({
      collection,
      where: { id: { equals: id } },
      limit: 1,
      depth: 0,
      draft: true,
      locale: locale as 'en',
      overrideAccess: false,
      user,
    });
    if (!docs[0]) continue;
    entries.push({
      collection,
      kind: kindOf(payload, collection),
      id,
      title: titleOf(docs[0], id),
      href: hrefOf(collection, id),
      at: String(job.waitUntil),
      action: input.type === 'unpublish' ? 'unpublish' : 'publish',
      locale: input.locale ?? null,
    });
    if (entries.length >= limit) break;
  }
  return entries;
}
