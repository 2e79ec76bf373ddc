import * as z from 'zod/mini';
import { Dec } from '@bourse/market';
import {
  accountSchema,
  amountString,
  balancesSchema,
  createDemoBalances,
  depositEntrySchema,
  orderSchema,
  transactionSchema,
  whitelistEntrySchema,
  withdrawEntrySchema,
} from '@bourse/trading';
import type { KeySpec } from './persistence';

/**
 * The platform's storage keys (the names its other clients read) and their shapes. Per-user
 * keys carry the id (`balance_{userId}`, `transactions_{userId}`); the shared keys hold a map by
 * user id so two traders on one browser never see each other's orders or history.
 */
export const tradingProfileSchema = z.object({
  accounts: z.array(accountSchema),
  activeAccountId: z.string(),
  whitelist: z.array(whitelistEntrySchema),
  /** Authenticator secret (base32); set only by tests until a settings screen sets up an authenticator. */
  totpSecret: z.optional(z.string()),
});
export type TradingProfile = z.infer<typeof tradingProfileSchema>;

const byUser = <T extends z.ZodMiniType>(item: T) => z.record(z.string(), item);
// Before envelopes, the original app kept bare values: these shapes are what it wrote.
const legacyNumber = z.pipe(
  z.union([z.number(), z.string()]),
  z.transform((v) => amountString(v)),
);
const legacyBalances = z.record(z.string(), z.object({ free: legacyNumber, locked: z._default(legacyNumber, '0') }));

export const balancesKey = (userId: string): KeySpec<z.infer<typeof balancesSchema>> => ({
  key: `balance_${userId}`,
  schema: balancesSchema,
  fallback: createDemoBalances,
  migrations: {
    0: (data) => {
      const parsed = legacyBalances.parse(data);
      // total is recomputed from free + locked: a stored total is never trusted over its parts.
      return Object.fromEntries(
        Object.entries(parsed).map(([asset, b]) => [
          asset,
          { free: b.free, locked: b.locked, total: amountString(new Dec(b.free).plus(b.locked)) },
        ]),
      );
    },
  },
});

export const transactionsKey = (userId: string): KeySpec<z.infer<typeof transactionSchema>[]> => ({
  key: `transactions_${userId}`,
  schema: z.array(transactionSchema),
  fallback: () => [],
  migrations: {
    0: (data) =>
      z
        .array(
          z.object({
            id: z.union([z.string(), z.number()]),
            type: z.enum(['withdraw', 'deposit']),
            currency: z.string(),
            amount: legacyNumber,
            address: z._default(z.string(), ''),
            network: z._default(z.string(), ''),
            timestamp: z.number(),
          }),
        )
        .parse(data)
        .map((t) => ({ ...t, id: String(t.id), fee: '0.00000000', txId: '' })),
  },
});

export const ordersKey: KeySpec<Record<string, z.infer<typeof orderSchema>[]>> = {
  key: 'trading-orders',
  schema: byUser(z.array(orderSchema)),
  fallback: () => ({}),
  // The original kept one unowned array; its orders cannot be given to a user, so they are dropped.
  migrations: { 0: (data) => (Array.isArray(data) ? {} : data) },
};

export const profileKey: KeySpec<Record<string, TradingProfile>> = {
  key: 'trading-storage',
  schema: byUser(tradingProfileSchema),
  fallback: () => ({}),
  migrations: { 0: () => ({}) },
};

export const depositHistoryKey: KeySpec<Record<string, z.infer<typeof depositEntrySchema>[]>> = {
  key: 'depositHistory',
  schema: byUser(z.array(depositEntrySchema)),
  fallback: () => ({}),
  migrations: { 0: (d) => (Array.isArray(d) ? {} : d) },
};

export const withdrawHistoryKey: KeySpec<Record<string, z.infer<typeof withdrawEntrySchema>[]>> = {
  key: 'withdrawHistory',
  schema: byUser(z.array(withdrawEntrySchema)),
  fallback: () => ({}),
  migrations: { 0: (d) => (Array.isArray(d) ? {} : d) },
};

/** Every key the trading stores own; a storage event on any of them refreshes the stores. */
export const isTradingKey = (key: string | null): boolean =>
  key === null ||
  key.startsWith('balance_') ||
  key.startsWith('transactions_') ||
  ['trading-orders', 'trading-storage', 'depositHistory', 'withdrawHistory'].includes(key);
