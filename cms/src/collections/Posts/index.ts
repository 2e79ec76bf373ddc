import { authorField, contentFields, imageField, publishedAtField, slugField, tagList, seoField } from '../shared/fields';
import { editorialCollection } from '../shared/editorial';

/** Blog posts (/blog): category, tags, reading minutes, author and publication date, as the blog shows them. */
export const Posts = editorialCollection({
  slug: 'posts',
  labels: { singular: 'Blog post', plural: 'Blog posts' },
  defaultColumns: ['title', 'category', 'publishedAt', '_status'],
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, maxLength: 200 },
    slugField,
    { name: 'excerpt', type: 'textarea', required: true, localized: true, maxLength: 400 },
    imageField,
    ...contentFields,
    {
      name: 'category',
      type: 'select',
      required: true,
      options: [
        { value: 'markets', label: { en: 'Markets', ru: 'Рынки', de: 'Märkte', es: 'Mercados' } },
        { value: 'education', label: { en: 'Education', ru: 'Обучение', de: 'Wissen', es: 'Formación' } },
        { value: 'product', label: { en: 'Product', ru: 'Продукт', de: 'Produkt', es: 'Producto' } },
        { value: 'security', label: { en: 'Security', ru: 'Безопасность', de: 'Sicherheit', es: 'Seguridad' } },
      ],
    },
    tagList('tags', 'tag'),
    { name: 'readingMinutes', type: 'number', required: true, min: 1, max: 120, admin: { position: 'sidebar' } },
    authorField,
    publishedAtField,
    seoField(true, { route: '/blog', descriptionField: 'excerpt' }),
  ],
});
