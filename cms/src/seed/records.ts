import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical';
import type { CollectionSlug, Payload, Where } from 'payload';
import { SCRIPT_AUTHORS } from '../collections/shared/edited-by';
import type { Locale } from '../locales';
import { missingLocales } from './complete';
import { withRowIds } from './localize';

export type Note = (kind: 'created' | 'updated' | 'kept', what: string) => void;
export type SeedContext = { payload: Payload; reset: boolean; note: Note; markdown: (md: string) => unknown };
/** One cache notice at the end of the seed instead of one per record; versions say the seed saved them. */
export const quiet = { skipSiteNotify: true, savedBy: SCRIPT_AUTHORS.seed };

export async function makeContext(payload: Payload, reset: boolean, note: Note): Promise<SeedContext> {
  const editorConfig = await editorConfigFactory.default({ config: payload.config });
  return { payload, reset, note, markdown: (markdown) => convertMarkdownToLexical({ editorConfig, markdown }) };
}

/**
 * Creates a record in its first language and adds the others; a record that exists is kept (an
 * editor may have changed it) unless `reset`. Drafts collections are written as published.
 */
export async function upsertLocalized(
  ctx: SeedContext,
  args: {
    collection: CollectionSlug;
    where: Where;
    label: string;
    byLocale: Partial<Record<Locale, Record<string, unknown>>>;
    drafts?: boolean;
    shareRows?: boolean;
  },
): Promise<number | string> {
  const { payload } = ctx;
  // The record itself, never its draft versions: a seed killed between writing a record and its
  // version row leaves a record no draft query finds, and creating it again breaks its unique slug.
  const found = await payload.find({ collection: args.collection, where: args.where, limit: 1, depth: 0 });
  const existing = found.docs[0];
  const entries = Object.entries(args.byLocale) as [Locale, Record<string, unknown>][];
  let todo = entries;
  if (existing && !ctx.reset) {
    // A seed stopped between a record's languages left it without the later ones: finish those.
    todo = await missingLocales(ctx, args.collection, existing.id, entries, args.drafts);
    if (todo.length === 0) {
      ctx.note('kept', args.label);
      return existing.id;
    }
  }
  let id = existing?.id;
  let saved: unknown = todo === entries ? undefined : existing;
  const status = args.drafts ? { _status: 'published' } : {};
  for (const [locale, data] of todo) {
    // Only for non-localized arrays: localized rows have their own ids per language. The cast: the
    // collection is a parameter here, and Payload types a document's data only for one known slug.
    const payloadData = { ...(args.shareRows ? withRowIds(saved, data) : data), ...status } as never;
    const doc =
      id === undefined
        ? await payload.create({ collection: args.collection, locale, data: payloadData, context: quiet, depth: 0 })
        : await payload.update({ collection: args.collection, id, locale, data: payloadData, context: quiet, depth: 0 });
    id = doc.id;
    saved ??= doc;
  }
  ctx.note(existing ? 'updated' : 'created', todo === entries ? args.label : `${args.label}: completed ${todo.map(([l]) => l).join(', ')}`);
  return id!;
}
