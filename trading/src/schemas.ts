import * as z from 'zod/mini';

// One schema per stored shape: the stores validate what they read back from localStorage with these.
const amount = z.string().check(z.regex(/^\d+(\.\d{1,8})?$/, 'an 8-decimal non-negative amount'));

/** @example { free: '1.00000000', locked: '0.00000000', total: '1.00000000' } */
export const balanceSchema = z.object({ free: amount, locked: amount, total: amount });
export type Balance = z.infer<typeof balanceSchema>;
export const balancesSchema = z.record(z.string(), balanceSchema);
export type Balances = z.infer<typeof balancesSchema>;

/** @example { id: 'o-1', pair: 'BTC/USDT', side: 'buy', type: 'limit', price: '60000', amount: '0.01', ... } */
export const orderSchema = z.object({
  id: z.string().check(z.minLength(1)),
  pair: z.string().check(z.regex(/^[A-Z0-9]+\/[A-Z0-9]+$/)),
  side: z.enum(['buy', 'sell']),
  type: z.enum(['limit', 'market']),
  price: amount,
  amount,
  total: amount,
  status: z.enum(['open', 'pending', 'filled', 'cancelled']),
  timestamp: z.int(),
  fillPercent: z.int().check(z.gte(0), z.lte(100)),
  /** What was locked at placing (quote for a buy, base for a sell). */
  locked: amount,
  fee: z.optional(amount),
  feeAsset: z.optional(z.string()),
  closedAt: z.optional(z.int()),
});
export type Order = z.infer<typeof orderSchema>;

/** @example { id: 't-1', type: 'withdraw', currency: 'USDT', amount: '10', fee: '1', network: 'TRC20', ... } */
export const transactionSchema = z.object({
  id: z.string().check(z.minLength(1)),
  type: z.enum(['withdraw', 'deposit']),
  currency: z.string(),
  amount,
  fee: amount,
  address: z.string(),
  network: z.string(),
  timestamp: z.int(),
  txId: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** @example { address: 'T...', network: 'TRC20', createdAt: 1700000000000, label: 'cold wallet' } */
export const whitelistEntrySchema = z.object({
  address: z.string().check(z.minLength(1)),
  network: z.string().check(z.minLength(1)),
  createdAt: z.int(),
  label: z.optional(z.string()),
});
export type WhitelistEntry = z.infer<typeof whitelistEntrySchema>;

/** @example { id: 'demo', name: 'Demo', type: 'demo', currency: 'USD', accountNumber: '145041', ... } */
export const accountSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(['demo', 'real']),
  currency: z.enum(['USD', 'EUR']),
  accountNumber: z.string().check(z.regex(/^\d+$/)),
  balance: amount,
  wallets: z.object({ BTC: z.string(), USDT_TRC20: z.string(), USDT_ERC20: z.string() }),
  icon: z.string(),
});
export type Account = z.infer<typeof accountSchema>;

/** The engine's whole state for one trader; the stores split it over its localStorage keys. */
export type TradingState = {
  balances: Balances;
  orders: Order[];
  transactions: Transaction[];
  whitelist: WhitelistEntry[];
};
