import type { CollectionConfig } from 'payload';
import { ORDER_STATUSES, ORDER_TYPES, SIDES, TIMES_IN_FORCE } from '@bourse/trading';
import { ledgerAccess, ledgerAdmin } from './access';
import { amountField, optionalText, relationTo, timeField } from './fields';

/**
 * Spot orders in Binance's vocabulary. `locked` is what the order still holds; the account's locked
 * balance of an asset is the sum over its open orders. `afterTradeId` is the last market trade the
 * engine had seen when the order began to work: only later trades can fill it.
 */
export const TradingOrders: CollectionConfig = {
  slug: 'trading-orders',
  labels: { singular: 'Order', plural: 'Orders' },
  admin: ledgerAdmin(['clientOrderId', 'account', 'symbol', 'side', 'type', 'price', 'origQty', 'executedQty', 'status']),
  access: ledgerAccess,
  indexes: [{ fields: ['account', 'clientOrderId'], unique: true }, { fields: ['account', 'time'] }, { fields: ['status', 'symbol'] }],
  fields: [
    relationTo('account', 'trading-accounts'),
    { name: 'clientOrderId', type: 'text', required: true },
    { name: 'orderListId', type: 'number', defaultValue: -1 },
    optionalText('listClientOrderId'),
    { name: 'symbol', type: 'text', required: true },
    { name: 'baseAsset', type: 'text', required: true },
    { name: 'quoteAsset', type: 'text', required: true },
    { name: 'side', type: 'select', required: true, options: [...SIDES] },
    { name: 'type', type: 'select', required: true, options: [...ORDER_TYPES] },
    { name: 'timeInForce', type: 'select', required: true, options: [...TIMES_IN_FORCE] },
    amountField('price'),
    amountField('stopPrice'),
    amountField('origQty'),
    amountField('origQuoteOrderQty'),
    amountField('executedQty'),
    amountField('cummulativeQuoteQty'),
    {
      name: 'quoteExact',
      type: 'text',
      required: true,
      defaultValue: '0',
      admin: { description: 'Exact sum of price x quantity over the fills.' },
    },
    { name: 'status', type: 'select', required: true, options: [...ORDER_STATUSES] },
    amountField('locked'),
    { name: 'lockAsset', type: 'text', required: true },
    { name: 'working', type: 'checkbox', defaultValue: true },
    { name: 'afterTradeId', type: 'number', defaultValue: -1 },
    timeField('time', 'Placed'),
    timeField('updateTime', 'Last changed'),
    timeField('workingTime', 'Began to work'),
    timeField('demoFillAt', 'Demo fill due'),
  ],
};
