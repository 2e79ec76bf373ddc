import type { CollectionBeforeChangeHook } from 'payload';
import { authorField, imageField, publishedAtField, slugField, seoField } from '../shared/fields';
import { editorialCollection } from '../shared/editorial';

/** The size shown next to a report is the uploaded file's, never typed by hand (so it cannot drift). */
const copyFileSize: CollectionBeforeChangeHook = async ({ data, req }) => {
  const file = data.file as number | string | { id: number | string } | null | undefined;
  if (file == null) return data;
  const id = typeof file === 'object' ? file.id : file;
  const media = await req.payload.findByID({ collection: 'media', id, depth: 0, req, overrideAccess: true, disableErrors: true });
  return { ...data, fileSize: typeof media?.filesize === 'number' ? media.filesize : null };
};

/** Research reports (/research): a PDF upload with its size, publication date, author and category. */
export const Research = editorialCollection({
  slug: 'research',
  labels: { singular: 'Research report', plural: 'Research' },
  defaultColumns: ['title', 'category', 'publishedAt', '_status'],
  beforeChange: [copyFileSize],
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, maxLength: 200 },
    slugField,
    { name: 'summary', type: 'textarea', required: true, localized: true, maxLength: 600 },
    imageField,
    { name: 'file', type: 'upload', relationTo: 'media', required: true },
    {
      name: 'fileSize',
      type: 'number',
      admin: { readOnly: true, position: 'sidebar', description: 'Bytes, taken from the uploaded file.' },
    },
    authorField,
    {
      name: 'category',
      type: 'select',
      required: true,
      options: [
        { value: 'market-report', label: { en: 'Market report', ru: 'Обзор рынка', de: 'Marktbericht', es: 'Informe de mercado' } },
        {
          value: 'project',
          label: { en: 'Project research', ru: 'Исследование проекта', de: 'Projektanalyse', es: 'Análisis de proyecto' },
        },
        { value: 'macro', label: { en: 'Macro', ru: 'Макроэкономика', de: 'Makro', es: 'Macro' } },
      ],
    },
    publishedAtField,
    seoField(true, { route: '/research', descriptionField: 'summary' }),
  ],
});
