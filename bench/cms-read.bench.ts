/**
 * Benchmark: REST page-read latency of the CMS at a fixed open-loop rate (200 req/s for
 * 15 s), as the site reads pages (`/api/pages?where[slug]…&locale=xx&fallback-locale=en&depth=1`).
 * Target: p95 <= 50 ms on SQLite. Anonymous reads are served from the CMS's read cache
 * (cms/src/http/public-read-cache.ts); the bench also prints what an uncached read costs (a unique
 * query parameter per request), so the cache's share of the figure stays visible.
 * Against a running CMS: CMS_BENCH_URL=http://localhost:3001 pnpm exec tsx cms-read.bench.ts
 * Without CMS_BENCH_URL it starts the product itself (`bourse start` on fresh data, as the tests do).
 * Also run by `npm run bench` (bench/run.ts runs every *.bench.ts).
 */
import { startProduct } from '@bourse/tests/support/product';

const RATE = Number(process.env.CMS_BENCH_RATE ?? 200);
// 15 s: longer than the read cache's 10 s TTL, so every answer is recomputed at least once while measured.
const SECONDS = Number(process.env.CMS_BENCH_SECONDS ?? 15);
const TARGET_P95_MS = 50;
const SLUGS = ['home', 'about', 'faq', 'vip', 'terms', 'legal/agreement', 'launchpad', 'stock'];
const LOCALES = ['en', 'ru', 'de', 'es'];

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** The i-th read of the mix: 8 pages, each in one of the four languages. */
const pageUrl = (cmsUrl: string, i: number) =>
  `${cmsUrl}/api/pages?where[slug][equals]=${encodeURIComponent(SLUGS[i % SLUGS.length]!)}&locale=${LOCALES[i % LOCALES.length]}&fallback-locale=en&depth=1&limit=1`;

async function measure(cmsUrl: string): Promise<{ latencies: number[]; errors: number; late: number }> {
  const latencies: number[] = [];
  let errors = 0;
  let late = 0;
  const total = RATE * SECONDS;
  const start = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    // Open loop: request i is sent at its scheduled time whatever the previous answers did, so a slow
    // server shows up as latency instead of silently lowering the rate (coordinated omission).
    const due = start + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    else if (wait < -5) late += 1;
    const url = pageUrl(cmsUrl, i);
    inFlight.push(
      (async () => {
        const sent = performance.now();
        try {
          const response = await fetch(url);
          await response.arrayBuffer();
          if (!response.ok) errors += 1;
        } catch {
          errors += 1;
        }
        // Measured from the scheduled time, so queueing in this process counts against us, never for us.
        latencies.push(performance.now() - Math.min(due, sent));
      })(),
    );
  }
  await Promise.all(inFlight);
  return { latencies: latencies.sort((a, b) => a - b), errors, late };
}

/** Service time of reads that miss the cache, one at a time (no queueing). */
async function uncached(cmsUrl: string, count = 40): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const url = `${cmsUrl}/api/pages?where[slug][equals]=${SLUGS[i % SLUGS.length]}&locale=${LOCALES[i % LOCALES.length]}&fallback-locale=en&depth=1&limit=1&uncached=${Date.now()}-${i}`;
    const sent = performance.now();
    await fetch(url).then((r) => r.arrayBuffer());
    times.push(performance.now() - sent);
  }
  return times.sort((a, b) => a - b);
}

async function main(): Promise<void> {
  const given = process.env.CMS_BENCH_URL;
  const product = given ? undefined : await startProduct();
  const cmsUrl = given ?? product!.cmsUrl;
  try {
    // Warm-up: one read of each measured page loads Next's route code and opens the database, as the
    // site's first visitors do after a start; the cold first reads are printed, not measured.
    const cold: number[] = [];
    for (let i = 0; i < SLUGS.length; i++) {
      const sent = performance.now();
      await fetch(pageUrl(cmsUrl, i)).then((r) => r.arrayBuffer());
      cold.push(performance.now() - sent);
    }
    console.log(`cms-read: first read of each page after start: ${cold.map((ms) => ms.toFixed(0)).join(', ')} ms`);
    const { latencies, errors, late } = await measure(cmsUrl);
    const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(latencies, p));
    const fmt = (n: number | undefined) => `${(n ?? NaN).toFixed(1)} ms`;
    console.log(`cms-read: ${latencies.length} page reads at ${RATE} req/s for ${SECONDS} s (${errors} errors, ${late} sent late)`);
    console.log(`cms-read: p50 ${fmt(p50)}  p95 ${fmt(p95)}  p99 ${fmt(p99)}  (target p95 <= ${TARGET_P95_MS} ms)`);
    const misses = await uncached(cmsUrl);
    console.log(
      `cms-read: uncached read, one at a time: p50 ${fmt(percentile(misses, 50))}  p95 ${fmt(percentile(misses, 95))} (a cache miss's cost)`,
    );
    console.log(`cms-read: ${p95! <= TARGET_P95_MS && errors === 0 ? 'PASS' : 'FAIL'}`);
    if (!(p95! <= TARGET_P95_MS) || errors > 0) process.exitCode = 1;
  } finally {
    await product?.stop();
  }
}

await main();
