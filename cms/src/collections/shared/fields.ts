import type { Field } from 'payload';
import { safeHtmlField } from '../../richtext/html';

/** URL-safe, unique per collection; the site's routes are /blog/<slug>, /news/<slug>, /research/<slug>. */
export const slugField: Field = {
  name: 'slug',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  admin: { position: 'sidebar' },
  validate: (value: unknown) =>
    typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)
      ? true
      : 'Use lower-case letters, digits and "-" (e.g. btc-weekly-outlook)',
};

export const authorField: Field = { name: 'author', type: 'text', required: true, maxLength: 120 };

export const publishedAtField: Field = {
  name: 'publishedAt',
  type: 'date',
  required: true,
  index: true,
  admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
};

/** Rich text body plus its HTML for the site (richtext/html.ts: every attribute escaped). */
export const contentFields: Field[] = [
  { name: 'content', type: 'richText', required: true, localized: true },
  safeHtmlField('html', 'content'),
];

/** An article's picture (posts, news): an image from the media library, with its resized copies. */
export const imageField: Field = {
  name: 'image',
  type: 'upload',
  relationTo: 'media',
  filterOptions: { mimeType: { contains: 'image/' } },
  admin: { description: 'Shown above the text and in lists and social previews (resized copies are made on upload).' },
};

/** Repeated simple tags, e.g. tags[{tag}], keywords[{keyword}]. */
export const tagList = (name: string, item: string, localized = false): Field => ({
  name,
  type: 'array',
  localized,
  fields: [{ name: item, type: 'text', required: true, maxLength: 60 }],
});
