export {
  $marketConfig,
  configureMarket,
  marketConfigSchema,
  BINANCE_LIVE,
  type MarketConfig,
  type MarketConfigInput,
} from '../feed/store/market-config';
export {
  $feedHealth,
  $feedStatus,
  $feedTimes,
  isFeedStale,
  reconnectFeed,
  setFeedStatus,
  type FeedHealth,
} from '../feed/store/feed-status';
export type { Loadable } from '../shared/store/loadable';
export { $ticker, $tickerError } from '../ticker/store/ticker';
export { TICKER_PUBLISH_MS, TICKER_POLL_MS } from '../ticker/store/ticker-feed';
export {
  $session,
  $sessionProblem,
  setSession,
  SESSION_STORAGE_KEYS,
  sessionUserSchema,
  type Session,
  type SessionMessage,
  type SessionUser,
} from '../session/store/session';
export {
  applyAuthData,
  clearSession,
  keepSession,
  logout,
  msUntilRefresh,
  refreshSession,
  restoreSession,
  REFRESH_RETRY_MS,
  type AuthData,
  type AuthDeps,
  type KeepSessionDeps,
  type KeyValueStorage,
  type RefreshResult,
} from '../session/store/auth-session';
export { signOut, listenForSignOut, SESSION_CHANNEL, type ChannelFactory } from '../session/store/sign-out';
export { $storageFaults, STORAGE_VERSION, type StorageFault, type StorageLike } from '../shared/store/persistence';
export {
  $accountState,
  $tradingAccounts,
  $activeAccount,
  $balances,
  $openOrders,
  $orderEvents,
  selectAccount,
  setDemoFill,
  resetDemoAccount,
  reloadAccounts,
  type TradingSnapshot,
} from '../account/store/accounts';
export { listenUserStream } from '../account/store/stream';
export {
  $historyRange,
  $orderHistory,
  $fills,
  $allFills,
  placeOrder,
  placeOrderList,
  cancelOrder,
  cancelAllOrders,
  modifyOrder,
  reloadHistory,
  type PlacedAnswer,
  type ModifiedAnswer,
} from '../orders/store/orders';
export { $alerts, addAlert, removeAlert } from '../alerts/store/alerts';
export {
  $transfers,
  $whitelist,
  $depositsClearedAt,
  simulateDeposit,
  submitWithdrawal,
  addWhitelistAddress,
  clearDepositHistory,
  type WithdrawalRequest,
} from '../wallet/store/wallet';
export { $book, type OrderBookState } from '../book/store/book';
export { $trades } from '../book/store/trades';
export { TRADES_KEPT } from '../book/store/trades-feed';
export { $candles, $candleInterval, setCandleInterval, type CandlesState } from '../chart/store/candles';
export { $lastKnownPrice, loadLastKnownPrice, rememberShownPrice, priceEntrySchema, type PriceStorage } from '../ticker/store/ticker-cache';
export {
  $pairs,
  $favoritePairs,
  $pairsFilter,
  $visiblePairs,
  $selectedPair,
  FAVORITE_PAIRS_KEY,
  toggleFavoritePair,
  setPairsFilter,
  selectPair,
} from '../pairs/store/pairs';
export { $idleWarning, watchIdle, ACTIVITY_KEY, ACTIVITY_EVENTS, type IdleDeps } from '../session/store/idle';
export { $symbolRules, $pairRules, $pairServed } from '../feed/store/symbol-rules';
export { $bookLadder, $bookGrouping, $bookSideView, setBookGrouping, setBookSideView, type BookLadderState } from '../book/store/book-view';
export { $lastPrice } from '../ticker/store/last-price';
export { $streamedQuotes, $quotes, ALL_MINI_TICKERS } from '../ticker/store/market-quotes';
export {
  $settings,
  $colourPreset,
  applyColorScheme,
  chooseColourPreset,
  loadSettings,
  readColourPreset,
  updateSettings,
  SETTINGS_KEY,
  type PresetSaveResult,
} from '../settings/store/settings';
export { $exchangeInfo } from '../feed/store/exchange-info';
export { $feedBarMs } from '../chart/store/candles-resolution';
export { $coinInfo, showCoinInfo } from '../chart/store/coin-info';
export {
  $chartDrawings,
  loadChartDrawings,
  saveChartDrawings,
  useChartDrawingsStorage,
  NO_DRAWINGS,
  type SavedDrawings,
} from '../chart/store/chart-drawings';
