import type { CollectionSlug, Payload } from 'payload';
import { describeLanguages, summarizeLanguages } from './languages';

type Props = { payload: Payload; collectionSlug: CollectionSlug; rowData?: { id?: number | string } };

/**
 * A list's "Languages" column (pages, posts, news, research): which languages a document lacks and
 * which have words not yet published, read on the server for the row (its title and status in every
 * language). Missing languages are what a reader there sees in English.
 */
export async function LanguagesCell({ payload, collectionSlug, rowData }: Props) {
  if (rowData?.id == null) return null;
  const doc = (await payload.findByID({
    collection: collectionSlug,
    id: rowData.id,
    locale: 'all',
    draft: true,
    depth: 0,
    select: { title: true, _status: true } as never,
    overrideAccess: true,
    disableErrors: true,
  })) as { title?: Record<string, unknown>; _status?: Record<string, unknown> } | null;
  if (!doc) return null;
  const summary = summarizeLanguages(doc.title, doc._status);
  const complete = !summary.missing.length && !summary.unpublished.length;
  return (
    <span className={`languages-cell${complete ? ' languages-cell--complete' : ''}`} data-missing={summary.missing.join(' ')}>
      {describeLanguages(summary)}
    </span>
  );
}
