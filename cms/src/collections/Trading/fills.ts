import type { CollectionConfig } from 'payload';
import { SIDES } from '@bourse/trading';
import { ledgerAccess, ledgerAdmin } from './access';
import { amountField, relationTo, timeField } from './fields';

/**
 * Executions. A maker fill records the market trade it filled on, and an order never fills twice
 * on one trade (a unique index), so a restarted engine that sees a trade again cannot fill it again.
 * A taker fill (against the book) has no trade id.
 */
export const TradingFills: CollectionConfig = {
  slug: 'trading-fills',
  labels: { singular: 'Fill', plural: 'Fills' },
  admin: ledgerAdmin(['order', 'account', 'symbol', 'side', 'price', 'qty', 'commission', 'isMaker', 'marketTradeId']),
  access: ledgerAccess,
  indexes: [{ fields: ['order', 'marketTradeId'], unique: true }, { fields: ['account', 'time'] }],
  fields: [
    relationTo('order', 'trading-orders'),
    relationTo('account', 'trading-accounts'),
    { name: 'symbol', type: 'text', required: true },
    { name: 'side', type: 'select', required: true, options: [...SIDES] },
    amountField('price'),
    amountField('qty'),
    amountField('quoteQty'),
    amountField('commission'),
    { name: 'commissionAsset', type: 'text', required: true },
    { name: 'isMaker', type: 'checkbox', defaultValue: false },
    { name: 'marketTradeId', type: 'number' },
    timeField('time', 'Filled'),
  ],
};
