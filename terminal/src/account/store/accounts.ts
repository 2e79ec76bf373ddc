import { atom, computed, onMount } from 'nanostores';
import * as z from 'zod/mini';
import {
  accountAnswerSchema,
  accountStateSchema,
  isOpenStatus,
  ok,
  type AccountAnswer,
  type AccountState,
  type Balances,
  type OrderAnswer,
  type Result,
  type UserEvent,
} from '@bourse/trading';
import { $session } from '../../session/store/session';
import { forgetOldLedger } from '../model/old-keys';
import { tradingApi } from './api';
import { listenUserStream } from './stream';

/**
 * The trader's trading accounts (demo, real USD, real EUR), as the server keeps them; the one the
 * switcher shows is the server's choice, so every browser shows the same. Empty until loaded.
 *
 * @example
 * useStore($tradingAccounts).map((a) => `${a.name} ${a.accountNumber}`);
 */
export type TradingSnapshot = { status: 'loading' | 'ready' | 'error'; accounts: AccountAnswer[]; state: AccountState | null };

/**
 * The root of the trading stores: the accounts, and the active account's state (balances, open
 * orders, the staff's notices), loaded while any view shows one of them and kept live by the push
 * channel. `status` says whether it has loaded.
 */
export const $accountState = atom<TradingSnapshot>({ status: 'loading', accounts: [], state: null });
export const $tradingAccounts = computed($accountState, (s) => s.accounts);
export const $activeAccount = computed($tradingAccounts, (accounts) => accounts.find((a) => a.active) ?? accounts[0] ?? null);

/** Free, locked and total per asset of the active account (empty until loaded). */
export const $balances = computed($accountState, (s): Balances => s.state?.balances ?? {});
/** The active account's orders still open (new or partly filled, waiting stops too), newest first. */
export const $openOrders = computed($accountState, (s): OrderAnswer[] => s.state?.openOrders ?? []);

/** Every order change the push channel brought this session (the history lists reload on a finished one). */
export const $orderEvents = atom<{ order: OrderAnswer; at: number } | null>(null);

const patch = (change: Partial<TradingSnapshot>) => $accountState.set({ ...$accountState.get(), ...change });

export async function reloadAccounts(): Promise<void> {
  const accounts = await tradingApi('GET', '/accounts', z.array(accountAnswerSchema));
  if (!accounts.ok) return patch({ status: 'error' });
  const active = accounts.value.find((a) => a.active) ?? accounts.value[0];
  if (!active) return patch({ status: 'ready', accounts: accounts.value, state: null });
  const state = await tradingApi('GET', `/accounts/${active.id}`, accountStateSchema);
  patch(state.ok ? { status: 'ready', accounts: accounts.value, state: state.value } : { status: 'error', accounts: accounts.value });
}

function withOrder(state: AccountState, order: OrderAnswer): AccountState {
  const others = state.openOrders.filter((o) => o.orderId !== order.orderId);
  const openOrders = isOpenStatus(order.status) ? [order, ...others].sort((a, b) => b.time - a.time) : others;
  return { ...state, openOrders };
}

/** One event of the push channel applied to the active account (another account's events only reload the list). */
export function applyUserEvent(event: UserEvent): void {
  const current = $accountState.get().state;
  if (event.e === 'accountsChanged') return void reloadAccounts();
  // Forex quotes and the forex account's changes are the forex terminal's, not a spot account's.
  if (event.e === 'priceAlert' || event.e === 'forexQuote' || event.e === 'marginChanged' || !current) return;
  if (event.accountId !== current.account.id) return;
  if (event.e === 'executionReport') {
    patch({ status: 'ready', state: withOrder(current, event.order) });
    $orderEvents.set({ order: event.order, at: Date.now() });
  } else if (event.e === 'outboundAccountPosition') patch({ state: { ...current, balances: event.balances } });
  else if (event.e === 'balanceUpdate') void reloadAccounts();
}

/** An order the trader's own request just placed or changed: shown at once, before the push channel repeats it. */
export function noteOrder(order: OrderAnswer, balances?: Balances): void {
  const current = $accountState.get().state;
  if (!current || current.account.id !== order.accountId) return;
  const state = withOrder(current, order);
  patch({ state: balances ? { ...state, balances } : state });
  $orderEvents.set({ order, at: Date.now() });
}

export function noteBalances(accountId: number, balances: Balances): void {
  const current = $accountState.get().state;
  if (current && current.account.id === accountId) patch({ state: { ...current, balances } });
}

/** Shows another account in the switcher, in every browser of the trader. */
export async function selectAccount(id: number): Promise<Result<null>> {
  const done = await tradingApi('POST', `/accounts/${id}/select`, z.array(accountAnswerSchema));
  if (!done.ok) return done;
  await reloadAccounts();
  return ok(null);
}

/** The demo fill setting of the demo account (resting limits fill at their own price 10 s after placing; labelled when on). */
export async function setDemoFill(accountId: number, demoFill: boolean): Promise<Result<null>> {
  const done = await tradingApi('PUT', `/accounts/${accountId}/settings`, z.null(), { demoFill });
  if (done.ok) await reloadAccounts();
  return done;
}

/** Resets the demo account: open orders cancelled, every asset back to its starting balance. */
export async function resetDemoAccount(accountId: number): Promise<Result<null>> {
  const done = await tradingApi('POST', `/accounts/${accountId}/reset`, z.unknown());
  await reloadAccounts();
  return done.ok ? ok(null) : done;
}

// Loaded while any view shows an account, for the signed-in trader; kept live by the push channel.
onMount($accountState, () => {
  let stopStream: (() => void) | null = null;
  const unsubscribe = $session.subscribe((session) => {
    stopStream?.();
    stopStream = null;
    if (session.status !== 'authenticated') {
      $accountState.set({ status: 'loading', accounts: [], state: null });
      return;
    }
    if (typeof localStorage !== 'undefined') forgetOldLedger(localStorage);
    void reloadAccounts();
    stopStream = listenUserStream(applyUserEvent);
  });
  return () => {
    unsubscribe();
    stopStream?.();
  };
});
