import type { Page } from '@bourse/cms/payload-types';
import { blockSchema } from '@bourse/site/blocks-schema';
import { expect, it } from 'vitest';

// The page-block model is defined once, by the Pages collection's fields in the CMS; Payload's
// generated types carry it to the seed (which derives its blocks from them) and, here, to the
// site's zod schema, which reads the CMS over HTTP and so cannot import it. `tsc -p tests` fails
// when the two drift apart; the test below names the drift at run time too.
type CmsBlock = NonNullable<Page['layout']>[number];
/** What the site's schema accepts (zod's input type; zod is the site's dependency, not this package's). */
type SiteBlockInput = (typeof blockSchema)['_zod']['input'];
type BlockType = CmsBlock['blockType'];

/** Every block the CMS can store, and nothing else (an extra or a missing key is a type error). */
const cmsBlockTypes = {
  hero: true,
  features: true,
  services: true,
  stats: true,
  steps: true,
  faqList: true,
  richText: true,
  cta: true,
  appSection: true,
  table: true,
  productGroups: true,
  riskWarning: true,
  widget: true,
  feed: true,
} satisfies Record<BlockType, true>;

/**
 * Payload fills a richText block's `html` on every read (lexicalHTMLField's afterRead hook); its
 * type says optional only because the field is virtual.
 */
type AsRead<B> = B extends { blockType: 'richText' } ? B & { html: string } : B;
/** What Payload answers for each block parses with the site's schema for that block... */
type ParsesOnSite = {
  [T in BlockType]: AsRead<Extract<CmsBlock, { blockType: T }>> extends Extract<SiteBlockInput, { blockType: T }> ? true : T;
};
/** ...and the site reads no field the block does not have. */
type SiteFieldsExist = {
  [T in BlockType]: Exclude<keyof Extract<SiteBlockInput, { blockType: T }>, keyof Extract<CmsBlock, { blockType: T }>>;
};

const everyBlockParses: { [T in BlockType]: true } = {} as ParsesOnSite;
const noUnknownFields: { [T in BlockType]: never } = {} as SiteFieldsExist;
const siteKnowsEveryBlock: [Exclude<BlockType, SiteBlockInput['blockType']>] extends [never] ? true : false = true;
const cmsHasEverySiteBlock: [Exclude<SiteBlockInput['blockType'], BlockType>] extends [never] ? true : false = true;

it('the site draws exactly the block types the CMS stores', () => {
  const siteBlockTypes = blockSchema.options.map((option) => option.shape.blockType.value);
  expect([...siteBlockTypes].sort()).toEqual(Object.keys(cmsBlockTypes).sort());
  expect([everyBlockParses, noUnknownFields, siteKnowsEveryBlock, cmsHasEverySiteBlock]).toBeDefined();
});
