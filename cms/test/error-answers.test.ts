import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleEndpoints, type Payload } from 'payload';
import { freshPayload } from './helpers';
import { signUp } from './auth-support';
import { editorToken, rest } from './rest-support';
import { withUploadCheck } from '../src/http/upload-check';

/**
 * Bad requests that used to crash into a 500 (a database error shown as a server fault) get the
 * client error they are: an id that cannot exist, a collection's versions asked for when it keeps
 * none, an upload whose name holds a NUL byte; and a draft cannot store a script address as its
 * canonical link.
 */
let payload: Payload;
let editor: string;
let trader: string;

beforeAll(async () => {
  payload = await freshPayload();
  await payload.create({ collection: 'editors', data: { email: 'admin@example.com', password: 'long-enough-1', role: 'admin' } });
  editor = await editorToken(payload, 'admin@example.com', 'long-enough-1');
  trader = (await signUp(payload, 'bob@example.com', 'correct horse battery')).token;
}, 120_000);
afterAll(async () => {
  await payload?.destroy();
});

describe('client errors, not server faults', () => {
  it.each(['/pages/abc', '/posts/1%20OR%201=1', '/faq/-1x', '/media/abc'])('GET %s answers 404', async (path) => {
    for (const token of [undefined, editor]) {
      const answer = await rest(payload, 'GET', path, { token });
      expect(answer.status, `${path} ${token ? 'editor' : 'visitor'}`).toBe(404);
    }
    expect((await rest(payload, 'PATCH', '/pages/abc', { token: editor, body: { title: 'x' } })).status).toBe(404);
    expect((await rest(payload, 'DELETE', '/pages/abc', { token: editor })).status).toBe(404);
  });

  it('the versions of a collection, signed in as an editor or a trader, never answer 500', async () => {
    for (const path of ['/faq/versions', '/coins/versions', '/pages/versions', '/pages/versions/abc']) {
      for (const headers of [{}, { authorization: `JWT ${editor}` }, { authorization: `Bearer ${trader}` }]) {
        const answer = await rest(payload, 'GET', path, { headers });
        expect(answer.status, `${path} ${JSON.stringify(headers)}`).toBeLessThan(500);
      }
    }
  });

  it('an upload whose name holds a NUL byte is refused with 400, and nothing is stored', async () => {
    const before = await payload.count({ collection: 'media' });
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    for (const name of ['evil\u0000.png', 'a\u0007b.png', '../../etc.png']) {
      const form = new FormData();
      form.append('file', new Blob([png], { type: 'image/png' }), name);
      form.append('_payload', JSON.stringify({ alt: 'x' }));
      const request = new Request('http://localhost:3001/api/media', {
        method: 'POST',
        headers: { authorization: `JWT ${editor}` },
        body: form,
      });
      // As the CMS's REST route runs it: the upload check, then Payload.
      const answer = await withUploadCheck((r: Request) => handleEndpoints({ config: payload.config, request: r }))(request, {});
      expect(answer.status, JSON.stringify(name)).toBe(400);
    }
    expect(await payload.count({ collection: 'media' })).toEqual(before);
  });
});

describe('a draft', () => {
  it('refuses an SEO canonical of javascript:alert(1), as publishing does', async () => {
    const page = await payload.create({
      collection: 'pages',
      locale: 'en',
      draft: true,
      data: { title: 'Draft canon', _status: 'draft' } as never,
    });
    for (const draft of [true, false]) {
      const answer = await rest(payload, 'PATCH', `/pages/${page.id}?locale=en${draft ? '&draft=true' : ''}`, {
        token: editor,
        body: { seo: { canonical: 'javascript:alert(1)' }, ...(draft ? {} : { _status: 'published' }) },
      });
      expect(answer.status, draft ? 'draft' : 'publish').toBe(400);
    }
    const stored = await payload.findByID({ collection: 'pages', id: page.id, draft: true, locale: 'en' });
    expect((stored as { seo?: { canonical?: string } }).seo?.canonical ?? null).toBeNull();
  });
});
