import type { Locale } from '@bourse/themes';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import ru from './ru.json';
import { authDictionarySchema, type AuthDictionary, type AuthKey } from './schema';

export type { AuthDictionary, AuthKey } from './schema';

// Parsed at start-up: a broken or incomplete translation stops the server and the tests at once.
const dictionaries: Record<Locale, AuthDictionary> = {
  en: authDictionarySchema.parse(en),
  ru: authDictionarySchema.parse(ru),
  de: authDictionarySchema.parse(de),
  es: authDictionarySchema.parse(es),
};

export const authTexts = (locale: Locale): AuthDictionary => dictionaries[locale];

/**
 * The message for a failed account call: the validation code of the first field, else the error
 * code, else the spec's fallback ('Login failed', 'Registration failed').
 * @example describeAuthError('ru', { error: 'ACCOUNT_LOCKED' }, 'loginFailed') // 'Слишком много…'
 */
export function describeAuthError(
  locale: Locale,
  error: { error?: string; validationErrors?: Array<{ code: string; field?: string }> } | undefined,
  fallback: 'loginFailed' | 'registrationFailed' | 'requestFailed',
): string {
  const texts = dictionaries[locale];
  const known = (code: string | undefined): code is AuthKey => Boolean(code && code in texts && /^[A-Z_]+$/.test(code));
  const first = error?.validationErrors?.[0];
  const fieldCode = first?.field === 'email' ? 'INVALID_EMAIL' : first?.code;
  if (known(fieldCode)) return texts[fieldCode];
  if (known(error?.error)) return texts[error.error];
  return texts[fallback];
}
