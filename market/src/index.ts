// @bourse/market: Binance's spot market as plain functions of data (protocol types and schemas,
// the local order book, ticker, kline and trade maths, decimals). No network here: the clients
// that fetch and stream are behind `@bourse/market/client`.
export type { Trade, Ticker, BestBidAsk, Kline } from './types';
export { Dec, toDecimal, toBinanceString, type DecimalInput } from './decimal';
export {
  toTickerEvent,
  tickerFromRest,
  tickerFromEvent,
  tradeFromEvent,
  type AggTrade,
  type MiniTickerEvent,
  type Ticker24hRest,
  type Ticker24hEvent,
  type TradeEvent,
} from './protocol/binance';
export {
  decimalString,
  combinedFrameSchema,
  tickerEventSchema,
  tradeEventSchema,
  depthUpdateSchema,
  bookTickerSchema,
  aggTradeEventSchema,
  miniTickerEventSchema,
  depthSnapshotSchema,
  ticker24hRestSchema,
  partialDepthSchema,
  klineEventSchema,
  klinesSchema,
  exchangeInfoSchema,
  describeIssues,
  type DepthUpdate,
  type BookTicker,
  type DepthSnapshot,
  type KlineEvent,
  type ExchangeInfo,
} from './protocol/schemas';
export { parseMarketFrame, type MarketFrame, type FrameResult } from './protocol/frames';
export { priceKey, comparePriceKeys, isZeroQty, type PriceLevel } from './book/price-level';
export {
  bookFromSnapshot,
  applyDepthDiff,
  applyLevels,
  topLevels,
  bestLevels,
  bookView,
  BOOK_DEPTH,
  BOOK_KEPT_LEVELS,
  type OrderBook,
  type DepthDiff,
  type DepthSnapshotData,
} from './book/order-book';
export {
  initialBookSync,
  receiveDiff,
  receiveSnapshot,
  receivePartialDepth,
  describeResync,
  type BookSync,
  type ResyncReason,
  type SyncStep,
} from './book/book-sync';
export { applyTradeToTicker, mergeTicker, withShownPrice } from './ticker/ticker';
export { deriveTicker24h, DAY_MS } from './ticker/ticker24h';
export { windowStats, rollingStats, miniTicker, EMPTY_WINDOW_STATS, type WindowStats } from './ticker/window-stats';
export {
  checkTickerPrice,
  checkTradePrice,
  checkFetchedPrice,
  checkPriceOutlier,
  describePriceRejection,
  median,
  MAX_SANE_PRICE,
  MAX_FETCHED_JUMP,
  PRICE_BUFFER_SIZE,
  OUTLIER_DEVIATIONS,
  type PriceRejection,
} from './ticker/price-sanity';
export { initialStabilizer, stabilizePrice, STABILIZATION_MS, STABILIZATION_BUFFER, type Stabilizer } from './ticker/price-stabilizer';
export { mergeQuotes, quoteFromMiniTicker, quoteFromTicker, quoteOf, type Quote } from './ticker/quotes';
export {
  aggregateKlines,
  parseKlineInterval,
  klineOpenTime,
  klineIntervalMs,
  KLINE_INTERVALS,
  DEFAULT_KLINE_LIMIT,
  MAX_KLINE_LIMIT,
  type KlineInterval,
  type KlineRange,
} from './trades/klines';
export { firstTradeAfter, tradesBetween, parseWindowSize, averagePrice, AVG_PRICE_MINUTES } from './trades/trade-window';
export { normalizeSymbol, formatPair, baseAssetOf } from './symbols/symbol';
export { symbolRulesFrom, type ExchangeInfoLike, type SymbolRules } from './symbols/symbol-rules';
export { reconnectDelay, MAX_RECONNECT_ATTEMPTS, INITIAL_FEED_STATUS, type FeedStatus } from './reconnect';
export { ApiError, Params, invalidSymbol, mandatory, illegal, notValid, badCombination } from './protocol/rest-params';
export { PUBLIC_ENDPOINTS, publicEndpoint, type PublicEndpoint, type PublicPath } from './protocol/rest-weights';
export { IntervalCounter, RATE_LIMITS, WEIGHT_PER_MINUTE, ORDERS_PER_10_SECONDS, ORDERS_PER_DAY } from './protocol/rest-limits';
export {
  parseQuoteBars,
  quotesOfBar,
  replayQuotes,
  RECORDED_QUOTE_SERIES,
  type QuoteBar,
  type QuoteBarsResult,
  type QuoteSides,
  type Ohlc,
  type RecordedQuote,
  type ReplaySeries,
  type RecordedQuoteSeries,
} from './recorded';
