/**
 * Ways an attacker spells a path outside the account API so that a decoder, a path resolver or
 * the CMS's router turns it into another collection: backslashes, dots and slashes percent-encoded
 * in either case, double-encoded, overlong UTF-8, a NUL, matrix parameters, a trailing slash.
 */
export const TRAVERSALS = [
  '/api/auth/..%5Ceditors%5Cme',
  '/api/auth/..%5cEditors%5cme',
  '/api/auth/%2E%2E%5Ceditors%5Cme',
  '/api/auth/%2e%2e%2feditors%2fme',
  '/api/auth/..%2Feditors%2Fme',
  '/api/auth/.%2E/editors/me',
  '/api/auth/..%255Ceditors%255Cme',
  '/api/auth/%252E%252E%252Feditors%252Fme',
  '/api/auth/%25252E%25252E%25255Ceditors',
  '/api/auth/..%C0%AFeditors%C0%AFme',
  '/api/auth/..%u005Ceditors',
  '/api/auth/..;/editors/me',
  '/api/auth/..%5C..%5Cadmin%5Clogin',
  '/api/auth/login%2F..%2F..%2Fpages',
  '/api/auth/login%5C..%5C..%5Ctraders',
  '/api/auth/..%5Ctraders',
  '/api/user/profile%00',
  '/api/user/profile/',
  '/api/user/Profile',
  '/api/user//profile',
  '/api/user/profile/..',
  '/api/%61uth/login',
  '/api/auth/log%69n',
  '/api/editors/me',
  '/api/traders',
  '/api/payload-preferences',
];
