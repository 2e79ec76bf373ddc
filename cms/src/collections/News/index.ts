import { authorField, contentFields, imageField, publishedAtField, slugField, seoField } from '../shared/fields';
import { editorialCollection } from '../shared/editorial';

/** Platform news (/news): listings, maintenance, product announcements. */
export const News = editorialCollection({
  slug: 'news',
  labels: { singular: 'News item', plural: 'News' },
  defaultColumns: ['title', 'publishedAt', '_status'],
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, maxLength: 200 },
    slugField,
    { name: 'excerpt', type: 'textarea', required: true, localized: true, maxLength: 400 },
    imageField,
    ...contentFields,
    authorField,
    publishedAtField,
    seoField(true, { route: '/news', descriptionField: 'excerpt' }),
  ],
});
