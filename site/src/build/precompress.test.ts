import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFiles } from './precompress';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function builtFiles(files: Record<string, string | Buffer>): string {
  dir = mkdtempSync(path.join(os.tmpdir(), 'bourse-precompress-'));
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), body);
  }
  return dir;
}

const script = `export function render(rows){return rows.map((row)=>'<li>'+row.name+'</li>').join('')}\n`.repeat(60);

describe('precompressed built files', () => {
  it('writes brotli 11 and gzip 9 copies beside scripts and styles, equal to a fresh compression of the file', async () => {
    const root = builtFiles({ '_astro/app.abc123.js': script, '_astro/site.css': `.a{color:red}\n`.repeat(200) });
    expect(await precompressFiles(root)).toBe(4);
    const file = path.join(root, '_astro/app.abc123.js');
    const br = readFileSync(`${file}.br`);
    const fresh = brotliCompressSync(script, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(script) },
    });
    expect(br.equals(fresh)).toBe(true);
    expect(readFileSync(`${file}.gz`).equals(gzipSync(script, { level: 9 }))).toBe(true);
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
  });

  it("compresses a small script too, and keeps no copy that would not be smaller (gzip's header outweighs a tiny file)", async () => {
    const small = 'import{a as o}from"./chunk.js";o(document.querySelector("[data-menu]"));\n';
    const root = builtFiles({ 'small.js': small, 'logo.png': Buffer.alloc(4096, 7), 'font.woff2': Buffer.alloc(4096, 1), 'x.js': 'x' });
    expect(await precompressFiles(root)).toBe(1);
    expect(brotliDecompressSync(readFileSync(path.join(root, 'small.js.br'))).toString()).toBe(small);
    for (const name of ['small.js.gz', 'logo.png.br', 'font.woff2.gz', 'x.js.br', 'x.js.gz'])
      expect(existsSync(path.join(root, name))).toBe(false);
  });
});
