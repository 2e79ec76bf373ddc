import type { Block } from 'payload';
import { safeHtmlField } from '../../../richtext/html';
import { richTextField } from '../../../richtext/rich-text-field';
import { anchor } from './marketing';
import { area, href, text } from './texts';

/** The FAQ categories, labelled as the Russian FAQ names them (Торговля / Финансы / Безопасность). */
export const faqCategories = [
  { value: 'trading', label: { ru: 'Торговля', en: 'Trading', de: 'Handel', es: 'Trading' } },
  { value: 'finance', label: { ru: 'Финансы', en: 'Finance', de: 'Finanzen', es: 'Finanzas' } },
  { value: 'security', label: { ru: 'Безопасность', en: 'Security', de: 'Sicherheit', es: 'Seguridad' } },
];

export const faqList: Block = {
  slug: 'faqList',
  labels: { singular: 'FAQ list', plural: 'FAQ lists' },
  fields: [
    anchor,
    text('heading'),
    { name: 'category', type: 'select', options: faqCategories, admin: { description: 'Empty lists every category.' } },
  ],
};

/**
 * Legal and long-form text, in every language. `html` is computed on read (richtext/html.ts escapes
 * text and attributes). Not required: a language without its own text reads English's.
 */
export const richText: Block = {
  slug: 'richText',
  fields: [anchor, richTextField({ name: 'content', localized: true }), safeHtmlField('html', 'content')],
};

/** The marketing tables: VIP levels, launchpad projects, insurance fund payments, or any other. */
export const table: Block = {
  slug: 'table',
  fields: [
    anchor,
    text('heading'),
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'generic',
      options: ['vip', 'launchpad', 'insurance', 'generic'],
      admin: {
        description:
          'vip: level, 30-day volume, BNB balance, maker fee, taker fee, withdrawal limit. launchpad: token, price, start, end, progress, status, ROI. insurance: date, event, amount, status.',
      },
    },
    { name: 'columns', type: 'array', minRows: 1, fields: [text('label', true)] },
    {
      name: 'rows',
      type: 'array',
      fields: [{ name: 'cells', type: 'array', minRows: 1, fields: [text('value', true)] }],
    },
  ],
};

export const productGroups: Block = {
  slug: 'productGroups',
  labels: { singular: 'Product groups', plural: 'Product groups' },
  fields: [
    anchor,
    {
      name: 'groups',
      type: 'array',
      minRows: 1,
      fields: [
        text('title', true),
        {
          name: 'items',
          type: 'array',
          minRows: 1,
          fields: [text('label', true), href('href', true), area('description')],
        },
      ],
    },
  ],
};

/** An interactive island built later; the site shows a labelled placeholder until then. */
export const widget: Block = {
  slug: 'widget',
  fields: [
    anchor,
    { name: 'widget', type: 'select', required: true, options: ['converter', 'swap', 'tickerStrip', 'earnProducts', 'bonusCenter'] },
    text('heading'),
    area('note'),
  ],
};

/** Lists the newest items of a collection (the blog, news and research index pages). */
export const feed: Block = {
  slug: 'feed',
  fields: [
    anchor,
    { name: 'source', type: 'select', required: true, options: ['posts', 'news', 'research'] },
    text('heading'),
    { name: 'limit', type: 'number', min: 1, max: 50 },
  ],
};
