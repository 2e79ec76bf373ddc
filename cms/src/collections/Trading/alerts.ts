import type { CollectionConfig } from 'payload';
import { ledgerAccess, ledgerAdmin } from './access';
import { relationTo, timeField } from './fields';

/**
 * Price alerts kept per trader: above, below or crossing a price (crossing from the side the price
 * was on when it was set). The engine watches them on the market and fires each once.
 */
export const TradingAlerts: CollectionConfig = {
  slug: 'trading-alerts',
  labels: { singular: 'Price alert', plural: 'Price alerts' },
  admin: ledgerAdmin(['trader', 'symbol', 'condition', 'price', 'status', 'triggeredAt']),
  access: ledgerAccess,
  indexes: [{ fields: ['trader', 'status'] }, { fields: ['status', 'symbol'] }],
  fields: [
    relationTo('trader', 'traders'),
    { name: 'symbol', type: 'text', required: true },
    { name: 'condition', type: 'select', required: true, options: ['above', 'below', 'crossing'] },
    { name: 'price', type: 'text', required: true },
    {
      name: 'priceWhenSet',
      type: 'text',
      admin: { description: 'The last price when the alert was set (the side a crossing starts from).' },
    },
    { name: 'status', type: 'select', required: true, options: ['active', 'triggered', 'cancelled'] },
    { name: 'triggerPrice', type: 'text' },
    { name: 'afterTradeId', type: 'number', defaultValue: -1 },
    timeField('triggeredAt', 'Fired'),
    timeField('time', 'Set'),
  ],
};
