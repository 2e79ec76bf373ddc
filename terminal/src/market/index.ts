export {
  decimalString, combinedFrameSchema, tickerEventSchema, tradeEventSchema, depthUpdateSchema,
  bookTickerSchema, depthSnapshotSchema, ticker24hRestSchema, describeIssues,
  type DepthUpdate, type BookTicker, type DepthSnapshot,
} from './schemas';
export { parseMarketFrame, type MarketFrame, type FrameResult } from './frames';
export { fetchTicker24h, joinUrl } from './rest';
export {
  reconnectDelay, MAX_RECONNECT_ATTEMPTS, INITIAL_FEED_STATUS, type FeedStatus,
} from './reconnect';
export {
  openMarketStream, combinedStreamUrl, type MarketStreamOptions, type MarketStream,
} from './stream';
