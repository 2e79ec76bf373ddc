import type { CollectionConfig } from 'payload';
import { isEditor } from '../../access/is-editor';
import { publishedOrEditor } from '../../access/published-or-editor';
import { previewUrlFor } from '../../endpoints/preview';
import { notifySiteOfChange, notifySiteOfDelete } from '../notify-hooks';
import { authorField, contentFields, publishedAtField, slugField } from '../shared/fields';
import { editorialVersions } from '../versions';

/** Platform news (/news): listings, maintenance, product announcements. */
export const News: CollectionConfig = {
  slug: 'news',
  labels: { singular: 'News item', plural: 'News' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'publishedAt', '_status'],
    group: 'Content',
    preview: previewUrlFor('news'),
  },
  defaultSort: '-publishedAt',
  versions: editorialVersions,
  access: { read: publishedOrEditor, create: isEditor, update: isEditor, delete: isEditor },
  hooks: { afterChange: [notifySiteOfChange], afterDelete: [notifySiteOfDelete] },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, maxLength: 200 },
    slugField,
    { name: 'excerpt', type: 'textarea', required: true, localized: true, maxLength: 400 },
    ...contentFields,
    authorField,
    publishedAtField,
  ],
};
