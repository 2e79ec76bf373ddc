import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { answerEncoding, storeAnswer, wireAnswer } from './read-answer';

const json = JSON.stringify({
  docs: Array.from({ length: 50 }, (_, i) => ({ id: i, title: `Page ${i}`, layout: [{ blockType: 'hero' }] })),
});
const payloadAnswer = () =>
  new Response(json, {
    headers: {
      'content-type': 'application/json',
      'content-length': String(json.length),
      'access-control-allow-origin': 'https://first-asker.example',
      vary: 'Origin',
    },
  });
const header = (headers: Array<[string, string]>, name: string) => headers.filter(([key]) => key === name).map(([, value]) => value);
const SITE = 'https://bourse.example';

describe('kept read answers', () => {
  it('keep brotli and gzip copies equal to a fresh compression of the JSON', async () => {
    const stored = await storeAnswer(payloadAnswer());
    const params = { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: json.length };
    expect(Buffer.from(stored.br).equals(brotliCompressSync(json, { params }))).toBe(true);
    expect(Buffer.from(stored.gzip).equals(gzipSync(json, { level: 6 }))).toBe(true);
    expect(new TextDecoder().decode(stored.body)).toBe(json);
  });

  it("keep no header of the first asker's transfer: length, coding, CORS origin, Vary", async () => {
    const stored = await storeAnswer(payloadAnswer());
    expect(stored.headers).toEqual([['content-type', 'application/json']]);
  });

  it('answer each client in the coding it takes, with its length and Vary', async () => {
    const stored = await storeAnswer(payloadAnswer());
    const browser = wireAnswer(stored, { acceptEncoding: 'gzip, deflate, br' }, [SITE], true);
    expect(header(browser.headers, 'content-encoding')).toEqual(['br']);
    expect(header(browser.headers, 'content-length')).toEqual([String(browser.body.byteLength)]);
    expect(header(browser.headers, 'vary')).toEqual(['Origin, Accept-Encoding']);
    expect(header(browser.headers, 'x-bourse-cache')).toEqual(['hit']);
    expect(brotliDecompressSync(browser.body).toString()).toBe(json);
    const gzipOnly = wireAnswer(stored, { acceptEncoding: 'gzip, deflate' }, [SITE], true);
    expect(gunzipSync(gzipOnly.body).toString()).toBe(json);
    const plain = wireAnswer(stored, {}, [SITE], false);
    expect(header(plain.headers, 'content-encoding')).toEqual([]);
    expect(header(plain.headers, 'x-bourse-cache')).toEqual([]);
    expect(new TextDecoder().decode(plain.body)).toBe(json);
  });

  it('let a browser on an allowed site origin read the answer, and no other origin, whoever asked first', async () => {
    const stored = await storeAnswer(payloadAnswer());
    expect(header(wireAnswer(stored, { origin: SITE }, [SITE], true).headers, 'access-control-allow-origin')).toEqual([SITE]);
    expect(
      header(wireAnswer(stored, { origin: 'https://first-asker.example' }, [SITE], true).headers, 'access-control-allow-origin'),
    ).toEqual([]);
    expect(header(wireAnswer(stored, {}, [SITE], true).headers, 'access-control-allow-origin')).toEqual([]);
  });

  it('choose brotli for browsers and Node’s fetch, gzip for gzip-only clients', () => {
    expect(answerEncoding('gzip, deflate, br')).toBe('br');
    expect(answerEncoding('gzip, deflate')).toBe('gzip');
    expect(answerEncoding('br;q=0, gzip')).toBe('gzip');
    expect(answerEncoding(undefined)).toBe('identity');
  });
});
