import type { Locale } from '../../locales';
import type { Page } from '../../payload-types';

/** A layout block as Payload stores it (the generated types of the Pages collection). */
type PageBlock = NonNullable<Page['layout']>[number];
/** A stored value without the row ids and block names Payload assigns on save. */
type Authored<T> = T extends readonly (infer Item)[]
  ? Authored<Item>[]
  : T extends object
    ? { [K in keyof T as K extends 'id' | 'blockName' ? never : K]: Authored<T[K]> }
    : T;

/**
 * A block as the seed writes it: the Pages collection's block as Payload types it, except that
 * richText blocks carry markdown, converted to Lexical on seeding. A field added to a block in the
 * CMS reaches this type when the types are regenerated (`pnpm --filter @bourse/cms generate:types`).
 * @example const block: SeedBlock = { blockType: 'riskWarning', text: 'Trading carries risk.' };
 */
export type SeedBlock =
  Exclude<Authored<PageBlock>, { blockType: 'richText' }> | { blockType: 'richText'; markdown: string; anchor?: string };

export type PageContent = { title: string; description: string; layout: SeedBlock[] };
/** A page in every language, each with the same blocks in the same order (the content test checks it). */
export type PageSeed = Record<Locale, PageContent>;

/** Table helpers keep the seed data readable as rows of strings. */
export const columns = (...labels: string[]) => labels.map((label) => ({ label }));
export const rows = (...data: string[][]) => data.map((cells) => ({ cells: cells.map((value) => ({ value })) }));

/**
 * A table's figures as German and Spanish readers write them: dot for thousands, comma for
 * decimals, a (non-breaking) space before the percent sign.
 * @example localNumbers(rows(['1,000,000 USD', '0.100%'])) // cells '1.000.000 USD', '0,100 %'
 */
export const localNumbers = (table: ReturnType<typeof rows>) =>
  table.map((row) => ({
    cells: row.cells.map(({ value }) => ({
      value: value
        .replace(/\d[\d,.]*/g, (n) =>
          n
            .replace(/,/g, '\u0000')
            .replace(/\./g, ',')
            .replace(/\u0000/g, '.'),
        )
        .replace(/(\d)%/g, '$1\u00a0%'),
    })),
  }));

/** A page in one language: title, description, a hero, then the body blocks. */
export const common = (title: string, description: string, heading: string, subheading: string, extra: SeedBlock[] = []): PageContent => ({
  title,
  description,
  layout: [{ blockType: 'hero', heading, subheading }, ...extra],
});

/** A legal page: its markdown body per language. */
export const legal = (byLocale: Record<Locale, { title: string; description: string; markdown: string }>): PageSeed =>
  Object.fromEntries(
    Object.entries(byLocale).map(([locale, c]) => [
      locale,
      { title: c.title, description: c.description, layout: [{ blockType: 'richText', markdown: c.markdown }] },
    ]),
  ) as PageSeed;
