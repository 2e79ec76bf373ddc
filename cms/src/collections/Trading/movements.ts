import type { CollectionConfig } from 'payload';
import { ledgerAccess, ledgerAdmin } from './access';
import { amountField, relationTo, timeField } from './fields';

/**
 * The record behind every change of a balance's total: a signed amount of one asset and what
 * explains it (a fill, a transfer, a staff credit with its reason, a demo reset). An account's
 * total in an asset is the sum of these.
 */
export const TradingMovements: CollectionConfig = {
  slug: 'trading-movements',
  labels: { singular: 'Movement', plural: 'Movements' },
  admin: ledgerAdmin(['account', 'asset', 'amount', 'kind', 'reason', 'time']),
  access: ledgerAccess,
  indexes: [{ fields: ['account', 'asset'] }, { fields: ['account', 'time'] }],
  fields: [
    relationTo('account', 'trading-accounts'),
    { name: 'asset', type: 'text', required: true },
    amountField('amount'),
    { name: 'kind', type: 'select', required: true, options: ['deposit', 'withdrawal', 'trade', 'fee', 'credit', 'reset'] },
    relationTo('fill', 'trading-fills', false),
    relationTo('transfer', 'trading-transfers', false),
    { name: 'reason', type: 'text', admin: { description: 'Shown to the trader for a credit; says what a reset did.' } },
    timeField('time', 'Booked'),
  ],
};
