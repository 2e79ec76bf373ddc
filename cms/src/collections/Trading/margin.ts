import type { CollectionConfig, Field } from 'payload';
import { ledgerAccess, ledgerAdmin } from './access';
import { optionalText, relationTo, timeField } from './fields';

// The margin (forex) account: simulated USD, a ledger apart from the spot accounts. Money is a
// decimal string to the cent, prices at the instrument's decimals, units whole; tickets are the
// account's own sequence (orders, positions and deals share it, as MetaTrader's tickets do).

const money = (name: string, label?: string): Field => ({
  name,
  type: 'text',
  required: true,
  defaultValue: '0.00',
  ...(label ? { label } : {}),
});
const text = (name: string): Field => ({ name, type: 'text', required: true });
const ticket: Field = { name: 'ticket', type: 'number', required: true };
const side: Field = { name: 'side', type: 'select', required: true, options: ['BUY', 'SELL'] };
const leverage: Field = { name: 'leverage', type: 'number', required: true };
const account = relationTo('account', 'trading-margin-accounts');

/** One margin account per trader: its booked balance, the leverage it allows at most, and whether it is in a margin call. */
export const TradingMarginAccounts: CollectionConfig = {
  slug: 'trading-margin-accounts',
  labels: { singular: 'Margin account', plural: 'Margin accounts' },
  admin: ledgerAdmin(['accountNumber', 'trader', 'balance', 'maxLeverage', 'marginCall'], 'accountNumber'),
  access: ledgerAccess,
  indexes: [{ fields: ['trader'], unique: true }],
  fields: [
    relationTo('trader', 'traders'),
    text('accountNumber'),
    { name: 'currency', type: 'select', required: true, options: ['USD'], defaultValue: 'USD' },
    money('balance', 'Balance (the sum of its deals)'),
    { name: 'maxLeverage', type: 'number', required: true, defaultValue: 500 },
    { name: 'marginCall', type: 'checkbox', defaultValue: false },
    { name: 'nextTicket', type: 'number', required: true, defaultValue: 1 },
  ],
};

/** Open positions; a closed one is deleted, its deals stay. */
export const TradingMarginPositions: CollectionConfig = {
  slug: 'trading-margin-positions',
  labels: { singular: 'Margin position', plural: 'Margin positions' },
  admin: ledgerAdmin(['ticket', 'account', 'symbol', 'side', 'units', 'openPrice', 'margin']),
  access: ledgerAccess,
  indexes: [{ fields: ['account', 'ticket'], unique: true }, { fields: ['symbol'] }],
  fields: [
    account,
    ticket,
    text('symbol'),
    side,
    text('units'),
    text('openPrice'),
    timeField('openTime', 'Opened'),
    leverage,
    money('margin', 'Margin held'),
    optionalText('stopLoss'),
    optionalText('takeProfit'),
  ],
};

/** Every order the trader placed (market ones filled at once); `requestId` makes placing idempotent. */
export const TradingMarginOrders: CollectionConfig = {
  slug: 'trading-margin-orders',
  labels: { singular: 'Margin order', plural: 'Margin orders' },
  admin: ledgerAdmin(['ticket', 'account', 'symbol', 'side', 'type', 'price', 'units', 'status']),
  access: ledgerAccess,
  indexes: [{ fields: ['account', 'requestId'], unique: true }, { fields: ['account', 'ticket'] }, { fields: ['status', 'symbol'] }],
  fields: [
    account,
    text('requestId'),
    ticket,
    text('symbol'),
    side,
    { name: 'type', type: 'select', required: true, options: ['MARKET', 'LIMIT', 'STOP'] },
    optionalText('price'),
    text('units'),
    leverage,
    optionalText('stopLoss'),
    optionalText('takeProfit'),
    { name: 'status', type: 'select', required: true, options: ['PENDING', 'FILLED', 'CANCELLED', 'REJECTED'] },
    timeField('placedTime', 'Placed'),
    timeField('doneTime', 'Filled, cancelled or refused'),
  ],
};

/**
 * Deals, the record behind every change of the balance and the margin: `IN` opens a position and
 * holds its margin, `OUT` closes all or part of one, books its profit and releases margin, `BALANCE`
 * credits the account (its starting money). The balance is the sum of the deals' profits.
 */
export const TradingMarginDeals: CollectionConfig = {
  slug: 'trading-margin-deals',
  labels: { singular: 'Margin deal', plural: 'Margin deals' },
  admin: ledgerAdmin(['ticket', 'account', 'symbol', 'entry', 'units', 'price', 'profit', 'balanceAfter', 'reason']),
  access: ledgerAccess,
  indexes: [{ fields: ['account', 'ticket'] }, { fields: ['account', 'requestId'], unique: true }],
  fields: [
    account,
    ticket,
    { name: 'positionTicket', type: 'number' },
    optionalText('symbol'),
    { name: 'side', type: 'select', options: ['BUY', 'SELL'] },
    { name: 'entry', type: 'select', required: true, options: ['IN', 'OUT', 'BALANCE'] },
    optionalText('units'),
    optionalText('price'),
    money('profit', 'Profit booked'),
    money('margin', 'Margin held (+) or released (-)'),
    money('balanceAfter'),
    text('reason'),
    optionalText('requestId'),
    timeField('time', 'Dealt'),
  ],
};

export const marginCollections = [TradingMarginAccounts, TradingMarginPositions, TradingMarginOrders, TradingMarginDeals];
