/**
 * Benchmark on the product started by `bourse start` (replay feed, fresh data): how many home
 * pages one site process serves, against a static server beside it answering the same bytes.
 *  - cached home page with a browser's Accept-Encoding: target >= 80 % of the static server;
 *  - the same page without compression (for comparison, no target);
 *  - home at a fixed 1,000 req/s with a browser's Accept-Encoding: target all served, p99 <= 25 ms.
 * Load from autocannon (bench/support/load.ts) in this process; the site and the static server
 * are processes of their own. Run: npm run bench -- site-throughput
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startProduct } from '@bourse/tests/support/product';
import { ms, runLoad, type LoadResult } from './support/load';
import { atLeast, atMost, reportRow } from './support/results';

/** What Chromium sends. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const SECONDS = Number(process.env.SITE_BENCH_SECONDS ?? 10);
const CONNECTIONS = 16;
const FIXED_RATE = 1000;

type RawAnswer = { status: number; headers: Array<[string, string]>; body: Buffer };

/** One answer as it came over the wire (fetch would decompress it). */
function rawGet(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const kept = Object.entries(res.headers).filter(
          ([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name),
        );
        const body = Buffer.concat(chunks);
        const headerList = kept.flatMap(([name, value]) => (Array.isArray(value) ? value.map((v) => [name, v]) : [[name, String(value)]]));
        resolve({
          status: res.statusCode!,
          headers: [...headerList.filter(([name]) => name !== 'content-length'), ['content-length', String(body.byteLength)]] as Array<
            [string, string]
          >,
          body,
        });
      });
    })
      .on('error', reject)
      .end();
  });
}

/** The static server (support/static-server.mjs) in its own process, answering with `answer`. */
async function staticServer(answer: RawAnswer): Promise<{ url: string; stop: () => void }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bourse-bench-static-'));
  writeFileSync(path.join(dir, 'answer.json'), JSON.stringify({ status: answer.status, headers: answer.headers }));
  writeFileSync(path.join(dir, 'body'), answer.body);
  const child = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 'support', 'static-server.mjs'), path.join(dir, 'answer.json'), path.join(dir, 'body')],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => {
      const found = /listening (\d+)/.exec(String(d));
      if (found) resolve(found[1]!);
    });
    child.on('exit', (code) => reject(new Error(`static server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill() };
}

const describe = (r: LoadResult) =>
  `${r.rps.toFixed(0)} req/s, p50 ${ms(r.p50)}, p99 ${ms(r.p99)}${r.errors + r.non2xx ? `, ${r.errors} errors, ${r.non2xx} non-2xx` : ''}`;

const product = await startProduct();
try {
  const home = `${product.siteUrl.replace('localhost', '127.0.0.1')}/`;
  await rawGet(home, BROWSER); // rendered and kept
  const answer = await rawGet(home, BROWSER);
  const served = answer.headers.find(([name]) => name === 'x-bourse-html-cache')?.[1] ?? 'rendered';
  const encoding = answer.headers.find(([name]) => name === 'content-encoding')?.[1] ?? 'none';
  console.log(
    `site throughput: home ${answer.body.byteLength} B on the wire (${encoding}), site HTML cache: ${served}; ${CONNECTIONS} connections, ${SECONDS} s each`,
  );
  const reference = await staticServer(answer);
  try {
    await runLoad({ url: home, seconds: 2, connections: CONNECTIONS, headers: BROWSER }); // warm the JIT
    const site = await runLoad({ url: home, seconds: SECONDS, connections: CONNECTIONS, headers: BROWSER });
    await runLoad({ url: reference.url, seconds: 2, connections: CONNECTIONS, headers: BROWSER });
    const same = await runLoad({ url: reference.url, seconds: SECONDS, connections: CONNECTIONS, headers: BROWSER });
    const share = site.rps / same.rps;
    reportRow({
      what: 'cached home page, a browser’s Accept-Encoding',
      now: `${describe(site)} = ${(share * 100).toFixed(0)}% of a static server of the same bytes (${describe(same)})`,
      target: '>= 80% of the static server',
      order: 1,
      ratio: site.errors + site.non2xx > 0 ? 0 : atLeast(share, 0.8),
    });
  } finally {
    reference.stop();
  }
  const plain = await runLoad({ url: home, seconds: SECONDS, connections: CONNECTIONS });
  reportRow({ what: 'the same page without compression', now: describe(plain), target: '(comparison)', order: 2 });
  const fixed = await runLoad({ url: home, seconds: SECONDS, connections: 10, rate: FIXED_RATE, headers: BROWSER });
  const failed = fixed.errors + fixed.non2xx;
  reportRow({
    what: `home at ${FIXED_RATE.toLocaleString('en-US')} req/s fixed rate, browser`,
    now: `${fixed.rps.toFixed(0)} req/s served, p50 ${ms(fixed.p50)}, p99 ${ms(fixed.p99)}${failed ? `, ${failed} failed` : ''}`,
    target: `all ${FIXED_RATE.toLocaleString('en-US')} served, p99 <= 25 ms`,
    order: 3,
    ratio: failed > 0 ? 0 : Math.min(atLeast(fixed.rps, FIXED_RATE * 0.99), atMost(fixed.p99, 25)),
  });
} finally {
  await product.stop();
}
