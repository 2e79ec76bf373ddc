import type { CollectionConfig } from 'payload';
import { ledgerAccess, ledgerAdmin } from './access';
import { amountField, optionalText, relationTo, timeField } from './fields';

/**
 * Simulated deposits and withdrawals (nothing reaches a chain), each under the request id the
 * browser sent, so a retried request records nothing twice. A refused withdrawal is kept with its
 * reason and moves no balance.
 */
export const TradingTransfers: CollectionConfig = {
  slug: 'trading-transfers',
  labels: { singular: 'Transfer', plural: 'Transfers' },
  admin: ledgerAdmin(['account', 'direction', 'coin', 'amount', 'network', 'status', 'time']),
  access: ledgerAccess,
  indexes: [{ fields: ['account', 'requestId'], unique: true }, { fields: ['account', 'time'] }],
  fields: [
    relationTo('account', 'trading-accounts'),
    { name: 'requestId', type: 'text', required: true },
    { name: 'direction', type: 'select', required: true, options: ['deposit', 'withdrawal'] },
    { name: 'coin', type: 'text', required: true },
    { name: 'network', type: 'text', required: true },
    { name: 'address', type: 'text', required: true },
    amountField('amount'),
    amountField('fee'),
    {
      name: 'usdValue',
      type: 'text',
      label: 'Value (USD)',
      admin: { description: "An accepted withdrawal's worth in US dollars when it left: the verified level's daily limit counts it." },
    },
    { name: 'txId', type: 'text' },
    { name: 'status', type: 'select', required: true, options: ['completed', 'processing', 'rejected'] },
    optionalText('error'),
    timeField('completesAt', 'Completes'),
    timeField('time', 'Requested'),
  ],
};
