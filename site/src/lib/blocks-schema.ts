import * as z from 'zod';
import { blockPictureSchema } from './article-image';
import { safeHref } from './safe-url';

// Payload sends null for an empty optional field; the site treats empty as absent.
export const optionalText = z
  .string()
  .nullish()
  .transform((value) => value || undefined);
/** A list field: Payload answers null or [] when empty. */
export const list = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .nullish()
    .transform((items) => items ?? []);
/**
 * A link an editor set: only http(s), mailto, tel or a site path survive (old rows may hold
 * `javascript:` from before the CMS refused it); anything else is absent and the link not drawn.
 */
export const cmsHref = z
  .string()
  .nullish()
  .transform((value) => safeHref(value));

// Every block may carry an anchor (`#fees`), so menus can link into a page.
const base = { anchor: optionalText };

const hero = z.object({
  ...base,
  blockType: z.literal('hero'),
  heading: z.string(),
  subheading: optionalText,
  ctaLabel: optionalText,
  ctaHref: cmsHref,
  image: blockPictureSchema,
});
const features = z.object({
  ...base,
  blockType: z.literal('features'),
  heading: optionalText,
  intro: optionalText,
  items: list(z.object({ title: z.string(), text: optionalText, icon: optionalText, image: blockPictureSchema })),
});
const services = z.object({
  ...base,
  blockType: z.literal('services'),
  heading: optionalText,
  items: list(z.object({ title: z.string(), text: optionalText, href: cmsHref, linkLabel: optionalText })),
});
const stats = z.object({ ...base, blockType: z.literal('stats'), items: list(z.object({ value: z.string(), label: z.string() })) });
const steps = z.object({
  ...base,
  blockType: z.literal('steps'),
  heading: optionalText,
  items: list(z.object({ title: z.string(), text: optionalText })),
});
export const faqCategorySchema = z.enum(['trading', 'finance', 'security']);
const faqList = z.object({
  ...base,
  blockType: z.literal('faqList'),
  heading: optionalText,
  category: faqCategorySchema.nullish().transform((c) => c ?? undefined),
});
/** `html` is Payload's lexical converter output: sanitized before rendering (lib/cms-html.ts). */
const richText = z.object({ ...base, blockType: z.literal('richText'), html: z.string() });
const cta = z.object({
  ...base,
  blockType: z.literal('cta'),
  heading: z.string(),
  text: optionalText,
  buttonLabel: optionalText,
  buttonHref: cmsHref,
});
const appSection = z.object({
  ...base,
  blockType: z.literal('appSection'),
  heading: z.string(),
  text: optionalText,
  bullets: list(z.object({ text: z.string() })),
});
const table = z.object({
  ...base,
  blockType: z.literal('table'),
  heading: optionalText,
  kind: z.enum(['vip', 'launchpad', 'insurance', 'generic']).catch('generic'),
  columns: list(z.object({ label: z.string() })),
  rows: list(
    z.object({
      cells: list(
        z.object({
          value: z
            .string()
            .nullish()
            .transform((v) => v ?? ''),
        }),
      ),
    }),
  ),
});
const productGroups = z.object({
  ...base,
  blockType: z.literal('productGroups'),
  groups: list(z.object({ title: z.string(), items: list(z.object({ label: z.string(), href: cmsHref, description: optionalText })) })),
});
const riskWarning = z.object({ ...base, blockType: z.literal('riskWarning'), text: z.string() });
export const widgetKindSchema = z.enum(['converter', 'swap', 'tickerStrip', 'earnProducts', 'bonusCenter']);
const widget = z.object({ ...base, blockType: z.literal('widget'), widget: widgetKindSchema, heading: optionalText, note: optionalText });
export const feedSourceSchema = z.enum(['posts', 'news', 'research']);
const feed = z.object({
  ...base,
  blockType: z.literal('feed'),
  source: feedSourceSchema,
  heading: optionalText,
  limit: z
    .number()
    .int()
    .min(1)
    .max(100)
    .nullish()
    .transform((n) => n ?? 10),
});

/**
 * One CMS layout block, as the Pages collection's `layout` field stores it (contract with the
 * CMS issue). Unknown block types are skipped by `parseLayout`, never a failed page.
 * @example blockSchema.parse({ blockType: 'riskWarning', text: 'Trading carries risk.' })
 */
export const blockSchema = z.discriminatedUnion('blockType', [
  hero,
  features,
  services,
  stats,
  steps,
  faqList,
  richText,
  cta,
  appSection,
  table,
  productGroups,
  riskWarning,
  widget,
  feed,
]);
export type Block = z.infer<typeof blockSchema>;
export type BlockOf<T extends Block['blockType']> = Extract<Block, { blockType: T }>;
export type WidgetKind = z.infer<typeof widgetKindSchema>;
export type FeedSource = z.infer<typeof feedSourceSchema>;
export type FaqCategory = z.infer<typeof faqCategorySchema>;

/**
 * Keeps the blocks this site can draw and names the ones it cannot (a newer CMS, a half-filled
 * block), so one bad block costs that block, not the page.
 */
export function parseLayout(raw: readonly unknown[]): { blocks: Block[]; skipped: string[] } {
  const blocks: Block[] = [];
  const skipped: string[] = [];
  for (const item of raw) {
    const block = blockSchema.safeParse(item);
    if (block.success) blocks.push(block.data);
    else skipped.push(String((item as { blockType?: unknown } | null)?.blockType ?? 'unknown'));
  }
  return { blocks, skipped };
}
