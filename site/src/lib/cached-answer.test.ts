import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { answerFromCache, pageToKeep } from './cached-answer';

const html = `<!doctype html><title>About</title>${'<p>Markets, fees and the team.</p>'.repeat(200)}`;
const keep = () =>
  pageToKeep(
    200,
    [
      ['content-type', 'text/html'],
      ['content-security-policy', "default-src 'self'"],
      ['content-length', '12'],
      ['x-bourse-html-cache', 'miss'],
    ],
    new TextEncoder().encode(html),
  );
const header = (headers: Array<[string, string]>, name: string) => headers.filter(([key]) => key === name).map(([, value]) => value);
const BROWSER = 'gzip, deflate, br, zstd';

describe('answering a visitor from a kept page', () => {
  it('sends a browser the brotli copy, with Vary, its ETag, the kept headers and the hit mark', async () => {
    const answer = answerFromCache(await keep(), { acceptEncoding: BROWSER }, 'hit');
    expect(answer.status).toBe(200);
    expect(header(answer.headers, 'content-encoding')).toEqual(['br']);
    expect(header(answer.headers, 'vary')).toEqual(['Accept-Encoding']);
    expect(header(answer.headers, 'etag')[0]).toMatch(/^"[^"]+-br"$/);
    expect(header(answer.headers, 'content-security-policy')).toEqual(["default-src 'self'"]);
    expect(header(answer.headers, 'x-bourse-html-cache')).toEqual(['hit']);
    expect(header(answer.headers, 'content-length')).toEqual([String(answer.body!.byteLength)]);
    expect(brotliDecompressSync(answer.body!).toString()).toBe(html);
  });

  it('sends gzip to a client that takes only gzip, and the page as it is to one that takes neither', async () => {
    const page = await keep();
    const gzipped = answerFromCache(page, { acceptEncoding: 'gzip' });
    expect(header(gzipped.headers, 'content-encoding')).toEqual(['gzip']);
    expect(gunzipSync(gzipped.body!).toString()).toBe(html);
    const plain = answerFromCache(page, {});
    expect(header(plain.headers, 'content-encoding')).toEqual([]);
    expect(new TextDecoder().decode(plain.body)).toBe(html);
    expect(header(plain.headers, 'vary')).toEqual(['Accept-Encoding']);
  });

  it('gives each coding its own ETag, so a cache never swaps one for another', async () => {
    const page = await keep();
    const tags = [BROWSER, 'gzip', undefined].map((acceptEncoding) => header(answerFromCache(page, { acceptEncoding }).headers, 'etag')[0]);
    expect(new Set(tags).size).toBe(3);
  });

  it('answers 304 without a body when the visitor already holds the same copy', async () => {
    const page = await keep();
    const tag = header(answerFromCache(page, { acceptEncoding: BROWSER }).headers, 'etag')[0]!;
    for (const ifNoneMatch of [tag, `W/${tag}`, `"other", ${tag}`]) {
      const answer = answerFromCache(page, { acceptEncoding: BROWSER, ifNoneMatch });
      expect(answer.status).toBe(304);
      expect(answer.body).toBeUndefined();
      expect(header(answer.headers, 'etag')).toEqual([tag]);
      expect(header(answer.headers, 'vary')).toEqual(['Accept-Encoding']);
    }
  });

  it('sends the page again when the held copy is another coding, another page, or the visitor asks for no cache', async () => {
    const page = await keep();
    const brTag = header(answerFromCache(page, { acceptEncoding: BROWSER }).headers, 'etag')[0]!;
    expect(answerFromCache(page, { acceptEncoding: 'gzip', ifNoneMatch: brTag }).status).toBe(200);
    expect(answerFromCache(page, { acceptEncoding: BROWSER, ifNoneMatch: '"an-older-page-br"' }).status).toBe(200);
    expect(answerFromCache(page, { acceptEncoding: BROWSER, ifNoneMatch: brTag, cacheControl: 'no-cache' }).status).toBe(200);
  });

  it('changes the ETag when the page changes', async () => {
    const other = await pageToKeep(200, [['content-type', 'text/html']], new TextEncoder().encode(`${html}!`));
    expect(other.etag).not.toBe((await keep()).etag);
  });
});
