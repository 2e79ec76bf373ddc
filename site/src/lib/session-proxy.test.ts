import type { APIContext } from 'astro';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TRAVERSALS } from '../../test/traversals';
import { serverEnv } from './server-env';
import { PROXY_BODY_LIMIT, proxyToCms } from './session-proxy';

const SITE = 'http://site.test';
const EDITOR_COOKIE = 'payload-token=editor.jwt.value';

function context(path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  const request = new Request(`${SITE}${path}`, init);
  return { url: new URL(request.url), request, clientAddress: '192.0.2.7' } as unknown as APIContext;
}

/** A CMS that records what reached it and answers `answer`. */
function fakeCms(answer: () => Response = () => Response.json({ success: true })) {
  const calls: { url: string; method: string; headers: Headers; body: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, method: String(init.method), headers: new Headers(init.headers), body: String(init.body ?? '') });
      return answer();
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('the account proxy', () => {
  it.each(TRAVERSALS)('answers 404 to %s without asking the CMS', async (path) => {
    const calls = fakeCms();
    for (const method of ['GET', 'POST', 'PATCH', 'DELETE']) {
      const response = await proxyToCms(context(path, { method, headers: { cookie: EDITOR_COOKIE } }));
      expect(response.status).toBe(404);
    }
    expect(calls).toEqual([]);
  });

  it('answers 405 with Allow to a listed path asked with another method', async () => {
    const calls = fakeCms();
    const response = await proxyToCms(context('/api/user/profile', { method: 'DELETE' }));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, PUT');
    expect(calls).toEqual([]);
  });

  it("forwards only the trader's own cookies, never the editor's or any other", async () => {
    const calls = fakeCms();
    const cookie = `${EDITOR_COOKIE}; bourse-session=acc.tok; theme=dark; bourse-refresh=ref.tok; payload-token=second`;
    await proxyToCms(context('/api/user/profile', { headers: { cookie } }));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('http://127.0.0.1:3001/api/user/profile');
    expect(calls[0]!.headers.get('cookie')).toBe('bourse-session=acc.tok; bourse-refresh=ref.tok');
  });

  it('sends no cookie header when the browser holds no trader cookie', async () => {
    const calls = fakeCms();
    await proxyToCms(context('/api/user/profile', { headers: { cookie: EDITOR_COOKIE } }));
    expect(calls[0]!.headers.has('cookie')).toBe(false);
  });

  it("passes an identity document's multipart bytes whole, and refuses one over the upload limit without asking the CMS", async () => {
    const sent: Array<{ type: string | null; bytes: number }> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        sent.push({ type: new Headers(init.headers).get('content-type'), bytes: (init.body as Uint8Array).byteLength });
        return Response.json({ success: true }, { status: 201 });
      }),
    );
    const form = (size: number) => {
      const body = new FormData();
      body.set('kind', 'passport');
      body.set('file', new File([new Uint8Array(size).fill(0xff)], 'passport.jpg'));
      return body;
    };
    const small = new Request(`${SITE}/api/verification/documents`, { method: 'POST', body: form(300_000), headers: { origin: SITE } });
    const length = (await small.clone().arrayBuffer()).byteLength;
    const ok = await proxyToCms({ url: new URL(small.url), request: small, clientAddress: '192.0.2.7' } as unknown as APIContext);
    expect(ok.status).toBe(201);
    expect(sent).toEqual([{ type: small.headers.get('content-type'), bytes: length }]);
    expect(sent[0]!.type).toMatch(/^multipart\/form-data; boundary=/);
    const big = new Request(`${SITE}/api/verification/documents`, {
      method: 'POST',
      body: form(6 * 1024 * 1024),
      headers: { origin: SITE },
    });
    expect((await proxyToCms({ url: new URL(big.url), request: big, clientAddress: '192.0.2.7' } as unknown as APIContext)).status).toBe(
      413,
    );
    expect(sent).toHaveLength(1);
  });

  it('adds no Sec-Fetch-Site and passes no other browser header the CMS would trust', async () => {
    const calls = fakeCms();
    const headers = { 'sec-fetch-site': 'same-origin', 'x-forwarded-for': '10.0.0.1', origin: SITE, 'content-type': 'application/json' };
    await proxyToCms(context('/api/auth/refresh', { method: 'POST', headers, body: '{}' }));
    const sent = calls[0]!.headers;
    expect(sent.has('sec-fetch-site')).toBe(false);
    expect(sent.get('x-forwarded-for')).toBe('192.0.2.7');
    expect(sent.get('origin')).toBe(SITE);
    expect(calls[0]!.body).toBe('{}');
  });

  it('refuses a write from another origin before the CMS sees it', async () => {
    const calls = fakeCms();
    const response = await proxyToCms(context('/api/auth/logout', { method: 'POST', headers: { origin: 'http://evil.test' }, body: '{}' }));
    expect(response.status).toBe(403);
    expect(calls).toEqual([]);
  });

  it('refuses a body over the limit with 413, whatever Content-Length says', async () => {
    const calls = fakeCms();
    const big = 'x'.repeat(PROXY_BODY_LIMIT + 1);
    const response = await proxyToCms(
      context('/api/auth/register', { method: 'POST', body: big, headers: { 'content-type': 'application/json' } }),
    );
    expect(response.status).toBe(413);
    expect(calls).toEqual([]);
  });

  it("passes back the CMS's status, body, Retry-After and the trader's cookies only", async () => {
    fakeCms(() => {
      const headers = new Headers({ 'retry-after': '42', 'content-type': 'application/json' });
      headers.append('set-cookie', 'bourse-session=new; Path=/; HttpOnly');
      headers.append('set-cookie', 'payload-token=x; Path=/');
      return new Response('{"error":"RATE_LIMITED"}', { status: 429, headers });
    });
    const response = await proxyToCms(context('/api/auth/login', { method: 'POST', body: '{}', headers: { origin: SITE } }));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('42');
    expect(response.headers.getSetCookie()).toEqual(['bourse-session=new; Path=/; HttpOnly']);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ error: 'RATE_LIMITED' });
  });

  it('sends the trading routes to the engine, with the trader’s cookies and the query, and the rest to the CMS', async () => {
    const env = serverEnv();
    const saved = { ...env };
    Object.assign(env, { ENGINE_INTERNAL_URL: 'http://127.0.0.1:3999', CMS_INTERNAL_URL: 'http://127.0.0.1:3998' });
    const calls = fakeCms();
    const cookie = `${EDITOR_COOKIE}; bourse-session=trader.jwt`;
    await proxyToCms(context('/api/trading/accounts/7/orders?status=history&from=1', { headers: { cookie } }));
    await proxyToCms(context('/api/trading/accounts/7/orders/42', { method: 'DELETE', headers: { cookie, origin: SITE } }));
    await proxyToCms(context('/api/user/profile', { headers: { cookie } }));
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET http://127.0.0.1:3999/api/trading/accounts/7/orders?status=history&from=1',
      'DELETE http://127.0.0.1:3999/api/trading/accounts/7/orders/42',
      'GET http://127.0.0.1:3998/api/user/profile',
    ]);
    expect(calls[0]!.headers.get('cookie')).toBe('bourse-session=trader.jwt');
    Object.assign(env, saved);
  });

  it('answers 503 in words for a trading route when the engine is not running, and 404 for an unlisted one', async () => {
    const env = serverEnv();
    const saved = { ...env };
    env.ENGINE_INTERNAL_URL = undefined;
    const calls = fakeCms();
    const off = await proxyToCms(context('/api/trading/accounts'));
    expect([off.status, (await off.json()).message]).toEqual([503, 'Paper trading is not running on this site.']);
    expect((await proxyToCms(context('/api/trading/accounts/7/ledger'))).status).toBe(404);
    expect(calls).toEqual([]);
    Object.assign(env, saved);
  });
});
