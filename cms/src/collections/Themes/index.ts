import { themeIds } from '@bourse/themes';
import type { CollectionConfig } from 'payload';
import { anyone } from '../../access/anyone';
import { isAdmin } from '../../access/is-admin';
import { notifySiteOfChange, notifySiteOfDelete } from '../notify-hooks';
import { validateThemeRecord } from './validate-theme-record';

/**
 * The spec's theme configuration. Records are seeded from @bourse/themes, which also holds each
 * theme's CSS tokens and layout components; editors may adjust colours, fonts and texts here.
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
    { name: 'name', type: 'select', required: true, unique: true, options: themeIds.map((id) => ({ label: id, value: id })) },
    { name: 'displayName', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
    { name: 'version', type: 'text', required: true, defaultValue: '1.0.0' },
    { name: 'colors', type: 'json', required: true, admin: { description: 'Flat { name: "#hex" } or nested one level.' } },
    {
      name: 'fonts',
      type: 'group',
      fields: [
        { name: 'primary', type: 'text', required: true },
        { name: 'mono', type: 'text', required: true },
      ],
    },
    { name: 'spacing', type: 'json' },
    { name: 'borderRadius', type: 'json' },
    { name: 'wrapper', type: 'text', required: true },
    { name: 'pages', type: 'json', required: true },
  ],
};
