import { afterEach, describe, expect, it, vi } from 'vitest';
import type { APIContext } from 'astro';
import { withSession } from './session-guard';

const user = {
  id: '1',
  email: 'a@b.co',
  username: 'a',
  firstName: '',
  lastName: '',
  avatar: '',
  status: 'active',
  emailVerified: true,
  level: 'ordinary',
};

function context(path: string, cookie?: string) {
  const url = new URL(`http://site.test${path}`);
  return {
    url,
    request: new Request(url, { headers: cookie ? { cookie } : {} }),
    clientAddress: '192.0.2.1',
    locals: { locale: 'en' } as App.Locals,
  } as unknown as APIContext;
}
const page = () => Promise.resolve(new Response('<h1>cabinet</h1>', { status: 200 }));

afterEach(() => vi.unstubAllGlobals());

describe('the session guard', () => {
  it('sends a logged-out visitor from the cabinet to login, without asking the CMS or rendering', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const next = vi.fn(page);
    const response = await withSession(context('/cabinet/spot?pair=ETH'), next);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login?next=%2Fcabinet%2Fspot%3Fpair%3DETH');
    expect(next).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('lets a trader with a live access token in, and marks the page uncacheable', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ success: true, data: user })),
    );
    // A JWT whose exp is 2026-11-28T12:00:00Z (1795867200).
    const token = `h.${Buffer.from(JSON.stringify({ exp: 1795867200 })).toString('base64url')}.s`;
    const ctx = context('/cabinet', `bourse-session=${token}`);
    const response = await withSession(ctx, page);
    expect(response.status).toBe(200);
    expect(ctx.locals.session).toMatchObject({ user: { email: 'a@b.co' }, accessExpiresAt: '2026-11-28T12:00:00.000Z' });
    expect(Object.keys(ctx.locals.session!).filter((key) => /token/i.test(key))).toEqual([]);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('renews an expired access token with the refresh cookie and passes the new cookies on', async () => {
    const fetch = vi.fn(async (url: string) =>
      url.endsWith('/user/profile')
        ? Response.json({ error: 'UNAUTHORIZED' }, { status: 401 })
        : new Response(JSON.stringify({ success: true, data: { accessExpiresAt: '2026-11-28T12:15:00.000Z', user } }), {
            headers: [
              ['set-cookie', 'bourse-session=t2; Path=/; HttpOnly'],
              ['set-cookie', 'bourse-refresh=r2; Path=/; HttpOnly'],
            ],
          }),
    );
    vi.stubGlobal('fetch', fetch);
    const ctx = context('/cabinet', 'bourse-session=old; bourse-refresh=r1');
    const response = await withSession(ctx, page);
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual(['bourse-session=t2; Path=/; HttpOnly', 'bourse-refresh=r2; Path=/; HttpOnly']);
    // The page tells the islands when the renewed cookie needs renewing, and hands them no token.
    expect(ctx.locals.session).toMatchObject({ user: { email: 'a@b.co' }, accessExpiresAt: '2026-11-28T12:15:00.000Z' });
    expect(Object.keys(ctx.locals.session!).filter((key) => /token/i.test(key))).toEqual([]);
  });

  it('says why on the way to login when the session was revoked or expired, keeping the address', async () => {
    const refusing = (error: string) => vi.fn(async () => Response.json({ error }, { status: 401 }));
    vi.stubGlobal('fetch', refusing('SESSION_REVOKED'));
    const revoked = await withSession(context('/cabinet/orders/open?tab=1', 'bourse-session=old; bourse-refresh=r1'), page);
    expect(revoked.headers.get('location')).toBe('/login?next=%2Fcabinet%2Forders%2Fopen%3Ftab%3D1&reason=revoked');
    vi.stubGlobal('fetch', refusing('SESSION_EXPIRED'));
    const expired = await withSession(context('/cabinet', 'bourse-refresh=r1'), page);
    expect(expired.headers.get('location')).toBe('/login?next=%2Fcabinet&reason=expired');
  });

  it('keeps the cookies when the CMS cannot be reached (no one is signed out by an outage)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new Error('ECONNREFUSED');
      }),
    );
    const response = await withSession(context('/cabinet', 'bourse-session=abc; bourse-refresh=r1'), page);
    expect(response.status).toBe(302);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('clears dead cookies and redirects when neither token works', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: 'INVALID_REFRESH_TOKEN' }, { status: 401 })),
    );
    const response = await withSession(context('/forex', 'bourse-session=old; bourse-refresh=dead'), page);
    expect(response.status).toBe(302);
    expect(response.headers.getSetCookie().every((c) => c.includes('Max-Age=0'))).toBe(true);
  });

  it('leaves public pages to visitors', async () => {
    const response = await withSession(context('/terms'), page);
    expect(response.status).toBe(200);
  });
});
