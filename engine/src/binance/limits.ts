import { IntervalCounter, ORDERS_PER_10_SECONDS, ORDERS_PER_DAY, WEIGHT_PER_MINUTE } from '@bourse/market';
import { tooManyOrders, tooMuchWeight } from './errors';

/**
 * The trading API's request limits, as Binance keeps them: request weight per address and minute
 * (every request, public ones included), new orders per account per ten seconds and per day. Each
 * answer carries the counts in Binance's headers; a request over a limit is refused with 429 and
 * Retry-After, and counts nothing further.
 *
 * @example
 * const limits = new RequestLimits();
 * limits.spendWeight(res, '127.0.0.1', 20, Date.now()); // sets X-MBX-USED-WEIGHT-1M, throws -1003 past 6000
 */
/** Where the counts go: an HTTP answer's headers (a websocket request has none to set). */
export type HeaderSink = { setHeader(name: string, value: string): unknown };

export type LimitFigures = { weightPerMinute: number; ordersPer10s: number; ordersPerDay: number };

export const BINANCE_LIMITS: LimitFigures = {
  weightPerMinute: WEIGHT_PER_MINUTE,
  ordersPer10s: ORDERS_PER_10_SECONDS,
  ordersPerDay: ORDERS_PER_DAY,
};

export class RequestLimits {
  private readonly weight = new IntervalCounter(60_000);
  private readonly orders10s = new IntervalCounter(10_000);
  private readonly ordersDay = new IntervalCounter(86_400_000);

  constructor(private readonly limits: LimitFigures = BINANCE_LIMITS) {}

  spendWeight(res: HeaderSink, address: string, weight: number, now: number): void {
    const used = this.weight.used(address, now);
    if (used + weight > this.limits.weightPerMinute) {
      res.setHeader('x-mbx-used-weight-1m', String(used));
      res.setHeader('retry-after', String(this.weight.retryAfterSeconds(now)));
      throw tooMuchWeight(this.limits.weightPerMinute);
    }
    res.setHeader('x-mbx-used-weight-1m', String(this.weight.add(address, weight, now)));
  }

  /** Counts `count` new orders for the account (an OCO list is two), or refuses with -1015. */
  spendOrders(res: HeaderSink, accountId: number, count: number, now: number): void {
    const key = String(accountId);
    const over: [IntervalCounter, number, string][] = [
      [this.orders10s, this.limits.ordersPer10s, '10 SECOND'],
      [this.ordersDay, this.limits.ordersPerDay, '1 DAY'],
    ];
    for (const [counter, limit, interval] of over) {
      if (counter.used(key, now) + count > limit) {
        this.orderHeaders(res, key, now);
        res.setHeader('retry-after', String(counter.retryAfterSeconds(now)));
        throw tooManyOrders(limit, interval);
      }
    }
    this.orders10s.add(key, count, now);
    this.ordersDay.add(key, count, now);
    this.orderHeaders(res, key, now);
  }

  private orderHeaders(res: HeaderSink, key: string, now: number): void {
    res.setHeader('x-mbx-order-count-10s', String(this.orders10s.used(key, now)));
    res.setHeader('x-mbx-order-count-1d', String(this.ordersDay.used(key, now)));
  }
}
