import { and, eq, inArray } from '@payloadcms/db-sqlite/drizzle';
import {
  DEMO_BALANCES,
  Dec,
  adjust,
  amountString,
  cancelList,
  cancelSpotOrder,
  fail,
  ok,
  readAmountText,
  type Balances,
  type MovementDraft,
  type Result,
  type SpotOrder,
} from '@bourse/trading';
import { accountById } from './accounts';
import type { Ledger } from './connection';
import { insertMovements, readBalances, saveOrder, writeBalances } from './records';
import { orderFromRow } from './rows';

/** The largest single staff credit, in the asset's units: a guard against a slip of the finger. */
export const MAX_CREDIT = '1000000000';

/**
 * Staff credit a demo account (never a "real" one) with a reason the trader sees beside the
 * movement. The amount is read as strictly as any other.
 */
export async function creditDemo(
  ledger: Ledger,
  accountId: number,
  input: { asset: unknown; amount: unknown; reason: unknown },
  now: number,
): Promise<Result<{ balances: Balances }>> {
  const account = await accountById(ledger, accountId);
  if (!account) return fail('ACCOUNT_NOT_FOUND', 'account');
  if (account.kind !== 'demo') return fail('DEMO_ONLY', 'account');
  const asset = typeof input.asset === 'string' && /^[A-Z0-9]{2,10}$/.test(input.asset) ? input.asset : null;
  if (!asset) return fail('UNKNOWN_ASSET', 'asset');
  const reason = typeof input.reason === 'string' ? input.reason.trim() : '';
  if (reason.length < 3 || reason.length > 200) return fail('REASON_REQUIRED', 'reason');
  const amount = readAmountText(input.amount, { field: 'amount', decimals: 8, max: MAX_CREDIT, unit: asset });
  if (!amount.ok) return amount;
  return ledger.transaction(accountId, async (tx) => {
    const before = await readBalances(tx, ledger.tables, accountId);
    const balances = adjust(before, asset, { free: amount.value })!;
    await insertMovements(tx, ledger.tables, accountId, [{ asset, amount: amountString(amount.value), kind: 'credit' }], { reason }, now);
    await writeBalances(tx, ledger.tables, accountId, before, balances, now);
    return ok({ balances });
  });
}

/**
 * Resets a demo account: every open order is cancelled (its hold returned), then each asset is
 * brought back to its demo starting balance by one movement of the difference, so the ledger still
 * explains every unit. Real accounts cannot be reset.
 */
export async function resetDemo(
  ledger: Ledger,
  accountId: number,
  now: number,
): Promise<Result<{ orders: SpotOrder[]; balances: Balances }>> {
  const account = await accountById(ledger, accountId);
  if (!account) return fail('ACCOUNT_NOT_FOUND', 'account');
  if (account.kind !== 'demo') return fail('DEMO_ONLY', 'account');
  const { orders } = ledger.tables;
  return ledger.transaction(accountId, async (tx) => {
    const before = await readBalances(tx, ledger.tables, accountId);
    const open = (
      await tx
        .select()
        .from(orders)
        .where(and(eq(orders.account!, accountId), inArray(orders.status!, ['NEW', 'PARTIALLY_FILLED'])))
    ).map(orderFromRow);
    let balances = before;
    const cancelled: SpotOrder[] = [];
    for (const order of open) {
      if (cancelled.some((o) => o.orderId === order.orderId)) continue;
      if (order.orderListId !== -1) {
        const legs = open.filter((o) => o.orderListId === order.orderListId);
        const done = cancelList(balances, legs, now);
        if (done.ok) {
          balances = done.value.balances;
          cancelled.push(...done.value.orders);
        }
        continue;
      }
      const done = cancelSpotOrder({ order, balances }, now);
      if (done.ok) {
        balances = done.value.balances;
        cancelled.push(done.value.order);
      }
    }
    const movements: MovementDraft[] = [];
    const reset: Balances = {};
    for (const asset of new Set([...Object.keys(balances), ...Object.keys(DEMO_BALANCES)])) {
      const target = new Dec(DEMO_BALANCES[asset] ?? 0);
      const delta = target.minus(balances[asset]?.total ?? 0);
      if (!delta.isZero()) movements.push({ asset, amount: amountString(delta), kind: 'reset' });
      reset[asset] = { free: amountString(target), locked: '0.00000000', total: amountString(target) };
    }
    for (const order of cancelled) await saveOrder(tx, ledger.tables, order);
    await insertMovements(tx, ledger.tables, accountId, movements, { reason: 'Demo account reset' }, now);
    await writeBalances(tx, ledger.tables, accountId, before, reset, now);
    return ok({ orders: cancelled, balances: reset });
  });
}
