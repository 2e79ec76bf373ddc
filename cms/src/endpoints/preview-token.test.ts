import { describe, expect, it } from 'vitest';
import { signPreviewToken, verifyPreviewToken } from './preview-token';

const secret = 'a-long-shared-secret';
const now = new Date('2026-11-22T10:00:00Z');
const grant = { collection: 'pages', id: 7, locale: 'ru' } as const;

describe('preview tokens', () => {
  it('grant the signed document, locale and collection until they expire', () => {
    const token = signPreviewToken(grant, secret, { now });
    const result = verifyPreviewToken(token, secret, new Date(now.getTime() + 9 * 60_000));
    expect(result).toEqual({ ok: true, claims: { ...grant, exp: Math.floor(now.getTime() / 1000) + 600 } });
  });

  it('expire after at most ten minutes, whatever lifetime is asked for', () => {
    const token = signPreviewToken(grant, secret, { now, ttlSeconds: 3600 });
    const later = new Date(now.getTime() + 10 * 60_000 + 1000);
    expect(verifyPreviewToken(token, secret, later)).toEqual({ ok: false, error: { code: 'PREVIEW_TOKEN_EXPIRED' } });
  });

  it('are refused when signed with another secret', () => {
    const token = signPreviewToken(grant, 'someone-else', { now });
    expect(verifyPreviewToken(token, secret, now)).toEqual({ ok: false, error: { code: 'PREVIEW_TOKEN_BAD_SIGNATURE' } });
  });

  it('are refused when the claims were changed to reach another document', () => {
    const [, signature] = signPreviewToken(grant, secret, { now }).split('.');
    const forged = Buffer.from(JSON.stringify({ ...grant, id: 8, exp: Math.floor(now.getTime() / 1000) + 600 })).toString('base64url');
    expect(verifyPreviewToken(`${forged}.${signature}`, secret, now)).toEqual({
      ok: false,
      error: { code: 'PREVIEW_TOKEN_BAD_SIGNATURE' },
    });
  });

  it('are refused when missing or malformed', () => {
    for (const token of [undefined, '', 'abc', 'a.b.c', null]) {
      expect(verifyPreviewToken(token, secret, now)).toEqual({ ok: false, error: { code: 'PREVIEW_TOKEN_MALFORMED' } });
    }
  });
});
