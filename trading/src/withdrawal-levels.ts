import { Dec } from './decimal';
import { DAY_MS } from './config';
import { fail, ok, type Result } from './errors';

/** A trader's verified level: none, basic (e-mail and phone confirmed) or plus (documents approved by staff). */
export const VERIFICATION_LEVELS = ['none', 'basic', 'plus'] as const;
export type VerificationLevel = (typeof VERIFICATION_LEVELS)[number];

/**
 * What a trader may withdraw per day, in US dollars, by verified level: nothing before the basic
 * verification, 50,000 with it, 2,000,000 with Plus. Counted over the last 24 hours (a rolling
 * day, as the coin limits count theirs), across all of the trader's accounts.
 */
export const LEVEL_DAILY_LIMIT_USD: Readonly<Record<VerificationLevel, string>> = { none: '0', basic: '50000', plus: '2000000' };
export const LEVEL_LIMIT_WINDOW_MS = DAY_MS;

/** Coins counted one for one as US dollars (the product treats stablecoins at par everywhere). */
export const USD_STABLE_COINS: readonly string[] = ['USDT', 'USDC'];

/** The level as stored, anything unknown read as none (a missing level never opens withdrawals). */
export const levelOf = (stored: unknown): VerificationLevel =>
  (VERIFICATION_LEVELS as readonly unknown[]).includes(stored) ? (stored as VerificationLevel) : 'none';

/**
 * A withdrawal's worth in US dollars at the coin's price (1 for a stablecoin), rounded up to the
 * cent so a limit is never passed by a rounding.
 * @example withdrawalUsdValue('0.5', '60000.01').toFixed(2) // '30000.01'
 */
export function withdrawalUsdValue(amount: Dec | string, usdPrice: Dec | string): Dec {
  return new Dec(amount).times(usdPrice).toDecimalPlaces(2, Dec.ROUND_UP);
}

/** @example { level: 'basic', limitUsd: '50000.00', usedUsd: '1200.00', leftUsd: '48800.00', windowHours: 24 } */
export type LevelAllowance = { level: VerificationLevel; limitUsd: string; usedUsd: string; leftUsd: string; windowHours: number };

/** What the level allows today and what is left of it after `usedUsd`. */
export function levelAllowance(level: VerificationLevel, usedUsd: Dec | string): LevelAllowance {
  const limit = new Dec(LEVEL_DAILY_LIMIT_USD[level]);
  const rest = limit.minus(usedUsd);
  const left = rest.gt(0) ? rest : new Dec(0);
  return {
    level,
    limitUsd: limit.toFixed(2),
    usedUsd: new Dec(usedUsd).toFixed(2),
    leftUsd: left.toFixed(2),
    windowHours: LEVEL_LIMIT_WINDOW_MS / 3_600_000,
  };
}

/**
 * The level's rule for one more withdrawal worth `valueUsd`: refused without verification, and
 * refused when it would take the last 24 hours past the level's limit (the answer says what is left).
 * @example checkLevelLimit('basic', '0', '60000') // { ok: false, error: { code: 'LEVEL_DAILY_LIMIT', … params: { limit: '50000.00', left: '50000.00' } } }
 */
export function checkLevelLimit(level: VerificationLevel, usedUsd: Dec | string, valueUsd: Dec | string): Result<null> {
  if (level === 'none') return fail('KYC_REQUIRED');
  const allowance = levelAllowance(level, usedUsd);
  if (new Dec(valueUsd).gt(allowance.leftUsd))
    return fail('LEVEL_DAILY_LIMIT', 'amount', { level, limit: allowance.limitUsd, left: allowance.leftUsd });
  return ok(null);
}
