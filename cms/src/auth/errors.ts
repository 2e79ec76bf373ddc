/**
 * Errors of the auth API as data: a code, an HTTP status and an English message that says what went
 * wrong and how to fix it. The site translates by `error` code; other clients show `message`.
 * The body is the account API's error shape `{ error, message, status, details, validationErrors }`.
 */
export type AuthErrorCode =
  | 'VALIDATION_ERROR'
  | 'INVALID_CREDENTIALS'
  | 'ACCOUNT_LOCKED'
  | 'ACCOUNT_DISABLED'
  | 'EMAIL_NOT_VERIFIED'
  | 'RATE_LIMITED'
  | 'UNAUTHORIZED'
  | 'INVALID_REFRESH_TOKEN'
  | 'NO_REFRESH_TOKEN'
  | 'SESSION_EXPIRED'
  | 'SESSION_REVOKED'
  | 'INVALID_TOKEN'
  | 'USERNAME_TAKEN'
  | 'CSRF_REJECTED'
  | 'SERVER_ERROR';

export type ValidationIssue = { field: string; code: string; message: string };

export type ApiErrorBody = {
  error: AuthErrorCode;
  message: string;
  status: number;
  details: string[];
  validationErrors: ValidationIssue[];
};

const catalogue: Record<AuthErrorCode, { status: number; message: string }> = {
  VALIDATION_ERROR: { status: 400, message: 'Some fields are invalid: correct them and try again.' },
  INVALID_CREDENTIALS: { status: 401, message: 'The e-mail or password is incorrect.' },
  ACCOUNT_LOCKED: {
    status: 423,
    message:
      'Too many failed logins from your address: this account is locked for you for 10 minutes. Try again later or reset your password.',
  },
  ACCOUNT_DISABLED: { status: 403, message: 'This account is suspended. Contact support.' },
  EMAIL_NOT_VERIFIED: {
    status: 403,
    message: 'Confirm your e-mail address first: open the link we sent you, or ask for a new one.',
  },
  RATE_LIMITED: { status: 429, message: 'Too many requests from your address. Wait a minute and try again.' },
  UNAUTHORIZED: { status: 401, message: 'You are not signed in, or your session has ended. Log in again.' },
  INVALID_REFRESH_TOKEN: { status: 401, message: 'Token refresh failed: log in again.' },
  NO_REFRESH_TOKEN: { status: 401, message: 'No refresh token available: log in again.' },
  SESSION_EXPIRED: { status: 401, message: 'Token refresh failed: your session has expired. Log in again.' },
  SESSION_REVOKED: {
    status: 401,
    message: 'Token refresh failed: this session was ended (logged out, or its refresh token was used twice). Log in again.',
  },
  INVALID_TOKEN: { status: 400, message: 'This link is invalid or has expired. Ask for a new one.' },
  USERNAME_TAKEN: { status: 400, message: 'This username is taken: choose another.' },
  CSRF_REJECTED: { status: 403, message: 'This request did not come from the site: reload the page and try again.' },
  SERVER_ERROR: { status: 500, message: 'Something went wrong on our side. Try again in a moment.' },
};

/** @example authError('RATE_LIMITED').status // 429 */
export function authError(code: AuthErrorCode, extra: { validationErrors?: ValidationIssue[]; details?: string[] } = {}): ApiErrorBody {
  const { status, message } = catalogue[code];
  return { error: code, message, status, details: extra.details ?? [], validationErrors: extra.validationErrors ?? [] };
}

/** The error as an HTTP answer; never cached. */
export function errorResponse(body: ApiErrorBody, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status: body.status, headers: { 'cache-control': 'no-store', ...headers } });
}
