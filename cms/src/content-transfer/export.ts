import { copyFileSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CollectionSlug, Payload } from 'payload';
import { classifyDatabaseUri } from '../db/resolve-uri';
import { defaultLocale, locales } from '../locales';
import {
  recordSchema,
  CONTENT_FORMAT,
  CONTENT_FORMAT_VERSION,
  contentCollections,
  fileNameFor,
  keyFieldOf,
  type ContentManifest,
  type ContentRecord,
} from './format';
import { mapDocument } from './walk';

export class ContentTransferError extends Error {}

type Doc = Record<string, unknown> & { id: string | number };

/** A record's key: its key field's value (the default language's, for a translated field). */
export function keyValue(doc: Record<string, unknown>, keyField: string): string | undefined {
  const raw = doc[keyField];
  const value = raw && typeof raw === 'object' ? ((raw as Record<string, unknown>)[defaultLocale] ?? Object.values(raw)[0]) : raw;
  return value === null || value === undefined || value === '' ? undefined : String(value);
}

async function readAll(payload: Payload, slug: string): Promise<Doc[]> {
  const { docs } = await payload.find({
    collection: slug as CollectionSlug,
    locale: 'all',
    depth: 0,
    limit: 0,
    pagination: false,
    draft: false,
    sort: 'id',
  });
  return docs as unknown as Doc[];
}

/**
 * Writes every content collection of the database into `dir` (which must be empty or absent):
 * each record in every language, references by natural key, uploaded files copied. Accounts
 * (editors, traders) are not content and are never written.
 */
export async function exportContent(payload: Payload, dir: string): Promise<ContentManifest> {
  if (existsSync(dir) && readdirSync(dir).length > 0)
    throw new ContentTransferError(`${dir} is not empty: export into a new or empty folder`);
  const slugs = contentCollections(payload);
  // Ids to keys first, for every collection, so a reference to any record can be written as its key.
  const keys = new Map<string, Map<string, string>>();
  const docsBySlug = new Map<string, Doc[]>();
  for (const slug of slugs) {
    const keyField = keyFieldOf(payload, slug);
    const docs = await readAll(payload, slug);
    const byId = new Map<string, string>();
    const seen = new Set<string>();
    for (const doc of docs) {
      const key = keyValue(doc, keyField);
      if (!key)
        throw new ContentTransferError(`${slug} record ${doc.id} has no ${keyField}, which names it in an export: fill it in the admin`);
      if (seen.has(key))
        throw new ContentTransferError(`two ${slug} records share the ${keyField} "${key}": make it unique before exporting`);
      byId.set(String(doc.id), key);
      seen.add(key);
    }
    keys.set(slug, byId);
    docsBySlug.set(slug, docs);
  }

  const manifest: ContentManifest = {
    format: CONTENT_FORMAT,
    version: CONTENT_FORMAT_VERSION,
    exportedAt: new Date().toISOString(),
    database: classifyDatabaseUri(process.env.DATABASE_URI).kind,
    locales: [...locales],
    collections: [],
  };
  mkdirSync(dir, { recursive: true });
  for (const slug of slugs) {
    const config = payload.collections[slug as CollectionSlug].config;
    const keyField = keyFieldOf(payload, slug);
    const folder = path.join(dir, slug);
    mkdirSync(folder, { recursive: true });
    const files: string[] = [];
    for (const doc of docsBySlug.get(slug)!) {
      const data = mapDocument(payload, config.flattenedFields, doc, ({ collection, value }) => {
        const key = keys.get(collection)?.get(String(value));
        if (!key)
          throw new ContentTransferError(
            `${slug} "${keyValue(doc, keyField)}" refers to ${collection} ${String(value)}, which does not exist: fix or remove the reference`,
          );
        return { $ref: { collection, key } };
      });
      const record: ContentRecord = {
        key: keyValue(doc, keyField)!,
        ...(config.versions && doc._status != null ? { status: recordSchema.shape.status.parse(statusOf(doc._status)) } : {}),
        data,
      };
      if (config.upload) {
        // Only what an editor gives: Payload recomputes the rest (size, type, image sizes) from the file.
        record.data = Object.fromEntries(Object.entries(data).filter(([name]) => !UPLOAD_COMPUTED.has(name)));
        const source = path.join(String(typeof config.upload === 'object' && config.upload.staticDir), String(doc.filename));
        if (!existsSync(source)) throw new ContentTransferError(`the file of ${slug} "${String(doc.filename)}" is missing from ${source}`);
        mkdirSync(path.join(folder, 'files'), { recursive: true });
        copyFileSync(source, path.join(folder, 'files', String(doc.filename)));
      }
      const file = fileNameFor(record.key);
      writeFileSync(path.join(folder, file), `${JSON.stringify(record, null, 2)}\n`);
      files.push(file);
    }
    manifest.collections.push({ slug, key: keyField, files });
  }
  writeFileSync(path.join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** Upload fields Payload fills from the file itself (the file name is the record's key). */
export const UPLOAD_COMPUTED = new Set(['url', 'thumbnailURL', 'mimeType', 'filesize', 'width', 'height', 'sizes', 'filename']);

/** A document's status as the export keeps it: per language without the languages never saved (drafts on import). */
function statusOf(status: unknown): unknown {
  if (typeof status !== 'object' || status === null) return status;
  return Object.fromEntries(Object.entries(status).filter(([, value]) => value != null));
}
