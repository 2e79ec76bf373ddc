/**
 * @bourse/cms/ledger — the trading ledger in the product's database: accounts, balances, orders,
 * fills, movements, transfers, whitelist, alerts, and the margin (forex) account apart (`margin/`). Every change is one transaction that runs the pure
 * rules of @bourse/trading on rows read inside it. The engine and the CMS's staff actions use it.
 */
export { openLedger, LedgerUnavailableError, type Ledger, type LedgerBook } from './connection';
export {
  traderAccounts,
  ownAccount,
  accountById,
  activeAccountOf,
  updateAccount,
  ACCOUNT_SLOTS,
  DEMO_START_REASON,
  type TradingAccount,
} from './accounts';
export {
  placeOrder,
  placeOrderList,
  cancelOrders,
  applyToOrder,
  orderByClientId,
  type MarketContext,
  type PlacedOrder,
  type CancelTarget,
  type OrderStepInput,
  type OrderStepOutput,
} from './orders';
export { modifyOrder, orderOf, type ModifiedOrder } from './modify';
export { deposit, withdraw, type Transfer, type DepositInput, type WithdrawInput, type WithdrawOptions } from './transfers';
export { withdrawalAllowance } from './withdrawal-limits';
export { creditDemo, resetDemo, MAX_CREDIT } from './demo';
export {
  listAddresses,
  addAddress,
  listAlerts,
  activeAlerts,
  addAlert,
  cancelAlert,
  fireAlert,
  readCursor,
  writeCursor,
  type AlertView,
} from './watchlists';
export {
  balancesOf,
  ordersOf,
  fillsOf,
  transfersOf,
  noticesOf,
  workingOrders,
  orderById,
  type Range,
  type FillView,
  type NoticeMovement,
} from './queries';
export { checkLedger, type LedgerProblem } from './check';
export { filledOnTrade } from './records';
export type { SqlDb } from './sql';
export {
  listApiKeys,
  createApiKey,
  revokeApiKey,
  findApiKey,
  touchApiKey,
  apiKeyExists,
  type ApiKeyRecord,
  type ApiKeyInput,
} from './api-keys';
export { API_KEY_PATTERN } from './api-key-seal';
export { verifyTraderPassword } from './trader-password';
export * from './margin';
