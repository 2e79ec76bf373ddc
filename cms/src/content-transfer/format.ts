import { createHash } from 'node:crypto';
import type { Payload } from 'payload';
import { z } from 'zod';

/**
 * The on-disk form of a site's content, made to be read by people and kept in git: one folder per
 * collection, one pretty-printed JSON file per record, uploads beside them as files. References
 * between records name the other record by its natural key (a page by its slug, a file by its
 * file name), never by a database id, so the same folder imports into any database.
 *
 *   manifest.json
 *   pages/home.json, pages/terms.json, …
 *   media/whitepaper.pdf.json + media/files/whitepaper.pdf
 */
export const CONTENT_FORMAT = 'bourse-content';
export const CONTENT_FORMAT_VERSION = 1;

export const manifestSchema = z.object({
  format: z.literal(CONTENT_FORMAT),
  version: z.literal(CONTENT_FORMAT_VERSION),
  exportedAt: z.string().datetime(),
  database: z.string(),
  locales: z.array(z.string()).min(1),
  collections: z.array(z.object({ slug: z.string().min(1), key: z.string().min(1), files: z.array(z.string().min(1)) })),
});
export type ContentManifest = z.infer<typeof manifestSchema>;

const statusSchema = z.enum(['draft', 'published']);

export const recordSchema = z.object({
  key: z.string().min(1),
  /**
   * Payload's draft state for collections with drafts, imported as it was: one for the record, or
   * one per language where the status is kept per language (a language missing here is a draft).
   */
  status: z.union([statusSchema, z.record(z.string(), statusSchema)]).optional(),
  data: z.record(z.string(), z.unknown()),
});
export type ContentRecord = z.infer<typeof recordSchema>;

/** How a reference is written in a record file: `{ "$ref": { "collection": "media", "key": "logo.png" } }`. */
export const refSchema = z.object({ $ref: z.object({ collection: z.string().min(1), key: z.string().min(1) }) }).strict();
export type ContentRef = z.infer<typeof refSchema>['$ref'];

/**
 * The field that names a record across databases, per collection: a unique field when the
 * collection has one, else the one named here. A content collection with neither cannot be
 * exported (the export says so), so a new collection must choose its key.
 */
const KEY_FIELDS: Record<string, string> = { sites: 'name', faq: 'question', media: 'filename' };

/**
 * Collections that hold the site's content: every collection except accounts and what belongs to
 * them (editors, traders, the trading ledger, support requests, identity documents: everything the
 * admin shows under Accounts, which stays in its database) and Payload's own.
 */
export function contentCollections(payload: Payload): string[] {
  return payload.config.collections
    .filter(
      (collection) =>
        !collection.auth &&
        collection.admin?.group !== 'Accounts' &&
        !collection.slug.startsWith('payload-') &&
        !collection.slug.startsWith('trading-'),
    )
    .map((collection) => collection.slug);
}

export function keyFieldOf(payload: Payload, slug: string): string {
  const collection = payload.collections[slug as keyof typeof payload.collections];
  if (!collection) throw new Error(`collection "${slug}" does not exist in this CMS`);
  const unique = collection.config.flattenedFields.find(
    (field) => 'unique' in field && field.unique && 'name' in field && field.name !== 'id',
  );
  const key = KEY_FIELDS[slug] ?? (unique && 'name' in unique ? unique.name : undefined);
  if (!key) throw new Error(`collection "${slug}" has no natural key to export by: give it a unique field or name one in KEY_FIELDS`);
  return key;
}

/** A record's key file name: the key where it is a safe name, else a readable stem and a short hash. */
export function fileNameFor(key: string): string {
  if (/^[A-Za-z0-9][A-Za-z0-9._-]{0,100}$/.test(key) && !key.endsWith('.json')) return `${key}.json`;
  const stem =
    key
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60)
      .toLowerCase() || 'record';
  return `${stem}-${createHash('sha256').update(key).digest('hex').slice(0, 8)}.json`;
}
