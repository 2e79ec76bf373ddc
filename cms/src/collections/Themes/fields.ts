import { marketingPages } from '@bourse/themes';
import type { Field } from 'payload';

const TOKEN = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const px = (values: number[]) => values.map((value) => ({ label: `${value} px`, value: `${value}px` }));

/** A choice of CSS lengths; the shipped themes' values are all among them. */
const lengthSelect = (name: string, label: string, values: number[], description: string): Field => ({
  name,
  label,
  type: 'select',
  options: px(values),
  admin: { description, width: '33%' },
});

/**
 * A theme's colours as rows of (name, colour): its record's (`colors`, the scheme the theme is drawn
 * in on the public site) or the cabinet's other scheme (`schemeColors`).
 */
const colourRowsField = (name: string, label: string, description: string, required: boolean): Field => ({
  name,
  label,
  type: 'array',
  required,
  minRows: required ? 1 : undefined,
  labels: { singular: 'Colour', plural: 'Colours' },
  admin: {
    description,
    initCollapsed: !required,
    components: { RowLabel: '/collections/Themes/admin/ColourRowLabel#ColourRowLabel' },
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'token',
          label: 'Name',
          type: 'text',
          required: true,
          admin: { width: '40%', description: 'e.g. accent, surface-raised, market-up' },
          validate: (value: unknown) =>
            typeof value === 'string' && TOKEN.test(value)
              ? true
              : 'Lower-case letters, digits and "-", starting with a letter (e.g. surface-raised)',
        },
        {
          name: 'value',
          label: 'Colour',
          type: 'text',
          required: true,
          admin: { width: '60%', components: { Field: '/collections/Themes/admin/ColourField#ColourField' } },
          validate: (value: unknown) => (typeof value === 'string' && HEX.test(value) ? true : 'A hex colour such as #F0B90B'),
        },
      ],
    },
  ],
});

/**
 * The theme record's fields, edited with ordinary admin inputs (a colour picker per colour,
 * choices for spacing and radius) rather than a JSON editor, whose code editor would be fetched
 * from a CDN and stay a grey box offline.
 */
export const themeFields: Field[] = [
  colourRowsField(
    'colors',
    'Colours',
    "Each colour becomes the CSS token --color-<name> on the site, in the theme's own scheme (dark for Exchange and Dark brand, light for Simple). Text colours are checked against their background (WCAG AA).",
    true,
  ),
  colourRowsField(
    'schemeColors',
    "Colours in the cabinet's other scheme",
    "The same tokens for the scheme a trader may choose in the cabinet besides the theme's own (light for Exchange and Dark brand, dark for Simple). Empty rows keep the shipped colour.",
    false,
  ),
  {
    name: 'fonts',
    type: 'group',
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'primary', type: 'text', required: true, admin: { width: '50%', description: 'CSS font stack for text' } },
          { name: 'mono', type: 'text', required: true, admin: { width: '50%', description: 'CSS font stack for figures and code' } },
        ],
      },
    ],
  },
  {
    name: 'spacing',
    type: 'group',
    fields: [
      {
        type: 'row',
        fields: [
          lengthSelect('gutter', 'Gutter', [12, 16, 20, 24, 28, 32, 40], 'Space between columns and at the page edges'),
          lengthSelect('section', 'Section', [32, 40, 48, 56, 64, 72, 80, 96, 120], 'Space between page sections'),
          lengthSelect('content', 'Content width', [960, 1040, 1080, 1120, 1160, 1200, 1280, 1360, 1440], 'Widest the page content grows'),
        ],
      },
    ],
  },
  {
    name: 'borderRadius',
    label: 'Corner radius',
    type: 'group',
    fields: [
      {
        type: 'row',
        fields: [
          lengthSelect('base', 'Base', [0, 2, 4, 6, 8, 10, 12, 16, 20, 24], 'Inputs, tags, small parts'),
          lengthSelect('button', 'Buttons', [0, 2, 4, 6, 8, 10, 12, 16, 20, 24, 999], '999 px: pill-shaped'),
          lengthSelect('card', 'Cards', [0, 2, 4, 6, 8, 10, 12, 16, 20, 24, 32], 'Cards and panels'),
        ],
      },
    ],
  },
  {
    name: 'wrapper',
    type: 'text',
    required: true,
    admin: { position: 'sidebar', readOnly: true, description: "The theme's layout component (set by the theme package)" },
  },
  {
    name: 'pages',
    type: 'select',
    hasMany: true,
    required: true,
    options: marketingPages.map((page) => ({ label: page, value: page })),
    admin: { position: 'sidebar', description: "Public pages rendered in this theme's layout" },
  },
];
