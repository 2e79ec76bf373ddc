import { computed } from 'nanostores';
import type { Account } from '@bourse/trading';
import { $trading, mutateTrading } from './persistence-trading';

/**
 * The trader's accounts (a new trader starts with demo 145000 USD, real USD 0, real EUR 0) for the account
 * switcher; generated once per trader and kept in `trading-storage`.
 *
 * @example
 * useStore($accounts).map((a) => `${a.name} ${a.accountNumber}`);
 */
export const $accounts = computed($trading, (t): Account[] => t?.profile.accounts ?? []);

/** The account the switcher shows as selected. */
export const $activeAccount = computed($trading, (t): Account | null =>
  t ? (t.profile.accounts.find((a) => a.id === t.profile.activeAccountId) ?? t.profile.accounts[0] ?? null) : null,
);

/** Selects another account; an unknown id changes nothing. */
export function selectAccount(id: string): Promise<boolean> {
  return mutateTrading((current) => {
    if (!current.profile.accounts.some((a) => a.id === id)) return { next: null, result: false };
    return { next: { ...current, profile: { ...current.profile, activeAccountId: id } }, result: true };
  }, false);
}

/** Stores an authenticator secret for two-factor checks. Only tests call it: no settings screen sets up an authenticator yet. */
export function setTotpSecret(secret: string | undefined): Promise<boolean> {
  return mutateTrading((current) => {
    const { totpSecret: _old, ...rest } = current.profile;
    return { next: { ...current, profile: secret ? { ...rest, totpSecret: secret } : rest }, result: true };
  }, false);
}
