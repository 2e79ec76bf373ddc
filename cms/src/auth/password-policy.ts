import { dictionary } from '@zxcvbn-ts/language-common';
import type { ValidationIssue } from './errors';

/**
 * Passwords: at least 8 characters (what the sign-up form promises), at most 128 (bounds hashing cost), and not on the
 * common-password list (OWASP ASVS 6.2.4). The list is zxcvbn-ts' `passwords-common` (about 49,000
 * entries, from leaked-password corpora), shipped by the npm package @zxcvbn-ts/language-common.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const common = new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));

/** @example isCommonPassword('Password1') // true */
export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase());
}

/** Problems with a new password, empty when it is acceptable. */
export function checkPassword(password: string, field = 'password'): ValidationIssue[] {
  if (password.length < PASSWORD_MIN) {
    return [{ field, code: 'PASSWORD_TOO_SHORT', message: `Use at least ${PASSWORD_MIN} characters.` }];
  }
  if (password.length > PASSWORD_MAX) {
    return [{ field, code: 'PASSWORD_TOO_LONG', message: `Use at most ${PASSWORD_MAX} characters.` }];
  }
  if (isCommonPassword(password)) {
    return [{ field, code: 'PASSWORD_COMMON', message: 'This password is too common: choose one that is harder to guess.' }];
  }
  return [];
}
