import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { AstroIntegration } from 'astro';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Files a browser takes compressed; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:m?js|css|html|svg|json|xml|txt|webmanifest)$/;

/** Every file below `dir`, as paths relative to it. */
async function filesBelow(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `name.br` (brotli 11) and `name.gz` (gzip 9) beside every compressible built file, keeping
 * a copy only when it is smaller than the file (so a browser that asks for brotli gets it for every
 * file it helps); server.mjs serves them to browsers that take them. Quality 11 costs seconds per
 * megabyte, paid once at build instead of on every request. Returns how many copies it wrote.
 * @example await precompressFiles('dist/client') // 68
 */
export async function precompressFiles(dir: string): Promise<number> {
  const files = (await filesBelow(dir)).filter((file) => COMPRESSIBLE.test(file));
  let written = 0;
  for (const file of files) {
    const body = await readFile(file);
    const params = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength };
    const copies: Array<[string, Buffer]> = [
      [`${file}.br`, await brotli(body, { params })],
      [`${file}.gz`, await gzipped(body, { level: 9 })],
    ];
    for (const [name, bytes] of copies) {
      if (bytes.byteLength >= body.byteLength) continue;
      await writeFile(name, bytes);
      written += 1;
    }
  }
  return written;
}

/** Astro integration: precompresses the browser's files once the build has written them. */
export function precompress(): AstroIntegration {
  return {
    name: 'bourse-precompress',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const written = await precompressFiles(fileURLToPath(dir));
        logger.info(`${written} brotli and gzip copies written beside the built files`);
      },
    },
  };
}
