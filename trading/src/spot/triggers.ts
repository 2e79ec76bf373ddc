import { Dec } from '../decimal';
import { isOpenStatus, type MarketTrade, type OrderType, type Side, type SpotOrder } from './vocabulary';

/**
 * Whether a stop order fires at this last trade price (Binance's rules): a stop-loss buys when the
 * price rises to its stop and sells when it falls to it; a take-profit the other way round.
 *
 * @example
 * triggersAt({ type: 'STOP_LOSS', side: 'SELL', stopPrice: new Dec('58000') }, new Dec('57999.99')); // true
 */
export function triggersAt(order: { type: OrderType; side: Side; stopPrice: Dec | string | null }, lastPrice: Dec): boolean {
  if (order.stopPrice === null) return false;
  const stop = new Dec(order.stopPrice);
  const rising = order.type.startsWith('STOP_LOSS') ? order.side === 'BUY' : order.side === 'SELL';
  return rising ? lastPrice.gte(stop) : lastPrice.lte(stop);
}

/** A stop order still waiting for its price, that this market trade fires. */
export function stopFiresOn(order: SpotOrder, trade: MarketTrade): boolean {
  return !order.working && isOpenStatus(order.status) && trade.id > order.afterTradeId && triggersAt(order, new Dec(trade.price));
}

/**
 * What a market trade fills of a resting limit order (trade-based matching, as NautilusTrader's
 * and hftbacktest's paper exchanges do): a trade through the limit price fills it; a trade at the
 * limit price fills it only when the trade's aggressor came from the other side (a seller hitting
 * the bids fills a resting buy at that price; a buyer lifting asks at that price never reached it).
 * It fills at the limit price, at most the trade's quantity (partially when the trade was smaller),
 * and only on trades printed after the order began to work. Null when the trade does not reach it.
 *
 * @example
 * restingFillOn(buyAt60000, { id: 9, price: '59999.99', qty: '0.5', isBuyerMaker: true, … }); // { price: Dec('60000'), qty: Dec('0.01') }
 */
export function restingFillOn(order: SpotOrder, trade: MarketTrade): { price: Dec; qty: Dec } | null {
  if (!order.working || !isOpenStatus(order.status) || order.price === '0.00000000') return null;
  if (trade.symbol !== order.symbol || trade.id <= order.afterTradeId) return null;
  const price = new Dec(order.price);
  const traded = new Dec(trade.price);
  const reached =
    order.side === 'BUY'
      ? traded.lt(price) || (traded.eq(price) && trade.isBuyerMaker)
      : traded.gt(price) || (traded.eq(price) && !trade.isBuyerMaker);
  if (!reached) return null;
  const remaining = new Dec(order.origQty).minus(order.executedQty);
  const qty = Dec.min(remaining, trade.qty);
  return qty.gt(0) ? { price, qty } : null;
}
