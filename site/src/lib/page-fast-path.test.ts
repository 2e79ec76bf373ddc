import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageToKeep } from './cached-answer';
import { createHtmlCache } from './html-cache';
import { serveCachedPage } from './page-fast-path';

const html = `<!doctype html><title>Terms</title>${'<p>Terms of service.</p>'.repeat(300)}`;
const cache = createHtmlCache({ maxEntries: 10, maxBytes: 1 << 20, now: Date.now });
let server: Server;
let origin = '';

/** A raw HTTP exchange (fetch would decompress the body and hide what was sent). */
function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = httpRequest(`${origin}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  // Whatever the fast path leaves, this server answers as Astro would: 'rendered'.
  server = createServer((req, res) => {
    if (!serveCachedPage(cache, req, res)) res.writeHead(200, { 'content-type': 'text/plain' }).end('rendered');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const page = await pageToKeep(200, [['content-type', 'text/html']], new TextEncoder().encode(html));
  cache.store(`${origin}/terms`, page, { dataKeys: ['page:en:terms'], expiresAt: Date.now() + 60_000, ticket: cache.begin() });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('kept pages answered before Astro runs', () => {
  it('sends an anonymous browser the kept brotli bytes, marked as a hit', async () => {
    const answer = await get('/terms', { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['x-bourse-html-cache']).toBe('hit');
    expect(brotliDecompressSync(answer.body).toString()).toBe(html);
  });

  it('answers a repeat visit with 304 and no body', async () => {
    const first = await get('/terms', { 'accept-encoding': 'br' });
    const again = await get('/terms', { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.byteLength).toBe(0);
  });

  it('leaves to Astro what the middleware would render: sessions, query strings, other methods, pages not kept', async () => {
    const rendered = async (path: string, headers?: Record<string, string>, method?: string) =>
      (await get(path, headers, method)).body.toString();
    expect(await rendered('/terms', { cookie: 'theme=dark; bourse-session=abc' })).toBe('rendered');
    expect(await rendered('/terms', { cookie: 'bourse-refresh=abc' })).toBe('rendered');
    expect(await rendered('/terms?debug=1')).toBe('rendered');
    expect(await rendered('/terms', {}, 'POST')).toBe('rendered');
    expect(await rendered('/about')).toBe('rendered');
  });

  it('serves the page kept for the host the visitor asked for only', async () => {
    expect((await get('/terms', { host: 'another.example' })).body.toString()).toBe('rendered');
  });

  it('stops answering a page once the cache drops it (a publish)', async () => {
    cache.invalidate(['page:en:terms']);
    expect((await get('/terms')).body.toString()).toBe('rendered');
  });
});
