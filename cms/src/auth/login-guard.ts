import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * Login throttling that slows the guesser, never the account's owner. Counts live in memory
 * (rate-limiter-flexible), keyed by the e-mail as typed (lower-cased) whether or not an account
 * has it, so the answers say nothing about who has one; traders and editors are counted apart.
 *
 * - One address on one account: after PAIR_LIMIT wrong passwords within WINDOW that address is
 *   locked out of that account for LOCK (423). Everybody else, the owner included, still logs in.
 * - One address on many accounts: ADDRESS_LIMIT wrong passwords within WINDOW (credential
 *   stuffing) refuse that address on every account for LOCK (429).
 * - Many addresses on one account: once the account has ACCOUNT_FAILURES failures within WINDOW,
 *   an address that has already failed on it waits before each further try (UNDER_ATTACK_DELAY,
 *   doubling with its own failures, 429 with Retry-After). An address that has not failed is
 *   checked at once, so the owner with the right password gets in however long the attack lasts.
 *
 * An attempt counts as a failure from the moment it begins (so concurrent attempts count exactly,
 * and an attempt that ends in an error counts too) until `succeeded()` gives it back. One CMS
 * process counts its own attempts.
 */
export const PAIR_LIMIT = 5;
export const ADDRESS_LIMIT = 100;
export const ACCOUNT_FAILURES = 20;
export const WINDOW_SECONDS = 10 * 60;
export const LOCK_SECONDS = 10 * 60;
export const UNDER_ATTACK_DELAY_SECONDS = 30;

export type Verdict =
  { ok: true; succeeded: () => Promise<void> } | { ok: false; code: 'ACCOUNT_LOCKED' | 'RATE_LIMITED'; retryAfterSeconds: number };

export type Realm = 'traders' | 'editors';

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
const refused = (code: 'ACCOUNT_LOCKED' | 'RATE_LIMITED', res: RateLimiterRes) => ({
  ok: false as const,
  code,
  retryAfterSeconds: seconds(res.msBeforeNext),
});

export function createLoginGuard() {
  const pairs = new RateLimiterMemory({ keyPrefix: 'pair', points: PAIR_LIMIT, duration: WINDOW_SECONDS, blockDuration: LOCK_SECONDS });
  const addresses = new RateLimiterMemory({
    keyPrefix: 'address',
    points: ADDRESS_LIMIT,
    duration: WINDOW_SECONDS,
    blockDuration: LOCK_SECONDS,
  });
  // Never refuses by itself: it only tells when an account is under a spread attack.
  const accounts = new RateLimiterMemory({ keyPrefix: 'account', points: Number.MAX_SAFE_INTEGER, duration: WINDOW_SECONDS });
  const waits = new RateLimiterMemory({ keyPrefix: 'wait', points: 1, duration: LOCK_SECONDS });
  // A reset password or an operator's unlock starts the account afresh: its pair keys change.
  const generations = new Map<string, number>();

  const accountKey = (realm: Realm, email: string) => `${realm}:${email.trim().toLowerCase()}`;
  const pairKey = (account: string, address: string) => `${account}#${generations.get(account) ?? 0} ${address}`;

  return {
    /** Reserve an attempt by `address` on `email`, or say why it must not be tried now. */
    async begin(realm: Realm, email: string, address: string): Promise<Verdict> {
      const account = accountKey(realm, email);
      const pair = pairKey(account, address);
      const wait = await waits.get(pair);
      if (wait && wait.consumedPoints > 1 && wait.msBeforeNext > 0) return refused('RATE_LIMITED', wait);
      let pairCount: RateLimiterRes;
      try {
        pairCount = await pairs.consume(pair);
      } catch (res) {
        return refused('ACCOUNT_LOCKED', res as RateLimiterRes);
      }
      try {
        await addresses.consume(`${realm}:${address}`);
      } catch (res) {
        await pairs.reward(pair);
        return refused('RATE_LIMITED', res as RateLimiterRes);
      }
      const accountCount = await accounts.consume(account);
      // Under a spread attack, an address that fails here waits before its next try.
      if (accountCount.consumedPoints > ACCOUNT_FAILURES) {
        await waits.block(pair, Math.min(UNDER_ATTACK_DELAY_SECONDS * 2 ** (pairCount.consumedPoints - 1), LOCK_SECONDS));
      }
      let done = false;
      return {
        ok: true,
        async succeeded() {
          if (done) return;
          done = true;
          await Promise.all([pairs.delete(pair), waits.delete(pair), addresses.reward(`${realm}:${address}`), accounts.reward(account)]);
        },
      };
    },
    /** Forget every count for an account in both realms (its password was reset, or an operator unlocked it). */
    async forget(email: string) {
      for (const realm of ['traders', 'editors'] as const) {
        const account = accountKey(realm, email);
        generations.set(account, (generations.get(account) ?? 0) + 1);
        await accounts.delete(account);
      }
    },
    /** For tests: the failures counted for (email, address) and for the account. */
    async failures(realm: Realm, email: string, address: string) {
      const account = accountKey(realm, email);
      const [pair, total] = await Promise.all([pairs.get(pairKey(account, address)), accounts.get(account)]);
      return { pair: pair?.consumedPoints ?? 0, account: total?.consumedPoints ?? 0 };
    },
  };
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;

let shared: LoginGuard | undefined;
/** The process's guard, used by the trader login endpoint, the editors' login hooks and password reset. */
export const loginGuard = (): LoginGuard => (shared ??= createLoginGuard());
