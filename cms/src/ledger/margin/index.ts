export { marginAccountOf, marginAccountById, MARGIN_START_BALANCE, MARGIN_MAX_LEVERAGE, type MarginAccountRecord } from './accounts';
export {
  placeMarginOrderIn,
  closeMarginPosition,
  cancelMarginOrder,
  modifyMarginStops,
  applyMarginQuote,
  type MarginChange,
} from './operations';
export {
  marginStateOf,
  marginAccountsOn,
  marginSymbolsInUse,
  marginDealsOf,
  marginOrdersOf,
  checkMarginLedger,
  type MarginDealView,
  type MarginOrderView,
  type MarginProblem,
} from './queries';
export type { DealRecord } from './rows';
