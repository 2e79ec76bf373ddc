import { accountWrite, type AccountDeps } from '../../session/store/account-call';
import { browserAuthDeps } from '../../session/store/auth-session';
import { checkPasswordChange, type PasswordErrorCode } from '../model/settings';

/** What the server may refuse on top of the form's own checks. */
export type PasswordChangeError = PasswordErrorCode | 'CURRENT_PASSWORD_WRONG' | 'PASSWORD_COMMON' | 'PASSWORD_TOO_LONG' | 'FAILED';
const SERVER_CODES: readonly PasswordChangeError[] = [
  'CURRENT_PASSWORD_WRONG',
  'PASSWORD_COMMON',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
];

/**
 * Changes the password on the account (`POST /api/auth/change-password`): the form's checks
 * first, then the server's (the current password, the policy); on success every other session of
 * the account has ended.
 * @example await changePassword({ current: 'old one', next: 'new long one', confirm: 'new long one' }) // null
 */
export async function changePassword(
  input: { current: string; next: string; confirm: string },
  deps: AccountDeps = browserAuthDeps(),
): Promise<PasswordChangeError | null> {
  const local = checkPasswordChange(input);
  if (local) return local;
  const body = JSON.stringify({ currentPassword: input.current, newPassword: input.next });
  const result = await accountWrite('/api/auth/change-password', { method: 'POST', body }, (data) => data, deps);
  if (result.ok) return null;
  if (result.reason === 'unavailable') return 'FAILED';
  return SERVER_CODES.find((code) => code === result.errors[0]?.code) ?? 'FAILED';
}
