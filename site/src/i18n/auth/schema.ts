import * as z from 'zod';

const text = z.string().trim().min(1);

/**
 * Texts of the account pages (login, register, password reset, e-mail confirmation) and the
 * messages for each API error code. Every language is complete: a trader locked out must read
 * why in their own language.
 * @example authDictionarySchema.parse(en).loginFailed // 'Login failed'
 */
export const authDictionarySchema = z.strictObject({
  loginTitle: text, loginLead: text, email: text, password: text, newPassword: text, loginSubmit: text,
  registerTitle: text, registerLead: text, username: text, usernameHint: text, firstName: text, lastName: text,
  passwordHint: text, registerSubmit: text, registerDone: text,
  forgotTitle: text, forgotLead: text, forgotSubmit: text, forgotDone: text, forgotLink: text,
  resetTitle: text, resetSubmit: text, resetDone: text, resetNoToken: text,
  verifyTitle: text, verifyDone: text, verifyFailed: text,
  noAccount: text, haveAccount: text, toLogin: text, logout: text,
  loginFailed: text, registrationFailed: text, requestFailed: text,
  // One message per API error code (cms/src/auth/errors.ts) and per validation code.
  INVALID_CREDENTIALS: text, ACCOUNT_LOCKED: text, ACCOUNT_DISABLED: text, RATE_LIMITED: text,
  INVALID_TOKEN: text, USERNAME_TAKEN: text, CSRF_REJECTED: text, SERVER_ERROR: text, VALIDATION_ERROR: text,
  PASSWORD_TOO_SHORT: text, PASSWORD_TOO_LONG: text, PASSWORD_COMMON: text, INVALID_EMAIL: text,
});
export type AuthDictionary = z.infer<typeof authDictionarySchema>;
export type AuthKey = keyof AuthDictionary;
