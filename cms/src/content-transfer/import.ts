import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type CollectionSlug,
  type Payload,
  type PayloadRequest,
} from 'payload';
import { SCRIPT_AUTHORS } from '../collections/shared/edited-by';
import { defaultLocale, locales as siteLocales, type Locale } from '../locales';
import { notifySite } from '../notify-site';
import { ContentTransferError, keyValue } from './export';
import { contentCollections, keyFieldOf, manifestSchema, recordSchema, refSchema, type ContentRecord } from './format';
import { localesIn, pickLocale, shareRowIds } from './walk';

export type ImportReport = { created: string[]; updated: string[] };

type Entry = { slug: string; record: ContentRecord; label: string; refs: { collection: string; key: string }[] };

/** Every `{ $ref }` in a record's data, wherever it sits. */
function refsIn(value: unknown, found: Entry['refs'] = []): Entry['refs'] {
  if (Array.isArray(value)) value.forEach((item) => refsIn(item, found));
  else if (value && typeof value === 'object') {
    const ref = refSchema.safeParse(value);
    if (ref.success) found.push(ref.data.$ref);
    else Object.values(value).forEach((item) => refsIn(item, found));
  }
  return found;
}

/** The record's data with each `{ $ref }` replaced by the target database's id. */
function resolveRefs(value: unknown, idOf: (ref: Entry['refs'][number]) => string | number): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveRefs(item, idOf));
  if (value && typeof value === 'object') {
    const ref = refSchema.safeParse(value);
    if (ref.success) return idOf(ref.data.$ref);
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, resolveRefs(inner, idOf)]));
  }
  return value;
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ContentTransferError(`${file} is not readable JSON (${(error as Error).message}): export the content again`);
  }
}

/** Reads and checks the whole folder before anything is written: a bad file stops the import whole. */
export function readContentDir(payload: Payload, dir: string): Entry[] {
  const manifestFile = path.join(dir, 'manifest.json');
  if (!existsSync(manifestFile))
    throw new ContentTransferError(`${dir} has no manifest.json: give the folder \`bourse export content\` wrote`);
  const manifest = manifestSchema.safeParse(readJson(manifestFile));
  if (!manifest.success)
    throw new ContentTransferError(
      `${manifestFile} is not a Bourse content manifest: ${manifest.error.issues[0]?.path.join('.')} ${manifest.error.issues[0]?.message}`,
    );
  const known = contentCollections(payload);
  const entries: Entry[] = [];
  for (const { slug, key, files } of manifest.data.collections) {
    if (!known.includes(slug)) throw new ContentTransferError(`${dir} holds collection "${slug}", which this CMS does not have`);
    if (keyFieldOf(payload, slug) !== key)
      throw new ContentTransferError(`${slug} was exported by ${key}, but this CMS names its records by ${keyFieldOf(payload, slug)}`);
    for (const name of files) {
      const file = path.join(dir, slug, name);
      const record = recordSchema.safeParse(readJson(file));
      if (!record.success)
        throw new ContentTransferError(
          `${file} is not a content record: ${record.error.issues[0]?.path.join('.')} ${record.error.issues[0]?.message}`,
        );
      const upload = payload.collections[slug as CollectionSlug].config.upload;
      if (upload && !existsSync(path.join(dir, slug, 'files', record.data.key)))
        throw new ContentTransferError(`the file ${path.join(dir, slug, 'files', record.data.key)} of ${file} is missing`);
      entries.push({ slug, record: record.data, label: `${slug} ${record.data.key}`, refs: refsIn(record.data.data) });
    }
  }
  const keys = new Set(entries.map((entry) => `${entry.slug}\u0000${entry.record.key}`));
  for (const entry of entries) {
    const missing = entry.refs.find((ref) => !keys.has(`${ref.collection}\u0000${ref.key}`));
    if (missing)
      throw new ContentTransferError(`${entry.label} refers to ${missing.collection} "${missing.key}", which the folder does not hold`);
  }
  return entries;
}

/**
 * Writes a folder made by `exportContent` into this database: a record whose key exists is
 * updated to the exported content, every other one is created, in every language the folder
 * holds. Records that refer to others are written after them. Everything happens in one database
 * transaction where the adapter has them: a failure leaves the database as it was (and removes
 * the files it had copied in).
 */
export async function importContent(payload: Payload, dir: string): Promise<ImportReport> {
  const entries = readContentDir(payload, dir);
  // The default language first: it creates the record, whose required fields it must fill.
  const locales: Locale[] = [defaultLocale, ...siteLocales.filter((code) => code !== defaultLocale)];
  const report: ImportReport = { created: [], updated: [] };
  const ids = new Map<string, string | number>();
  const req = (await createLocalReq({ context: { skipSiteNotify: true, savedBy: SCRIPT_AUTHORS.import } }, payload)) as PayloadRequest;
  const owned = await initTransaction(req);
  const copiedFiles: string[] = [];
  try {
    for (const entry of order(entries)) {
      const id = await writeEntry(payload, req, dir, entry, locales, ids, copiedFiles);
      ids.set(`${entry.slug}\u0000${entry.record.key}`, id.id);
      report[id.created ? 'created' : 'updated'].push(entry.label);
    }
    if (owned) await commitTransaction(req);
  } catch (error) {
    if (owned) await killTransaction(req);
    for (const file of copiedFiles) rmSync(file, { force: true });
    throw error;
  }
  await notifySite(payload, { collection: 'import' });
  return report;
}

/** Referenced records before the records that refer to them; a cycle is named instead of guessed. */
function order(entries: Entry[]): Entry[] {
  const done = new Set<string>();
  const result: Entry[] = [];
  let pending = entries;
  while (pending.length > 0) {
    const ready = pending.filter((entry) =>
      entry.refs.every(
        (ref) => done.has(`${ref.collection}\u0000${ref.key}`) || (ref.collection === entry.slug && ref.key === entry.record.key),
      ),
    );
    if (ready.length === 0)
      throw new ContentTransferError(
        `these records refer to each other in a circle: ${pending
          .slice(0, 5)
          .map((entry) => entry.label)
          .join(', ')}`,
      );
    for (const entry of ready) {
      result.push(entry);
      done.add(`${entry.slug}\u0000${entry.record.key}`);
    }
    pending = pending.filter((entry) => !ready.includes(entry));
  }
  return result;
}

async function writeEntry(
  payload: Payload,
  req: PayloadRequest,
  dir: string,
  entry: Entry,
  locales: Locale[],
  ids: Map<string, string | number>,
  copiedFiles: string[],
): Promise<{ id: string | number; created: boolean }> {
  const collection = entry.slug as CollectionSlug;
  const config = payload.collections[collection].config;
  const keyField = keyFieldOf(payload, entry.slug);
  const existing = await findByKey(payload, req, entry.slug, keyField, entry.record.key);
  const resolve = (data: unknown) =>
    resolveRefs(data, (ref) => {
      const id = ids.get(`${ref.collection}\u0000${ref.key}`);
      if (id === undefined)
        throw new ContentTransferError(`${entry.label} refers to ${ref.collection} "${ref.key}" before it was imported`);
      return id;
    }) as Record<string, unknown>;
  const all = resolve(entry.record.data);
  const recorded = entry.record.status;
  const statusIn = (locale: Locale) =>
    recorded === undefined ? {} : { _status: typeof recorded === 'string' ? recorded : (recorded[locale] ?? 'draft') };
  let id = existing;
  const present = localesIn(payload, config.flattenedFields, all);
  // A record with no translated field at all (a theme) is written once, in the default language.
  const written = present.size === 0 ? [locales[0]!] : locales.filter((locale) => present.has(locale));
  let saved: unknown;
  for (const locale of written) {
    // After the first language, rows are those just written: each translation fills the same rows.
    const data = {
      ...shareRowIds(payload, config.flattenedFields, saved, pickLocale(payload, config.flattenedFields, all, locale)),
      ...statusIn(locale),
    };
    // `data as never` below: the collection is chosen at run time, and Payload types a document's
    // data only for one known slug; the folder was checked against each collection's fields above.
    if (id === undefined) {
      const filePath = config.upload ? path.join(dir, entry.slug, 'files', entry.record.key) : undefined;
      const doc = await payload.create({ collection, locale, data: data as never, req, depth: 0, ...(filePath ? { filePath } : {}) });
      id = doc.id;
      saved = doc;
      if (config.upload)
        copiedFiles.push(
          path.join(String(typeof config.upload === 'object' && config.upload.staticDir), String((doc as { filename?: string }).filename)),
        );
    } else {
      const doc = await payload.update({ collection, id, locale, data: data as never, req, depth: 0 });
      saved ??= doc;
    }
  }
  return { id: id!, created: existing === undefined };
}

async function findByKey(
  payload: Payload,
  req: PayloadRequest,
  slug: string,
  keyField: string,
  key: string,
): Promise<string | number | undefined> {
  const { docs } = await payload.find({
    collection: slug as CollectionSlug,
    where: { [keyField]: { equals: key } },
    locale: defaultLocale,
    depth: 0,
    limit: 2,
    req,
  });
  const match = docs.find((doc) => keyValue(doc as unknown as Record<string, unknown>, keyField) === key);
  return match?.id;
}
