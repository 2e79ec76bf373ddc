import type { CollectionConfig } from 'payload';
import { ledgerAccess, ledgerAdmin } from './access';
import { relationTo, timeField } from './fields';

/** A trader's withdrawal whitelist: an address is usable a day after it was added. */
export const TradingAddresses: CollectionConfig = {
  slug: 'trading-addresses',
  labels: { singular: 'Withdrawal address', plural: 'Withdrawal addresses' },
  admin: ledgerAdmin(['trader', 'network', 'address', 'label', 'time']),
  access: ledgerAccess,
  indexes: [{ fields: ['trader', 'network', 'address'], unique: true }],
  fields: [
    relationTo('trader', 'traders'),
    { name: 'address', type: 'text', required: true },
    { name: 'network', type: 'text', required: true },
    { name: 'label', type: 'text' },
    timeField('time', 'Added'),
  ],
};
