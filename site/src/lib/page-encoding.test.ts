import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressRendered, encodeForStore, negotiateEncoding, STORED_QUALITY } from './page-encoding';

// A page-sized HTML body with the repetition real markup has.
const html = `<!doctype html><html><body>${Array.from({ length: 400 }, (_, i) => `<p class="row">Row ${i} of the page</p>`).join('')}</body></html>`;
const bytes = new TextEncoder().encode(html);

describe('choosing the coding of an answer', () => {
  it('answers browsers in brotli, whatever order they list it in', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('br;q=1.0, gzip;q=0.8')).toBe('br');
  });

  it('falls back to gzip, then to the page as it is', () => {
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('deflate')).toBe('identity');
    expect(negotiateEncoding(undefined)).toBe('identity');
  });

  it('sends the page as it is to a client that takes nothing offered, rather than refusing it', () => {
    expect(negotiateEncoding('identity;q=0')).toBe('identity');
  });
});

describe("a kept page's compressed copies", () => {
  it('are the bytes a fresh compression at the stored qualities gives, and read back as the page', async () => {
    const { br, gzip } = await encodeForStore(bytes);
    const fresh = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: STORED_QUALITY.br,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
      },
    });
    expect(Buffer.from(br).equals(fresh)).toBe(true);
    expect(Buffer.from(gzip).equals(gzipSync(bytes, { level: STORED_QUALITY.gzip }))).toBe(true);
    expect(brotliDecompressSync(br).toString()).toBe(html);
    expect(gunzipSync(gzip).toString()).toBe(html);
    expect(br.byteLength).toBeLessThan(bytes.byteLength / 5);
  });
});

describe('a page rendered for one visitor', () => {
  const rendered = (type = 'text/html', init: Record<string, string> = {}) =>
    new Response(html, { status: 200, headers: { 'content-type': type, 'set-cookie': 'a=1', ...init } });

  it('leaves in the coding the browser takes, whole, with Vary and its length', async () => {
    const answer = await compressRendered(rendered(), 'gzip, deflate, br');
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('vary')).toBe('Accept-Encoding');
    expect(answer.headers.get('set-cookie')).toBe('a=1');
    const body = Buffer.from(await answer.arrayBuffer());
    expect(answer.headers.get('content-length')).toBe(String(body.byteLength));
    expect(brotliDecompressSync(body).toString()).toBe(html);
  });

  it('is sent as it is to a client that takes no compression', async () => {
    const answer = await compressRendered(rendered(), null);
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(await answer.text()).toBe(html);
  });

  it('leaves answers that are not pages, or already compressed, to the server', async () => {
    expect((await compressRendered(rendered('application/json'), 'br')).headers.get('content-encoding')).toBeNull();
    const already = rendered('text/html', { 'content-encoding': 'gzip' });
    expect(await compressRendered(already, 'br')).toBe(already);
  });
});
