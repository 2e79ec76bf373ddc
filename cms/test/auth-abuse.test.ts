import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Payload } from 'payload';
import { freshPayload } from './helpers';
import { call, signUp } from './auth-support';
import { rest } from './rest-support';
import { PEER_HEADER } from '../src/http/client-address';

let payload: Payload;
const PASSWORD = 'correct horse battery';
const wrong = (email: string, ip: string) => call(payload, 'POST', '/auth/login', { body: { email, password: 'not the password' }, ip });

beforeAll(async () => {
  process.env.AUTH_RATE_LIMIT_PER_MINUTE = '30';
  process.env.TRUSTED_PROXIES = '127.0.0.1';
  payload = await freshPayload();
  for (const name of ['owner', 'timing', 'csrf', 'spread']) await signUp(payload, `${name}@example.com`, PASSWORD);
  await payload.create({
    collection: 'editors',
    data: { email: 'lockout-editor@example.com', password: PASSWORD, role: 'editor' },
    overrideAccess: true,
  });
}, 120_000);
afterAll(async () => {
  await payload?.destroy();
});

describe('forwarded addresses', () => {
  it('rotating X-Forwarded-For from an untrusted peer does not buy a fresh rate-limit window', async () => {
    // All at once: each answer waits out the endpoint's timing floor, and the window counts requests
    // as they arrive, so 31 in one window means exactly one refused, whichever it is.
    const answers = await Promise.all(
      Array.from({ length: 31 }, (_, i) =>
        call(payload, 'POST', '/auth/forgot-password', {
          body: { email: `x${i}@example.com` },
          ip: '203.0.113.7',
          headers: { 'x-forwarded-for': `198.51.100.${i}` },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort((a, b) => a - b)).toEqual([...Array<number>(30).fill(200), 429]);
  });

  it("a trusted proxy's X-Forwarded-For names the client (the site's server passing its visitor's address)", async () => {
    const forwarded = await Promise.all(
      Array.from({ length: 31 }, (_, i) =>
        call(payload, 'POST', '/auth/forgot-password', {
          body: { email: `y${i}@example.com` },
          ip: '127.0.0.1',
          headers: { 'x-forwarded-for': `192.0.2.${i}` },
        }),
      ),
    );
    expect(forwarded.map((answer) => answer.status)).toEqual(Array<number>(31).fill(200));
    // A client cannot prepend its own entries: the proxy's (rightmost) one counts.
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call(payload, 'POST', '/auth/forgot-password', {
          body: { email: `z${i}@example.com` },
          ip: '127.0.0.1',
          headers: { 'x-forwarded-for': `10.9.9.${i}, 192.0.2.200` },
        }),
      ),
    );
    const spoofed = await call(payload, 'POST', '/auth/forgot-password', {
      body: { email: 'z@example.com' },
      ip: '127.0.0.1',
      headers: { 'x-forwarded-for': '10.9.9.99, 192.0.2.200' },
    });
    expect(spoofed.status).toBe(429);
  });
});

describe('login timing', () => {
  it('an unknown e-mail costs the same password hashing as a wrong password for a real account', async () => {
    const spy = vi.spyOn(crypto, 'pbkdf2');
    const hashes = async (email: string) => {
      spy.mockClear();
      const answer = await call(payload, 'POST', '/auth/login', { body: { email, password: 'not the password' } });
      expect(answer.body.error).toBe('INVALID_CREDENTIALS');
      return spy.mock.calls.map((args) => [args[2], args[3], args[4]]);
    };
    const known = await hashes('timing@example.com');
    const unknown = await hashes('nobody-here@example.com');
    expect(known.length).toBeGreaterThan(0);
    expect(unknown).toEqual(known);
    spy.mockRestore();
  });
});

describe('lockout', () => {
  it('20 concurrent wrong logins from one address: exactly 5 are checked, that address is locked out, the owner elsewhere logs in', async () => {
    const { loginGuard, PAIR_LIMIT } = await import('../src/auth/login-guard');
    const attacker = '198.51.100.66';
    const answers = await Promise.all(Array.from({ length: 20 }, () => wrong('owner@example.com', attacker)));
    const errors = answers.map((a) => a.body.error);
    expect(errors.filter((e) => e === 'INVALID_CREDENTIALS')).toHaveLength(PAIR_LIMIT);
    expect(errors.filter((e) => e !== 'INVALID_CREDENTIALS').every((e) => e === 'RATE_LIMITED' || e === 'ACCOUNT_LOCKED')).toBe(true);
    expect(await loginGuard().failures('traders', 'owner@example.com', attacker)).toMatchObject({ account: PAIR_LIMIT });
    // The attacker's address is locked out of this account, even with the right password.
    const locked = await call(payload, 'POST', '/auth/login', { body: { email: 'owner@example.com', password: PASSWORD }, ip: attacker });
    expect(locked.status).toBe(423);
    expect(locked.body.error).toBe('ACCOUNT_LOCKED');
    // Nothing locks the account itself in the database (Payload's own lock is off for traders).
    const row = (await payload.db.findOne({ collection: 'traders', where: { email: { equals: 'owner@example.com' } } })) as {
      lockUntil?: unknown;
    };
    expect(row.lockUntil ?? null).toBeNull();
    const owner = await call(payload, 'POST', '/auth/login', {
      body: { email: 'owner@example.com', password: PASSWORD },
      ip: '192.0.2.10',
    });
    expect(owner.status).toBe(200);
  });

  it('an unknown address is throttled exactly like a real one (the lockout says nothing about who has an account)', async () => {
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await wrong('ghost@example.com', '198.51.100.77')).body.error);
    expect(answers).toEqual([
      'INVALID_CREDENTIALS',
      'INVALID_CREDENTIALS',
      'INVALID_CREDENTIALS',
      'INVALID_CREDENTIALS',
      'INVALID_CREDENTIALS',
      'ACCOUNT_LOCKED',
    ]);
  });
});

describe('lockout never keeps the owner out', () => {
  it('a guess spread over many addresses, kept up past every Retry-After, never refuses the owner from an address that has not failed', async () => {
    const refusals: number[] = [];
    for (let round = 0; round < 6; round++) {
      await Promise.all(Array.from({ length: 8 }, (_, a) => wrong('spread@example.com', `198.18.${round}.${a}`)));
      const owner = await call(payload, 'POST', '/auth/login', {
        body: { email: 'spread@example.com', password: PASSWORD },
        ip: `192.0.2.${100 + round}`,
      });
      refusals.push(owner.status);
    }
    expect(refusals).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it('5 wrong editor passwords lock that address out of the admin (423 with Retry-After), not the editor: the right password from elsewhere gets in', async () => {
    const login = (password: string, ip: string) =>
      rest(payload, 'POST', '/editors/login', { body: { email: 'lockout-editor@example.com', password }, headers: { [PEER_HEADER]: ip } });
    for (let i = 0; i < 5; i++) expect((await login('not the password', '198.51.100.99')).status).toBe(401);
    const attacker = await login(PASSWORD, '198.51.100.99');
    expect(attacker.status).toBe(423);
    expect(JSON.stringify(attacker.body)).toMatch(/Try again in 10 min/);
    const wait = Number(attacker.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(540);
    expect(wait).toBeLessThanOrEqual(600);
    const owner = await login(PASSWORD, '192.0.2.55');
    expect(owner.status).toBe(200);
    expect(owner.body.user.email).toBe('lockout-editor@example.com');
  });
});

describe('logout', () => {
  it('refuses a cookie-authenticated logout from another origin, and accepts the site', async () => {
    const session = (await call(payload, 'POST', '/auth/login', { body: { email: 'csrf@example.com', password: PASSWORD } })).tokens;
    const cookie = `bourse-session=${session.token}; bourse-refresh=${session.refreshToken}`;
    const forged = await call(payload, 'POST', '/auth/logout', { body: {}, headers: { cookie, origin: 'https://evil.example' } });
    expect(forged.status).toBe(403);
    expect(forged.body.error).toBe('CSRF_REJECTED');
    expect(forged.headers.get('set-cookie')).toBeNull();
    expect((await call(payload, 'POST', '/auth/refresh', { body: { refreshToken: session.refreshToken } })).status).toBe(200);
    const fromSite = await call(payload, 'POST', '/auth/logout', { body: {}, headers: { cookie, origin: 'http://localhost:4321' } });
    expect(fromSite.status).toBe(200);
  });
});
