import { defaultThemeId, themeConfigSchema, themeIdSchema } from '@bourse/themes';
import * as z from 'zod';
import { safeHref } from './safe-url';
import { cmsHref, optionalText, parseLayout, type Block } from './blocks-schema';
import { seoSchema, type SeoRecord } from './seo';

export type { Block, BlockOf } from './blocks-schema';
const id = z.union([z.string(), z.number()]).transform(String);

const navLink = z.object({ label: z.string().min(1), href: z.string().min(1) });
// A menu entry whose address is unsafe (see cmsHref) is left out of the menu.
const navLinks = z
  .array(navLink)
  .nullish()
  .transform((links) =>
    (links ?? []).flatMap((link) => {
      const href = safeHref(link.href);
      return href ? [{ ...link, href }] : [];
    }),
  );

/**
 * Menus an editor set on the site (localised by `?locale=`). Absent: the built-in menus apply.
 * @example navigationSchema.parse({ header: [{ label: 'Trading', children: [{ label: 'Spot', href: '/cabinet/spot' }] }], footer: [] })
 */
export const navigationSchema = z.object({
  header: z
    .array(z.object({ label: z.string().min(1), href: cmsHref, children: navLinks }))
    .nullish()
    .transform((h) => h ?? []),
  footer: z
    .array(z.object({ title: z.string().min(1), links: navLinks }))
    .nullish()
    .transform((f) => f ?? []),
});
export type SiteNavigation = z.infer<typeof navigationSchema>;

/**
 * The active site as `GET /api/site/active` returns it in `data`. An unknown theme falls back to
 * the exchange theme, so a theme that fails to load still gives a usable page.
 * @example siteSchema.parse({ id: 1, url: 'https://bourse.example', title: 'Bourse', theme: 'simple' })
 */
export const siteSchema = z.object({
  id,
  url: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  title: z.string().min(1),
  name: optionalText,
  siteName: optionalText,
  description: optionalText,
  // Addresses (the chosen image's, else one typed on older sites) and the chosen images themselves.
  logo: z.unknown().optional(),
  thumbnail: z.unknown().optional(),
  logoImage: z.unknown().optional(),
  socialImage: z.unknown().optional(),
  theme: themeIdSchema.catch(defaultThemeId),
  isDefault: z.boolean().nullish().transform(Boolean),
  isActive: z
    .boolean()
    .nullish()
    .transform((value) => value ?? true),
  createdAt: optionalText,
  updatedAt: optionalText,
  // A malformed menu must not cost the whole site record: the built-in menus take over.
  navigation: navigationSchema
    .nullish()
    .transform((value) => value ?? undefined)
    .catch(undefined),
  // The theme record as edited in the admin; a malformed one costs only itself (shipped tokens apply).
  themeConfig: themeConfigSchema
    .nullish()
    .transform((value) => value ?? undefined)
    .catch(undefined),
  // The cabinet's other colour scheme as edited (token -> hex); the shipped colours for any left out.
  themeSchemeColors: z
    .record(z.string().regex(/^[a-z][a-z0-9-]*$/), z.string().regex(/^#[0-9a-fA-F]{3,8}$/))
    .nullish()
    .transform((value) => value ?? {})
    .catch({}),
});
export type Site = z.infer<typeof siteSchema>;

export const siteResponseSchema = z.object({ success: z.literal(true), data: siteSchema });

/** The built-in default site: used when the CMS has never answered. */
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
  navigation: undefined,
  themeConfig: undefined,
  themeSchemeColors: {},
};

const pageDocSchema = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  description: optionalText,
  updatedAt: optionalText,
  seo: seoSchema,
  layout: z
    .array(z.unknown())
    .nullish()
    .transform((items) => items ?? []),
});

export interface Page {
  id: string;
  slug: string;
  title: string;
  description?: string;
  /** When an editor last changed the page (ISO), shown on documents as "last updated". */
  updatedAt?: string;
  /** What search engines and social networks read (optional; the page's own facts otherwise). */
  seo?: SeoRecord;
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
  const { blocks, skipped } = parseLayout(doc.layout);
  return { page: { ...doc, layout: blocks }, skipped };
}
