import type { CollectionBeforeChangeHook, CollectionConfig, Field } from 'payload';
import { isEditor } from '../../access/is-editor';
import { publishedOrEditor } from '../../access/published-or-editor';
import { livePreviewFor, previewUrlFor } from '../../endpoints/preview';
import { notifySiteOfChange, notifySiteOfDelete } from '../notify-hooks';
import { editorialVersions } from '../versions';
import { continuesAutosave } from './autosave-session';
import { editedByField, stampEditedBy } from './edited-by';
import { languagesColumn } from './languages-column';
import { restoreIntoDraftEndpoint } from './restore-version';

type EditorialSlug = 'posts' | 'news' | 'research';

/**
 * What every dated editorial collection (blog, news, research) shares: the editorial workflow,
 * published-only reads for visitors, preview links, newest first, and the site's cache notices.
 */
export function editorialCollection(options: {
  slug: EditorialSlug;
  labels: { singular: string; plural: string };
  defaultColumns: string[];
  fields: Field[];
  beforeChange?: CollectionBeforeChangeHook[];
}): CollectionConfig {
  return {
    slug: options.slug,
    labels: options.labels,
    admin: {
      useAsTitle: 'title',
      defaultColumns: [...options.defaultColumns, 'languages'],
      group: 'Content',
      components: { edit: { beforeDocumentControls: ['/admin/LanguageBadge#LanguageBadge'] } },
      preview: previewUrlFor(options.slug),
      livePreview: livePreviewFor(options.slug),
    },
    defaultSort: '-publishedAt',
    versions: editorialVersions,
    custom: { continuesAutosave },
    // Versions hold every draft ever saved: editors only, like drafts themselves.
    access: { read: publishedOrEditor, readVersions: isEditor, create: isEditor, update: isEditor, delete: isEditor },
    hooks: {
      beforeChange: [stampEditedBy, ...(options.beforeChange ?? [])],
      afterChange: [notifySiteOfChange],
      afterDelete: [notifySiteOfDelete],
    },
    // Restoring a version makes a draft of the language being edited (restore-version.ts).
    endpoints: [restoreIntoDraftEndpoint],
    fields: [...options.fields, languagesColumn, editedByField],
  };
}
