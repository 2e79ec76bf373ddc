export type { Trade, Ticker, BestBidAsk, Kline } from './types';
export { Dec, toDecimal, toBinanceString, type DecimalInput } from './decimal';
export {
  formatPrice, formatPercentChange, formatVolume, NOT_A_NUMBER,
  type Direction, type PercentChange,
} from './format';
export {
  toTickerEvent, tickerFromRest, tickerFromEvent, tradeFromEvent,
  type Ticker24hRest, type Ticker24hEvent, type TradeEvent,
} from './binance';
export { applyTradeToTicker, mergeTicker } from './ticker';
export { deriveTicker24h, DAY_MS } from './ticker24h';
export {
  aggregateKlines, parseKlineInterval, klineOpenTime, KLINE_INTERVALS, DEFAULT_KLINE_LIMIT,
  MAX_KLINE_LIMIT, type KlineInterval, type KlineRange,
} from './klines';
export {
  checkTickerPrice, checkTradePrice, describePriceRejection, MAX_SANE_PRICE,
  type PriceRejection,
} from './price-sanity';
export { normalizeSymbol, formatPair } from './symbol';
