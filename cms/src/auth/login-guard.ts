/**
 * Login throttling that a stranger cannot turn against the account's owner. Failures are counted
 * per (account, client address) and per account, in memory, keyed by the e-mail as typed
 * (lower-cased) whether or not an account has it, so the answers say nothing about who has one.
 *
 * - One address: after PAIR_LIMIT wrong passwords within WINDOW it is locked out of that account
 *   for LOCK (423), while everybody else, the owner included, can still log in.
 * - Many addresses: once the account has ACCOUNT_FAILURES failures from at least ACCOUNT_ADDRESSES
 *   different addresses within WINDOW (a distributed guess), every attempt on it must wait a
 *   growing delay (1 s, 2 s, 4 s ... at most MAX_DELAY) before the password is even checked (429
 *   with Retry-After). The owner still gets in, a little slower, instead of a CAPTCHA or a lock.
 *
 * Each attempt is reserved before the password is checked (synchronously, so concurrent attempts
 * count exactly), and released with its outcome. One CMS process counts its own attempts.
 */
export const PAIR_LIMIT = 5;
export const ACCOUNT_FAILURES = 20;
export const ACCOUNT_ADDRESSES = 5;
export const WINDOW_MS = 10 * 60_000;
export const LOCK_MS = 10 * 60_000;
export const MAX_DELAY_MS = 60_000;

export type Verdict =
  { ok: true; finish: (succeeded: boolean) => void } | { ok: false; code: 'ACCOUNT_LOCKED' | 'RATE_LIMITED'; retryAfterSeconds: number };

type Pair = { failures: number[]; inFlight: number; lockedUntil: number };
type Account = { failures: Array<{ at: number; address: string }>; nextAttemptAt: number };

export function createLoginGuard(now: () => number = Date.now) {
  const pairs = new Map<string, Pair>();
  const accounts = new Map<string, Account>();
  const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

  function prune(time: number) {
    if (pairs.size + accounts.size < 20_000) return;
    for (const [key, pair] of pairs)
      if (!pair.inFlight && pair.lockedUntil < time && pair.failures.every((at) => time - at > WINDOW_MS)) pairs.delete(key);
    for (const [key, account] of accounts) if (account.failures.every((f) => time - f.at > WINDOW_MS)) accounts.delete(key);
  }

  return {
    /** Reserve an attempt by `address` on `email`, or say why it must not be tried now. */
    begin(email: string, address: string): Verdict {
      const time = now();
      prune(time);
      const id = email.trim().toLowerCase();
      const pairKey = `${id} ${address}`;
      const pair = pairs.get(pairKey) ?? { failures: [], inFlight: 0, lockedUntil: 0 };
      pair.failures = pair.failures.filter((at) => time - at <= WINDOW_MS);
      pairs.set(pairKey, pair);
      if (pair.lockedUntil > time) return { ok: false, code: 'ACCOUNT_LOCKED', retryAfterSeconds: seconds(pair.lockedUntil - time) };
      // Attempts still being checked count as failures until they finish: 20 at once cannot all pass.
      if (pair.failures.length + pair.inFlight >= PAIR_LIMIT) return { ok: false, code: 'RATE_LIMITED', retryAfterSeconds: 1 };

      const account = accounts.get(id) ?? { failures: [], nextAttemptAt: 0 };
      account.failures = account.failures.filter((f) => time - f.at <= WINDOW_MS);
      accounts.set(id, account);
      const addresses = new Set(account.failures.map((f) => f.address)).size;
      if (account.failures.length >= ACCOUNT_FAILURES && addresses >= ACCOUNT_ADDRESSES) {
        if (account.nextAttemptAt > time)
          return { ok: false, code: 'RATE_LIMITED', retryAfterSeconds: seconds(account.nextAttemptAt - time) };
        const excess = account.failures.length - ACCOUNT_FAILURES;
        account.nextAttemptAt = time + Math.min(1000 * 2 ** Math.min(excess, 16), MAX_DELAY_MS);
      }

      pair.inFlight += 1;
      let done = false;
      return {
        ok: true,
        finish(succeeded) {
          if (done) return;
          done = true;
          pair.inFlight -= 1;
          const at = now();
          if (succeeded) {
            pair.failures = [];
            return;
          }
          pair.failures.push(at);
          if (pair.failures.length >= PAIR_LIMIT) pair.lockedUntil = at + LOCK_MS;
          account.failures.push({ at, address });
        },
      };
    },
    /** Forget every count for an account (its password was just reset by its owner). */
    forget(email: string) {
      const id = email.trim().toLowerCase();
      accounts.delete(id);
      for (const key of pairs.keys()) if (key.startsWith(`${id} `)) pairs.delete(key);
    },
    /** For tests: the failures counted for (email, address) and for the account. */
    failures(email: string, address: string) {
      const id = email.trim().toLowerCase();
      return { pair: pairs.get(`${id} ${address}`)?.failures.length ?? 0, account: accounts.get(id)?.failures.length ?? 0 };
    },
  };
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;

let shared: LoginGuard | undefined;
/** The process's guard, used by the login and password-reset endpoints. */
export const loginGuard = (): LoginGuard => (shared ??= createLoginGuard());
