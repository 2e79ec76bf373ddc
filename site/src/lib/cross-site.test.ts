import { describe, expect, it } from 'vitest';
import { isForbiddenCrossSiteRequest } from './cross-site';

const url = new URL('https://bourse.example/api/revalidate');
const post = (headers: Record<string, string>) => new Request(url, { method: 'POST', headers, body: '{}' });

describe('cross-site request check', () => {
  it('blocks a form posted from another site', () => {
    expect(
      isForbiddenCrossSiteRequest(post({ origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' }), url),
    ).toBe(true);
  });

  it('lets a same-origin form through', () => {
    expect(isForbiddenCrossSiteRequest(post({ origin: 'https://bourse.example', 'content-type': 'multipart/form-data' }), url)).toBe(false);
  });

  it('lets the CMS webhook through with a bearer token, whatever its content type', () => {
    expect(isForbiddenCrossSiteRequest(post({ authorization: 'Bearer x', 'content-type': 'text/plain;charset=UTF-8' }), url)).toBe(false);
  });

  it('lets JSON through, which a cross-site form cannot send', () => {
    expect(isForbiddenCrossSiteRequest(post({ origin: 'https://evil.example', 'content-type': 'application/json' }), url)).toBe(false);
  });

  it('blocks a cross-site POST without a content type', () => {
    expect(isForbiddenCrossSiteRequest(new Request(url, { method: 'POST', headers: { origin: 'https://evil.example' } }), url)).toBe(true);
  });

  it('lets a server-to-server call without Origin reach its handler (which answers 401 itself)', () => {
    expect(isForbiddenCrossSiteRequest(new Request(url, { method: 'POST' }), url)).toBe(false);
  });

  it('never blocks reading a page', () => {
    expect(isForbiddenCrossSiteRequest(new Request(url, { headers: { origin: 'https://evil.example' } }), url)).toBe(false);
  });
});
