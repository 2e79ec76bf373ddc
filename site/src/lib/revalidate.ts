import { createHash, timingSafeEqual } from 'node:crypto';
import * as z from 'zod';
import { cacheKeys } from './cms-client';
import { locales } from './locale';

/** `{ collection?, slug? }`, as the CMS hook and `bourse theme use` send it. */
export const revalidateBodySchema = z.object({
  collection: z.string().min(1).optional(),
  slug: z.string().min(1).optional(),
});
export type RevalidateBody = z.infer<typeof revalidateBodySchema>;

export interface RevalidateRequest {
  authorization: string | null;
  /** The raw request body; empty means "drop everything". */
  body: string;
}

export interface RevalidateDeps {
  /** REVALIDATE_SECRET; when unset every call is refused. */
  secret: string | undefined;
  invalidate: (body: RevalidateBody) => number;
}

export interface RevalidateResponse {
  status: number;
  body: Record<string, unknown>;
}

/**
 * The revalidate webhook as a pure function: checks the bearer secret in constant time, then
 * drops cached CMS copies so the next request shows the change.
 * @example handleRevalidate({ authorization: 'Bearer s3cret', body: '' }, { secret: 's3cret', invalidate })
 *   // { status: 200, body: { revalidated: true, dropped: 3 } }
 */
export function handleRevalidate(request: RevalidateRequest, deps: RevalidateDeps): RevalidateResponse {
  if (!deps.secret) {
    return {
      status: 503,
      body: { error: 'REVALIDATE_NOT_CONFIGURED', message: 'Set REVALIDATE_SECRET on the site to enable revalidation.' },
    };
  }
  const token = /^Bearer (.+)$/i.exec(request.authorization ?? '')?.[1];
  if (!token || !secretsMatch(token, deps.secret)) {
    return { status: 401, body: { error: 'UNAUTHORIZED', message: 'Send Authorization: Bearer <REVALIDATE_SECRET>.' } };
  }
  let body: RevalidateBody = {};
  if (request.body.trim() !== '') {
    let json: unknown;
    try {
      json = JSON.parse(request.body);
    } catch {
      return {
        status: 400,
        body: { error: 'INVALID_BODY', message: 'The body must be JSON: { "collection"?: string, "slug"?: string }.' },
      };
    }
    const parsed = revalidateBodySchema.safeParse(json);
    if (!parsed.success) {
      return { status: 400, body: { error: 'INVALID_BODY', message: z.prettifyError(parsed.error) } };
    }
    body = parsed.data;
  }
  return { status: 200, body: { revalidated: true, dropped: deps.invalidate(body) } };
}

// Hashing first gives equal-length inputs, so timingSafeEqual cannot leak the secret's length.
function secretsMatch(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Which cache keys a change touches: one page in every language, all pages, or (for sites,
 * themes and anything unknown) everything, since the site record shapes every page.
 * @example revalidationScope({ collection: 'pages', slug: 'terms' }) // ['page:en:terms', 'page:ru:terms', …]
 */
export function revalidationScope(body: RevalidateBody): string[] | undefined {
  if (body.collection !== 'pages') return undefined;
  return body.slug ? locales.map((locale) => cacheKeys.page(locale, body.slug!)) : ['page'];
}
