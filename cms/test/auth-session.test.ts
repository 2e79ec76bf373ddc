import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payload } from 'payload';
import { ENUMERATION_SAFE_FLOOR_MS } from '../src/auth/even-timing';
import { readJwtClaims } from '../src/auth/tokens';
import { REFRESH_RACE_SECONDS } from '../src/auth/session-family';
import { freshPayload } from './helpers';
import { call, linkToken, signUp } from './auth-support';

let payload: Payload;
const password = 'correct horse battery';

beforeAll(async () => {
  payload = await freshPayload();
});
afterAll(async () => {
  await payload?.destroy();
});

describe('register and verify e-mail', () => {
  it('registers, mails a confirmation link and confirms the address once', async () => {
    const answer = await call(payload, 'POST', '/auth/register', { body: { email: 'New@Example.com', password, firstName: 'Ann' } });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ success: true, data: { message: expect.stringContaining('Check your inbox') } });
    const token = await linkToken('new@example.com', 'verify-email');
    const verified = await call(payload, 'POST', '/auth/verify-email', { body: { token } });
    expect(verified.status).toBe(200);
    expect(verified.body.data.user).toMatchObject({
      email: 'new@example.com',
      firstName: 'Ann',
      emailVerified: true,
      status: 'active',
      level: 'ordinary',
    });
    const again = await call(payload, 'POST', '/auth/verify-email', { body: { token } });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('INVALID_TOKEN');
  });

  it('answers a taken e-mail exactly like a new one, and mails its owner instead', async () => {
    await call(payload, 'POST', '/auth/register', { body: { email: 'taken@example.com', password } });
    // Both answers wait for the same floor, so the time does not tell a taken address from a new one.
    const timed = async (email: string, pass: string) => {
      const started = performance.now();
      const answer = await call(payload, 'POST', '/auth/register', { body: { email, password: pass } });
      return { ...answer, ms: performance.now() - started };
    };
    const second = await timed('taken@example.com', 'another long secret');
    const fresh = await timed('unused@example.com', password);
    expect(second.ms).toBeGreaterThanOrEqual(ENUMERATION_SAFE_FLOOR_MS - 5);
    expect(fresh.ms).toBeGreaterThanOrEqual(ENUMERATION_SAFE_FLOOR_MS - 5);
    expect(second.status).toBe(fresh.status);
    expect(second.body).toEqual(fresh.body);
    const { readOutbox } = await import('../src/email/outbox');
    const subjects = readOutbox()
      .filter((m) => m.to === 'taken@example.com')
      .map((m) => m.subject);
    expect(subjects).toEqual(['Confirm your e-mail address', 'You already have a Bourse account']);
    // The first password still counts (a wrong one would be INVALID_CREDENTIALS); login waits for the confirmation.
    const stillOld = await call(payload, 'POST', '/auth/login', { body: { email: 'taken@example.com', password } });
    expect(stillOld.body.error).toBe('EMAIL_NOT_VERIFIED');
  });

  it('refuses short and common passwords and taken usernames with validationErrors', async () => {
    const short = await call(payload, 'POST', '/auth/register', { body: { email: 'p1@example.com', password: 'abc12' } });
    expect(short.status).toBe(400);
    expect(short.body.validationErrors[0]).toMatchObject({ field: 'password', code: 'PASSWORD_TOO_SHORT' });
    const common = await call(payload, 'POST', '/auth/register', { body: { email: 'p2@example.com', password: 'password1' } });
    expect(common.body.validationErrors[0]).toMatchObject({ field: 'password', code: 'PASSWORD_COMMON' });
    await call(payload, 'POST', '/auth/register', { body: { email: 'u1@example.com', password, username: 'unique_one' } });
    const clash = await call(payload, 'POST', '/auth/register', { body: { email: 'u2@example.com', password, username: 'unique_one' } });
    expect(clash.status).toBe(400);
    expect(clash.body.error).toBe('USERNAME_TAKEN');
  });

  it('lets nobody log in under an address they have not confirmed, and sends a new link to whoever asks, answering alike', async () => {
    await call(payload, 'POST', '/auth/register', { body: { email: 'later@example.com', password } });
    const refused = await call(payload, 'POST', '/auth/login', { body: { email: 'later@example.com', password } });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('EMAIL_NOT_VERIFIED');
    expect(refused.tokens).toEqual({});
    const first = await linkToken('later@example.com', 'verify-email');
    const requested = await call(payload, 'POST', '/auth/verify-email/request', { body: { email: 'later@example.com' } });
    const nobody = await call(payload, 'POST', '/auth/verify-email/request', { body: { email: 'nobody-here@example.com' } });
    expect([requested.status, nobody.status]).toEqual([200, 200]);
    expect(requested.body).toEqual(nobody.body);
    const second = await linkToken('later@example.com', 'verify-email');
    expect(second).not.toBe(first);
    // The newer link replaces the older one.
    expect((await call(payload, 'POST', '/auth/verify-email', { body: { token: first } })).status).toBe(400);
    expect((await call(payload, 'POST', '/auth/verify-email', { body: { token: second } })).status).toBe(200);
    expect((await call(payload, 'POST', '/auth/login', { body: { email: 'later@example.com', password } })).status).toBe(200);
  });
});

describe('login, refresh and logout', () => {
  it("answers login in the account API's shape, the tokens only in HttpOnly SameSite=Lax cookies", async () => {
    await signUp(payload, 'shape@example.com');
    const answer = await call(payload, 'POST', '/auth/login', { body: { email: 'shape@example.com', password } });
    expect(answer.body).toMatchObject({ success: true, data: { expiresIn: expect.any(Number), accessExpiresAt: expect.any(String) } });
    // A script that reads the answer (an injected one included) finds no token in it.
    expect(Object.keys(answer.body.data).sort()).toEqual(['accessExpiresAt', 'expiresIn', 'user']);
    expect(JSON.stringify(answer.body)).not.toContain(answer.tokens.token!);
    expect(JSON.stringify(answer.body)).not.toContain(answer.tokens.refreshToken!);
    const refreshed = await call(payload, 'POST', '/auth/refresh', { body: { refreshToken: answer.tokens.refreshToken } });
    expect(Object.keys(refreshed.body.data).sort()).toEqual(['accessExpiresAt', 'expiresIn', 'user']);
    expect(refreshed.tokens.token).toEqual(expect.any(String));
    expect(Object.keys(answer.body.data.user).sort()).toEqual([
      'avatar',
      'colorPreset',
      'email',
      'emailVerified',
      'firstName',
      'id',
      'lastName',
      'level',
      'status',
      'username',
    ]);
    // A new account starts on the theme's own colour.
    expect(answer.body.data.user.colorPreset).toBe('default');
    const cookies = answer.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) expect(cookie).toMatch(/HttpOnly; SameSite=Lax/);
  });

  it('refuses a wrong password, and locks that address out of the account for 10 minutes after 5 failures', async () => {
    await signUp(payload, 'locked@example.com');
    const ip = '198.51.100.5';
    const wrong = await call(payload, 'POST', '/auth/login', { body: { email: 'locked@example.com', password: 'not the password' }, ip });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ error: 'INVALID_CREDENTIALS', status: 401, details: [], validationErrors: [] });
    for (let i = 0; i < 4; i++)
      await call(payload, 'POST', '/auth/login', { body: { email: 'locked@example.com', password: 'not the password' }, ip });
    const right = await call(payload, 'POST', '/auth/login', { body: { email: 'locked@example.com', password }, ip });
    expect(right.status).toBe(423);
    expect(right.body.error).toBe('ACCOUNT_LOCKED');
    expect(right.body.message).toContain('10 minutes');
    const minutes = Number(right.headers.get('retry-after')) / 60;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
    // The owner, from their own address, is not locked out.
    expect((await call(payload, 'POST', '/auth/login', { body: { email: 'locked@example.com', password } })).status).toBe(200);
  });

  it('refreshes the access token, and the new token works', async () => {
    const session = await signUp(payload, 'refresh@example.com');
    const refreshed = await call(payload, 'POST', '/auth/refresh', { body: { refreshToken: session.refreshToken } });
    expect(refreshed.status).toBe(200);
    const profile = await call(payload, 'GET', '/user/profile', { token: refreshed.tokens.token });
    expect(profile.body.data.email).toBe('refresh@example.com');
  });

  it('rotates: the old session and its access token end at once, and a reused refresh token ends the family', async () => {
    const session = await signUp(payload, 'rotate@example.com');
    const other = (await call(payload, 'POST', '/auth/login', { body: { email: 'rotate@example.com', password } })).tokens;
    const first = await call(payload, 'POST', '/auth/refresh', { body: { refreshToken: session.refreshToken } });
    expect(first.status).toBe(200);
    expect(first.tokens.refreshToken).not.toBe(session.refreshToken);
    expect((await call(payload, 'GET', '/user/profile', { token: first.tokens.token })).status).toBe(200);
    // The access token of the rotated-away session no longer answers.
    expect((await call(payload, 'GET', '/user/profile', { token: session.token })).status).toBe(401);
    // A racing duplicate (another tab, the same moment) gets the same new session, not a second one.
    const racing = await call(payload, 'POST', '/auth/refresh', { body: { refreshToken: session.refreshToken } });
    expect(racing.status).toBe(200);
    expect(readJwtClaims(racing.tokens.token).sid).toBe(readJwtClaims(first.tokens.token).sid);
    expect(racing.tokens.refreshToken).toBe(first.tokens.refreshToken);
    // Past the race window the old token coming back means two holders: the whole family ends.
    const row = (await payload.db.findOne({ collection: 'traders', where: { email: { equals: 'rotate@example.com' } } })) as {
      id: number;
      sessions: { id: string; createdAt: string }[];
    };
    const aged = row.sessions.map((s) => ({ ...s, createdAt: new Date(Date.now() - (REFRESH_RACE_SECONDS + 1) * 1000) }));
    await payload.db.updateOne({
      collection: 'traders',
      id: row.id,
      data: { ...row, sessions: aged, updatedAt: null } as never,
      returning: false,
    });
    const reused = await call(payload, 'POST', '/auth/refresh', { body: { refreshToken: session.refreshToken } });
    expect(reused.body).toMatchObject({ error: 'SESSION_REVOKED', status: 401 });
    expect((await call(payload, 'GET', '/user/profile', { token: first.tokens.token })).status).toBe(401);
    expect((await call(payload, 'POST', '/auth/refresh', { body: { refreshToken: first.tokens.refreshToken } })).status).toBe(401);
    // The trader's other login (another device) is a family of its own and lives on.
    expect((await call(payload, 'GET', '/user/profile', { token: other.token })).status).toBe(200);
  });

  it('fails a refresh without a token, with a forged one, and after logout, clearing the cookies', async () => {
    const none = await call(payload, 'POST', '/auth/refresh', { body: {} });
    expect(none.body).toMatchObject({ error: 'NO_REFRESH_TOKEN', status: 401 });
    const forged = await call(payload, 'POST', '/auth/refresh', { body: { refreshToken: 'eyJzdWIiOiIxIn0.bad' } });
    expect(forged.body.error).toBe('INVALID_REFRESH_TOKEN');
    const session = await signUp(payload, 'gone@example.com');
    const out = await call(payload, 'POST', '/auth/logout', { token: session.token });
    expect(out.body).toEqual({ success: true, data: { loggedOut: true } });
    expect(out.headers.getSetCookie().every((c) => c.includes('Max-Age=0'))).toBe(true);
    const after = await call(payload, 'POST', '/auth/refresh', { body: { refreshToken: session.refreshToken } });
    expect(after.status).toBe(401);
    expect(after.body.error).toBe('SESSION_REVOKED');
    expect(after.headers.getSetCookie().some((c) => c.startsWith('bourse-session=;'))).toBe(true);
  });

  it('kills the access token on the server at logout, leaving other sessions alive', async () => {
    const first = await signUp(payload, 'two@example.com');
    const second = (await call(payload, 'POST', '/auth/login', { body: { email: 'two@example.com', password } })).tokens;
    expect((await call(payload, 'GET', '/user/profile', { token: first.token })).status).toBe(200);
    await call(payload, 'POST', '/auth/logout', { token: first.token });
    expect((await call(payload, 'GET', '/user/profile', { token: first.token })).status).toBe(401);
    expect((await call(payload, 'GET', '/user/profile', { token: second.token })).status).toBe(200);
  });
});

describe('forgot and reset password', () => {
  it('answers alike for known and unknown addresses, mailing only the known one', async () => {
    await signUp(payload, 'forgot@example.com');
    const known = await call(payload, 'POST', '/auth/forgot-password', { body: { email: 'forgot@example.com' } });
    const unknown = await call(payload, 'POST', '/auth/forgot-password', { body: { email: 'nobody@example.com' } });
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    const { readOutbox } = await import('../src/email/outbox');
    expect(readOutbox().some((m) => m.to === 'nobody@example.com')).toBe(false);
    await expect(linkToken('forgot@example.com', 'reset-password')).resolves.toMatch(/^[0-9a-f]{40,}$/);
  });

  it('resets with the mailed token, ends old sessions, and refuses common passwords and bad tokens', async () => {
    const old = await signUp(payload, 'reset@example.com');
    await call(payload, 'POST', '/auth/forgot-password', { body: { email: 'reset@example.com' } });
    const token = await linkToken('reset@example.com', 'reset-password');
    const common = await call(payload, 'POST', '/auth/reset-password', { body: { token, password: 'qwertyuiop' } });
    expect(common.body.validationErrors[0].code).toBe('PASSWORD_COMMON');
    const bad = await call(payload, 'POST', '/auth/reset-password', { body: { token: 'f'.repeat(64), password: 'a brand new secret' } });
    expect(bad.body.error).toBe('INVALID_TOKEN');
    const ok = await call(payload, 'POST', '/auth/reset-password', { body: { token, password: 'a brand new secret' } });
    expect(ok.status).toBe(200);
    expect((await call(payload, 'GET', '/user/profile', { token: old.token })).status).toBe(401);
    expect((await call(payload, 'POST', '/auth/login', { body: { email: 'reset@example.com', password } })).status).toBe(401);
    expect(
      (await call(payload, 'POST', '/auth/login', { body: { email: 'reset@example.com', password: 'a brand new secret' } })).status,
    ).toBe(200);
  });
});
