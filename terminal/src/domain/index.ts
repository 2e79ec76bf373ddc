export {
  formatPrice,
  formatPercentChange,
  formatVolume,
  formatFileSize,
  formatByStep,
  formatSignificant,
  formatTradeTime,
  decimalsOf,
  NOT_A_NUMBER,
  type Direction,
  type PercentChange,
} from '../shared/model/format';
export * from './deposit-form';
export {
  buildLadder,
  bookSpread,
  groupLevels,
  groupingSteps,
  inferTickSize,
  ladderRowsFor,
  GROUPING_STEPS,
  type BookSideView,
  type BookSpread,
  type LadderRow,
} from '../book/model/book-ladder';
export { priceMove } from '../ticker/model/price-move';
export { PAIRS, listPairs, type PairInfo } from '../pairs/model/pairs';
export {
  PRICE_CACHE_MS,
  STORED_PRICE_MS,
  PRICE_STORAGE_KEYS,
  priceEntryFromTicker,
  validPrice,
  rememberPrice,
  type PriceEntry,
  type PriceBook,
} from '../ticker/model/price-cache';
export { buildPairRows, SAMPLE_PAIR_SYMBOLS, type PairRow } from '../pairs/model/pairs-list';
export { selectPairs } from '../pairs/model/pairs-search';
export { arrangePairs, toggleFavorite, type PairsView } from '../pairs/model/pairs-view';
export {
  acceptsDecimalText,
  amountFor,
  applyPercent,
  editOrderField,
  fieldValue,
  prefillPrice,
  roundOrderFields,
  totalFor,
  toFieldText,
  EMPTY_ORDER_FORM,
  PERCENT_STEPS,
  FORM_AMOUNT_DECIMALS,
  FORM_QUOTE_DECIMALS,
  type OrderFormFields,
  type OrderRules,
} from './order-form';
export {
  decimalSeparatorOf,
  formatDecimalInput,
  parseDecimalInput,
  roundToIncrement,
  type DecimalInputError,
  type TypedDecimal,
} from '../shared/model/decimal-input';
export {
  applyStopLossRecommendation,
  clearAfterOrder,
  needsStopLossPrompt,
  recommendedStopLoss,
  toOrderRequest,
  stopLossAfterBuy,
  validateOrderForm,
  ORDER_TOAST_MS,
  HIDE_STOP_LOSS_KEY,
  type OrderSubmission,
} from './order-form-submit';
export * from '../chart/model/indicators';
export {
  CHART_INTERVALS,
  QUICK_INTERVALS,
  DEFAULT_CHART_INTERVAL,
  MAX_CHART_CANDLES,
  parseChartInterval,
  intervalLabel,
  describeInterval,
  seriesBarMs,
  intervalAvailability,
  type ChartInterval,
  type IntervalAvailability,
} from '../chart/model/chart-intervals';
export * from '../chart/model';
export {
  chartLevels,
  lastDistinctPrices,
  recommendedStops,
  LEVEL_WINDOW,
  SUPPORT_FACTORS,
  RESISTANCE_FACTORS,
  STOP_LOSS_FACTOR,
  TAKE_PROFIT_FACTOR,
  type ChartLevels,
} from '../chart/model/chart-levels';
export {
  answerMessage,
  normalizeMessage,
  parseFaqEntries,
  scriptedTopic,
  searchFaq,
  supportFaqEntrySchema,
  BOT_REPLY_DELAY_MS,
  MAX_FAQ_EDITS,
  SENT_FLAG_MS,
  type BotReply,
  type ScriptedTopic,
  type SupportFaqEntry,
} from '../support/model/support-bot';
export {
  callbackRequestSchema,
  supportEmailSchema,
  validateSupportForm,
  CALLBACK_DEFAULTS,
  CALLBACK_LANGUAGES,
  SUPPORT_EMAIL_DEFAULTS,
  TIME_ZONES,
  type CallbackRequest,
  type FormErrorCode,
  type FormErrors,
  type SupportEmail,
} from '../support/model/support-bot-forms';
export {
  LOGOUT_REASONS,
  isLogoutReason,
  logoutReasonOf,
  loginHrefFor,
  AUTO_LOGOUT_MINUTES,
  IDLE_WARNING_MINUTES,
  idlePhase,
  msUntilNextPhase,
  latestActivity,
  shouldRecordActivity,
  type LogoutReason,
  type AutoLogoutMinutes,
  type IdleClock,
  type IdlePhase,
} from '../session/model/session';
export { formatAge } from '../shared/model/age';
export { MARKET_CARD_COINS } from '../widgets/model/market-card';
export { COLOUR_PRESETS, COLOUR_PRESET_SETTING, isColourPreset, type ColourPreset } from '../settings/model/settings';
export {
  CHART_INTERVAL_SETTING,
  CHART_TYPE_SETTING,
  chartDefaultsOf,
  isChartTimeframe,
  isChartType,
  type ChartDefaults,
} from '../settings/model/chart-defaults';
export { CHART_TIMEFRAMES, CHART_TYPES } from '../settings/model/settings-sections';
