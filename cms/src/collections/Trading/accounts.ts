import type { CollectionConfig } from 'payload';
import { tradingCreditEndpoint } from '../../endpoints/trading-credit';
import { ledgerAccess, ledgerAdmin } from './access';
import { relationTo, timeField } from './fields';

/**
 * A trader's trading accounts: one demo (starts with the demo balances, can be reset) and two
 * "real" ones (USD and EUR: simulated too, they start at 0 and are funded by the deposit flow).
 * Each is its own ledger: balances, orders, fills and movements belong to one account.
 */
export const TradingAccounts: CollectionConfig = {
  slug: 'trading-accounts',
  labels: { singular: 'Trading account', plural: 'Trading accounts' },
  admin: ledgerAdmin(['accountNumber', 'name', 'trader', 'kind', 'currency', 'demoFill'], 'accountNumber'),
  access: ledgerAccess,
  indexes: [{ fields: ['trader', 'slot'], unique: true }],
  endpoints: [tradingCreditEndpoint],
  fields: [
    relationTo('trader', 'traders'),
    {
      name: 'slot',
      type: 'select',
      required: true,
      options: ['demo', 'real-usd', 'real-eur'],
      admin: { description: 'Which of the three accounts every trader has.' },
    },
    { name: 'kind', type: 'select', required: true, options: ['demo', 'real'] },
    { name: 'currency', type: 'select', required: true, options: ['USD', 'EUR'] },
    { name: 'name', type: 'text', required: true },
    { name: 'accountNumber', type: 'text', required: true },
    {
      name: 'wallets',
      type: 'group',
      admin: { description: 'The simulated deposit addresses (nothing is ever sent to them).' },
      fields: [
        { name: 'btc', type: 'text' },
        { name: 'usdtTrc20', type: 'text' },
        { name: 'usdtErc20', type: 'text' },
      ],
    },
    {
      name: 'demoFill',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Demo fill (the trader’s setting): resting limits fill at their own price 10 s after placing.' },
    },
    timeField('selectedAt', 'Last chosen in the account switcher'),
    { name: 'credit', type: 'ui', admin: { components: { Field: '/admin/trading/CreditDemoAccount#CreditDemoAccount' } } },
  ],
};
