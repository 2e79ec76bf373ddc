import { and, asc, count, eq } from '@payloadcms/db-sqlite/drizzle';
import {
  API_KEY_LIMIT,
  type ApiKeyAnswer,
  type ApiKeyError,
  type ApiKeyKind,
  type ApiKeyPermission,
  type CreatedApiKey,
} from '@bourse/trading';
import { openSecret, randomKeyString, readEd25519PublicKey, sealSecret } from './api-key-seal';
import type { Ledger } from './connection';
import { num, numOrNull, text, type Row } from './sql';

// A trader's keys for the trading API, in the ledger's database beside the accounts they trade on.

/** A key as the signed API checks a request with it: the HMAC secret opened, or the Ed25519 public key. */
export type ApiKeyRecord = ApiKeyAnswer & { traderId: number; secret: string | null; publicKey: string | null };

/** A key asked for by the cabinet, already checked (label, allow-list read, the account the trader's own). */
export type ApiKeyInput = {
  label: string;
  permissions: ApiKeyPermission;
  kind: ApiKeyKind;
  accountId: number;
  ipAllowList: string[];
  publicKey?: string;
};

type Made = { ok: true; value: CreatedApiKey } | { ok: false; error: ApiKeyError };

function listJson(value: unknown): string[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? parsed.map(String) : [];
}

function answerOf(row: Row): ApiKeyAnswer {
  return {
    id: num(row.id),
    label: text(row.label),
    apiKey: text(row.apiKey),
    kind: text(row.kind) as ApiKeyKind,
    permissions: text(row.permissions) as ApiKeyPermission,
    accountId: num(row.account),
    ipAllowList: listJson(row.ipAllowList),
    createdAt: num(row.time),
    lastUsedAt: numOrNull(row.lastUsedAt),
  };
}

export async function listApiKeys(ledger: Ledger, traderId: number): Promise<ApiKeyAnswer[]> {
  const { apiKeys } = ledger.tables;
  const rows = await ledger.db.select().from(apiKeys).where(eq(apiKeys.trader!, traderId)).orderBy(asc(apiKeys.time!));
  return rows.map(answerOf);
}

/**
 * Makes a key: 64 letters and digits as Binance's keys are, and for HMAC a secret of the same form,
 * sealed under the server's key and returned this once. At most API_KEY_LIMIT per trader, counted
 * inside the transaction that adds the key, so two tabs cannot make the 31st.
 *
 * @example
 * const made = await createApiKey(ledger, 7, { label: 'bot', permissions: 'trade', kind: 'HMAC_SHA256', accountId: 12, ipAllowList: [] }, serverSecret, Date.now());
 * made.ok && made.value.secret; // 'Xb3…' (64 characters)
 */
export async function createApiKey(ledger: Ledger, traderId: number, input: ApiKeyInput, serverSecret: string, now: number): Promise<Made> {
  let publicKey: string | null = null;
  if (input.kind === 'ED25519') {
    if (!input.publicKey?.trim()) return { ok: false, error: { code: 'PUBLIC_KEY_REQUIRED', field: 'publicKey' } };
    publicKey = readEd25519PublicKey(input.publicKey);
    if (!publicKey) return { ok: false, error: { code: 'PUBLIC_KEY_INVALID', field: 'publicKey' } };
  }
  const apiKey = randomKeyString();
  const secret = input.kind === 'HMAC_SHA256' ? randomKeyString() : null;
  const stamp = new Date(now).toISOString();
  const { apiKeys } = ledger.tables;
  return ledger.transaction(null, async (tx): Promise<Made> => {
    const [held] = await tx.select({ n: count() }).from(apiKeys).where(eq(apiKeys.trader!, traderId));
    if (num(held?.n) >= API_KEY_LIMIT) return { ok: false, error: { code: 'KEY_LIMIT', params: { max: String(API_KEY_LIMIT) } } };
    const [row] = await tx
      .insert(apiKeys)
      .values({
        trader: traderId,
        account: input.accountId,
        label: input.label,
        apiKey,
        kind: input.kind,
        permissions: input.permissions,
        ipAllowList: JSON.stringify(input.ipAllowList),
        sealedSecret: secret ? sealSecret(secret, apiKey, serverSecret) : null,
        publicKey,
        lastUsedAt: null,
        time: now,
        createdAt: stamp,
        updatedAt: stamp,
      })
      .returning();
    return { ok: true, value: { key: answerOf(row!), secret } };
  });
}

/** Revokes one of the trader's keys (another trader's key reads as missing); the next request with it is refused. */
export async function revokeApiKey(ledger: Ledger, traderId: number, keyId: number): Promise<boolean> {
  const { apiKeys } = ledger.tables;
  return ledger.transaction(null, async (tx) => {
    const mine = and(eq(apiKeys.id!, keyId), eq(apiKeys.trader!, traderId));
    const [row] = await tx.select({ id: apiKeys.id! }).from(apiKeys).where(mine);
    if (!row) return false;
    await tx.delete(apiKeys).where(mine);
    return true;
  });
}

/** The key a request names, with what checks its signature; null for an unknown or revoked key, or a suspended trader's. */
export async function findApiKey(ledger: Ledger, apiKey: string, serverSecret: string): Promise<ApiKeyRecord | null> {
  const { apiKeys } = ledger.tables;
  const [row] = await ledger.db.select().from(apiKeys).where(eq(apiKeys.apiKey!, apiKey)).limit(1);
  if (!row) return null;
  // A suspended trader's keys stop with the trader's sessions.
  const { traders } = ledger.tables;
  const [trader] = await ledger.db
    .select({ status: traders.status! })
    .from(traders)
    .where(eq(traders.id!, num(row.trader)));
  if (text(trader?.status) !== 'active') return null;
  const sealed = row.sealedSecret ? text(row.sealedSecret) : null;
  return {
    ...answerOf(row),
    traderId: num(row.trader),
    secret: sealed ? openSecret(sealed, apiKey, serverSecret) : null,
    publicKey: row.publicKey ? text(row.publicKey) : null,
  };
}

/** Notes a key's use (the list's "last used"); the caller writes it at most once a minute per key. */
export async function touchApiKey(ledger: Ledger, keyId: number, now: number): Promise<void> {
  const { apiKeys } = ledger.tables;
  await ledger.db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id!, keyId));
}

/** Whether a key is still there (not revoked): the user data stream's check on its open connections. */
export async function apiKeyExists(ledger: Ledger, keyId: number): Promise<boolean> {
  const { apiKeys } = ledger.tables;
  const [row] = await ledger.db.select({ id: apiKeys.id! }).from(apiKeys).where(eq(apiKeys.id!, keyId));
  return Boolean(row);
}
