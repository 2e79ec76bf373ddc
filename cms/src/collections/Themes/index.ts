import { themeIds } from '@bourse/themes';
import type { CollectionConfig } from 'payload';
import { anyone } from '../../access/anyone';
import { isAdmin } from '../../access/is-admin';
import { notifySiteOfChange, notifySiteOfDelete } from '../notify-hooks';
import { themeFields } from './fields';
import { validateThemeRecord } from './validate-theme-record';

/**
 * The site's theme configuration. Records are seeded from @bourse/themes, which also holds each
 * theme's layout components; editors adjust colours, fonts, spacing and radius here, and the site
 * renders the active site's theme from this record (the shipped values when it cannot be read).
 */
export const Themes: CollectionConfig = {
  slug: 'themes',
  labels: { singular: 'Theme', plural: 'Themes' },
  admin: { useAsTitle: 'displayName', defaultColumns: ['displayName', 'name', 'version'], group: 'Site' },
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: {
    beforeValidate: [validateThemeRecord],
    afterChange: [notifySiteOfChange],
    afterDelete: [notifySiteOfDelete],
  },
  fields: [
    {
      name: 'name',
      type: 'select',
      required: true,
      unique: true,
      options: themeIds.map((id) => ({ label: id, value: id })),
      admin: { position: 'sidebar' },
    },
    { name: 'displayName', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
    { name: 'version', type: 'text', required: true, defaultValue: '1.0.0', admin: { position: 'sidebar' } },
    ...themeFields,
  ],
};
