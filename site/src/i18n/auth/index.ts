import type { Locale } from '@bourse/themes';
import { messagesFor, type Catalogue } from '@bourse/i18n';

/**
 * Texts of the account pages (login, register, password reset, e-mail confirmation) and the
 * messages for each API error code, from the shared catalogue's `auth` section. Every site
 * language is complete: a trader locked out must read why in their own language.
 */
export type AuthDictionary = Catalogue['auth'];
export type AuthKey = keyof AuthDictionary;

export const authTexts = (locale: Locale): AuthDictionary => messagesFor(locale).auth;

/**
 * The message for a failed account call: the validation code of the first field, else the error
 * code, else the fallback ('Login failed', 'Registration failed').
 * @example describeAuthError('ru', { error: 'ACCOUNT_LOCKED' }, 'loginFailed') // 'Слишком много…'
 */
export function describeAuthError(
  locale: Locale,
  error: { error?: string; validationErrors?: Array<{ code: string; field?: string }> } | undefined,
  fallback: 'loginFailed' | 'registrationFailed' | 'requestFailed',
): string {
  const texts = authTexts(locale);
  const known = (code: string | undefined): code is AuthKey => Boolean(code && code in texts && /^[A-Z_]+$/.test(code));
  const first = error?.validationErrors?.[0];
  const fieldCode = first?.field === 'email' ? 'INVALID_EMAIL' : first?.code;
  if (known(fieldCode)) return texts[fieldCode];
  if (known(error?.error)) return texts[error.error];
  return texts[fallback];
}
