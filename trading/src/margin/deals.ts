import type { Side } from '../spot/vocabulary';

/**
 * A deal, MetaTrader's record of money changing hands: `IN` opens (or adds to) a position at the
 * price the quote offered, `OUT` closes all or part of one and books its `profit` (USD, to the
 * cent) into the balance, which it states after. `reason` says who or what closed it.
 *
 * @example
 * const deal: Deal = { ticket: 5, positionTicket: 3, symbol: 'EURUSD', side: 'SELL', entry: 'OUT', units: '100000', price: '1.20174',
 *   time: 1514854800000, profit: '119.00', balanceAfter: '10119.00', reason: 'TAKE_PROFIT' };
 */
export type Deal = {
  ticket: number;
  positionTicket: number;
  symbol: string;
  side: Side;
  entry: 'IN' | 'OUT';
  units: string;
  price: string;
  time: number;
  profit: string;
  balanceAfter: string;
  reason: DealReason;
};
export type DealReason = 'MARKET' | 'LIMIT' | 'STOP' | 'CLOSE' | 'STOP_LOSS' | 'TAKE_PROFIT' | 'STOP_OUT';

/**
 * What a quote did to an account besides its deals, for the trader's messages: a pending order
 * refused at its price for want of margin, the margin level falling to the margin call or coming
 * back, positions stopped out.
 *
 * @example
 * const event: MarginEvent = { type: 'STOP_OUT', tickets: [3, 7], level: '61.20' };
 */
export type MarginEvent =
  | { type: 'ORDER_REJECTED'; ticket: number; reason: 'NOT_ENOUGH_MARGIN' }
  | { type: 'MARGIN_CALL'; level: string }
  | { type: 'MARGIN_CALL_OVER'; level: string | null }
  | { type: 'STOP_OUT'; tickets: number[]; level: string | null };
