import * as z from 'zod/mini';
import { ALERT_CONDITIONS } from '../alerts';
import { ORDER_TYPES, SIDES, TIMES_IN_FORCE } from '../spot/vocabulary';

// The account API's request bodies, one zod schema each, read by the engine and built by the
// browser. Amounts stay `unknown` here: the engine reads each with `readAmountText`, which says
// exactly what is wrong with one (text, sign, exponent, decimals, limit).

const id = z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9._:-]+$/));
const symbol = z.string().check(z.regex(/^[A-Z0-9]{2,20}$/));
const amount = z.optional(z.unknown());

/**
 * A new order (Binance's parameters; `newClientOrderId` makes a retry safe).
 * @example { symbol: 'BTCUSDT', side: 'BUY', type: 'LIMIT', timeInForce: 'GTC', quantity: '0.01', price: '60000', newClientOrderId: 'web-…' }
 */
export const newOrderSchema = z.object({
  symbol,
  side: z.enum(SIDES),
  type: z.enum(ORDER_TYPES),
  timeInForce: z.optional(z.enum(TIMES_IN_FORCE)),
  quantity: amount,
  quoteOrderQty: amount,
  price: amount,
  stopPrice: amount,
  newClientOrderId: id,
});
export type NewOrderBody = z.infer<typeof newOrderSchema>;

/**
 * A change to an open order (the account API's `PUT …/orders/:orderId`): a new price, stop price or
 * quantity; the server amends it in place or cancels and replaces it. `newClientOrderId` names the
 * result and makes a retry safe.
 * @example { price: '60500', newClientOrderId: 'move-…' }
 */
export const modifyOrderSchema = z.object({ price: amount, stopPrice: amount, quantity: amount, newClientOrderId: id });
export type ModifyOrderBody = z.infer<typeof modifyOrderSchema>;

const legType = z.enum(['LIMIT_MAKER', 'STOP_LOSS', 'STOP_LOSS_LIMIT', 'TAKE_PROFIT', 'TAKE_PROFIT_LIMIT']);

/**
 * An OCO list (Binance's `orderList/oco` parameters).
 * @example { symbol: 'BTCUSDT', side: 'SELL', quantity: '0.1', aboveType: 'LIMIT_MAKER', abovePrice: '66000', belowType: 'STOP_LOSS', belowStopPrice: '58000', listClientOrderId: 'oco-…' }
 */
export const newOcoSchema = z.object({
  symbol,
  side: z.enum(SIDES),
  quantity: z.unknown(),
  aboveType: legType,
  abovePrice: amount,
  aboveStopPrice: amount,
  belowType: legType,
  belowPrice: amount,
  belowStopPrice: amount,
  listClientOrderId: id,
});
export type NewOcoBody = z.infer<typeof newOcoSchema>;

/** @example { coin: 'BTC', network: 'BTC', amount: '0.25', requestId: 'dep-…' } */
export const depositSchema = z.object({
  coin: z.string().check(z.regex(/^[A-Z0-9]{2,10}$/)),
  network: z.string().check(z.maxLength(20)),
  amount,
  requestId: id,
});
export type DepositBody = z.infer<typeof depositSchema>;

/** @example { coin: 'USDT', network: 'TRC20', address: 'T…', amount: '10', twoFactorCode: '123456', emailCode: '123456', requestId: 'wd-…' } */
export const withdrawalSchema = z.object({
  coin: z.string().check(z.regex(/^[A-Z0-9]{2,10}$/)),
  network: z.string().check(z.maxLength(20)),
  address: z.string().check(z.maxLength(128)),
  amount,
  twoFactorCode: z.optional(z.string().check(z.maxLength(12))),
  emailCode: z.optional(z.string().check(z.maxLength(12))),
  requestId: id,
});
export type WithdrawalBody = z.infer<typeof withdrawalSchema>;

/** @example { address: 'T…', network: 'TRC20', label: 'cold wallet' } */
export const addressSchema = z.object({
  address: z.string().check(z.maxLength(128)),
  network: z.string().check(z.maxLength(20)),
  label: z.optional(z.string().check(z.maxLength(60))),
});

/** @example { symbol: 'BTCUSDT', condition: 'crossing', price: '61000' } */
export const alertSchema = z.object({ symbol, condition: z.enum(ALERT_CONDITIONS), price: z.unknown() });
export type AlertBody = z.infer<typeof alertSchema>;

/** @example { demoFill: true } */
export const accountSettingsSchema = z.object({ demoFill: z.boolean() });
