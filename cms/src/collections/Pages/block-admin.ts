import type { Block } from 'payload';

/** Where the block picker's thumbnails live: cms/public/blocks/<slug>.webp, served by the CMS at /blocks/. */
export const THUMBNAIL_FOLDER = 'blocks';

/** A block's name for editors: its singular label, or its slug in words ("richText" is "Rich text"). */
export function labelOf(block: Block): string {
  const singular = block.labels?.singular;
  if (typeof singular === 'string') return singular;
  const words = block.slug.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A page block as the admin shows it: rows titled by their content (admin/blocks/BlockRowLabel.tsx)
 * and, in the block picker, a thumbnail of how the site renders it (made by
 * tests/scripts/block-thumbnails.ts from the running site). Only admin options change: the stored
 * data and the site's contract stay the block's own.
 */
export function withAdminPreview(block: Block): Block {
  const label = labelOf(block);
  return {
    ...block,
    labels: block.labels ?? { singular: label, plural: label },
    imageURL: `/${THUMBNAIL_FOLDER}/${block.slug}.webp`,
    imageAltText: `${label} as the site shows it`,
    admin: {
      ...block.admin,
      components: {
        ...block.admin?.components,
        Label: { path: '/admin/blocks/BlockRowLabel#BlockRowLabel', clientProps: { blockLabel: label } },
      },
    },
  };
}
