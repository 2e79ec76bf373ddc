import { Dec } from './decimal';
import type { MarketTrade } from './spot/vocabulary';

/** A trader keeps at most this many active alerts (each one is watched on the market). */
export const MAX_ACTIVE_ALERTS = 50;

export const ALERT_CONDITIONS = ['above', 'below', 'crossing'] as const;
export type AlertCondition = (typeof ALERT_CONDITIONS)[number];

/**
 * A price alert as the rules read it.
 *
 * @example
 * const alert: PriceAlert = { id: 3, symbol: 'BTCUSDT', condition: 'crossing', price: '61000', priceWhenSet: '60400', afterTradeId: 100 };
 */
export type PriceAlert = {
  id: number;
  symbol: string;
  condition: AlertCondition;
  price: string;
  priceWhenSet: string | null;
  afterTradeId: number;
};

/**
 * Whether a market trade fires an alert: "above" when a trade prints at or above its price,
 * "below" at or below, "crossing" when the price reaches it from the side it was on when the alert
 * was set. Only trades after the alert was set count.
 *
 * @example
 * alertFires({ …, condition: 'crossing', price: '61000', priceWhenSet: '60400' }, { …, price: '61000.5' }); // true
 */
export function alertFires(alert: PriceAlert, trade: MarketTrade): boolean {
  if (trade.symbol !== alert.symbol || trade.id <= alert.afterTradeId) return false;
  const price = new Dec(trade.price);
  const level = new Dec(alert.price);
  const rising = alert.condition === 'above' || (alert.condition === 'crossing' && new Dec(alert.priceWhenSet ?? alert.price).lt(level));
  return rising ? price.gte(level) : price.lte(level);
}
