import { describe, expect, it } from 'vitest';
import { ACCOUNT_ADDRESSES, ACCOUNT_FAILURES, createLoginGuard, LOCK_MS, MAX_DELAY_MS, PAIR_LIMIT } from './login-guard';

function fail(guard: ReturnType<typeof createLoginGuard>, email: string, address: string) {
  const verdict = guard.begin(email, address);
  if (verdict.ok) verdict.finish(false);
  return verdict;
}

describe('login guard', () => {
  it('locks one address out of one account after 5 failures, for 10 minutes, and no one else', () => {
    let time = 0;
    const guard = createLoginGuard(() => time);
    for (let i = 0; i < PAIR_LIMIT; i++) expect(fail(guard, 'a@x.co', '1.1.1.1').ok).toBe(true);
    expect(guard.begin('a@x.co', '1.1.1.1')).toMatchObject({ ok: false, code: 'ACCOUNT_LOCKED', retryAfterSeconds: LOCK_MS / 1000 });
    expect(guard.begin('A@x.co', '2.2.2.2').ok).toBe(true);
    expect(guard.begin('b@x.co', '1.1.1.1').ok).toBe(true);
    time += LOCK_MS + 1;
    expect(guard.begin('a@x.co', '1.1.1.1').ok).toBe(true);
  });

  it('counts attempts in flight, so concurrent ones cannot all be checked', () => {
    const guard = createLoginGuard(() => 0);
    const verdicts = Array.from({ length: 20 }, () => guard.begin('a@x.co', '1.1.1.1'));
    expect(verdicts.filter((v) => v.ok)).toHaveLength(PAIR_LIMIT);
    for (const v of verdicts) if (v.ok) v.finish(false);
    expect(guard.failures('a@x.co', '1.1.1.1')).toEqual({ pair: PAIR_LIMIT, account: PAIR_LIMIT });
  });

  it('a success clears that address; a reset password forgets the account', () => {
    const guard = createLoginGuard(() => 0);
    for (let i = 0; i < PAIR_LIMIT - 1; i++) fail(guard, 'a@x.co', '1.1.1.1');
    const ok = guard.begin('a@x.co', '1.1.1.1');
    if (ok.ok) ok.finish(true);
    expect(guard.failures('a@x.co', '1.1.1.1').pair).toBe(0);
    guard.forget('a@x.co');
    expect(guard.failures('a@x.co', '1.1.1.1').account).toBe(0);
  });

  it('a guess spread over many addresses meets a growing delay, never a lock', () => {
    let time = 0;
    const guard = createLoginGuard(() => time);
    for (let i = 0; i < ACCOUNT_FAILURES; i++) fail(guard, 'a@x.co', `9.9.9.${i % ACCOUNT_ADDRESSES}`);
    // Below the thresholds nothing waits; at them, the first attempt passes and sets a 1 s wait.
    expect(fail(guard, 'a@x.co', '3.3.3.3').ok).toBe(true);
    expect(guard.begin('a@x.co', '4.4.4.4')).toMatchObject({ ok: false, code: 'RATE_LIMITED', retryAfterSeconds: 1 });
    time += 1000;
    expect(fail(guard, 'a@x.co', '4.4.4.4').ok).toBe(true);
    expect(guard.begin('a@x.co', '5.5.5.5')).toMatchObject({ ok: false, retryAfterSeconds: 2 });
    for (let i = 0; i < 6; i++) {
      time += MAX_DELAY_MS;
      expect(fail(guard, 'a@x.co', `6.6.6.${i}`).ok).toBe(true);
    }
    expect(guard.begin('a@x.co', '7.7.7.7')).toMatchObject({ ok: false, retryAfterSeconds: MAX_DELAY_MS / 1000 });
    // The owner waits at most that long, then is checked like anyone else.
    time += MAX_DELAY_MS;
    expect(guard.begin('a@x.co', '7.7.7.7').ok).toBe(true);
  });
});
