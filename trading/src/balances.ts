import { Dec, type DecimalInput } from './decimal';
import { amountString } from './amount';
import { DEMO_BALANCES } from './config';
import type { Balance, Balances } from './schemas';

const ZERO: Balance = { free: '0.00000000', locked: '0.00000000', total: '0.00000000' };

/** The documented demo starting balances, all free. */
export function createDemoBalances(): Balances {
  return Object.fromEntries(
    Object.entries(DEMO_BALANCES).map(([asset, value]) => {
      const amount = amountString(value);
      return [asset, { free: amount, locked: '0.00000000', total: amount }];
    }),
  );
}

export function balanceOf(balances: Balances, asset: string): Balance {
  return balances[asset] ?? ZERO;
}

export function freeOf(balances: Balances, asset: string): Dec {
  return new Dec(balanceOf(balances, asset).free);
}

/**
 * Applies a change to one asset's free and locked parts; total follows as their sum. Returns null
 * instead of a balance that would go below zero, so no caller can overdraw by mistake.
 *
 * @example
 * adjust(b, 'USDT', { free: '-600', locked: '600' }); // moves 600 USDT from free to locked
 */
export function adjust(balances: Balances, asset: string, delta: { free?: DecimalInput; locked?: DecimalInput }): Balances | null {
  const current = balanceOf(balances, asset);
  const free = new Dec(current.free).plus(delta.free ?? 0);
  const locked = new Dec(current.locked).plus(delta.locked ?? 0);
  if (free.isNegative() || locked.isNegative()) return null;
  return { ...balances, [asset]: { free: amountString(free), locked: amountString(locked), total: amountString(free.plus(locked)) } };
}
