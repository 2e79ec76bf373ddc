import { Dec } from '@bourse/market';
import { isStopType, type AlertAnswer, type OrderAnswer } from '@bourse/trading';

/**
 * What a line on the chart stands for: a limit (buy or sell), a stop-loss, a take-profit, a leg of
 * an OCO list, or a price alert.
 */
export type OrderLineKind = 'limit' | 'stop' | 'takeProfit' | 'alert';

/**
 * One line drawn on the chart for a waiting order or alert: where it sits, what it is, and which
 * field of the order a drag moves (`stopPrice` for a stop, whose limit moves with it).
 *
 * @example
 * const line: OrderLine = { key: 'order-7', id: 7, kind: 'limit', side: 'BUY', price: '60000', qty: '0.01', field: 'price', oco: false };
 */
export type OrderLine = {
  key: string;
  id: number;
  kind: OrderLineKind;
  side: 'BUY' | 'SELL' | null;
  /** The price the line sits at, as the order or alert holds it (trailing zeros dropped). */
  price: string;
  /** The unfilled quantity; empty for an alert. */
  qty: string;
  field: 'price' | 'stopPrice' | null;
  oco: boolean;
};

const plain = (amount: string) => new Dec(amount).toFixed();

function kindOf(order: OrderAnswer): OrderLineKind {
  if (!isStopType(order.type)) return 'limit';
  return order.type.startsWith('TAKE_PROFIT') ? 'takeProfit' : 'stop';
}

/** The lines of the pair's open orders (each OCO leg its own line) and waiting alerts, highest price first. */
export function orderLines(orders: readonly OrderAnswer[], alerts: readonly AlertAnswer[], symbol: string): OrderLine[] {
  const fromOrders = orders
    .filter((o) => o.symbol === symbol && (o.status === 'NEW' || o.status === 'PARTIALLY_FILLED'))
    .map((o): OrderLine => {
      const stop = isStopType(o.type);
      return {
        key: `order-${o.orderId}`,
        id: o.orderId,
        kind: kindOf(o),
        side: o.side,
        price: plain(stop ? o.stopPrice : o.price),
        qty: new Dec(o.origQty).minus(o.executedQty).toFixed(),
        field: stop ? 'stopPrice' : 'price',
        oco: o.orderListId !== -1,
      };
    });
  const fromAlerts = alerts
    .filter((a) => a.symbol === symbol && a.status === 'active')
    .map((a): OrderLine => ({
      key: `alert-${a.id}`,
      id: a.id,
      kind: 'alert',
      side: null,
      price: plain(a.price),
      qty: '',
      field: null,
      oco: false,
    }));
  return [...fromOrders, ...fromAlerts].sort((a, b) => new Dec(b.price).cmp(a.price));
}

/** A price on the pair's tick (the nearest), as the server reads prices: plain decimals, no exponent. */
export function snapToTick(price: number, tick: string | null): string | null {
  if (!Number.isFinite(price) || price <= 0) return null;
  const step = tick && new Dec(tick).gt(0) ? new Dec(tick) : new Dec('0.01');
  const snapped = new Dec(price).div(step).toDecimalPlaces(0, Dec.ROUND_HALF_UP).times(step);
  return snapped.gt(0) ? snapped.toFixed() : null;
}

/**
 * What moving a line to `price` asks the server for: the limit price, or the stop price (a
 * stop-limit's limit moved by the same distance, so the gap the trader set stays).
 */
export function moveRequest(order: OrderAnswer, price: string): { price?: string; stopPrice?: string } {
  if (!isStopType(order.type)) return { price };
  if (order.type === 'STOP_LOSS' || order.type === 'TAKE_PROFIT') return { stopPrice: price };
  const shift = new Dec(price).minus(order.stopPrice);
  return { stopPrice: price, price: new Dec(order.price).plus(shift).toFixed() };
}

/** One tick up or down from a price (the arrow keys on a line's tag), ten with Shift. */
export function stepPrice(price: string, tick: string | null, steps: number): string | null {
  const step = tick && new Dec(tick).gt(0) ? new Dec(tick) : new Dec('0.01');
  const next = new Dec(price).plus(step.times(steps));
  return next.gt(0) ? next.toFixed() : null;
}
