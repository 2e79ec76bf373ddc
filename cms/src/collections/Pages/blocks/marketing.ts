import type { Block, Field } from 'payload';
import { pictureField } from '../../shared/fields';
import { area, href, text } from './texts';

/** Every block may carry an in-page anchor (#id) so menus and CTAs can link to a section. */
export const anchor: Field = {
  name: 'anchor',
  type: 'text',
  admin: { description: 'Optional in-page anchor, e.g. "pricing" for /vip#pricing' },
  validate: (value: unknown) =>
    value == null || value === '' || (typeof value === 'string' && /^[a-z][a-z0-9-]*$/.test(value))
      ? true
      : 'Use lower-case letters, digits and "-", starting with a letter',
};

export const hero: Block = {
  slug: 'hero',
  fields: [
    anchor,
    text('heading', true),
    area('subheading'),
    text('ctaLabel'),
    href('ctaHref'),
    pictureField('image', 'Picture beside the heading (loaded first: keep it under 200 KB; resized copies are made on upload).'),
  ],
};

export const features: Block = {
  slug: 'features',
  labels: { singular: 'Feature cards', plural: 'Feature cards' },
  fields: [
    anchor,
    text('heading'),
    area('intro'),
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      fields: [
        text('title', true),
        area('text'),
        { name: 'icon', type: 'text' },
        pictureField('image', 'Card picture (optional; shown above the title).'),
      ],
    },
  ],
};

export const services: Block = {
  slug: 'services',
  labels: { singular: 'Service cards', plural: 'Service cards' },
  fields: [
    anchor,
    text('heading'),
    { name: 'items', type: 'array', minRows: 1, fields: [text('title', true), area('text'), href('href'), text('linkLabel')] },
  ],
};

export const stats: Block = {
  slug: 'stats',
  labels: { singular: 'Stats strip', plural: 'Stats strips' },
  fields: [anchor, { name: 'items', type: 'array', minRows: 1, fields: [text('value', true), text('label', true)] }],
};

export const steps: Block = {
  slug: 'steps',
  labels: { singular: 'How it works', plural: 'How it works' },
  fields: [anchor, text('heading'), { name: 'items', type: 'array', minRows: 1, fields: [text('title', true), area('text')] }],
};

export const cta: Block = {
  slug: 'cta',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  fields: [anchor, text('heading', true), area('text'), text('buttonLabel'), href('buttonHref')],
};

export const appSection: Block = {
  slug: 'appSection',
  labels: { singular: 'App section', plural: 'App sections' },
  fields: [anchor, text('heading', true), area('text'), { name: 'bullets', type: 'array', fields: [text('text', true)] }],
};

export const riskWarning: Block = {
  slug: 'riskWarning',
  labels: { singular: 'Risk warning', plural: 'Risk warnings' },
  fields: [anchor, area('text', true)],
};
