import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payload } from 'payload';
import { freshPayload } from './helpers';
import { call, signUp } from './auth-support';
import { editorToken, rest } from './rest-support';

let payload: Payload;
let editor: string;
let alice: Awaited<ReturnType<typeof signUp>>;
const PASSWORD = 'correct horse battery';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  payload = await freshPayload();
  await payload.create({ collection: 'editors', data: { email: 'admin@example.com', password: 'long-enough-1', role: 'admin' } });
  editor = await editorToken(payload, 'admin@example.com', 'long-enough-1');
  alice = await signUp(payload, 'alice@example.com', PASSWORD);
  await payload.create({ collection: 'pages', data: { title: 'Draft', slug: 'draft', _status: 'draft' } as never, draft: true });
}, 120_000);
afterAll(async () => {
  await payload?.destroy();
});

describe("Payload's built-in trader auth routes are closed", () => {
  it('answer 404 and sign nobody in, naming the route to use', async () => {
    const login = await rest(payload, 'POST', '/traders/login', { body: { email: 'alice@example.com', password: PASSWORD } });
    expect(login.status).toBe(404);
    expect(login.body.token).toBeUndefined();
    expect(login.body.message).toContain('/api/auth/login');
    for (const [method, path] of [
      ['POST', '/traders/refresh-token'],
      ['POST', '/traders/forgot-password'],
      ['POST', '/traders/reset-password'],
      ['POST', '/traders/verify/abc'],
      ['POST', '/traders/logout'],
      ['GET', '/traders/me'],
    ] as const) {
      const answer = await rest(payload, method, path, {
        headers: bearer(alice.token),
        body: method === 'POST' ? { email: 'alice@example.com' } : undefined,
      });
      expect(answer.status, path).toBe(404);
    }
  });

  it('a trader cannot unlock accounts', async () => {
    expect(
      (await rest(payload, 'POST', '/traders/unlock', { headers: bearer(alice.token), body: { email: 'alice@example.com' } })).status,
    ).toBe(403);
  });

  it("a trader's own PATCH /api/traders/<id> changes neither e-mail nor password (nor anything)", async () => {
    for (const body of [{ email: 'mallory@example.com' }, { password: 'abc' }, { firstName: 'Al' }]) {
      const answer = await rest(payload, 'PATCH', `/traders/${alice.user.id}`, { headers: bearer(alice.token), body });
      expect(answer.status, JSON.stringify(body)).toBe(403);
    }
    const row = await payload.findByID({ collection: 'traders', id: alice.user.id });
    expect(row.email).toBe('alice@example.com');
    expect((await call(payload, 'POST', '/auth/login', { body: { email: 'alice@example.com', password: PASSWORD } })).status).toBe(200);
  });
});

describe('draft versions and document locks are for editors only', () => {
  for (const collection of ['pages', 'posts', 'news', 'research']) {
    it(`/api/${collection}/versions: refused to a trader and to visitors, open to editors`, async () => {
      expect((await rest(payload, 'GET', `/${collection}/versions`, { headers: bearer(alice.token) })).status).toBe(403);
      expect((await rest(payload, 'GET', `/${collection}/versions`)).status).toBe(403);
      expect((await rest(payload, 'GET', `/${collection}/versions`, { token: editor })).status).toBe(200);
    });
  }

  it('a trader can neither read nor create document locks', async () => {
    expect((await rest(payload, 'GET', '/payload-locked-documents', { headers: bearer(alice.token) })).status).toBe(403);
    const page = (await payload.find({ collection: 'pages', draft: true, limit: 1 })).docs[0]!;
    const lock = await rest(payload, 'POST', '/payload-locked-documents', {
      headers: bearer(alice.token),
      body: { document: { relationTo: 'pages', value: page.id }, user: { relationTo: 'traders', value: alice.user.id } },
    });
    expect(lock.status).toBe(403);
    expect((await rest(payload, 'GET', '/payload-locked-documents', { token: editor })).status).toBe(200);
  });

  it("a trader can neither store nor read the admin's preferences; an editor can", async () => {
    const value = { columns: 'x'.repeat(1000) };
    for (const [method, path] of [
      ['POST', '/payload-preferences/huge'],
      ['GET', '/payload-preferences/huge'],
      ['DELETE', '/payload-preferences/huge'],
      ['POST', '/payload-preferences'],
      ['GET', '/payload-preferences'],
    ] as const) {
      const answer = await rest(payload, method, path, { headers: bearer(alice.token), body: method === 'POST' ? { value } : undefined });
      expect(answer.status, `${method} ${path}`).toBe(403);
    }
    expect(await payload.count({ collection: 'payload-preferences', where: { 'user.relationTo': { equals: 'traders' } } })).toEqual({
      totalDocs: 0,
    });
    expect((await rest(payload, 'POST', '/payload-preferences/nav', { token: editor, body: { value: { open: true } } })).status).toBe(200);
    expect((await rest(payload, 'GET', '/payload-preferences/nav', { token: editor })).body.value).toEqual({ open: true });
  });
});

describe('a suspended trader', () => {
  it('loses every session at once and cannot log in anywhere', async () => {
    const bob = await signUp(payload, 'bob@example.com', PASSWORD);
    const second = (await call(payload, 'POST', '/auth/login', { body: { email: 'bob@example.com', password: PASSWORD } })).tokens;
    const admin = (await payload.find({ collection: 'editors', where: { role: { equals: 'admin' } }, limit: 1 })).docs[0]!;
    await payload.update({
      collection: 'traders',
      id: bob.user.id,
      data: { status: 'suspended' } as never,
      overrideAccess: false,
      user: { ...admin, collection: 'editors' } as never,
    });
    for (const session of [bob, second]) {
      expect((await call(payload, 'GET', '/user/profile', { token: session.token })).status).toBe(401);
      expect((await call(payload, 'POST', '/auth/refresh', { body: { refreshToken: session.refreshToken } })).status).toBe(401);
      expect((await rest(payload, 'GET', `/traders/${bob.user.id}`, { headers: bearer(session.token) })).status).toBe(403);
    }
    const login = await call(payload, 'POST', '/auth/login', { body: { email: 'bob@example.com', password: PASSWORD } });
    expect(login.body.error).toBe('ACCOUNT_DISABLED');
    expect((await rest(payload, 'POST', '/traders/login', { body: { email: 'bob@example.com', password: PASSWORD } })).status).toBe(404);
  });
});
