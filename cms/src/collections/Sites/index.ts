import { themeChoices } from '../../admin/themes/theme-choices';
import type { CollectionConfig } from 'payload';
import { anyone } from '../../access/anyone';
import { defaultLocale } from '../../locales';
import { isAdmin } from '../../access/is-admin';
import { keepOneActiveSite } from './hooks/keep-one-active-site';
import { notifySiteOfChange, notifySiteOfDelete } from '../notify-hooks';
import { navigationField } from './navigation';
import { pictureField } from '../shared/fields';
import { urlField } from '../shared/safe-url';

/** The site configuration. Exactly one site is active; the default one stands in otherwise. */
export const Sites: CollectionConfig = {
  slug: 'sites',
  labels: { singular: 'Site', plural: 'Sites' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'url', 'theme', 'isActive', 'isDefault'], group: 'Site' },
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: {
    afterChange: [keepOneActiveSite, notifySiteOfChange],
    afterDelete: [notifySiteOfDelete],
  },
  fields: [
    // The page title and description visitors and search engines read, in each language. The
    // English title is required; a language without its own reads the English one.
    {
      name: 'title',
      type: 'text',
      maxLength: 160,
      localized: true,
      admin: { description: 'Required in English; another language without its own title shows the English one.' },
      validate: (value: unknown, { req }: { req: { locale?: string | null } }) =>
        (typeof value === 'string' && value.trim() !== '') || (req.locale && req.locale !== defaultLocale)
          ? true
          : 'Enter the English title: every language without its own shows it',
    },
    { name: 'name', type: 'text', required: true, maxLength: 60, admin: { description: 'Short brand name shown in the header.' } },
    {
      name: 'url',
      type: 'text',
      required: true,
      validate: (value: unknown) =>
        typeof value === 'string' && /^https?:\/\/[^\s/]+(\/.*)?$/.test(value)
          ? true
          : 'Enter the site address, e.g. https://broker.example',
    },
    { name: 'description', type: 'textarea', maxLength: 500, localized: true },
    // Images from the media library. Sites made before these fields existed had addresses typed
    // in (logo, thumbnail): those stay, in a collapsed group, and count only while no image is
    // chosen, so an old site keeps its logo until an editor picks one (see the site_images migration).
    pictureField('logoImage', 'Shown in the header beside the name (an SVG-free image; about 40 px tall on screen).'),
    pictureField('socialImage', 'Default social preview for every page without its own picture (its 1200x630 copy is used).'),
    {
      type: 'collapsible',
      label: 'Image addresses (older sites)',
      admin: { initCollapsed: true, description: 'Used only while no image is chosen above.' },
      fields: [
        urlField('logo', { description: 'Logo image address (used when no logo image is chosen)' }),
        urlField('thumbnail', { description: 'Social preview image address (used when no social image is chosen)' }),
      ],
    },
    {
      name: 'theme',
      type: 'select',
      required: true,
      defaultValue: 'exchange',
      // Each theme by its name, with a swatch of its colours (admin/themes/ThemePicker.tsx).
      options: themeChoices().map((choice) => ({ label: choice.name, value: choice.id })),
      admin: {
        description: 'The look of the whole site. Its colours, fonts and spacing are edited under Site › Themes.',
        components: { Field: { path: '/admin/themes/ThemePicker#ThemePicker', clientProps: { choices: themeChoices() } } },
      },
    },
    { name: 'isDefault', type: 'checkbox', defaultValue: false },
    { name: 'isActive', type: 'checkbox', defaultValue: false, index: true },
    navigationField,
  ],
};
