/**
 * Benchmark on the product started by `bourse start` (replay feed, fresh data): the JavaScript the
 * spot terminal (/cabinet/spot, signed in) loads before a trader does anything, brotli-compressed
 * file by file (quality 11, as a precompressing build would serve each file). Target: at most
 * 130 KB. React, react-dom and lightweight-charts alone are about 99 KB, so the swap, the support
 * bot and the settings screens must load only when used. First load = the page's scripts, every
 * island's component and renderer module, and everything they import statically; a dynamic
 * import() (the support widget behind its button, the chart's depth, info and trading views and
 * technical summary, the pairs list's fuzzy search, the debug tools) is listed apart and does not
 * count. The chart library (lightweight-charts and its controller) is one of those: the chart asks
 * for it as it mounts, while the bars are requested, so the book, the form and the prices do not
 * wait for it; its size and the total with it are printed too.
 * Run: npm run bench -- terminal-load
 */
import { brotliCompressSync, constants } from 'node:zlib';
import { launchBrowser } from '@bourse/tests/support/browser';
import { startProduct } from '@bourse/tests/support/product';
import { atMost, reportRow } from './support/results';

const TARGET = 130 * 1024;
/** Modules that must not be in the terminal's first load, by the file name Vite gives them. */
const LAZY_ONLY = /SwapWidget|SupportWidget|SettingsPanel|ProfilePanel|VerificationPanel/;

async function signedInCookie(siteUrl: string, output: string): Promise<string> {
  const login = /trader login: (\S+) \/ (\S+)/.exec(output);
  if (!login) throw new Error('no trader login printed by bourse start');
  const response = await fetch(`${siteUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: siteUrl },
    body: JSON.stringify({ email: login[1], password: login[2] }),
  });
  if (!response.ok) throw new Error(`login answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

type Loaded = { url: string; brotli: number };

async function firstLoadJs(pageUrl: string, cookie: string): Promise<{ files: Loaded[]; lazy: string[]; inline: number; texts: number }> {
  const html = await (await fetch(pageUrl, { headers: { cookie } })).text();
  if (!html.includes('data-testid="spot-terminal"')) throw new Error(`${pageUrl} did not render the terminal (signed out?)`);
  const attribute = (name: string) =>
    [...html.matchAll(new RegExp(`\\b${name}="([^"]+\\.m?js)"`, 'g'))].map((m) => new URL(m[1]!, pageUrl).href);
  const queue = [...attribute('src'), ...attribute('component-url'), ...attribute('renderer-url'), ...attribute('before-hydration-url')];
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/json)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1]!)
    .join('');
  // The page language's texts for the islands travel as JSON in the page, not as JS: listed apart.
  const texts = /<script type="application\/json" id="bourse-messages"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const seen = new Map<string, number>();
  const lazy = new Set<string>();
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    const code = await (await fetch(url)).text();
    seen.set(url, brotliCompressSync(Buffer.from(code), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length);
    for (const m of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[^'"()]*?from\s*)?["']([^"']+)["']/g)) queue.push(new URL(m[1]!, url).href);
    // The build writes a dynamic import's path in backticks (import(`./DepthView.x.js`)).
    for (const m of code.matchAll(/import\(\s*["'`]([^"'`]+)["'`]\s*\)/g)) lazy.add(new URL(m[1]!, url).pathname);
  }
  const files = [...seen].map(([url, brotli]) => ({ url, brotli })).sort((a, b) => b.brotli - a.brotli);
  return {
    files,
    lazy: [...lazy].filter((path) => !seen.has(new URL(path, pageUrl).href)),
    inline: brotliCompressSync(Buffer.from(inline)).length,
    texts: brotliCompressSync(Buffer.from(texts)).length,
  };
}

/** Brotli bytes of a module and everything it imports statically, leaving out what is already loaded. */
async function staticClosure(entry: string, loaded: ReadonlySet<string>): Promise<number> {
  const queue = [entry];
  const seen = new Set<string>();
  let bytes = 0;
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (seen.has(url) || loaded.has(url)) continue;
    seen.add(url);
    const code = await (await fetch(url)).text();
    bytes += brotliCompressSync(Buffer.from(code), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    for (const m of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[^'"()]*?from\s*)?["']([^"']+)["']/g)) queue.push(new URL(m[1]!, url).href);
  }
  return bytes;
}

/**
 * The scripts Chromium has fetched when the chart has drawn (its panel says `ready`): bytes on the
 * wire, as the site sends them (the brotli copies written at build), counted from the page's own
 * resource timings. The terminal's table row is this figure.
 */
async function scriptsWhenChartDraws(siteUrl: string, cookie: string): Promise<{ bytes: number; files: number }> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const [name, ...value] = pair.split('=');
        return { name: name!, value: value.join('='), url: siteUrl };
      }),
    );
    const page = await context.newPage();
    await page.goto(`${siteUrl}/cabinet/spot`);
    await page.locator('[data-testid="chart-panel"][data-status="ready"]').waitFor({ timeout: 120_000 });
    return await page.evaluate(() => {
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => /\.m?js(\?|$)/.test(entry.name)) as PerformanceResourceTiming[];
      return { bytes: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0), files: scripts.length };
    });
  } finally {
    await browser.close();
  }
}

const product = await startProduct();
try {
  const cookie = await signedInCookie(product.siteUrl, product.output());
  const { files, lazy, inline, texts } = await firstLoadJs(`${product.siteUrl}/cabinet/spot`, cookie);
  const total = files.reduce((sum, file) => sum + file.brotli, 0) + inline;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log('terminal bench: first-load JS of /cabinet/spot, brotli per file (quality 11)');
  for (const file of files) console.log(`  ${kb(file.brotli).padStart(9)}  ${new URL(file.url).pathname}`);
  console.log(`  ${kb(inline).padStart(9)}  (inline scripts)`);
  console.log(`  ${kb(texts).padStart(9)}  (the page language's texts, JSON in the HTML: not JS, not counted)`);
  console.log(`  loaded on use, not counted: ${lazy.length > 0 ? lazy.join(', ') : 'none'}`);
  const eager = files.filter((file) => LAZY_ONLY.test(file.url)).map((file) => new URL(file.url).pathname);
  console.log(`  swap, support-bot, settings code in the first load: ${eager.length > 0 ? `YES (${eager.join(', ')})` : 'none'}`);
  console.log(
    `  first-load JS ${kb(total)} in ${files.length} file(s) = ${((total / TARGET) * 100).toFixed(0)}% of the 130 KB target${total <= TARGET ? '' : ' (MISSED)'}`,
  );
  const chartEntry = lazy.find((path) => /chart-controller/.test(path));
  if (chartEntry) {
    const chart = await staticClosure(new URL(chartEntry, product.siteUrl).href, new Set(files.map((file) => file.url)));
    console.log(
      `  the chart library, fetched as the chart mounts: ${kb(chart)}; first load and chart together ${kb(total + chart)} = ${(((total + chart) / TARGET) * 100).toFixed(0)}% of 130 KB`,
    );
  } else {
    console.log('  the chart library is in the first load (no lazy chart-controller chunk)');
  }
  const drawn = await scriptsWhenChartDraws(product.siteUrl, cookie);
  reportRow({
    what: 'terminal: scripts until the chart draws, brotli',
    now: `${kb(drawn.bytes)} in ${drawn.files} files, in Chromium when the chart had drawn (first load counted above ${kb(total)})`,
    target: '<= 130 KB for a drawn chart',
    ratio: atMost(drawn.bytes, TARGET),
    order: 6,
  });
} finally {
  await product.stop();
}
