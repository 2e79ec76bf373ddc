/**
 * Benchmark on the product started by `bourse start`, its market host a replay server this file
 * owns (so its pace can change): the spot terminal (/cabinet/spot, signed in) in Debian's
 * Chromium after it has drawn the book and the chart.
 * 1. Long tasks (the browser's `longtask` entries, 50 ms or more on the main thread) during 60 s of
 *    replay at the recorded pace. Target: none.
 * 2. Heap growth over 10 minutes at ten times the recorded pace: the JS heap after a forced garbage
 *    collection, at the start and each minute. Target: under 10 MB.
 * BENCH_HEAP_MINUTES shortens the second part for a quick look (the target holds for 10).
 * Run: npm run bench -- terminal-runtime
 */
import { startReplayServer, type ReplayServer } from '@bourse/cli/replay';
import { launchBrowser } from '@bourse/tests/support/browser';
import { freePort } from '@bourse/tests/support/ports';
import { startProduct } from '@bourse/tests/support/product';

const LONG_TASK_SECONDS = 60;
const HEAP_MINUTES = Number(process.env.BENCH_HEAP_MINUTES) || 10;
const HEAP_TARGET_MB = 10;

const port = await freePort();
let replay: ReplayServer = await startReplayServer({ host: '127.0.0.1', port, speed: 1 });
const product = await startProduct({
  MARKET_FEED: 'binance',
  BINANCE_REST_URL: `http://localhost:${port}`,
  BINANCE_WS_URL: `ws://localhost:${port}`,
});
const browser = await launchBrowser();
try {
  const login = /trader login: (\S+) \/ (\S+)/.exec(product.output());
  if (!login) throw new Error('no trader login printed by bourse start');
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${product.siteUrl}/login?next=${encodeURIComponent('/cabinet/spot')}`);
  await page.locator('input[name="email"]').fill(login[1]!);
  await page.locator('input[name="password"]').fill(login[2]!);
  await Promise.all([page.waitForURL(/\/cabinet\/spot/, { timeout: 60_000 }), page.locator('form button[type="submit"]').click()]);
  await page.locator('[data-testid="book-bids"] tr').first().waitFor({ timeout: 60_000 });
  await page.locator('[data-testid="chart-panel"][data-status="ready"]').waitFor({ timeout: 60_000 });

  // 1. Long tasks after the first paint, at the recorded pace.
  await page.evaluate(() => {
    const found: number[] = [];
    (window as unknown as { longTasks: number[] }).longTasks = found;
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => found.push(entry.duration))).observe({ type: 'longtask' });
  });
  await page.waitForTimeout(LONG_TASK_SECONDS * 1000);
  const longTasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
  const longest = longTasks.length > 0 ? Math.max(...longTasks) : 0;
  console.log(`terminal runtime bench: /cabinet/spot at 1440x900 in Chromium, replay host on port ${port}`);
  console.log(
    `  long tasks in ${LONG_TASK_SECONDS} s at the recorded pace: ${longTasks.length}` +
      `${longTasks.length > 0 ? ` (longest ${longest.toFixed(0)} ms)` : ''}; target none${longTasks.length === 0 ? '' : ' (MISSED)'}`,
  );

  // 2. Heap growth at ten times the pace: the same recording on the same port, faster; the
  // terminal's stream connects again by itself.
  await replay.close();
  replay = await startReplayServer({ host: '127.0.0.1', port, speed: 10 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  const heapMb = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return usedSize / (1024 * 1024);
  };
  await page.waitForTimeout(15_000); // reconnected, the book rebuilt
  const start = await heapMb();
  const samples = [start];
  for (let minute = 1; minute <= HEAP_MINUTES; minute++) {
    await page.waitForTimeout(60_000);
    samples.push(await heapMb());
  }
  const growth = samples.at(-1)! - start;
  console.log(`  JS heap after GC, each minute at 10x: ${samples.map((mb) => mb.toFixed(1)).join(' -> ')} MB`);
  console.log(
    `  heap growth over ${HEAP_MINUTES} min at 10x: ${growth.toFixed(1)} MB = ${((growth / HEAP_TARGET_MB) * 100).toFixed(0)}% of the ` +
      `${HEAP_TARGET_MB} MB target${growth < HEAP_TARGET_MB ? '' : ' (MISSED)'}${HEAP_MINUTES < 10 ? ' (shortened run: BENCH_HEAP_MINUTES)' : ''}`,
  );
  const stillLive = await page.locator('[data-testid="book-bids"] tr').count();
  if (stillLive === 0) console.log('  note: the book was empty at the end: the feed did not come back at 10x');
} finally {
  await browser.close();
  await product.stop();
  await replay.close();
}
