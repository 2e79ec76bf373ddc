import type { CollectionConfig } from 'payload';
import { anyone } from '../../access/anyone';
import { isEditor } from '../../access/is-editor';
import { faqCategories } from '../Pages/blocks/content';
import { notifySiteOfChange, notifySiteOfDelete } from '../notify-hooks';
import { tagList } from '../shared/fields';

/**
 * FAQ entries: they feed the /faq page (faqList blocks) and the cabinet support widget's fuzzy
 * search, which matches keywords as well as the question. Answers are plain text on purpose: the
 * widget shows them in chat bubbles.
 */
export const Faq: CollectionConfig = {
  slug: 'faq',
  labels: { singular: 'FAQ entry', plural: 'FAQ' },
  admin: {
    useAsTitle: 'question',
    defaultColumns: ['question', 'category', 'order'],
    group: 'Content',
    components: { edit: { beforeDocumentControls: ['/admin/LanguageBadge#LanguageBadge'] } },
  },
  defaultSort: 'order',
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: { afterChange: [notifySiteOfChange], afterDelete: [notifySiteOfDelete] },
  fields: [
    { name: 'question', type: 'text', required: true, localized: true, maxLength: 300 },
    { name: 'answer', type: 'textarea', required: true, localized: true, maxLength: 3000 },
    { name: 'category', type: 'select', required: true, index: true, options: faqCategories },
    tagList('keywords', 'keyword', true),
    { name: 'order', type: 'number', defaultValue: 100, admin: { position: 'sidebar', description: 'Lower comes first.' } },
  ],
};
