// @bourse/market/client: the market host over the network (REST with retries and Binance's
// request weights, the combined websocket stream with its reconnect schedule, the local book
// feed, the kline proxy). Runs in the browser and on Node 22 alike (global fetch and WebSocket).
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
export { openMarketStream, combinedStreamUrl, CONNECTION_RENEW_MS, type MarketStreamOptions, type MarketStream } from './stream';
export { Throttle, THROTTLE_MS } from './throttle';
export { startBookFeed, type BookFeedOptions, type BookFeed } from './book-feed';
export { joinSharedStream, reconnectSharedStreams, type StreamMember } from './shared-stream';
