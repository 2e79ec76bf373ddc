import type { CollectionConfig } from 'payload';
import { ledgerAccess, ledgerAdmin } from './access';
import { amountField, relationTo } from './fields';

/**
 * One asset of one account: free and locked (held by open orders). The total, free + locked,
 * always equals the sum of the account's movements in that asset (`bourse ledger check`).
 */
export const TradingBalances: CollectionConfig = {
  slug: 'trading-balances',
  labels: { singular: 'Balance', plural: 'Balances' },
  admin: ledgerAdmin(['account', 'asset', 'free', 'locked']),
  access: ledgerAccess,
  indexes: [{ fields: ['account', 'asset'], unique: true }],
  fields: [
    relationTo('account', 'trading-accounts'),
    { name: 'asset', type: 'text', required: true },
    amountField('free'),
    amountField('locked'),
  ],
};
