import type { Block } from 'payload';
import { faqList, feed, productGroups, richText, table, widget } from './blocks/content';
import { appSection, cta, features, hero, riskWarning, services, stats, steps } from './blocks/marketing';
import { withAdminPreview } from './block-admin';

/**
 * The page blocks the site renders (the contract with site/): each block's `blockType` is its slug.
 * Marketing blocks live in blocks/marketing.ts, data-bearing ones in blocks/content.ts; the admin's
 * row titles and picker thumbnails are added here (block-admin.ts).
 */
export const pageBlocks: Block[] = [
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
].map(withAdminPreview);
