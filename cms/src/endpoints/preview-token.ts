import { createHmac, timingSafeEqual } from 'node:crypto';
import { messagesFor, SITE_LOCALES } from '@bourse/i18n';
import { z } from 'zod';

/** Longest a preview link stays valid: a leaked link must die quickly. */
export const PREVIEW_TTL_MAX_SECONDS = 600;

/**
 * What a preview token grants: reading one draft document of one collection in one locale until `exp`
 * (unix seconds). @example { collection: 'pages', id: 12, locale: 'ru', exp: 1767225600 }
 */
export const previewClaimsSchema = z.object({
  collection: z.enum(['pages', 'posts', 'news', 'research']),
  id: z.union([z.string().min(1), z.number().int()]),
  locale: z.enum(SITE_LOCALES),
  exp: z.number().int().positive(),
});
export type PreviewClaims = z.infer<typeof previewClaimsSchema>;

export type PreviewError = { code: 'PREVIEW_TOKEN_MALFORMED' | 'PREVIEW_TOKEN_BAD_SIGNATURE' | 'PREVIEW_TOKEN_EXPIRED' };
export type PreviewResult = { ok: true; claims: PreviewClaims } | { ok: false; error: PreviewError };

const sign = (body: string, secret: string) => createHmac('sha256', secret).update(`bourse-preview.${body}`).digest();

/** A token `<base64url claims>.<base64url HMAC-SHA256>`, valid for at most ten minutes from `now`. */
export function signPreviewToken(
  grant: Omit<PreviewClaims, 'exp'>,
  secret: string,
  options: { now?: Date; ttlSeconds?: number } = {},
): string {
  if (!secret) throw new Error('a preview token needs a secret');
  const ttl = Math.min(options.ttlSeconds ?? PREVIEW_TTL_MAX_SECONDS, PREVIEW_TTL_MAX_SECONDS);
  const nowSeconds = Math.floor((options.now ?? new Date()).getTime() / 1000);
  const claims = previewClaimsSchema.parse({ ...grant, exp: nowSeconds + ttl });
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${sign(body, secret).toString('base64url')}`;
}

/** Checks signature first (constant time), then shape, then expiry; never throws. */
export function verifyPreviewToken(token: unknown, secret: string, now: Date = new Date()): PreviewResult {
  const fail = (code: PreviewError['code']): PreviewResult => ({ ok: false, error: { code } });
  if (typeof token !== 'string' || !secret) return fail('PREVIEW_TOKEN_MALFORMED');
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return fail('PREVIEW_TOKEN_MALFORMED');
  const expected = sign(body, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return fail('PREVIEW_TOKEN_BAD_SIGNATURE');
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return fail('PREVIEW_TOKEN_MALFORMED');
  }
  const parsed = previewClaimsSchema.safeParse(json);
  if (!parsed.success) return fail('PREVIEW_TOKEN_MALFORMED');
  // A token claiming a longer life than we ever sign was not made by us, whatever its signature.
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (parsed.data.exp <= nowSeconds || parsed.data.exp > nowSeconds + PREVIEW_TTL_MAX_SECONDS) return fail('PREVIEW_TOKEN_EXPIRED');
  return { ok: true, claims: parsed.data };
}

const ERROR_KEYS = {
  PREVIEW_TOKEN_MALFORMED: 'previewMalformed',
  PREVIEW_TOKEN_BAD_SIGNATURE: 'previewBadSignature',
  PREVIEW_TOKEN_EXPIRED: 'previewExpired',
} as const satisfies Record<PreviewError['code'], string>;

/**
 * An error's text in every site language, from the catalogue, for the edge to pick the reader's.
 * @example previewErrorMessages('PREVIEW_TOKEN_EXPIRED').ru // 'Срок действия ссылки предпросмотра (10 минут) истёк. …'
 */
export function previewErrorMessages(code: PreviewError['code']): Record<(typeof SITE_LOCALES)[number], string> {
  return Object.fromEntries(SITE_LOCALES.map((locale) => [locale, messagesFor(locale).site[ERROR_KEYS[code]]])) as Record<
    (typeof SITE_LOCALES)[number],
    string
  >;
}
