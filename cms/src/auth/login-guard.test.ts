import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACCOUNT_FAILURES,
  ADDRESS_LIMIT,
  createLoginGuard,
  LOCK_SECONDS,
  PAIR_LIMIT,
  UNDER_ATTACK_DELAY_SECONDS,
  type LoginGuard,
} from './login-guard';

const fail = async (guard: LoginGuard, email: string, address: string, realm: 'traders' | 'editors' = 'traders') =>
  guard.begin(realm, email, address);
const succeed = async (guard: LoginGuard, email: string, address: string, realm: 'traders' | 'editors' = 'traders') => {
  const verdict = await guard.begin(realm, email, address);
  if (verdict.ok) await verdict.succeeded();
  return verdict;
};

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z') }));
afterEach(() => vi.useRealTimers());

describe('login guard', () => {
  it('locks one address out of one account after 5 failures, for 10 minutes, and no one else', async () => {
    const guard = createLoginGuard();
    for (let i = 0; i < PAIR_LIMIT; i++) expect((await fail(guard, 'a@x.co', '1.1.1.1')).ok).toBe(true);
    expect(await guard.begin('traders', 'a@x.co', '1.1.1.1')).toMatchObject({
      ok: false,
      code: 'ACCOUNT_LOCKED',
      retryAfterSeconds: LOCK_SECONDS,
    });
    expect((await succeed(guard, 'A@x.co', '2.2.2.2')).ok).toBe(true);
    expect((await fail(guard, 'b@x.co', '1.1.1.1')).ok).toBe(true);
    vi.advanceTimersByTime(LOCK_SECONDS * 1000 + 1);
    expect((await succeed(guard, 'a@x.co', '1.1.1.1')).ok).toBe(true);
  });

  it('counts attempts in flight, so concurrent ones cannot all be checked', async () => {
    const guard = createLoginGuard();
    const verdicts = await Promise.all(Array.from({ length: 20 }, () => guard.begin('traders', 'a@x.co', '1.1.1.1')));
    expect(verdicts.filter((v) => v.ok)).toHaveLength(PAIR_LIMIT);
    expect(await guard.failures('traders', 'a@x.co', '1.1.1.1')).toMatchObject({ account: PAIR_LIMIT });
  });

  it('a success clears that address; a reset password forgets the account', async () => {
    const guard = createLoginGuard();
    for (let i = 0; i < PAIR_LIMIT - 1; i++) await fail(guard, 'a@x.co', '1.1.1.1');
    await succeed(guard, 'a@x.co', '1.1.1.1');
    expect((await guard.failures('traders', 'a@x.co', '1.1.1.1')).pair).toBe(0);
    for (let i = 0; i < PAIR_LIMIT; i++) await fail(guard, 'a@x.co', '1.1.1.1');
    await guard.forget('a@x.co');
    expect(await guard.failures('traders', 'a@x.co', '1.1.1.1')).toEqual({ pair: 0, account: 0 });
    expect((await succeed(guard, 'a@x.co', '1.1.1.1')).ok).toBe(true);
  });

  it('lets the owner in at once, from an address that has not failed, however long a spread guess goes on', async () => {
    const guard = createLoginGuard();
    let refusedOwner = 0;
    // An attacker with 40 addresses guesses for 30 minutes, each address as fast as it is let.
    for (let minute = 0; minute < 30; minute++) {
      for (let a = 0; a < 40; a++) await fail(guard, 'a@x.co', `9.9.${minute % 3}.${a}`);
      const owner = await succeed(guard, 'a@x.co', '192.0.2.10');
      if (!owner.ok) refusedOwner += 1;
      vi.advanceTimersByTime(60_000);
    }
    expect(refusedOwner).toBe(0);
  });

  it('under a spread guess, makes an address that failed wait before its next try, growing with its failures', async () => {
    const guard = createLoginGuard();
    for (let i = 0; i < ACCOUNT_FAILURES; i++) await fail(guard, 'a@x.co', `9.9.9.${i}`);
    expect((await fail(guard, 'a@x.co', '3.3.3.3')).ok).toBe(true);
    expect(await guard.begin('traders', 'a@x.co', '3.3.3.3')).toMatchObject({
      ok: false,
      code: 'RATE_LIMITED',
      retryAfterSeconds: UNDER_ATTACK_DELAY_SECONDS,
    });
    vi.advanceTimersByTime(UNDER_ATTACK_DELAY_SECONDS * 1000);
    expect((await fail(guard, 'a@x.co', '3.3.3.3')).ok).toBe(true);
    expect(await guard.begin('traders', 'a@x.co', '3.3.3.3')).toMatchObject({
      ok: false,
      retryAfterSeconds: 2 * UNDER_ATTACK_DELAY_SECONDS,
    });
    // A fresh address is checked at once.
    expect((await succeed(guard, 'a@x.co', '4.4.4.4')).ok).toBe(true);
  });

  it('refuses an address that fails on many accounts (credential stuffing) on every account, and only that address', async () => {
    const guard = createLoginGuard();
    for (let i = 0; i < ADDRESS_LIMIT; i++) await fail(guard, `user${i}@x.co`, '5.5.5.5');
    expect(await guard.begin('traders', 'fresh@x.co', '5.5.5.5')).toMatchObject({ ok: false, code: 'RATE_LIMITED' });
    expect((await succeed(guard, 'fresh@x.co', '6.6.6.6')).ok).toBe(true);
  });

  it('counts editors and traders apart: five wrong editor passwords from one address leave the editor free elsewhere', async () => {
    const guard = createLoginGuard();
    for (let i = 0; i < PAIR_LIMIT; i++) await fail(guard, 'ed@x.co', '7.7.7.7', 'editors');
    expect(await guard.begin('editors', 'ed@x.co', '7.7.7.7')).toMatchObject({ ok: false, code: 'ACCOUNT_LOCKED' });
    expect((await succeed(guard, 'ed@x.co', '8.8.8.8', 'editors')).ok).toBe(true);
    expect((await succeed(guard, 'ed@x.co', '7.7.7.7', 'traders')).ok).toBe(true);
  });
});
