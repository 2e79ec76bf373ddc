/**
 * Which address a request comes from, for rate limits and lockouts. X-Forwarded-For is written by
 * whoever sent the request, so it counts only when the direct peer is a proxy the operator named
 * in TRUSTED_PROXIES (`bourse start` names the loopback addresses, from which the site's server
 * calls the CMS with its visitor's address). From anyone else it is ignored: rotating it must not
 * buy an attacker a fresh rate-limit window.
 */

/**
 * The direct peer, as `cms/server.ts` saw the socket. The server overwrites any value a client
 * sent, so only it can set this header.
 */
export const PEER_HEADER = 'x-bourse-peer';

/** `::ffff:127.0.0.1` and `127.0.0.1` are one address; brackets and spaces are dropped. */
export function normalizeAddress(address: string | null | undefined): string {
  const trimmed = (address ?? '').trim().replace(/^\[(.*)\]$/, '$1');
  return trimmed.startsWith('::ffff:') && trimmed.includes('.') ? trimmed.slice(7) : trimmed;
}

/** TRUSTED_PROXIES: comma-separated addresses; none by default. */
export function trustedProxies(env: Record<string, string | undefined> = process.env): string[] {
  return (env.TRUSTED_PROXIES ?? '').split(',').map(normalizeAddress).filter(Boolean);
}

/**
 * The client's address: the peer, unless the peer is a trusted proxy; then the nearest address in
 * X-Forwarded-For (read from the right) that is not itself a trusted proxy. `unknown` when the
 * peer is not known (a server started without cms/server.ts): all such requests share one count.
 * @example clientAddress(new Headers({ 'x-bourse-peer': '203.0.113.9', 'x-forwarded-for': '1.2.3.4' }), []) // '203.0.113.9'
 */
export function clientAddress(headers: Headers, trusted: readonly string[] = trustedProxies()): string {
  const peer = normalizeAddress(headers.get(PEER_HEADER));
  if (!peer) return 'unknown';
  if (!trusted.includes(peer)) return peer;
  const chain = (headers.get('x-forwarded-for') ?? '').split(',').map(normalizeAddress).filter(Boolean);
  for (let i = chain.length - 1; i >= 0; i--) if (!trusted.includes(chain[i]!)) return chain[i]!;
  return peer;
}
