import { createHmac, createPublicKey, timingSafeEqual, verify } from 'node:crypto';

// A signed request's signature, as Binance checks it: over `totalParams`, the query string
// followed by the request body, as sent (still percent-encoded), without the signature parameter.

const SIGNATURE = /(^|&)signature=([^&]*)/;

/**
 * The text that was signed and the signature sent (percent-decoded), or null without one.
 *
 * @example
 * signedPayload('symbol=BTCUSDT&timestamp=1&signature=ab12', ''); // { payload: 'symbol=BTCUSDT&timestamp=1', signature: 'ab12' }
 */
export function signedPayload(query: string, body: string): { payload: string; signature: string } | null {
  for (const [part, other, first] of [
    [query, body, true],
    [body, query, false],
  ] as const) {
    const found = SIGNATURE.exec(part);
    if (!found) continue;
    const without = (part.slice(0, found.index) + part.slice(found.index + found[0].length)).replace(/^&/, '');
    let signature: string;
    try {
      signature = decodeURIComponent(found[2]!);
    } catch {
      signature = '';
    }
    return { payload: first ? without + other : other + without, signature };
  }
  return null;
}

/** HMAC-SHA256 of the payload in hex under the key's secret, compared in constant time (either case of hex). */
export function hmacMatches(secret: string, payload: string, signature: string): boolean {
  const expected = createHmac('sha256', secret).update(payload).digest();
  if (!/^[0-9a-fA-F]{64}$/.test(signature)) return false;
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** An Ed25519 signature (base64) of the payload under the key's public key. */
export function ed25519Matches(publicKeyPem: string, payload: string, signature: string): boolean {
  try {
    const bytes = Buffer.from(signature, 'base64');
    if (bytes.length !== 64) return false;
    return verify(null, Buffer.from(payload), createPublicKey(publicKeyPem), bytes);
  } catch {
    return false;
  }
}
