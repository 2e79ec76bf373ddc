import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleEndpoints, type Payload } from 'payload';
import { guardEditorSession } from '../src/http/editor-cookie';
import { freshPayload } from './helpers';
import { editorToken, rest } from './rest-support';

const CMS = 'http://localhost:3001';
const SITE = 'http://localhost:4321';

let payload: Payload;
let token: string;
let pageId: number | string;
/** Payload's REST API behind the same guard as the CMS's /api route. */
const handler = (request: Request) =>
  guardEditorSession((guarded: Request) => handleEndpoints({ config: payload.config, request: guarded }))(request, undefined);
const asBrowser = (headers: Record<string, string>) => ({ headers: { cookie: `theme=dark; payload-token=${token}`, ...headers }, handler });

beforeAll(async () => {
  payload = await freshPayload();
  await payload.create({ collection: 'editors', data: { email: 'admin@example.com', password: 'long-enough-1', role: 'admin' } });
  token = await editorToken(payload, 'admin@example.com', 'long-enough-1');
  pageId = (await payload.create({ collection: 'pages', data: { title: 'About', slug: 'about', _status: 'published' } as never })).id;
  await payload.create({ collection: 'pages', data: { title: 'Secret draft', slug: 'secret', _status: 'draft' } as never, draft: true });
}, 120_000);
afterAll(async () => {
  await payload?.destroy();
});

describe("a script on the site's origin, with the admin's cookie in the browser", () => {
  it('is nobody to the CMS (Origin: the site)', async () => {
    const me = await rest(payload, 'GET', '/editors/me', asBrowser({ origin: SITE }));
    expect(me.body.user).toBeNull();
  });

  it('cannot change a page, with Origin or with only Sec-Fetch-Site: same-site', async () => {
    for (const headers of [{ origin: SITE }, { 'sec-fetch-site': 'same-site' }]) {
      const answer = await rest(payload, 'PATCH', `/pages/${pageId}`, { ...asBrowser(headers), body: { title: 'Defaced' } });
      expect(answer.status, JSON.stringify(headers)).toBe(403);
    }
    expect((await payload.findByID({ collection: 'pages', id: pageId })).title).toBe('About');
  });

  it('reads only what any visitor reads (no drafts, no editors)', async () => {
    const pages = await rest(payload, 'GET', '/pages?draft=true&limit=50', asBrowser({ 'sec-fetch-site': 'same-site' }));
    expect(pages.body.docs.map((p: { slug: string }) => p.slug)).not.toContain('secret');
    expect((await rest(payload, 'GET', '/editors', asBrowser({ origin: SITE }))).status).toBe(403);
  });

  it('may read public data over CORS, but never with credentials', async () => {
    const preflight = await rest(payload, 'OPTIONS', '/pages', {
      headers: { origin: SITE, 'access-control-request-method': 'GET' },
      handler,
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    const read = await rest(payload, 'GET', '/pages?limit=1', asBrowser({ origin: SITE }));
    expect(read.headers.get('access-control-allow-credentials')).toBeNull();
  });
});

describe("the admin on the CMS's own origin", () => {
  it('is the signed-in editor and can edit', async () => {
    expect((await rest(payload, 'GET', '/editors/me', asBrowser({ origin: CMS }))).body.user?.email).toBe('admin@example.com');
    expect((await rest(payload, 'GET', '/editors/me', asBrowser({ 'sec-fetch-site': 'same-origin' }))).body.user?.email).toBe(
      'admin@example.com',
    );
    const answer = await rest(payload, 'PATCH', `/pages/${pageId}`, { ...asBrowser({ origin: CMS }), body: { title: 'About us' } });
    expect(answer.status).toBe(200);
  });
});
