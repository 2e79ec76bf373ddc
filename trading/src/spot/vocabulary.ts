/**
 * The spot engine speaks Binance's vocabulary (field names, order types and statuses), so the
 * cabinet, a bot on the trading API and a trader who knows Binance read the same words.
 */
export const SIDES = ['BUY', 'SELL'] as const;
export type Side = (typeof SIDES)[number];

export const ORDER_TYPES = ['LIMIT', 'MARKET', 'STOP_LOSS', 'STOP_LOSS_LIMIT', 'TAKE_PROFIT', 'TAKE_PROFIT_LIMIT', 'LIMIT_MAKER'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const ORDER_STATUSES = ['NEW', 'PARTIALLY_FILLED', 'FILLED', 'CANCELED', 'REJECTED', 'EXPIRED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** GTC rests until filled or cancelled; IOC fills what it can at once and expires the rest; FOK fills whole at once or expires. */
export const TIMES_IN_FORCE = ['GTC', 'IOC', 'FOK'] as const;
export type TimeInForce = (typeof TIMES_IN_FORCE)[number];

/** Where the engine's own rules come from; `NONE` for an order placed outside an order list. */
export const NO_ORDER_LIST = -1;

/** Types that wait for the last trade price to reach their stop price before they work. */
export const STOP_TYPES: readonly OrderType[] = ['STOP_LOSS', 'STOP_LOSS_LIMIT', 'TAKE_PROFIT', 'TAKE_PROFIT_LIMIT'];
/** Types with a limit price (the stop-limit types once triggered). */
export const PRICED_TYPES: readonly OrderType[] = ['LIMIT', 'LIMIT_MAKER', 'STOP_LOSS_LIMIT', 'TAKE_PROFIT_LIMIT'];

export const isStopType = (type: OrderType): boolean => STOP_TYPES.includes(type);
export const isPricedType = (type: OrderType): boolean => PRICED_TYPES.includes(type);
/** An order still holding funds and waiting for the market. */
export const isOpenStatus = (status: OrderStatus): boolean => status === 'NEW' || status === 'PARTIALLY_FILLED';

/**
 * One spot order as the engine keeps it. Amounts are 8-decimal strings; `quoteExact` is the exact
 * sum of price x quantity over its fills (more decimals when tick x step has more than 8), from
 * which the 8-decimal quote charged or paid is rounded once (`cummulativeQuoteQty`), so partial
 * fills never round twice.
 *
 * @example
 * const order: SpotOrder = { orderId: 7, clientOrderId: 'web-1', symbol: 'BTCUSDT', side: 'BUY', type: 'LIMIT',
 *   price: '60000.00000000', origQty: '0.01000000', status: 'NEW', locked: '600.00000000', lockAsset: 'USDT', … };
 */
export type SpotOrder = {
  orderId: number;
  clientOrderId: string;
  orderListId: number;
  listClientOrderId: string | null;
  accountId: number;
  symbol: string;
  baseAsset: string;
  quoteAsset: string;
  side: Side;
  type: OrderType;
  timeInForce: TimeInForce;
  /** The limit price; '0.00000000' for market and stop-market orders, as Binance answers. */
  price: string;
  /** '0.00000000' for orders without a stop. */
  stopPrice: string;
  origQty: string;
  /** A market order sized by the quote amount (quoteOrderQty); '0.00000000' otherwise. */
  origQuoteOrderQty: string;
  executedQty: string;
  cummulativeQuoteQty: string;
  quoteExact: string;
  status: OrderStatus;
  /** What the order still holds, in `lockAsset` (quote for a buy, base for a sell). */
  locked: string;
  lockAsset: string;
  /** False for a stop order until the last trade price reaches its stop. */
  working: boolean;
  /** Only market trades with a higher id can fill it: the trades printed before it worked cannot. */
  afterTradeId: number;
  time: number;
  updateTime: number;
  /** When it began to work (placing, or the trigger of a stop); -1 while waiting. */
  workingTime: number;
  /** The demo fill (a labelled setting): the time this order fills at its own price, else null. */
  demoFillAt: number | null;
};

/** How one change of a balance is explained in the ledger. */
export type MovementKind = 'deposit' | 'withdrawal' | 'trade' | 'fee' | 'credit' | 'reset';

/** @example { asset: 'USDT', amount: '-600.00000000', kind: 'trade' } */
export type MovementDraft = { asset: string; amount: string; kind: MovementKind };

/**
 * One execution of an order: the market trade it filled on (a resting maker fill) or null for a
 * taker fill against the book, and the balance movements it made.
 *
 * @example
 * const fill: FillDraft = { price: '60000.00000000', qty: '0.00100000', quoteQty: '60.00000000', commission: '0.00000100',
 *   commissionAsset: 'BTC', isMaker: true, marketTradeId: 3750001234, time: 1723161254000, movements: [...] };
 */
export type FillDraft = {
  price: string;
  qty: string;
  quoteQty: string;
  commission: string;
  commissionAsset: string;
  isMaker: boolean;
  marketTradeId: number | null;
  time: number;
  movements: MovementDraft[];
};

/**
 * A trade printed by the market (`<symbol>@trade`), as the matching rules read it.
 *
 * @example
 * const trade: MarketTrade = { id: 3750001234, symbol: 'BTCUSDT', price: '61837.63', qty: '0.012', time: 1723161254000, isBuyerMaker: true };
 */
export type MarketTrade = { id: number; symbol: string; price: string; qty: string; time: number; isBuyerMaker: boolean };

/** One side of the book, best level first: bids high to low, asks low to high. */
export type BookLevels = readonly (readonly [string, string])[];

/**
 * The market an order meets when it is placed or triggered: the book's best levels, the last
 * trade, and how old the book is.
 *
 * @example
 * const market: MarketView = { symbol: 'BTCUSDT', bids: [['61837.62', '1.5']], asks: [['61837.63', '0.8']],
 *   lastPrice: '61837.63', lastTradeId: 3750001234, bookAgeMs: 120 };
 */
export type MarketView = {
  symbol: string;
  bids: BookLevels;
  asks: BookLevels;
  lastPrice: string | null;
  lastTradeId: number;
  /** Milliseconds since the book last changed; null when there is no book at all. */
  bookAgeMs: number | null;
};
