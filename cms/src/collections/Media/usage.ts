import type { CollectionSlug, FlattenedField, Payload } from 'payload';

export type PictureUse = { collection: string; kind: string; id: number | string; title: string; href: string };

type Data = Record<string, unknown>;
const isData = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);
const idOf = (value: unknown) => (isData(value) ? value.id : value);

/** Whether a Lexical value holds an inline picture of `mediaId`. */
function richTextUses(value: unknown, mediaId: number | string): boolean {
  if (!isData(value)) return false;
  if (value.type === 'upload' && value.relationTo === 'media' && String(idOf(value.value)) === String(mediaId)) return true;
  const children = value.children ?? (value.root ? [value.root] : []);
  return Array.isArray(children) && children.some((child) => richTextUses(child, mediaId));
}

/**
 * Whether a document's data (read with `locale: 'all'`) names the picture anywhere its fields can:
 * an upload field of the media library, or a picture inside rich text, in blocks, arrays and groups.
 */
export function dataUses(fields: readonly FlattenedField[], data: unknown, mediaId: number | string): boolean {
  if (!isData(data)) return false;
  return fields.some((field) => {
    if (!('name' in field)) return false;
    const raw = data[field.name];
    // A localized field holds one value per language.
    const values = field.localized && isData(raw) ? Object.values(raw) : [raw];
    return values.some((value) => {
      switch (field.type) {
        case 'upload':
          return field.relationTo === 'media' && [value].flat().some((ref) => String(idOf(ref)) === String(mediaId));
        case 'richText':
          return richTextUses(value, mediaId);
        case 'group':
        case 'tab':
          return dataUses(field.flattenedFields, value, mediaId);
        case 'array':
          return Array.isArray(value) && value.some((row) => dataUses(field.flattenedFields, row, mediaId));
        case 'blocks':
          return (
            Array.isArray(value) &&
            value.some((row) => {
              const block = field.blocks.find((candidate) => isData(row) && candidate.slug === row.blockType);
              return block ? dataUses(block.flattenedFields, row, mediaId) : false;
            })
          );
        default:
          return false;
      }
    });
  });
}

/** Whether any field of a collection can hold a picture of the media library. */
function mayHoldPictures(fields: readonly FlattenedField[]): boolean {
  return fields.some((field) => {
    if (field.type === 'upload') return field.relationTo === 'media';
    if (field.type === 'richText') return true;
    if (field.type === 'group' || field.type === 'tab' || field.type === 'array') return mayHoldPictures(field.flattenedFields);
    if (field.type === 'blocks') return field.blocks.some((block) => mayHoldPictures(block.flattenedFields));
    return false;
  });
}

const titleOf = (doc: Data, useAsTitle: string | undefined) => {
  const value = useAsTitle ? doc[useAsTitle] : undefined;
  const text = isData(value) ? (value.en ?? Object.values(value)[0]) : value;
  return typeof text === 'string' && text.trim() ? text : `#${String(doc.id)}`;
};

/**
 * Every document of a collection in every language, a hundred at a time: without a limit
 * (`pagination: false`) PostgreSQL took seconds where the same rows a page at a time take
 * milliseconds.
 */
async function readAll(payload: Payload, collection: CollectionSlug, draft: boolean): Promise<Data[]> {
  const docs: Data[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await payload.find({ collection, locale: 'all', draft, depth: 0, limit: 100, page, overrideAccess: true });
    docs.push(...(answer.docs as unknown as Data[]));
    if (!answer.hasNextPage) return docs;
  }
}

/**
 * Every document whose published version or newest draft shows the picture (old versions do not
 * count: deleting the picture takes it out of them). What the media view lists under "Used in",
 * and why a delete is refused while it is not empty.
 * @example await findPictureUses(payload, 12) // [{ collection: 'pages', kind: 'Page', title: 'Home', href: '/admin/collections/pages/1', … }]
 */
export async function findPictureUses(payload: Payload, mediaId: number | string): Promise<PictureUse[]> {
  const uses: PictureUse[] = [];
  for (const collection of Object.values(payload.collections)) {
    const { config } = collection;
    if (config.slug === 'media' || config.slug.startsWith('payload-')) continue;
    if (!mayHoldPictures(config.flattenedFields)) continue;
    const reads = config.versions?.drafts ? [false, true] : [false];
    const seen = new Set<string>();
    for (const draft of reads) {
      for (const doc of await readAll(payload, config.slug as CollectionSlug, draft)) {
        if (seen.has(String(doc.id)) || !dataUses(config.flattenedFields, doc, mediaId)) continue;
        seen.add(String(doc.id));
        const singular = config.labels?.singular;
        uses.push({
          collection: config.slug,
          kind: typeof singular === 'string' ? singular : config.slug,
          id: doc.id as number | string,
          title: titleOf(doc, config.admin?.useAsTitle),
          href: `/admin/collections/${config.slug}/${String(doc.id)}`,
        });
      }
    }
  }
  return uses;
}

/** The uses in words: `Page “Home”, Blog post “Fees explained”`. */
export const describeUses = (uses: readonly PictureUse[]) => uses.map((use) => `${use.kind} “${use.title}”`).join(', ');
