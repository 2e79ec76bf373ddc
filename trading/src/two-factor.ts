import { verifySync } from 'otplib';
import { TEST_2FA_CODE, TEST_EMAIL_CODE } from './config';

/**
 * Checks a two-factor code. A trader with an authenticator secret must give the current TOTP
 * (RFC 6238, 30 s steps, one step of clock drift either way); without one the fixed test
 * code stands in (a simulation sends no real codes).
 *
 * @example
 * verifyTwoFactorCode('123456', undefined, Date.now()); // true
 */
export function verifyTwoFactorCode(code: string | undefined, secret: string | undefined, now: number): boolean {
  if (!code || !/^\d{6}$/.test(code)) return false;
  if (!secret) return code === TEST_2FA_CODE;
  try {
    return verifySync({ secret, token: code, epoch: Math.floor(now / 1000), epochTolerance: 30 }).valid;
  } catch {
    // A malformed stored secret must refuse, never let the withdrawal through.
    return false;
  }
}

/** The e-mail confirmation code is a fixed placeholder (no mail is sent in the simulation). */
export function verifyEmailCode(code: string | undefined): boolean {
  return code === TEST_EMAIL_CODE;
}
