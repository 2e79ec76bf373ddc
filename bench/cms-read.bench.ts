/**
 * Benchmark: REST page-read latency of the CMS at fixed open-loop rates (200 and 500 req/s, 15 s
 * each), as the site reads pages (`/api/pages?where[slug]…&locale=xx&fallback-locale=en&depth=1`).
 * Target at both rates: no error, p95 <= 15 ms on SQLite. Anonymous reads are answered from the
 * CMS's read cache (cms/src/http/public-read-cache.ts) by cms/server.ts before Next runs; the
 * bench also prints what an uncached read costs (a unique query parameter per request), and what a
 * cache hit costs: the CPU per hit of a second CMS process on the same data under `--cpu-prof`,
 * with the profile's top entries.
 * Against a running CMS: CMS_BENCH_URL=http://localhost:3001 pnpm exec tsx cms-read.bench.ts (no profile)
 * Without CMS_BENCH_URL it starts the product itself (`bourse start` on fresh data, as the tests do).
 * Also run by `npm run bench` (bench/run.ts runs every *.bench.ts).
 */
import { startProduct } from '@bourse/tests/support/product';
import { processCpuMs, topSelfTime } from './support/cpu-profile';
import { percentile, runLoad } from './support/load';
import { startProfiledCms } from './support/profiled-cms';
import { atMost, reportRow } from './support/results';

const RATES = process.env.CMS_BENCH_RATE ? [Number(process.env.CMS_BENCH_RATE)] : [200, 500];
// 15 s: longer than the read cache's 10 s TTL, so every answer is recomputed at least once while measured.
const SECONDS = Number(process.env.CMS_BENCH_SECONDS ?? 15);
const TARGET_P95_MS = 15;
const PROFILE_SECONDS = 5;
const SLUGS = ['home', 'about', 'faq', 'vip', 'terms', 'legal/agreement', 'launchpad', 'stock'];
const LOCALES = ['en', 'ru', 'de', 'es'];

/** The i-th read of the mix: 8 pages, each in one of the four languages. */
const pagePath = (i: number) =>
  `/api/pages?where[slug][equals]=${encodeURIComponent(SLUGS[i % SLUGS.length]!)}&locale=${LOCALES[i % LOCALES.length]}&fallback-locale=en&depth=1&limit=1`;

async function measure(cmsUrl: string, rate: number): Promise<{ latencies: number[]; errors: number; late: number }> {
  const latencies: number[] = [];
  let errors = 0;
  let late = 0;
  const total = rate * SECONDS;
  const start = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    // Open loop: request i is sent at its scheduled time whatever the previous answers did, so a slow
    // server shows up as latency instead of silently lowering the rate (coordinated omission).
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    else if (wait < -5) late += 1;
    const url = cmsUrl + pagePath(i);
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
    const sent = performance.now();
    await fetch(`${cmsUrl}${pagePath(i)}&uncached=${Date.now()}-${i}`).then((r) => r.arrayBuffer());
    times.push(performance.now() - sent);
  }
  return times.sort((a, b) => a - b);
}

/** What a hit costs: CPU per answered hit of a profiled CMS process, and where its CPU went. */
async function profileHits(dataDir: string): Promise<void> {
  const cms = await startProfiledCms(dataDir);
  try {
    const paths = SLUGS.map((_, i) => pagePath(i));
    for (const path of paths) await fetch(cms.url + path).then((r) => r.arrayBuffer());
    await runLoad({ url: cms.url, paths, seconds: 2, connections: 8, rate: 300, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const before = processCpuMs(cms.pid);
    const load = await runLoad({
      url: cms.url,
      paths,
      seconds: PROFILE_SECONDS,
      connections: 8,
      rate: 300,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    const cpu = processCpuMs(cms.pid) - before;
    console.log(
      `cms-read: a cache hit costs ${((cpu / load.answered) * 1000).toFixed(0)} µs of CPU (${cpu} ms for ${load.answered} hits at 300 req/s, the profiled process)`,
    );
    const { entries, busyMs } = topSelfTime(await cms.stop(), PROFILE_SECONDS * 1000, 12);
    console.log(`cms-read: CPU profile of those ${PROFILE_SECONDS} s, top self time (${busyMs.toFixed(0)} ms busy):`);
    for (const entry of entries)
      console.log(`  ${(entry.share * 100).toFixed(1).padStart(5)}%  ${entry.ms.toFixed(0).padStart(5)} ms  ${entry.name}`);
  } finally {
    await cms.stop();
  }
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
      await fetch(cmsUrl + pagePath(i)).then((r) => r.arrayBuffer());
      cold.push(performance.now() - sent);
    }
    console.log(`cms-read: first read of each page after start: ${cold.map((ms) => ms.toFixed(0)).join(', ')} ms`);
    const fmt = (n: number) => `${n.toFixed(1)} ms`;
    for (const [index, rate] of RATES.entries()) {
      const { latencies, errors, late } = await measure(cmsUrl, rate);
      const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(latencies, p)) as [number, number, number];
      console.log(`cms-read: ${latencies.length} page reads at ${rate} req/s for ${SECONDS} s (${errors} errors, ${late} sent late)`);
      reportRow({
        what: `CMS page reads at ${rate} req/s`,
        now: `p50 ${fmt(p50)}, p95 ${fmt(p95)}, p99 ${fmt(p99)}, ${errors} errors`,
        target: 'no errors, p95 <= 15 ms',
        ratio: errors > 0 ? 0 : atMost(p95, TARGET_P95_MS),
        order: 4 + index,
      });
    }
    const misses = await uncached(cmsUrl);
    console.log(
      `cms-read: uncached read, one at a time: p50 ${fmt(percentile(misses, 50))}  p95 ${fmt(percentile(misses, 95))} (a cache miss's cost)`,
    );
    if (product) await profileHits(product.env.BOURSE_DATA_DIR!);
  } finally {
    await product?.stop();
  }
}

await main();
