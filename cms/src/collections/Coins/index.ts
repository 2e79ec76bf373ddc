import type { CollectionConfig } from 'payload';
import { anyone } from '../../access/anyone';
import { isEditor } from '../../access/is-editor';
import { notifySiteOfChange, notifySiteOfDelete } from '../notify-hooks';
import { pictureField, tagList } from '../shared/fields';
import { isSafeUrl } from '../shared/safe-url';

const url = (name: string) => ({
  name,
  type: 'text' as const,
  validate: (value: unknown) =>
    value == null || value === '' || (typeof value === 'string' && value.startsWith('https://') && isSafeUrl(value))
      ? true
      : 'Enter an https:// address',
});

/** Decimal figures are kept as strings of digits: market caps overflow floats' exact range. */
const decimal = (name: string, required = false) => ({
  name,
  type: 'text' as const,
  required,
  validate: (value: unknown) =>
    (!required && (value == null || value === '')) || (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value))
      ? true
      : 'Enter a number with digits and an optional decimal point, e.g. 1250000000.5',
});

/** Coin information for the terminal's info view (description, links, supply and the other facts the info view lists). */
export const Coins: CollectionConfig = {
  slug: 'coins',
  labels: { singular: 'Coin', plural: 'Coins' },
  admin: { useAsTitle: 'symbol', defaultColumns: ['symbol', 'name', 'rank', 'marketCap'], group: 'Market' },
  defaultSort: 'rank',
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: { afterChange: [notifySiteOfChange], afterDelete: [notifySiteOfDelete] },
  fields: [
    {
      name: 'symbol',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: (value: unknown) =>
        typeof value === 'string' && /^[A-Z0-9]{2,10}$/.test(value) ? true : 'Use 2-10 capital letters or digits, e.g. BTC',
    },
    { name: 'name', type: 'text', required: true },
    pictureField('logo', "The coin's logo, shown beside its name (a square image; 64 px or more)."),
    { name: 'rank', type: 'number', required: true, min: 1 },
    decimal('marketCap', true),
    decimal('volume24h'),
    decimal('circulatingSupply'),
    decimal('totalSupply'),
    { name: 'dominance', type: 'number', min: 0, max: 100, admin: { description: 'Percent of total crypto market cap.' } },
    { name: 'description', type: 'textarea', localized: true, required: true },
    url('website'),
    url('whitepaper'),
    url('explorer'),
    tagList('tags', 'tag'),
  ],
};
