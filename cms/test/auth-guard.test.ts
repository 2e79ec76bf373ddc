import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payload } from 'payload';
import { freshPayload } from './helpers';
import { call, signUp } from './auth-support';

let payload: Payload;
let alice: Awaited<ReturnType<typeof signUp>>;
let bob: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  process.env.AUTH_RATE_LIMIT_PER_MINUTE = '30';
  payload = await freshPayload();
  alice = await signUp(payload, 'alice@example.com');
  bob = await signUp(payload, 'bob@example.com');
});
afterAll(async () => {
  await payload?.destroy();
});

const POSTS = ['/auth/login', '/auth/register', '/auth/refresh', '/auth/forgot-password', '/auth/reset-password', '/auth/verify-email'];

describe('bad input gets a 400 with validationErrors, never a 500', () => {
  const cases: Array<[string, { raw?: string; body?: unknown }]> = [
    ['malformed JSON', { raw: '{"email": "a@b.co",' }],
    ['an array body', { body: [1, 2] }],
    ['wrong types', { body: { email: 42, password: true, token: 7, refreshToken: 9 } }],
    ['overlong strings', { body: { email: `${'a'.repeat(300)}@x.co`, password: 'p'.repeat(500), token: 't'.repeat(600) } }],
  ];
  for (const path of POSTS) {
    for (const [name, input] of cases) {
      it(`${path}: ${name}`, async () => {
        const answer = await call(payload, 'POST', path, input);
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({ error: 'VALIDATION_ERROR', status: 400, details: [] });
        expect(answer.body.validationErrors.length).toBeGreaterThan(0);
      });
    }
  }

  it('names the missing fields', async () => {
    const answer = await call(payload, 'POST', '/auth/login', { body: {} });
    expect(answer.body.validationErrors.map((e: { field: string }) => e.field).sort()).toEqual(['email', 'password']);
  });

  it('profile update: wrong types and overlong values', async () => {
    const answer = await call(payload, 'PUT', '/user/profile', {
      token: alice.token,
      body: { firstName: 5, city: 'x'.repeat(81), dateOfBirth: 'yesterday' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.validationErrors.map((e: { field: string }) => e.field).sort()).toEqual(['city', 'dateOfBirth', 'firstName']);
  });
});

describe('profile', () => {
  it("reads and changes only the own record, with the trader's profile fields", async () => {
    const read = await call(payload, 'GET', '/user/profile', { token: alice.token });
    expect(read.body.data).toMatchObject({
      email: 'alice@example.com',
      country: 'RU',
      phoneVerified: false,
      documents: { passport: null },
    });
    const put = await call(payload, 'PUT', '/user/profile', {
      token: alice.token,
      body: { firstName: 'Alice', city: 'Moscow', country: 'DE', dateOfBirth: '1990-05-01' },
    });
    expect(put.body.data).toMatchObject({ firstName: 'Alice', city: 'Moscow', country: 'DE', dateOfBirth: '1990-05-01' });
    // Once on the record, the birth date need not be sent again.
    expect((await call(payload, 'PUT', '/user/profile', { token: alice.token, body: { lastName: 'Liddell' } })).status).toBe(200);
  });

  it('refuses personal data without a birth date on the record, as the form does, changing nothing', async () => {
    const answer = await call(payload, 'PUT', '/user/profile', { token: bob.token, body: { firstName: 'Robert' } });
    expect(answer.status).toBe(400);
    expect(answer.body.validationErrors).toEqual([expect.objectContaining({ field: 'dateOfBirth', code: 'REQUIRED' })]);
    expect((await payload.findByID({ collection: 'traders', id: bob.user.id })).firstName).not.toBe('Robert');
    // Preferences are not personal data: they save without one.
    expect((await call(payload, 'PUT', '/user/profile', { token: bob.token, body: { settings: { sounds: true } } })).status).toBe(200);
  });

  it("keeps the cabinet's colour preset on the account: answered with the user, an unknown one refused", async () => {
    const put = await call(payload, 'PUT', '/user/profile', {
      token: bob.token,
      body: { settings: { colorPreset: 'purple', sounds: true } },
    });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ colorPreset: 'purple', settings: { colorPreset: 'purple', sounds: true } });
    // The session's user, which the site reads for every cabinet page, carries it.
    expect((await call(payload, 'GET', '/user/profile', { token: bob.token })).body.data.colorPreset).toBe('purple');

    const refused = await call(payload, 'PUT', '/user/profile', { token: bob.token, body: { settings: { colorPreset: 'pink' } } });
    expect(refused.status).toBe(400);
    expect(refused.body.validationErrors).toEqual([expect.objectContaining({ field: 'settings.colorPreset' })]);
    expect(refused.body.validationErrors[0].message).toContain('default, blue, green, purple');
    const row = await payload.findByID({ collection: 'traders', id: bob.user.id });
    expect((row.settings as Record<string, unknown>).colorPreset).toBe('purple');
  });

  it('keeps the chart type and timeframe on the account for the spot terminal: answered with the user, unknown ones refused', async () => {
    const put = await call(payload, 'PUT', '/user/profile', {
      token: bob.token,
      body: { settings: { colorPreset: 'purple', chartType: 'line', chartInterval: '1h' } },
    });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ chartType: 'line', chartInterval: '1h' });
    expect((await call(payload, 'GET', '/user/profile', { token: bob.token })).body.data).toMatchObject({
      chartType: 'line',
      chartInterval: '1h',
    });
    for (const [key, value] of [
      ['chartType', 'hexagon'],
      ['chartInterval', '7m'],
    ] as const) {
      const refused = await call(payload, 'PUT', '/user/profile', { token: bob.token, body: { settings: { [key]: value } } });
      expect(refused.status).toBe(400);
      expect(refused.body.validationErrors).toEqual([expect.objectContaining({ field: `settings.${key}` })]);
    }
    const row = await payload.findByID({ collection: 'traders', id: bob.user.id });
    expect(row.settings).toMatchObject({ chartType: 'line', chartInterval: '1h' });
  });

  it('refuses level, status, verification flags and e-mail, changing nothing', async () => {
    for (const body of [
      { level: 'vip' },
      { status: 'active' },
      { emailVerified: true },
      { phoneVerified: true },
      { email: 'x@example.com' },
      { documents: { passport: 'x' } },
    ]) {
      const answer = await call(payload, 'PUT', '/user/profile', { token: bob.token, body });
      expect(answer.status).toBe(400);
      expect(answer.body.validationErrors[0].code).toBe('UNKNOWN_FIELD');
    }
    const row = await payload.findByID({ collection: 'traders', id: bob.user.id });
    expect(row).toMatchObject({ level: 'ordinary', phoneVerified: false, email: 'bob@example.com' });
  });

  it('needs a session', async () => {
    expect((await call(payload, 'GET', '/user/profile')).body.error).toBe('UNAUTHORIZED');
    expect((await call(payload, 'PUT', '/user/profile', { body: { firstName: 'x' } })).status).toBe(401);
    expect((await call(payload, 'GET', '/user/profile', { token: 'not.a.jwt' })).status).toBe(401);
  });
});

describe('IDOR: another trader’s token and ids', () => {
  it('reads and writes nothing of the other trader through any endpoint', async () => {
    const before = await payload.findByID({ collection: 'traders', id: alice.user.id });
    const attempts = [
      await call(payload, 'GET', '/user/profile', { token: bob.token, headers: { 'x-user-id': alice.user.id } }),
      await call(payload, 'PUT', '/user/profile', { token: bob.token, body: { id: alice.user.id, firstName: 'pwned' } }),
      await call(payload, 'POST', '/auth/refresh', {
        token: bob.token,
        body: {
          refreshToken: alice.refreshToken.replace(
            /^[^.]+/,
            Buffer.from(JSON.stringify({ typ: 'refresh', sub: String(alice.user.id), sid: 'x', exp: 9e9 })).toString('base64url'),
          ),
        },
      }),
      await call(payload, 'POST', '/auth/verify-email/request', { token: bob.token, body: { email: 'alice@example.com' } }),
      await call(payload, 'POST', '/auth/logout', { token: bob.token, body: { refreshToken: 'forged.token' } }),
    ];
    const leaked = attempts.filter((a) => JSON.stringify(a.body).includes('alice@example.com'));
    expect(leaked).toEqual([]);
    expect(attempts[0]!.body.data.email).toBe('bob@example.com');
    const after = await payload.findByID({ collection: 'traders', id: alice.user.id });
    expect(after.firstName).toBe(before.firstName);
    // Bob's logout with a forged refresh token ended Bob's session only.
    expect((await call(payload, 'GET', '/user/profile', { token: alice.token })).status).toBe(200);
    // Payload's own collection API: Bob reads and writes no other trader.
    const user = { ...(await payload.findByID({ collection: 'traders', id: bob.user.id })), collection: 'traders' };
    const listed = await payload.find({ collection: 'traders', overrideAccess: false, user });
    expect(listed.docs.map((d) => String(d.id))).toEqual([bob.user.id]);
    await expect(
      payload.update({ collection: 'traders', id: alice.user.id, data: { firstName: 'x' }, overrideAccess: false, user }),
    ).rejects.toThrow();
  });
});

describe('CSRF and rate limits', () => {
  it('refuses a cookie-authenticated profile write from a foreign origin, accepts the site origin', async () => {
    const login = await call(payload, 'POST', '/auth/login', { body: { email: 'alice@example.com', password: 'correct horse battery' } });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const evil = await call(payload, 'PUT', '/user/profile', {
      headers: { cookie, origin: 'https://evil.example' },
      body: { firstName: 'evil' },
    });
    expect(evil.status).toBeGreaterThanOrEqual(401);
    const site = await call(payload, 'PUT', '/user/profile', {
      headers: { cookie, origin: 'http://localhost:4321' },
      body: { firstName: 'Site', dateOfBirth: '1990-05-01' },
    });
    expect(site.status).toBe(200);
    const noOrigin = await call(payload, 'POST', '/auth/refresh', { headers: { cookie, 'sec-fetch-site': 'cross-site' }, body: {} });
    expect(noOrigin.body.error).toBe('CSRF_REJECTED');
  });

  it('answers 429 after 30 auth requests a minute from one address, other addresses unaffected', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push(
        (await call(payload, 'POST', '/auth/forgot-password', { ip: '203.0.113.9', body: { email: 'nobody@example.com' } })).status,
      );
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    const limited = await call(payload, 'POST', '/auth/forgot-password', { ip: '203.0.113.9', body: { email: 'nobody@example.com' } });
    expect(limited.body).toMatchObject({ error: 'RATE_LIMITED', status: 429 });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(
      (await call(payload, 'POST', '/auth/forgot-password', { ip: '203.0.113.10', body: { email: 'nobody@example.com' } })).status,
    ).toBe(200);
  });
});
