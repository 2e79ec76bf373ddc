import type { CollectionConfig } from 'payload';
import { isEditor } from '../../access/is-editor';
import { publishedOrEditor } from '../../access/published-or-editor';
import { livePreviewFor, previewUrlFor } from '../../endpoints/preview';
import { notifySiteOfChange, notifySiteOfDelete } from '../notify-hooks';
import { seoField } from '../shared/fields';
import { continuesAutosave } from '../shared/autosave-session';
import { editedByField, stampEditedBy } from '../shared/edited-by';
import { languagesColumn } from '../shared/languages-column';
import { restoreIntoDraftEndpoint } from '../shared/restore-version';
import { slugField } from '../shared/slug';
import { editorialVersions } from '../versions';
import { pageBlocks } from './blocks';

/**
 * One page per public route, built from blocks, localized (ru, en, de, es). Drafts stay invisible to
 * visitors: anonymous reads see published versions only.
 */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: 'Page', plural: 'Pages' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'languages', 'updatedAt'],
    group: 'Content',
    components: { edit: { beforeDocumentControls: ['/admin/LanguageBadge#LanguageBadge'] } },
    preview: previewUrlFor('pages'),
    livePreview: livePreviewFor('pages'),
  },
  versions: editorialVersions,
  custom: { continuesAutosave },
  // Versions hold every draft ever saved: editors only, like drafts themselves.
  access: { read: publishedOrEditor, readVersions: isEditor, create: isEditor, update: isEditor, delete: isEditor },
  hooks: { beforeChange: [stampEditedBy], afterChange: [notifySiteOfChange], afterDelete: [notifySiteOfDelete] },
  endpoints: [restoreIntoDraftEndpoint],
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, maxLength: 200 },
    slugField({
      pattern: /^[a-z0-9]+(?:[-/][a-z0-9]+)*$/,
      formatMessage: 'Use lower-case letters, digits, "-" and "/" (e.g. legal/agreement)',
      description: 'The route without locale, e.g. home, terms, legal/agreement. Leave it empty to make one from the title.',
    }),
    {
      name: 'description',
      type: 'textarea',
      localized: true,
      maxLength: 300,
      admin: { description: 'Meta description: 120 to 160 characters read best in search results.' },
    },
    // One block structure for every language, the words inside it per language (blocks/texts.ts).
    { name: 'layout', type: 'blocks', blocks: pageBlocks },
    seoField(false, { route: '', descriptionField: 'description' }),
    languagesColumn,
    editedByField,
  ],
};
