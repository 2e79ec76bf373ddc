import * as z from 'zod/mini';
import { ALERT_CONDITIONS } from '../alerts';
import { balancesSchema } from '../schemas';
import { marginDealSchema, marginEventSchema, marginQuoteSchema } from './margin';
import { VERIFICATION_LEVELS } from '../withdrawal-levels';
import { ORDER_STATUSES, ORDER_TYPES, SIDES, TIMES_IN_FORCE } from '../spot/vocabulary';

// The account API's answers and the user stream's events, one schema each: the engine answers
// these shapes and the browser's stores check what they receive against them.

const amount = z.string().check(z.regex(/^-?\d+(\.\d+)?$/));

/** @example { orderId: 7, clientOrderId: 'web-1', symbol: 'BTCUSDT', side: 'BUY', type: 'LIMIT', status: 'NEW', … } */
export const orderAnswerSchema = z.object({
  orderId: z.number(),
  clientOrderId: z.string(),
  orderListId: z.number(),
  listClientOrderId: z.nullable(z.string()),
  accountId: z.number(),
  symbol: z.string(),
  baseAsset: z.string(),
  quoteAsset: z.string(),
  side: z.enum(SIDES),
  type: z.enum(ORDER_TYPES),
  timeInForce: z.enum(TIMES_IN_FORCE),
  price: amount,
  stopPrice: amount,
  origQty: amount,
  origQuoteOrderQty: amount,
  executedQty: amount,
  cummulativeQuoteQty: amount,
  quoteExact: z.string(),
  status: z.enum(ORDER_STATUSES),
  locked: amount,
  lockAsset: z.string(),
  working: z.boolean(),
  afterTradeId: z.number(),
  time: z.number(),
  updateTime: z.number(),
  workingTime: z.number(),
  demoFillAt: z.nullable(z.number()),
});
export type OrderAnswer = z.infer<typeof orderAnswerSchema>;

/** @example { id: 9, orderId: 7, symbol: 'BTCUSDT', side: 'BUY', price: '60000.00000000', qty: '0.01000000', quoteQty: '600.00000000', commission: '0.00001000', commissionAsset: 'BTC', isMaker: true, marketTradeId: 42, time: 1 } */
export const fillAnswerSchema = z.object({
  id: z.number(),
  orderId: z.number(),
  symbol: z.string(),
  side: z.enum(SIDES),
  price: amount,
  qty: amount,
  quoteQty: amount,
  commission: amount,
  commissionAsset: z.string(),
  isMaker: z.boolean(),
  marketTradeId: z.nullable(z.number()),
  time: z.number(),
});
export type FillAnswer = z.infer<typeof fillAnswerSchema>;

const errorSchema = z.object({ code: z.string(), field: z.optional(z.string()), params: z.optional(z.record(z.string(), z.string())) });

/** @example { id: 3, requestId: 'wd-1', direction: 'withdrawal', coin: 'USDT', amount: '10.00000000', status: 'processing', … } */
export const transferAnswerSchema = z.object({
  id: z.number(),
  requestId: z.string(),
  direction: z.enum(['deposit', 'withdrawal']),
  coin: z.string(),
  network: z.string(),
  address: z.string(),
  amount,
  fee: amount,
  txId: z.string(),
  status: z.enum(['completed', 'processing', 'rejected']),
  error: z.nullable(errorSchema),
  completesAt: z.nullable(z.number()),
  time: z.number(),
});
export type TransferAnswer = z.infer<typeof transferAnswerSchema>;

/** `GET /api/trading/withdrawal-limit`. @example { level: 'basic', limitUsd: '50000.00', usedUsd: '0.00', leftUsd: '50000.00', windowHours: 24 } */
export const withdrawalLimitAnswerSchema = z.object({
  level: z.enum(VERIFICATION_LEVELS),
  limitUsd: amount,
  usedUsd: amount,
  leftUsd: amount,
  windowHours: z.number(),
});

/** @example { id: 1, slot: 'demo', kind: 'demo', currency: 'USD', name: 'Demo', accountNumber: '145041', wallets: {…}, demoFill: false, active: true } */
export const accountAnswerSchema = z.object({
  id: z.number(),
  slot: z.enum(['demo', 'real-usd', 'real-eur']),
  kind: z.enum(['demo', 'real']),
  currency: z.enum(['USD', 'EUR']),
  name: z.string(),
  accountNumber: z.string(),
  wallets: z.object({ BTC: z.string(), USDT_TRC20: z.string(), USDT_ERC20: z.string() }),
  demoFill: z.boolean(),
  active: z.boolean(),
});
export type AccountAnswer = z.infer<typeof accountAnswerSchema>;

/** @example { id: 4, asset: 'USDT', amount: '500.00000000', kind: 'credit', reason: 'Contest prize', time: 1 } */
export const noticeAnswerSchema = z.object({
  id: z.number(),
  asset: z.string(),
  amount,
  kind: z.enum(['credit', 'reset']),
  reason: z.string(),
  time: z.number(),
});
export type NoticeAnswer = z.infer<typeof noticeAnswerSchema>;

/** @example { id: 3, symbol: 'BTCUSDT', condition: 'above', price: '61000', status: 'active', triggerPrice: null, triggeredAt: null, time: 1 } */
export const alertAnswerSchema = z.object({
  id: z.number(),
  symbol: z.string(),
  condition: z.enum(ALERT_CONDITIONS),
  price: z.string(),
  priceWhenSet: z.nullable(z.string()),
  afterTradeId: z.number(),
  status: z.enum(['active', 'triggered', 'cancelled']),
  triggerPrice: z.nullable(z.string()),
  triggeredAt: z.nullable(z.number()),
  time: z.number(),
});
export type AlertAnswer = z.infer<typeof alertAnswerSchema>;

/** One account's state as the cabinet opens: balances, open orders and the staff's notices. */
export const accountStateSchema = z.object({
  account: accountAnswerSchema,
  balances: balancesSchema,
  openOrders: z.array(orderAnswerSchema),
  notices: z.array(noticeAnswerSchema),
});
export type AccountState = z.infer<typeof accountStateSchema>;

/**
 * The user stream's events (named as Binance's user data stream names them): an order changed (with
 * the fill that changed it, if any), an account's balances after a change, a staff credit or a
 * transfer, a price alert that fired, the account list (a reset or a setting); the forex account
 * changed (its deals and what the trader is told: margin call, stop-out) and a forex quote (to
 * a page that asked for them).
 */
export const userEventSchema = z.discriminatedUnion('e', [
  z.object({ e: z.literal('executionReport'), accountId: z.number(), order: orderAnswerSchema, fills: z.array(fillAnswerSchema) }),
  z.object({ e: z.literal('outboundAccountPosition'), accountId: z.number(), balances: balancesSchema }),
  z.object({ e: z.literal('balanceUpdate'), accountId: z.number(), asset: z.string(), delta: amount, reason: z.string() }),
  z.object({ e: z.literal('priceAlert'), alert: alertAnswerSchema }),
  z.object({ e: z.literal('accountsChanged') }),
  z.object({ e: z.literal('marginChanged'), accountId: z.number(), deals: z.array(marginDealSchema), events: z.array(marginEventSchema) }),
  z.object({ e: z.literal('forexQuote'), quote: marginQuoteSchema }),
]);
export type UserEvent = z.infer<typeof userEventSchema>;
