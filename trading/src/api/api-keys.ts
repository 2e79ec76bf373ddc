import ipaddr from 'ipaddr.js';
import * as z from 'zod/mini';

// The trading API's keys as the cabinet and the CMS speak of them: what a new key is made of, what
// a listed key shows, and the rules of its IP allow-list. The CMS checks them on the server, the
// cabinet's form with the same functions before it sends, and the engine matches addresses with them.

/** At most this many live keys per trader, as Binance allows per account. */
export const API_KEY_LIMIT = 30;
/** At most this many entries in one key's IP allow-list. */
export const IP_ALLOW_LIST_LIMIT = 30;
/** `read` reads the account; `trade` also places and cancels orders (reading is always on, as on Binance). */
export const API_KEY_PERMISSIONS = ['read', 'trade'] as const;
export type ApiKeyPermission = (typeof API_KEY_PERMISSIONS)[number];
/** HMAC-SHA256: the server makes a secret, shown once. Ed25519: the trader keeps the private key and gives its public key. */
export const API_KEY_KINDS = ['HMAC_SHA256', 'ED25519'] as const;
export type ApiKeyKind = (typeof API_KEY_KINDS)[number];

/** Why a key was not made or changed; the cabinet words each code in the trader's language. */
export type ApiKeyErrorCode =
  | 'LABEL_REQUIRED'
  | 'IP_LIST_INVALID'
  | 'IP_LIST_TOO_LONG'
  | 'PUBLIC_KEY_REQUIRED'
  | 'PUBLIC_KEY_INVALID'
  | 'PASSWORD_REQUIRED'
  | 'WRONG_PASSWORD'
  | 'TOO_MANY_ATTEMPTS'
  | 'TWO_FACTOR_REQUIRED'
  | 'WRONG_2FA'
  | 'KEY_LIMIT'
  | 'ACCOUNT_NOT_FOUND'
  | 'KEY_NOT_FOUND';

export type ApiKeyError = { code: ApiKeyErrorCode; field?: string; params?: Record<string, string> };

/**
 * A new key as the cabinet sends it. The password (and the two-factor code once the trader has
 * two-factor on) proves the trader is at the keyboard; `publicKey` is the Ed25519 key's PEM.
 * @example { label: 'grid bot', permissions: 'trade', kind: 'HMAC_SHA256', accountId: 12, ipAllowList: '203.0.113.7', password: '…' }
 */
export const newApiKeySchema = z.object({
  label: z.string().check(z.maxLength(60)),
  permissions: z.enum(API_KEY_PERMISSIONS),
  kind: z.enum(API_KEY_KINDS),
  accountId: z.number().check(z.int(), z.positive()),
  ipAllowList: z.optional(z.string().check(z.maxLength(2000))),
  publicKey: z.optional(z.string().check(z.maxLength(1000))),
  password: z.string().check(z.maxLength(200)),
  twoFactorCode: z.optional(z.string().check(z.maxLength(12))),
});
export type NewApiKeyBody = z.infer<typeof newApiKeySchema>;

/**
 * A key as the cabinet lists it (never its secret).
 * @example { id: 3, label: 'grid bot', apiKey: 'vmPU…', kind: 'HMAC_SHA256', permissions: 'trade', accountId: 12, ipAllowList: [], createdAt: 1, lastUsedAt: null }
 */
export const apiKeyAnswerSchema = z.object({
  id: z.number(),
  label: z.string(),
  apiKey: z.string(),
  kind: z.enum(API_KEY_KINDS),
  permissions: z.enum(API_KEY_PERMISSIONS),
  accountId: z.number(),
  ipAllowList: z.array(z.string()),
  createdAt: z.number(),
  lastUsedAt: z.nullable(z.number()),
});
export type ApiKeyAnswer = z.infer<typeof apiKeyAnswerSchema>;

/**
 * Where a program reaches the trading API with these keys: the REST base URL, Binance's WebSocket
 * API and the user data stream's websocket (a listen key is appended to it).
 *
 * @example
 * { rest: 'http://localhost:3002', webSocketApi: 'ws://localhost:3002/ws-api/v3', userDataStream: 'ws://localhost:3002/ws' }
 */
export const apiAddressesSchema = z.object({ rest: z.string(), webSocketApi: z.string(), userDataStream: z.string() });
export type ApiAddresses = z.infer<typeof apiAddressesSchema>;

/** The trading API's addresses for a base URL (`http://host:port`, no trailing slash). */
export function apiAddressesOf(restUrl: string): ApiAddresses {
  const ws = restUrl.replace(/^http/, 'ws');
  return { rest: restUrl, webSocketApi: `${ws}/ws-api/v3`, userDataStream: `${ws}/ws` };
}

/** The key list, where programs reach the API with them, and whether making one asks for a two-factor code. */
export const apiKeyListSchema = z.object({
  keys: z.array(apiKeyAnswerSchema),
  limit: z.number(),
  addresses: apiAddressesSchema,
  twoFactorRequired: z.boolean(),
});
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

/** A key just made: the HMAC secret is in this answer and nowhere else, ever again. */
export const createdApiKeySchema = z.object({ key: apiKeyAnswerSchema, secret: z.nullable(z.string()) });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

type Read<T> = { ok: true; value: T } | { ok: false; error: ApiKeyError };

function readEntry(entry: string): string | null {
  if (entry.includes('/')) {
    if (!ipaddr.isValidCIDR(entry)) return null;
    const [address, bits] = ipaddr.parseCIDR(entry);
    if (address.kind() === 'ipv4' && !ipaddr.IPv4.isValidFourPartDecimal(entry.split('/')[0]!)) return null;
    return `${address.toString()}/${bits}`;
  }
  if (ipaddr.IPv4.isValidFourPartDecimal(entry)) return ipaddr.IPv4.parse(entry).toString();
  if (ipaddr.IPv6.isValid(entry)) return ipaddr.IPv6.parse(entry).toString();
  return null;
}

/**
 * The allow-list a trader typed: addresses or CIDR ranges, IPv4 or IPv6, separated by commas,
 * spaces or lines; written back in one spelling, each once. Empty means any address.
 *
 * @example
 * readIpAllowList('203.0.113.7, 10.0.0.0/8'); // { ok: true, value: ['203.0.113.7', '10.0.0.0/8'] }
 * readIpAllowList('10.0.0.300'); // { ok: false, error: { code: 'IP_LIST_INVALID', field: 'ipAllowList', params: { entry: '10.0.0.300' } } }
 */
export function readIpAllowList(text: string | undefined): Read<string[]> {
  const entries = (text ?? '').split(/[\s,;]+/).filter(Boolean);
  const list: string[] = [];
  for (const entry of entries) {
    const read = readEntry(entry);
    if (read === null) return { ok: false, error: { code: 'IP_LIST_INVALID', field: 'ipAllowList', params: { entry } } };
    if (!list.includes(read)) list.push(read);
  }
  if (list.length > IP_ALLOW_LIST_LIMIT)
    return { ok: false, error: { code: 'IP_LIST_TOO_LONG', field: 'ipAllowList', params: { max: String(IP_ALLOW_LIST_LIMIT) } } };
  return { ok: true, value: list };
}

/**
 * Whether a caller's address is on a key's allow-list (an empty list allows every address). An
 * IPv4 address seen as IPv6 (`::ffff:203.0.113.7`, how a dual-stack server reports it) counts as
 * the IPv4 address.
 *
 * @example
 * ipAllowed(['10.0.0.0/8'], '::ffff:10.1.2.3'); // true
 */
export function ipAllowed(list: readonly string[], address: string): boolean {
  if (list.length === 0) return true;
  let caller: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    caller = ipaddr.process(address);
  } catch {
    return false;
  }
  return list.some((entry) => {
    const [range, bits] = entry.includes('/') ? ipaddr.parseCIDR(entry) : [ipaddr.parse(entry), caller.kind() === 'ipv4' ? 32 : 128];
    return range.kind() === caller.kind() && caller.match(range, bits);
  });
}
