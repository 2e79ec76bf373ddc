import { atom, computed } from 'nanostores';
import { createAccounts, type DepositEntry, type TradingState, type WithdrawEntry } from '@bourse/trading';
import { $session } from '../session/store/session';
import { defaultStorage, readKey, writeKey, type StorageLike } from '../shared/store/persistence';
import { listenOnPage } from '../shared/store/page-events';
import {
  balancesKey,
  depositHistoryKey,
  isTradingKey,
  ordersKey,
  profileKey,
  transactionsKey,
  withdrawHistoryKey,
  type TradingProfile,
} from '../shared/store/persistence-keys';

/**
 * Everything the trading stores know about the signed-in trader, as last read from storage.
 * Null while nobody is signed in. Other stores are views of this one.
 *
 * @example
 * $trading.get()?.state.balances.USDT?.free; // '99400.00000000'
 */
export type TradingSnapshot = {
  userId: string;
  state: TradingState;
  profile: TradingProfile;
  depositHistory: DepositEntry[];
  withdrawHistory: WithdrawEntry[];
};
export const $trading = atom<TradingSnapshot | null>(null);

let storage: StorageLike = defaultStorage();
/** Points the stores at another storage (tests use an in-memory one) and reloads. */
export function useTradingStorage(next: StorageLike): void {
  storage = next;
  reloadTrading();
}

/** The signed-in user's id, or null (anonymous or still unknown). */
export const $tradingUserId = computed($session, (s) => (s.status === 'authenticated' ? s.user.id : null));

function secureRandom(): number {
  const buffer = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buffer);
  return buffer[0]! / 2 ** 32;
}

function readProfile(userId: string): TradingProfile {
  const profiles = readKey(storage, profileKey);
  const existing = profiles[userId];
  if (existing) return existing;
  const created: TradingProfile = { accounts: createAccounts(secureRandom), activeAccountId: 'demo', whitelist: [] };
  writeKey(storage, profileKey, { ...profiles, [userId]: created });
  return created;
}

/** Reads the trader's state fresh from storage (never from memory: another tab may have written). */
export function readTrading(userId: string): TradingSnapshot {
  const profile = readProfile(userId);
  const state: TradingState = {
    balances: readKey(storage, balancesKey(userId)),
    transactions: readKey(storage, transactionsKey(userId)),
    orders: readKey(storage, ordersKey)[userId] ?? [],
    whitelist: profile.whitelist,
  };
  return {
    userId,
    state,
    profile,
    depositHistory: readKey(storage, depositHistoryKey)[userId] ?? [],
    withdrawHistory: readKey(storage, withdrawHistoryKey)[userId] ?? [],
  };
}

/** Writes only what changed, key by key, so a change never rewrites an untouched key. */
export function writeTrading(before: TradingSnapshot, after: TradingSnapshot): void {
  const { userId } = after;
  if (after.state.balances !== before.state.balances) writeKey(storage, balancesKey(userId), after.state.balances);
  if (after.state.transactions !== before.state.transactions) writeKey(storage, transactionsKey(userId), after.state.transactions);
  if (after.state.orders !== before.state.orders)
    writeKey(storage, ordersKey, { ...readKey(storage, ordersKey), [userId]: after.state.orders });
  const profile = { ...after.profile, whitelist: after.state.whitelist };
  if (after.profile !== before.profile || after.state.whitelist !== before.state.whitelist) {
    writeKey(storage, profileKey, { ...readKey(storage, profileKey), [userId]: profile });
  }
  if (after.depositHistory !== before.depositHistory)
    writeKey(storage, depositHistoryKey, { ...readKey(storage, depositHistoryKey), [userId]: after.depositHistory });
  if (after.withdrawHistory !== before.withdrawHistory)
    writeKey(storage, withdrawHistoryKey, { ...readKey(storage, withdrawHistoryKey), [userId]: after.withdrawHistory });
}

/** Re-reads storage into `$trading` (on sign-in, on another tab's write). */
export function reloadTrading(): void {
  const userId = $tradingUserId.get();
  $trading.set(userId ? readTrading(userId) : null);
}

type LockManagerLike = { request: <T>(name: string, callback: () => Promise<T> | T) => Promise<T> };
const locks = (): LockManagerLike | undefined => (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;

/**
 * Runs one read-modify-write of the trader's state under a cross-tab lock (Web Locks), reading
 * fresh from storage inside it: two tabs can never both apply a transition to the same old state.
 * `change` returns the next snapshot, or null to leave everything as it is.
 */
export async function mutateTrading<R>(
  change: (current: TradingSnapshot) => { next: TradingSnapshot | null; result: R },
  anonymous: R,
): Promise<R> {
  const run = () => {
    const userId = $tradingUserId.get();
    if (!userId) return anonymous;
    const current = readTrading(userId);
    const { next, result } = change(current);
    if (next) writeTrading(current, next);
    $trading.set(next ?? current);
    return result;
  };
  const manager = locks();
  return manager ? manager.request('bourse-trading-state', run) : run();
}

let listening = false;
/** Follows sign-in changes and other tabs' writes; idempotent. */
export function startTradingSync(): () => void {
  if (listening) return () => {};
  listening = true;
  const unsubscribe = $tradingUserId.subscribe(() => reloadTrading());
  const onStorage = (event: StorageEvent) => {
    if (isTradingKey(event.key)) reloadTrading();
  };
  const stopListening = listenOnPage({ window: ['storage'] }, onStorage);
  return () => {
    listening = false;
    unsubscribe();
    stopListening();
  };
}
