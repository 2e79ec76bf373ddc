import { TradingAccounts } from './accounts';
import { TradingApiKeys } from './api-keys';
import { TradingAddresses } from './addresses';
import { TradingAlerts } from './alerts';
import { TradingBalances } from './balances';
import { TradingCursors } from './cursors';
import { TradingFills } from './fills';
import { marginCollections } from './margin';
import { TradingMovements } from './movements';
import { TradingOrders } from './orders';
import { TradingTransfers } from './transfers';

/** The trading ledger's collections, in the admin's Accounts group (read-only: the engine writes them). */
export const tradingCollections = [
  TradingAccounts,
  TradingBalances,
  TradingOrders,
  TradingFills,
  TradingMovements,
  TradingTransfers,
  TradingAddresses,
  TradingAlerts,
  TradingCursors,
  TradingApiKeys,
  ...marginCollections,
];
