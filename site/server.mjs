/**
 * Starts the built site (Astro's Node handler from dist/) and fails loudly when it cannot listen.
 * Each request goes to the first of:
 *
 * 1. Kept pages: an anonymous visitor's public page still in the HTML cache is answered from
 *    memory before Astro runs, in the brotli or gzip copy made when the page was kept, with its
 *    ETag (304 on If-None-Match) and `Vary: Accept-Encoding` (src/lib/page-fast-path.ts; the
 *    function is handed over by Astro's bundle, which owns the cache, once it has loaded).
 * 2. Built files (dist/client): sirv serves them with the `.br` and `.gz` copies the build wrote
 *    beside them (src/build/precompress.ts), so no asset is compressed per request; hashed assets
 *    (`/_astro/*`: their names change when their content does) are `immutable` for a year.
 * 3. Astro: pages it renders leave compressed in one piece by the middleware; what is left (JSON,
 *    text) is compressed by the `compression` library at the same cheap quality, brotli 3 or gzip 3
 *    (under 1 ms of CPU for a 69 KB page; quality 11 takes tens of ms and is for kept bytes only),
 *    with `Vary: Accept-Encoding`.
 *
 * Listening: Astro's standalone server reports a listen error only through a promise nobody
 * awaits, so a taken port used to end the process with exit code 0 and no word. Here the server
 * is created by hand and an error ends it with exit code 1 and one line naming the address.
 * PORT and HOST from the environment, as before.
 */
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import compression from 'compression';
import sirv from 'sirv';
import { proxyStream } from './stream-proxy.mjs';

process.env.ASTRO_NODE_AUTOSTART = 'disabled';
const { handler } = await import('./dist/server/entry.mjs');

const SERVE_CACHED_PAGE = Symbol.for('bourse.site.serveCachedPage');
const compress = compression({ threshold: 0, level: 3, brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 3 } } });
const builtFiles = sirv(fileURLToPath(new URL('./dist/client', import.meta.url)), {
  brotli: true,
  gzip: true,
  etag: true,
  extensions: [],
  setHeaders: (res, pathname) => {
    if (pathname.startsWith('/_astro/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  },
});
const host = process.env.HOST ?? 'localhost';
const port = Number(process.env.PORT ?? 8080);
const server = http.createServer((req, res) => {
  // Kept pages carry every security header already.
  if (globalThis[SERVE_CACHED_PAGE]?.(req, res)) return;
  // Built files are answered before the middleware that sets the other security headers runs: no
  // answer may be sniffed into another type.
  res.setHeader('x-content-type-options', 'nosniff');
  builtFiles(req, res, () => compress(req, res, () => handler(req, res)));
});
// The push channel of the trading engine, same origin for the browser (stream-proxy.mjs).
server.on('upgrade', (req, socket, head) => proxyStream(req, socket, head, process.env.ENGINE_INTERNAL_URL));
server.on('error', (error) => {
  console.error(`site cannot listen on ${host}:${port}: ${error.code ?? error.message}`);
  process.exit(1);
});
server.listen(port, host, () => console.log(`site listening on http://${host}:${port}`));
