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
} from './schemas';
export { parseMarketFrame, type MarketFrame, type FrameResult } from './frames';
export { getJson, withRetries, resetRateLimits, MarketRequestError, KLINE_RETRY_DELAYS_MS, type RequestOptions } from './http';
export {
  fetchTicker24h,
  fetchTickers24h,
  fetchTickerPrices,
  fetchExchangeInfo,
  fetchDepth,
  fetchKlines,
  joinUrl,
  type KlinesQuery,
} from './rest';
export { proxyKlines } from './klines-proxy';
export { reconnectDelay, MAX_RECONNECT_ATTEMPTS, INITIAL_FEED_STATUS, type FeedStatus } from './reconnect';
export { openMarketStream, combinedStreamUrl, CONNECTION_RENEW_MS, type MarketStreamOptions, type MarketStream } from './stream';
export { Throttle, THROTTLE_MS } from './throttle';
export { startBookFeed, type BookFeedOptions, type BookFeed } from './book-feed';
export { joinSharedStream, reconnectSharedStreams, type StreamMember } from './shared-stream';
