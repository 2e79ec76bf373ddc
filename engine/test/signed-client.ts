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

/**
 * A client of Binance's WebSocket API: each request's parameters signed as Binance's WebSocket API
 * signs them (sorted by name, `apiKey` and `timestamp` among them), answers matched by id.
 */
export async function openWsApi(base: string): Promise<{
  request(key: SigningKey, method: string, params?: Record<string, string | number>): Promise<any>;
  close(): void;
}> {
  const { WebSocket } = await import('ws');
  const socket = new WebSocket(`${base.replace('http', 'ws')}/ws-api/v3`);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const waiting = new Map<string, (answer: any) => void>();
  socket.on('message', (data) => {
    const answer = JSON.parse(String(data));
    if (answer.id !== undefined) waiting.get(answer.id)?.(answer);
  });
  let next = 0;
  return {
    request(key, method, params = {}) {
      const all: Record<string, string> = { apiKey: key.apiKey, timestamp: String(Date.now()) };
      for (const [name, value] of Object.entries(params)) all[name] = String(value);
      const payload = Object.keys(all)
        .sort()
        .map((name) => `${name}=${all[name]}`)
        .join('&');
      const id = `r${next++}`;
      const answered = new Promise<any>((resolve) => waiting.set(id, resolve));
      socket.send(JSON.stringify({ id, method, params: { ...all, signature: signature(key, payload) } }));
      return answered;
    },
    close: () => socket.close(),
  };
}
