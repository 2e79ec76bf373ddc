import type { CollectionConfig } from 'payload';
import { ledgerAccess } from './access';
import { timeField } from './fields';

/**
 * The last market trade the engine matched, per symbol: after a restart it asks the market for
 * the trades printed since (Binance's historicalTrades from this id), so a restart mid-session
 * fills exactly what a run without one would have.
 */
export const TradingCursors: CollectionConfig = {
  slug: 'trading-cursors',
  labels: { singular: 'Market cursor', plural: 'Market cursors' },
  admin: { group: 'Accounts', hidden: true },
  access: ledgerAccess,
  fields: [
    { name: 'symbol', type: 'text', required: true, unique: true, index: true },
    { name: 'lastTradeId', type: 'number', required: true },
    timeField('updateTime', 'Updated'),
  ],
};
