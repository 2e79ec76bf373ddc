/**
 * One executed trade, with price and quantity kept as exact decimal strings.
 *
 * @example
 * const trade: Trade = { id: 3735683259, price: '61837.63000000', qty: '0.02000000',
 *   time: 1723161255342, isBuyerMaker: true };
 */
export interface Trade {
  id: number;
  price: string;
  qty: string;
  /** Trade time, ms since the epoch. */
  time: number;
  /** True when the buyer's order was resting, i.e. the taker sold. */
  isBuyerMaker: boolean;
}

/**
 * What the terminal shows for a symbol's last 24 hours. Decimal strings throughout.
 *
 * @example
 * const ticker: Ticker = { symbol: 'BTCUSDT', lastPrice: '61685.99', openPrice: '61837.63',
 *   priceChange: '-151.64', priceChangePercent: '-0.245', highPrice: '61860.8',
 *   lowPrice: '61583.22', volume: '212.03315', quoteVolume: '13084074.11',
 *   lastTradeId: 3735693015, updatedAt: 1723161601271 };
 */
export interface Ticker {
  symbol: string;
  lastPrice: string;
  openPrice: string;
  priceChange: string;
  /** Percent, already multiplied by 100 ('-0.245' means -0.245 %). */
  priceChangePercent: string;
  highPrice: string;
  lowPrice: string;
  volume: string;
  quoteVolume: string;
  /** Id of the newest trade included; lets a faster trade stream skip trades already counted. */
  lastTradeId: number;
  /** Time of the newest information, ms since the epoch. */
  updatedAt: number;
}

/**
 * Best bid and ask, as Binance's bookTicker carries them.
 *
 * @example
 * const best: BestBidAsk = { bidPrice: '61837.63', bidQty: '3.78', askPrice: '61837.64', askQty: '1.54' };
 */
export interface BestBidAsk {
  bidPrice: string;
  bidQty: string;
  askPrice: string;
  askQty: string;
}

/**
 * Binance's 12-field kline: open time, open, high, low, close, volume, close time,
 * quote volume, trade count, taker buy base volume, taker buy quote volume, ignore.
 *
 * @example
 * const k: Kline = [1723161240000, '61837.63000000', '61855.37000000', '61824.00000000',
 *   '61828.00000000', '12.43238000', 1723161299999, '768787.45918310', 875,
 *   '6.32003000', '390804.03862290', '0'];
 */
export type Kline = [
  openTime: number,
  open: string,
  high: string,
  low: string,
  close: string,
  volume: string,
  closeTime: number,
  quoteVolume: string,
  trades: number,
  takerBuyBaseVolume: string,
  takerBuyQuoteVolume: string,
  ignore: string,
];
