export {
  $marketConfig,
  configureMarket,
  marketConfigSchema,
  BINANCE_LIVE,
  type MarketConfig,
  type MarketConfigInput,
} from './market-config';
export { $feedHealth, $feedStatus, $feedTimes, isFeedStale, reconnectFeed, setFeedStatus, type FeedHealth } from './feed-status';
export type { Loadable } from './loadable';
export { $ticker, $tickerError } from './ticker';
export { TICKER_PUBLISH_MS, TICKER_POLL_MS } from './ticker-feed';
export {
  $session,
  $sessionProblem,
  setSession,
  SESSION_STORAGE_KEYS,
  sessionUserSchema,
  type Session,
  type SessionMessage,
  type SessionUser,
} from './session';
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
} from './auth-session';
export { signOut, listenForSignOut, SESSION_CHANNEL, type ChannelFactory } from './sign-out';
export { $storageFaults, STORAGE_VERSION, type StorageFault, type StorageLike } from './persistence';
export { $trading, $tradingUserId, useTradingStorage, reloadTrading, startTradingSync, type TradingSnapshot } from './persistence-trading';
export { $balances, selectBalance } from './balances';
export { $accounts, $activeAccount, selectAccount, setTotpSecret } from './accounts';
export { $orders, $openOrders, $orderHistory, placeOrder, cancelOrder, advanceOpenOrders } from './orders';
export { $transactions, $whitelist, processWithdrawal, simulateDeposit, addWhitelistAddress, type DepositTarget } from './transactions';
export { $depositHistory, $withdrawHistory, $depositAddresses, clearDepositHistory, submitWithdrawal } from './wallet';
export { $book, type OrderBookState } from './book';
export { $trades } from './trades';
export { TRADES_KEPT } from './trades-feed';
export { $candles, $candleInterval, setCandleInterval, type CandlesState } from './candles';
export { $lastKnownPrice, loadLastKnownPrice, rememberShownPrice, priceEntrySchema, type PriceStorage } from './ticker-cache';
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
} from './pairs';
export { $idleWarning, watchIdle, ACTIVITY_KEY, ACTIVITY_EVENTS, type IdleDeps } from './idle';
export { $symbolRules, $pairRules, $pairServed } from './symbol-rules';
export { $bookLadder, $bookGrouping, $bookSideView, setBookGrouping, setBookSideView, type BookLadderState } from './book-view';
export { $lastPrice } from './last-price';
export { $streamedQuotes, $quotes, ALL_MINI_TICKERS } from './market-quotes';
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
} from './settings';
export { $exchangeInfo } from './exchange-info';
export { $feedBarMs } from './candles-resolution';
export { $coinInfo, showCoinInfo } from './coin-info';
export {
  $chartDrawings,
  loadChartDrawings,
  saveChartDrawings,
  useChartDrawingsStorage,
  NO_DRAWINGS,
  type SavedDrawings,
} from './chart-drawings';
