import { ValidationError, type Field, type FieldHook, type UploadField } from 'payload';
import { safeHtmlField } from '../../richtext/html';
import { richTextField } from '../../richtext/rich-text-field';
import { slugField as slugFieldOf } from './slug';

/** URL-safe, unique per collection; the site's routes are /blog/<slug>, /news/<slug>, /research/<slug>. */
export const slugField: Field = slugFieldOf({
  pattern: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
  formatMessage: 'Use lower-case letters, digits and "-" (e.g. btc-weekly-outlook)',
  description: 'The address, e.g. btc-weekly-outlook. Leave it empty to make one from the title.',
});

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
  richTextField({ name: 'content', required: true, localized: true }),
  safeHtmlField('html', 'content'),
];

/**
 * A picture from the media library (images only: a PDF there would render as a broken image),
 * with its resized copies. Used by articles, research, coins, page blocks and the site record.
 * @example pictureField('logo', 'The coin's logo, shown beside its name.')
 */
export const pictureField = (name: string, description: string): UploadField => ({
  name,
  type: 'upload',
  relationTo: 'media',
  filterOptions: { mimeType: { contains: 'image/' } },
  admin: { description },
});

/** An article's picture (posts, news, research). */
export const imageField: UploadField = pictureField(
  'image',
  'Shown above the text and in lists and social previews (resized copies are made on upload).',
);

/** Whether a canonical address is acceptable: empty, or a full http(s) address. */
export function canonicalProblem(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  return typeof value === 'string' && /^https?:\/\/[^\s/]+(\/\S*)?$/.test(value)
    ? null
    : "Enter a full address starting with https:// (or leave it empty for this page's own address)";
}

/**
 * Drafts skip field validation, but a draft is rendered (preview, Live Preview) with its canonical
 * link, so a `javascript:` or otherwise bad address is refused on every save, drafts included.
 */
const refuseBadCanonical: FieldHook = ({ value, path, collection }) => {
  const problem = canonicalProblem(value);
  if (!problem) return value;
  throw new ValidationError({ collection: collection?.slug, errors: [{ path: path.join('.'), message: problem }] });
};

/**
 * What search engines and social networks read about a page, post, news item or research note.
 * Every field is optional: empty ones fall back to the document's own title, text and picture.
 * `withDescription` is false for pages, whose Description field already is their meta description;
 * `preview` says where the document lives on the site and which field its description falls back to.
 */
export const seoField = (withDescription: boolean, preview: { route: string; descriptionField: string }): Field => ({
  name: 'seo',
  type: 'group',
  label: 'SEO',
  admin: { description: "Search results and social previews. Empty fields use this document's own title, text and picture." },
  fields: [
    // The document as a search result and a social card, with counts that include the site's name.
    { name: 'preview', type: 'ui', admin: { components: { Field: { path: '/admin/seo/SeoPreview#SeoPreview', clientProps: preview } } } },
    {
      name: 'title',
      type: 'text',
      localized: true,
      maxLength: 70,
      admin: { description: 'Meta title: up to 60 characters show in search results (default: the title).' },
    },
    ...(withDescription
      ? [
          {
            name: 'description',
            type: 'textarea',
            localized: true,
            maxLength: 200,
            admin: { description: 'Meta description: 120 to 160 characters read best in search results (default: the excerpt).' },
          } satisfies Field,
        ]
      : []),
    { ...imageField, admin: { description: "Social preview picture (its 1200x630 copy is used; default: the document's image)." } },
    {
      name: 'noindex',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Ask search engines not to list this page (it stays visible to visitors).' },
    },
    {
      name: 'canonical',
      type: 'text',
      admin: { description: "Canonical address when this content also lives elsewhere (default: this page's own address)." },
      validate: (value: unknown) => canonicalProblem(value) ?? true,
      hooks: { beforeChange: [refuseBadCanonical] },
    },
  ],
});

/** Repeated simple tags, e.g. tags[{tag}], keywords[{keyword}]. */
export const tagList = (name: string, item: string, localized = false): Field => ({
  name,
  type: 'array',
  localized,
  fields: [{ name: item, type: 'text', required: true, maxLength: 60 }],
});
