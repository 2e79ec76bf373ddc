import type { CollectionSlug, FieldHook, PayloadRequest, TextField } from 'payload';

/** Russian letters as they are usually written in Latin addresses (ISO 9 would need diacritics). */
// prettier-ignore
const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm',
  н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch',
  ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya', ß: 'ss',
};

const MAX_SLUG = 80;
/** How many numbered variants are tried before a timestamp makes the slug unique. */
const MAX_VARIANTS = 50;

/**
 * A title as an address segment: lower-case Latin letters, digits and single dashes. Accents are
 * dropped (Préstamos -> prestamos), Russian is transliterated, anything else becomes a dash.
 * @example slugifyTitle('Bitcoin: Weekly Outlook!') // 'bitcoin-weekly-outlook'
 * @example slugifyTitle('Новости рынка') // 'novosti-rynka'
 */
export function slugifyTitle(title: string): string {
  const latin = [...title.toLowerCase()].map((c) => CYRILLIC[c] ?? c).join('');
  return latin
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SLUG)
    .replace(/^-+|-+$/g, '');
}

type Taken = { id: number | string; slug: string; title?: unknown };

/** Documents of the collection, other than `ownId`, whose slug is one of `slugs`. */
async function findTaken(req: PayloadRequest, collection: CollectionSlug, slugs: string[], ownId?: number | string): Promise<Taken[]> {
  const { docs } = await req.payload.find({
    collection,
    where: { and: [{ slug: { in: slugs } }, ...(ownId != null ? [{ id: { not_equals: ownId } }] : [])] },
    select: { slug: true, title: true } as never,
    depth: 0,
    limit: slugs.length,
    pagination: false,
    overrideAccess: true,
    locale: req.locale ?? undefined,
    req,
  });
  return docs as unknown as Taken[];
}

/** `base`, else `base-2`, `base-3` … whichever no other document of the collection holds. */
export async function findFreeSlug(req: PayloadRequest, collection: CollectionSlug, base: string, ownId?: number | string) {
  const candidates = [base, ...Array.from({ length: MAX_VARIANTS - 1 }, (_, i) => `${base}-${i + 2}`)];
  const taken = new Set((await findTaken(req, collection, candidates, ownId)).map((doc) => doc.slug));
  return candidates.find((slug) => !taken.has(slug)) ?? `${base}-${Date.now().toString(36)}`;
}

/**
 * An empty slug is made from the title in the language being edited, numbered when taken. Not on
 * an autosave: the admin autosaves while the title is still being typed, and a slug fixed from
 * its first letters would stay (a draft may have none; the first real save or publish makes it).
 */
const fillEmptySlug: FieldHook = async ({ value, data, originalDoc, req, collection }) => {
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (originalDoc?.slug && value === undefined) return originalDoc.slug;
  if (String(req.query?.autosave) === 'true') return value;
  const title = data?.title ?? originalDoc?.title;
  const base = typeof title === 'string' ? slugifyTitle(title) : '';
  if (!base || !collection) return value;
  return findFreeSlug(req, collection.slug as CollectionSlug, base, originalDoc?.id);
};

type SlugValidateOptions = { req: PayloadRequest; id?: number | string; collectionSlug?: string };

/**
 * The slug every page, post, news item and research note has: shared by the document's languages
 * (`/blog/x` and `/ru/blog/x` are the same post), so it is unique in each language because it is
 * unique in the collection. Left empty, it is made from the title; typed, it must be free, and the
 * editor is told which document holds it and which variant is free.
 */
export function slugField(options: { pattern: RegExp; formatMessage: string; description: string }): TextField {
  return {
    name: 'slug',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    admin: { position: 'sidebar', description: options.description },
    hooks: { beforeValidate: [fillEmptySlug] },
    validate: async (value: unknown, { req, id, collectionSlug }: SlugValidateOptions) => {
      // Empty is allowed: the beforeValidate hook fills it in from the title before saving.
      if (value == null || value === '') return true;
      if (typeof value !== 'string' || !options.pattern.test(value)) return options.formatMessage;
      if (!collectionSlug || !req?.payload) return true;
      const [holder] = await findTaken(req, collectionSlug as CollectionSlug, [value], id);
      if (!holder) return true;
      const free = await findFreeSlug(req, collectionSlug as CollectionSlug, value, id);
      const title = typeof holder.title === 'string' ? ` by "${holder.title}"` : '';
      return `The slug "${value}" is already used${title}. Choose another one, e.g. "${free}", or leave it empty to make one from the title.`;
    },
  } as TextField;
}
