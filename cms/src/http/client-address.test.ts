import { describe, expect, it } from 'vitest';
import { clientAddress, normalizeAddress, PEER_HEADER, trustedProxies } from './client-address';

const headers = (peer: string | null, forwarded?: string) => {
  const h = new Headers();
  if (peer !== null) h.set(PEER_HEADER, peer);
  if (forwarded) h.set('x-forwarded-for', forwarded);
  return h;
};

describe('clientAddress', () => {
  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', () => {
    expect(clientAddress(headers('203.0.113.9', '1.2.3.4'), [])).toBe('203.0.113.9');
    expect(clientAddress(headers('203.0.113.9', '1.2.3.4'), ['127.0.0.1'])).toBe('203.0.113.9');
  });

  it('takes the nearest untrusted hop when the peer is a trusted proxy', () => {
    expect(clientAddress(headers('::ffff:127.0.0.1', '1.2.3.4'), ['127.0.0.1'])).toBe('1.2.3.4');
    expect(clientAddress(headers('127.0.0.1', 'forged, 1.2.3.4'), ['127.0.0.1'])).toBe('1.2.3.4');
    expect(clientAddress(headers('127.0.0.1', '1.2.3.4, 10.0.0.2'), ['127.0.0.1', '10.0.0.2'])).toBe('1.2.3.4');
    expect(clientAddress(headers('127.0.0.1'), ['127.0.0.1'])).toBe('127.0.0.1');
  });

  it('is "unknown" without a peer (every such request shares one count)', () => {
    expect(clientAddress(headers(null, '1.2.3.4'), [])).toBe('unknown');
  });

  it('reads TRUSTED_PROXIES, none by default', () => {
    expect(trustedProxies({})).toEqual([]);
    expect(trustedProxies({ TRUSTED_PROXIES: ' 127.0.0.1, ::1 ,' })).toEqual(['127.0.0.1', '::1']);
    expect(normalizeAddress('[::1]')).toBe('::1');
  });
});
