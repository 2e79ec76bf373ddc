import { z } from 'zod';

// One schema per stored shape: the stores validate what they read back from localStorage with these.
const amount = z.string().regex(/^\d+(\.\d{1,8})?$/, 'an 8-decimal non-negative amount');

/** @example { free: '1.00000000', locked: '0.00000000', total: '1.00000000' } */
export const balanceSchema = z.object({ free: amount, locked: amount, total: amount });
export type Balance = z.infer<typeof balanceSchema>;
export const balancesSchema = z.record(z.string(), balanceSchema);
export type Balances = z.infer<typeof balancesSchema>;

/** @example { id: 'o-1', pair: 'BTC/USDT', side: 'buy', type: 'limit', price: '60000', amount: '0.01', ... } */
export const orderSchema = z.object({
  id: z.string().min(1),
  pair: z.string().regex(/^[A-Z0-9]+\/[A-Z0-9]+$/),
  side: z.enum(['buy', 'sell']),
  type: z.enum(['limit', 'market']),
  price: amount,
  amount,
  total: amount,
  status: z.enum(['open', 'pending', 'filled', 'cancelled']),
  timestamp: z.number().int(),
  fillPercent: z.number().int().min(0).max(100),
  /** What was locked at placing (quote for a buy, base for a sell). */
  locked: amount,
  fee: amount.optional(),
  feeAsset: z.string().optional(),
  closedAt: z.number().int().optional(),
});
export type Order = z.infer<typeof orderSchema>;

/** @example { id: 't-1', type: 'withdraw', currency: 'USDT', amount: '10', fee: '1', network: 'TRC20', ... } */
export const transactionSchema = z.object({
  id: z.string().min(1),
  type: z.enum(['withdraw', 'deposit']),
  currency: z.string(),
  amount,
  fee: amount,
  address: z.string(),
  network: z.string(),
  timestamp: z.number().int(),
  txId: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** @example { address: 'T...', network: 'TRC20', createdAt: 1700000000000, label: 'cold wallet' } */
export const whitelistEntrySchema = z.object({
  address: z.string().min(1),
  network: z.string().min(1),
  createdAt: z.number().int(),
  label: z.string().optional(),
});
export type WhitelistEntry = z.infer<typeof whitelistEntrySchema>;

/** @example { id: 'demo', name: 'Demo', type: 'demo', currency: 'USD', accountNumber: '145041', ... } */
export const accountSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(['demo', 'real']),
  currency: z.enum(['USD', 'EUR']),
  accountNumber: z.string().regex(/^\d+$/),
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
