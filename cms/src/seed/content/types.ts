import type { Locale } from '../../locales';

/** A block as the seed writes it; richText blocks carry markdown, converted to Lexical on seeding. */
export type SeedBlock =
  | { blockType: 'richText'; markdown: string; anchor?: string }
  | { blockType: 'hero'; heading: string; subheading?: string; ctaLabel?: string; ctaHref?: string; anchor?: string }
  | { blockType: 'features'; heading?: string; intro?: string; items: { title: string; text?: string; icon?: string }[]; anchor?: string }
  | { blockType: 'services'; heading?: string; items: { title: string; text?: string; href?: string; linkLabel?: string }[]; anchor?: string }
  | { blockType: 'stats'; items: { value: string; label: string }[]; anchor?: string }
  | { blockType: 'steps'; heading?: string; items: { title: string; text?: string }[]; anchor?: string }
  | { blockType: 'faqList'; heading?: string; category?: 'trading' | 'finance' | 'security'; anchor?: string }
  | { blockType: 'cta'; heading: string; text?: string; buttonLabel?: string; buttonHref?: string; anchor?: string }
  | { blockType: 'appSection'; heading: string; text?: string; bullets?: { text: string }[]; anchor?: string }
  | { blockType: 'table'; heading?: string; kind: 'vip' | 'launchpad' | 'insurance' | 'generic'; columns: { label: string }[]; rows: { cells: { value: string }[] }[]; anchor?: string }
  | { blockType: 'productGroups'; groups: { title: string; items: { label: string; href: string; description?: string }[] }[]; anchor?: string }
  | { blockType: 'riskWarning'; text: string; anchor?: string }
  | { blockType: 'widget'; widget: 'converter' | 'swap' | 'tickerStrip' | 'earnProducts' | 'bonusCenter'; heading?: string; note?: string; anchor?: string }
  | { blockType: 'feed'; source: 'posts' | 'news' | 'research'; heading?: string; limit?: number; anchor?: string };

export type PageContent = { title: string; description: string; layout: SeedBlock[] };
/** en and ru are complete; de and es carry the common texts (title, hero, intro). */
export type PageSeed = Record<Locale, PageContent>;

/** Table helpers keep the seed data readable as rows of strings. */
export const columns = (...labels: string[]) => labels.map((label) => ({ label }));
export const rows = (...data: string[][]) => data.map((cells) => ({ cells: cells.map((value) => ({ value })) }));

/** The short de/es version of a page: title, description and a hero. */
export const common = (title: string, description: string, heading: string, subheading: string, extra: SeedBlock[] = []): PageContent => ({
  title,
  description,
  layout: [{ blockType: 'hero', heading, subheading }, ...extra],
});

/** A legal page: markdown body per language (de/es: a summary that points to the English text). */
export const legal = (byLocale: Record<Locale, { title: string; description: string; markdown: string }>): PageSeed =>
  Object.fromEntries(
    Object.entries(byLocale).map(([locale, c]) => [locale, { title: c.title, description: c.description, layout: [{ blockType: 'richText', markdown: c.markdown }] }]),
  ) as PageSeed;
