import { isLogoutReason, type LogoutReason } from '@bourse/terminal/domain';
import type { AstroGlobal } from 'astro';
import { describeAuthError } from '../i18n/auth';
import { callCms, errorOf } from './session-cms';
import { safeNext } from './session-paths';

export type AuthKind = 'login' | 'register' | 'forgot-password' | 'reset-password' | 'verify-email';

/** What an account page shows after handling the request. */
export type AuthState = {
  status: 'idle' | 'done' | 'error';
  message?: string;
  email?: string;
  token?: string;
  next?: string;
  /** Why the trader was signed out (login only), from `?reason=`. */
  reason?: LogoutReason;
  /** Login refused until the address is confirmed: the page offers to send the link again. */
  unverified?: boolean;
  /** A new confirmation link was asked for (verify-email). */
  resent?: boolean;
};

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
};
const clean = (body: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined && value !== ''));

/**
 * The server half of the account pages, so every form works without JavaScript: a POST is sent
 * to the CMS API and answered with a redirect (login) or a message; the e-mail link of
 * verify-email is confirmed on GET, and a POST there asks for a new link (login waits for the
 * confirmation and offers it). Returns a Response to send as is, or the state to render.
 */
export async function handleAuthPage(kind: AuthKind, Astro: AstroGlobal): Promise<Response | AuthState> {
  const { locale, session } = Astro.locals;
  const next = safeNext(Astro.url.searchParams.get('next'));
  const token = Astro.url.searchParams.get('token') ?? undefined;
  const clientIp = Astro.clientAddress;
  Astro.response.headers.set('cache-control', 'no-store');

  if (kind === 'verify-email' && Astro.request.method === 'POST') {
    // "Send the link again": answered alike whether or not the address has an account waiting.
    const form = await Astro.request.formData().catch(() => new FormData());
    const email = field(form, 'email');
    const answer = await callCms('/auth/verify-email/request', { body: clean({ email }), clientIp });
    if (answer.ok) return { status: 'done', resent: true, email };
    Astro.response.status = answer.status;
    return { status: 'error', message: describeAuthError(locale, errorOf(answer), 'requestFailed'), email };
  }
  if (kind === 'verify-email') {
    if (!token) return { status: 'error', message: describeAuthError(locale, { error: 'INVALID_TOKEN' }, 'requestFailed') };
    const answer = await callCms('/auth/verify-email', { body: { token }, clientIp });
    if (answer.ok) return { status: 'done' };
    Astro.response.status = answer.status;
    return { status: 'error', message: describeAuthError(locale, errorOf(answer), 'requestFailed') };
  }
  if (Astro.request.method !== 'POST') {
    if (kind === 'login' && session?.user) return Astro.redirect(next, 303);
    const reason = Astro.url.searchParams.get('reason');
    return { status: 'idle', token, next, ...(kind === 'login' && isLogoutReason(reason) ? { reason } : {}) };
  }

  const form = await Astro.request.formData().catch(() => new FormData());
  const email = field(form, 'email');
  const bodies: Record<Exclude<AuthKind, 'verify-email'>, Record<string, string | undefined>> = {
    login: { email, password: field(form, 'password') ?? '' },
    register: {
      email,
      password: field(form, 'password') ?? '',
      username: field(form, 'username'),
      firstName: field(form, 'firstName'),
      lastName: field(form, 'lastName'),
    },
    'forgot-password': { email },
    'reset-password': { token: field(form, 'token'), password: field(form, 'password') ?? '' },
  };
  const answer = await callCms(`/auth/${kind}`, { body: clean(bodies[kind]), clientIp });
  const formNext = safeNext(field(form, 'next'));
  if (answer.ok && kind === 'login') {
    const headers = new Headers({ location: formNext, 'cache-control': 'no-store' });
    for (const cookie of answer.cookies) headers.append('set-cookie', cookie);
    return new Response(null, { status: 303, headers });
  }
  if (answer.ok) return { status: 'done', email };
  Astro.response.status = answer.status;
  const fallback = kind === 'login' ? 'loginFailed' : kind === 'register' ? 'registrationFailed' : 'requestFailed';
  const error = errorOf(answer);
  return {
    status: 'error',
    message: describeAuthError(locale, error, fallback),
    email,
    token: field(form, 'token'),
    next: formNext,
    ...(error.error === 'EMAIL_NOT_VERIFIED' ? { unverified: true } : {}),
  };
}
