import type { FlattenedBlock, FlattenedField, Payload } from 'payload';

/** A reference to another record as Payload stores it: an id, or a polymorphic `{ relationTo, value }`. */
export type Reference = { collection: string; id: string | number };

/**
 * What to do with each reference met in a document: return the value to store in its place. Used
 * both ways: export turns ids into natural keys, import turns natural keys back into the target
 * database's ids.
 */
export type ReferenceMapper = (reference: { collection: string; value: unknown }) => unknown;

type Data = Record<string, unknown>;

const isObject = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Fields the system writes itself (Payload, or the save hook naming who saved a version): never
 * exported, never imported.
 */
const SYSTEM_FIELDS = new Set(['id', 'createdAt', 'updatedAt', '_status', 'editedBy']);

function blocksOf(payload: Payload, field: Extract<FlattenedField, { type: 'blocks' }>): FlattenedBlock[] {
  const references = (field.blockReferences ?? []).map((block) =>
    typeof block === 'string' ? (payload.blocks as Record<string, FlattenedBlock | undefined>)[block] : block,
  );
  return [...field.blocks, ...references].filter((block): block is FlattenedBlock => Boolean(block));
}

function mapRelationValue(
  field: Extract<FlattenedField, { type: 'relationship' | 'upload' }>,
  value: unknown,
  map: ReferenceMapper,
): unknown {
  if (value === null || value === undefined) return value;
  if (Array.isArray(value)) return value.map((item) => mapRelationValue({ ...field, hasMany: false } as typeof field, item, map));
  if (Array.isArray(field.relationTo)) {
    // Polymorphic: Payload stores which collection the id belongs to beside it.
    if (!isObject(value) || typeof value.relationTo !== 'string') return value;
    return {
      relationTo: value.relationTo,
      value: map({ collection: value.relationTo, value: isObject(value.value) ? value.value.id : value.value }),
    };
  }
  return map({ collection: field.relationTo, value: isObject(value) ? value.id : value });
}

/**
 * Rich text (Lexical JSON) keeps references in its nodes: an upload node or an internal link holds
 * `{ relationTo, value }`. Every such pair is mapped wherever it sits, so a new node type with a
 * reference is carried over without a change here.
 */
function mapRichText(value: unknown, map: ReferenceMapper): unknown {
  if (Array.isArray(value)) return value.map((item) => mapRichText(item, map));
  if (!isObject(value)) return value;
  const out: Data = {};
  for (const [key, inner] of Object.entries(value)) out[key] = mapRichText(inner, map);
  if (typeof value.relationTo === 'string' && 'value' in value && value.value !== null && value.value !== undefined) {
    out.value = map({ collection: value.relationTo, value: isObject(value.value) ? value.value.id : value.value });
  }
  return out;
}

/**
 * Walks a document (read with `locale: 'all'`, so a localized field holds `{ en, ru, … }`) along
 * its collection's fields: drops system and derived fields and the ids of array and block rows
 * (the target database gives its own), and maps every reference.
 */
export function mapDocument(payload: Payload, fields: FlattenedField[], data: Data, map: ReferenceMapper): Data {
  const out: Data = {};
  for (const field of fields) {
    if (!('name' in field) || SYSTEM_FIELDS.has(field.name) || isDerived(field) || !(field.name in data)) continue;
    const value = data[field.name];
    const mapOne = (inner: unknown) => mapValue(payload, field, inner, map);
    out[field.name] =
      field.localized && isObject(value)
        ? Object.fromEntries(Object.entries(value).map(([locale, inner]) => [locale, mapOne(inner)]))
        : mapOne(value);
  }
  return out;
}

function mapValue(payload: Payload, field: FlattenedField, value: unknown, map: ReferenceMapper): unknown {
  switch (field.type) {
    case 'relationship':
    case 'upload':
      return mapRelationValue(field, value, map);
    case 'richText':
      return mapRichText(value, map);
    case 'group':
    case 'tab':
      return isObject(value) ? mapDocument(payload, field.flattenedFields, value, map) : value;
    case 'array':
    case 'blocks':
      return Array.isArray(value)
        ? value.map((row: Data) => {
            return { ...rowHead(row), ...mapDocument(payload, knownRowFields(payload, field, row), row, map) };
          })
        : value;
    case 'join':
      return undefined;
    default:
      return value;
  }
}

/**
 * A value Payload computes on read and never stores (a virtual field, or a hidden one filled by an
 * afterRead hook, such as the HTML made from rich text): the import would have nothing to write.
 */
function isDerived(field: FlattenedField): boolean {
  if ('virtual' in field && field.virtual) return true;
  return Boolean(field.admin?.hidden) && 'hooks' in field && (field.hooks?.afterRead?.length ?? 0) > 0;
}

type RowsField = Extract<FlattenedField, { type: 'array' | 'blocks' }>;

/** The fields of one row of an array, or of a block by its type; undefined for a block this CMS lacks. */
function rowFields(payload: Payload, field: RowsField, row: Data): FlattenedField[] | undefined {
  if (field.type === 'array') return field.flattenedFields;
  return blocksOf(payload, field).find((candidate) => candidate.slug === row.blockType)?.flattenedFields;
}

/** rowFields, refusing a block type this CMS does not have (a hand-edited or foreign folder). */
function knownRowFields(payload: Payload, field: RowsField, row: Data): FlattenedField[] {
  const inner = rowFields(payload, field, row);
  if (!inner) throw new Error(`block type "${String(row.blockType)}" in field ${field.name} is not one this CMS knows`);
  return inner;
}

/** What names a block row (its type, and the editor's label if any); nothing for an array row. */
const rowHead = (row: Data): Data =>
  row.blockType === undefined ? {} : { blockType: row.blockType, ...(row.blockName ? { blockName: row.blockName } : {}) };

/**
 * One language's data of a document written with every language (`{ en, ru, … }` in localized
 * fields), as Payload's create and update take it with `locale`.
 */
export function pickLocale(payload: Payload, fields: FlattenedField[], data: Data, locale: string): Data {
  const out: Data = {};
  for (const field of fields) {
    if (!('name' in field) || !(field.name in data)) continue;
    const value = data[field.name];
    const inner = field.localized ? (isObject(value) ? value[locale] : undefined) : value;
    if (field.localized && inner === undefined) continue;
    out[field.name] = pickValue(payload, field, inner, locale);
  }
  return out;
}

function pickValue(payload: Payload, field: FlattenedField, value: unknown, locale: string): unknown {
  if (field.type === 'group' || field.type === 'tab')
    return isObject(value) ? pickLocale(payload, field.flattenedFields, value, locale) : value;
  if ((field.type === 'array' || field.type === 'blocks') && Array.isArray(value)) {
    return value.map((row: Data) => ({ ...rowHead(row), ...pickLocale(payload, knownRowFields(payload, field, row), row, locale) }));
  }
  return value;
}

/**
 * The languages a document has any translated value in. A record is written in these only:
 * writing a language it has no text for would fail its required translated fields.
 */
export function localesIn(payload: Payload, fields: FlattenedField[], data: Data, found = new Set<string>()): Set<string> {
  for (const field of fields) {
    if (!('name' in field) || !(field.name in data)) continue;
    const value = data[field.name];
    if (field.localized && isObject(value)) {
      for (const [locale, inner] of Object.entries(value)) if (inner !== null && inner !== undefined && inner !== '') found.add(locale);
      continue;
    }
    if ((field.type === 'group' || field.type === 'tab') && isObject(value)) localesIn(payload, field.flattenedFields, value, found);
    if ((field.type === 'array' || field.type === 'blocks') && Array.isArray(value)) {
      for (const row of value as Data[]) localesIn(payload, rowFields(payload, field, row) ?? [], row, found);
    }
  }
  return found;
}

/**
 * A translation written after the first language must fill the rows that language created:
 * Payload would otherwise replace the rows of an untranslated array (or blocks) and lose the first
 * language's translated fields in them. Translated arrays have their own rows per language and
 * keep none.
 */
export function shareRowIds(payload: Payload, fields: FlattenedField[], saved: unknown, data: Data): Data {
  if (!isObject(saved)) return data;
  const out: Data = { ...data };
  for (const field of fields) {
    if (!('name' in field) || field.localized || !(field.name in data)) continue;
    const value = data[field.name];
    const before = saved[field.name];
    if ((field.type === 'group' || field.type === 'tab') && isObject(value))
      out[field.name] = shareRowIds(payload, field.flattenedFields, before, value);
    if ((field.type === 'array' || field.type === 'blocks') && Array.isArray(value)) {
      const rows = Array.isArray(before) ? (before as Data[]) : [];
      out[field.name] = (value as Data[]).map((row, i) => {
        const merged = shareRowIds(payload, rowFields(payload, field, row) ?? [], rows[i], row);
        return rows[i]?.id === undefined ? merged : { ...merged, id: rows[i]!.id };
      });
    }
  }
  return out;
}
