import { defaultThemeId, themeIdSchema } from '@bourse/themes';
import * as z from 'zod';

// Payload sends null for an empty optional field; the site treats empty as absent.
const optionalText = z.string().nullish().transform((value) => value || undefined);
const id = z.union([z.string(), z.number()]).transform(String);

/**
 * The active site as `GET /api/site/active` returns it in `data`. An unknown theme falls back to
 * the exchange theme, as the spec asks of a theme that fails to load.
 * @example siteSchema.parse({ id: 1, url: 'https://bourse.example', title: 'Bourse', theme: 'simple' })
 */
export const siteSchema = z.object({
  id,
  url: z.string().nullish().transform((value) => value ?? ''),
  title: z.string().min(1),
  name: optionalText,
  siteName: optionalText,
  description: optionalText,
  logo: z.unknown().optional(),
  thumbnail: z.unknown().optional(),
  theme: themeIdSchema.catch(defaultThemeId),
  isDefault: z.boolean().nullish().transform(Boolean),
  isActive: z.boolean().nullish().transform((value) => value ?? true),
  createdAt: optionalText,
  updatedAt: optionalText,
});
export type Site = z.infer<typeof siteSchema>;

export const siteResponseSchema = z.object({ success: z.literal(true), data: siteSchema });

/** The spec's default site: used when the CMS has never answered. */
export const defaultSite: Site = {
  id: 'default',
  url: '',
  title: 'Bourse',
  name: 'Bourse',
  siteName: 'Bourse',
  description: 'Bourse is an advanced cryptocurrency trading platform: spot trading, live market data and low fees.',
  theme: defaultThemeId,
  isDefault: true,
  isActive: true,
  createdAt: undefined,
  updatedAt: undefined,
};

const heroBlock = z.object({
  blockType: z.literal('hero'),
  heading: z.string(),
  subheading: optionalText,
  ctaLabel: optionalText,
  ctaHref: optionalText,
});
const featuresBlock = z.object({
  blockType: z.literal('features'),
  heading: optionalText,
  items: z.array(z.object({ title: z.string(), text: optionalText })).nullish().transform((items) => items ?? []),
});
const statsBlock = z.object({
  blockType: z.literal('stats'),
  items: z.array(z.object({ value: z.string(), label: z.string() })).nullish().transform((items) => items ?? []),
});
/** `html` was produced and escaped by Payload's lexical converter; the site renders it as is. */
const richTextBlock = z.object({ blockType: z.literal('richText'), html: z.string() });
const ctaBlock = z.object({
  blockType: z.literal('cta'),
  heading: z.string(),
  text: optionalText,
  buttonLabel: optionalText,
  buttonHref: optionalText,
});

export const blockSchema = z.discriminatedUnion('blockType', [heroBlock, featuresBlock, statsBlock, richTextBlock, ctaBlock]);
export type Block = z.infer<typeof blockSchema>;
export type BlockOf<T extends Block['blockType']> = Extract<Block, { blockType: T }>;

const pageDocSchema = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  description: optionalText,
  layout: z.array(z.unknown()).nullish().transform((items) => items ?? []),
});

export interface Page {
  id: string;
  slug: string;
  title: string;
  description?: string;
  layout: Block[];
}

/**
 * Reads the first document of a Payload `GET /api/pages` answer. Blocks this site does not know
 * (a newer CMS) are left out and reported, so one new block type cannot take a page down.
 */
export function parsePagesResponse(body: unknown): { page: Page | null; skipped: string[] } {
  const { docs } = z.object({ docs: z.array(z.unknown()) }).parse(body);
  if (docs.length === 0) return { page: null, skipped: [] };
  const doc = pageDocSchema.parse(docs[0]);
  const layout: Block[] = [];
  const skipped: string[] = [];
  for (const raw of doc.layout) {
    const block = blockSchema.safeParse(raw);
    if (block.success) layout.push(block.data);
    else skipped.push(String((raw as { blockType?: unknown } | null)?.blockType ?? 'unknown'));
  }
  return { page: { ...doc, layout }, skipped };
}
