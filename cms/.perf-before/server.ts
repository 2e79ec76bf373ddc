/**
 * The CMS's HTTP server: Next (Payload's admin, REST and GraphQL) behind a first stop that answers
 * anonymous content reads still fresh in the read cache straight from memory, before Next's router
 * (see src/http/public-read-cache.ts; everything else, misses included, goes to Next unchanged).
 * Every answer carries the security headers (src/http/security-headers.ts).
 * Run by `bourse start` with Node 22, which strips the types: `node server.ts`, PORT and HOST from
 * the environment. Right after it listens it asks itself for the active site, so Payload starts,
 * applies pending migrations and runs its jobs cron (scheduled publishing) without waiting for a
 * visitor.
 */
import http from 'node:http';
import next from 'next';
import { PEER_HEADER } from '../src/http/client-address.ts';
import { freshPublicAnswer } from './public-read-cache.ts';
import { cmsHeaderSettings, cmsSecurityHeaders, createNonce } from '../src/http/security-headers.ts';

const port = Number(process.env.PORT ?? 3001);
const hostname = process.env.HOST ?? '127.0.0.1';
const app = next({ dev: false, dir: import.meta.dirname + '/..', hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const headerSettings = cmsHeaderSettings(process.env);

/** Headers that described the original transfer, not the answer. */
const HOP_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive']);

const server = http.createServer((req, res) => {
  // The connection's own address, for rate limits; whatever a client sent under this name is replaced.
  req.headers[PEER_HEADER] = req.socket.remoteAddress ?? '';
  const security = cmsSecurityHeaders(createNonce(), headerSettings);
  const hit = freshPublicAnswer({ method: req.method, url: req.url, authorization: req.headers.authorization, cookie: req.headers.cookie });
  if (!hit) {
    for (const [name, value] of security) res.setHeader(name, value);
    // Next reads the policy from the request to put its nonce on every script it renders; whatever
    // CSP a client sent is replaced, so no one chooses the nonce.
    req.headers['content-security-policy'] = res.getHeader('content-security-policy') as string;
    delete req.headers['content-security-policy-report-only'];
    void handle(req, res);
    return;
  }
  res.writeHead(hit.status, [...hit.headers.filter(([name]) => !HOP_HEADERS.has(name)), ...security, ['x-bourse-cache', 'hit']].flat());
  res.end(Buffer.from(hit.body));
});

server.listen(port, hostname, () => {
  console.log(`CMS ready on http://${hostname}:${port}`);
  const self = `http://${hostname === '0.0.0.0' ? '127.0.0.1' : hostname}:${port}`;
  fetch(`${self}/api/site/active`).catch((error: Error) => console.error(`CMS warm-up failed: ${error.message}`));
});

server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(`CMS cannot listen on ${hostname}:${port}: ${error.code ?? error.message}`);
  process.exit(1);
});

const stop = () => {
  server.close();
  server.closeAllConnections();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
