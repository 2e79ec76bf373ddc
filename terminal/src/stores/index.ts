export {
  $marketConfig, configureMarket, marketConfigSchema, BINANCE_LIVE,
  type MarketConfig, type MarketConfigInput,
} from './market-config';
export { $feedStatus, setFeedStatus } from './feed-status';
export { $ticker, $tickerError } from './ticker';
export { TICKER_PUBLISH_MS, TICKER_POLL_MS } from './ticker-feed';
export { $session, setSession, type Session, type SessionUser } from './session';
