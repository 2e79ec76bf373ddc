// Test helper (not exported by the package): BTCUSDT's filters of the recorded era, a small book
// and the demo balances, for the spot engine's unit tests.
import { createDemoBalances } from '../balances';
import { FEES } from '../config';
import { symbolFiltersFrom, type SymbolFilters } from '../spot/filters';
import type { PlaceContext } from '../spot/place';
import type { MarketTrade, MarketView } from '../spot/vocabulary';

export const BTCUSDT: SymbolFilters = symbolFiltersFrom({
  symbol: 'BTCUSDT',
  status: 'TRADING',
  baseAsset: 'BTC',
  quoteAsset: 'USDT',
  filters: [
    { filterType: 'PRICE_FILTER', minPrice: '0.01000000', maxPrice: '1000000.00000000', tickSize: '0.01000000' },
    { filterType: 'LOT_SIZE', minQty: '0.00001000', maxQty: '9000.00000000', stepSize: '0.00001000' },
    { filterType: 'MARKET_LOT_SIZE', minQty: '0.00000000', maxQty: '100.00000000', stepSize: '0.00000000' },
    { filterType: 'NOTIONAL', minNotional: '5.00000000', applyMinToMarket: true, maxNotional: '9000000.00000000', applyMaxToMarket: false },
  ],
});

/** Best ask 60,000.00 (0.5), then 60,000.50 (1) and 60,010.00 (2); best bid 59,999.99 (0.4), then 59,999.00 (1). */
export const market = (overrides: Partial<MarketView> = {}): MarketView => ({
  symbol: 'BTCUSDT',
  asks: [
    ['60000.00', '0.5'],
    ['60000.50', '1'],
    ['60010.00', '2'],
  ],
  bids: [
    ['59999.99', '0.4'],
    ['59999.00', '1'],
    ['59990.00', '3'],
  ],
  lastPrice: '60000.00',
  lastTradeId: 100,
  bookAgeMs: 50,
  ...overrides,
});

export const T0 = 1_723_161_254_000;
export const ctx = (overrides: Partial<PlaceContext> = {}): PlaceContext => ({
  accountId: 1,
  clientOrderId: 'c-1',
  now: T0,
  fees: FEES,
  staleAfterMs: 10_000,
  demoFill: false,
  ...overrides,
});

export const balances = createDemoBalances;

let nextTradeId = 101;
/** A market trade; ids rise by one per call unless given. */
export const trade = (price: string, qty: string, isBuyerMaker: boolean, id = nextTradeId++): MarketTrade => ({
  id,
  symbol: 'BTCUSDT',
  price,
  qty,
  time: T0 + id,
  isBuyerMaker,
});
