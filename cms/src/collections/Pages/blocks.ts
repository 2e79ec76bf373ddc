import { lexicalHTMLField } from '@payloadcms/richtext-lexical';
import type { Block } from 'payload';

const hero: Block = {
  slug: 'hero',
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'subheading', type: 'textarea' },
    { name: 'ctaLabel', type: 'text' },
    { name: 'ctaHref', type: 'text' },
  ],
};

const features: Block = {
  slug: 'features',
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'items',
      type: 'array',
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea' },
      ],
    },
  ],
};

const stats: Block = {
  slug: 'stats',
  fields: [
    {
      name: 'items',
      type: 'array',
      fields: [
        { name: 'value', type: 'text', required: true },
        { name: 'label', type: 'text', required: true },
      ],
    },
  ],
};

/** Legal and long-form text. `html` is computed on read by Payload's converter, which escapes text. */
const richText: Block = {
  slug: 'richText',
  fields: [{ name: 'content', type: 'richText', required: true }, lexicalHTMLField({ htmlFieldName: 'html', lexicalFieldName: 'content' })],
};

const cta: Block = {
  slug: 'cta',
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'buttonLabel', type: 'text' },
    { name: 'buttonHref', type: 'text' },
  ],
};

/** The foundation's blocks; the CMS issue adds the rest (FAQ list, tables, steps, app section…). */
export const pageBlocks: Block[] = [hero, features, stats, richText, cta];
