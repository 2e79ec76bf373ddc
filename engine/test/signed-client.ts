// A plain HTTP client of the trading API that signs as Binance's documentation shows: HMAC-SHA256
// (hex) or Ed25519 (base64) over the query string and body as sent.
import { createHmac, sign, type KeyObject } from 'node:crypto';

export type SigningKey = { apiKey: string; secret?: string | null; privateKey?: KeyObject };

export function signature(key: SigningKey, payload: string): string {
  if (key.privateKey) return sign(null, Buffer.from(payload), key.privateKey).toString('base64');
  return createHmac('sha256', key.secret!).update(payload).digest('hex');
}

/**
 * A signed call: `params` (timestamp added unless given) in the query for GET and DELETE, in a
 * form body for POST and PUT; `tamper` changes the request after signing.
 */
export async function signedCall(
  base: string,
  key: SigningKey | null,
  method: string,
  path: string,
  params: Record<string, string | number> = {},
  options: { sign?: boolean; tamper?: (payload: string) => string } = {},
): Promise<{ status: number; body: any; headers: Headers }> {
  const all = new URLSearchParams(Object.entries({ timestamp: Date.now(), ...params }).map(([k, v]) => [k, String(v)]));
  let payload = all.toString();
  if (key && options.sign !== false) payload += `&signature=${encodeURIComponent(signature(key, payload))}`;
  if (options.tamper) payload = options.tamper(payload);
  const inBody = method === 'POST' || method === 'PUT';
  const headers: Record<string, string> = key ? { 'x-mbx-apikey': key.apiKey } : {};
  if (inBody) headers['content-type'] = 'application/x-www-form-urlencoded';
  const answer = await fetch(`${base}${path}${inBody ? '' : `?${payload}`}`, { method, headers, body: inBody ? payload : undefined });
  return { status: answer.status, body: await answer.json(), headers: answer.headers };
}
