/**
 * The public site as visitors meet it: every route x theme x language answers 200 in the right
 * language and theme with its own content, and the sweep looks at pages the way a person would at
 * 360, 768 and 1440 px: no sideways overflow, no colour that resolves to nothing, no serious or
 * critical axe-core finding, no visible "placeholder" text outside the README-listed placeholders,
 * no console error, and no link to a route that answers 404.
 *
 * The test command runs a sample (each route once, in a theme, language and width that vary per
 * route, so each of those appears too), turned by the day's seed (support/sample.ts: printed, and
 * SWEEP_SEED=<seed> replays a day's sample); `npm run sweep` (SWEEP=full) runs every combination.
 * Screenshots of home per theme at 390 and 1440 px go to tests/artifacts/ for a person to look at.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { root, runBourse } from '../support/cli';
import { sharedProduct, type RunningProduct } from '../support/product';
import { sampleLabel, sampleTurns } from '../support/sample';
import { inspectPage } from '../support/sweep';
import { contentPages, locales as siteLocales } from '@bourse/themes';

const cmsPages: readonly string[] = contentPages;
// The account forms: asserted by their form, not by CMS content.
const formPages = { register: 'type="password"', login: 'type="password"', 'forgot-password': 'type="email"' };
const themes = ['exchange', 'dark-brand', 'simple'] as const;
const locales = siteLocales;
const widths = [360, 768, 1440] as const;
const full = process.env.SWEEP === 'full';
const href = (slug: string, locale: string) => `${locale === 'en' ? '' : `/${locale}`}${slug === 'home' ? '/' : `/${slug}`}`;
const artifacts = path.join(root, 'tests/artifacts');
const [themeTurn, localeTurn, widthTurn] = sampleTurns([themes.length, locales.length, widths.length]);
if (!full) console.log(`site-routes: the sweep's sample for ${sampleLabel()} (set it to replay this sample)`);

let product: RunningProduct;
let browser: Browser;
const titles = new Map<string, string>();
const postPaths: string[] = [];
const linksSeen = new Map<string, string>();

async function cmsJson(pathAndQuery: string): Promise<{ docs: Array<Record<string, unknown>> }> {
  const response = await fetch(`${product.cmsUrl}${pathAndQuery}`);
  return response.ok ? ((await response.json()) as { docs: Array<Record<string, unknown>> }) : { docs: [] };
}

beforeAll(async () => {
  mkdirSync(artifacts, { recursive: true });
  product = await sharedProduct();
  browser = await launchBrowser();
  // The expected page-specific content comes from the CMS itself, per language.
  for (const locale of locales) {
    const { docs } = await cmsJson(`/api/pages?locale=${locale}&fallback-locale=en&limit=200&depth=0`);
    for (const doc of docs)
      if (typeof doc.slug === 'string' && typeof doc.title === 'string') titles.set(`${locale}:${doc.slug}`, doc.title);
  }
  for (const [source, route] of [
    ['posts', 'blog'],
    ['news', 'news'],
    ['research', 'research'],
  ] as const) {
    const { docs } = await cmsJson(`/api/${source}?limit=3`);
    for (const doc of docs) if (typeof doc.slug === 'string') postPaths.push(`${route}/${doc.slug}`);
  }
});

afterAll(async () => {
  await browser?.close();
  if (product && product.child.exitCode === null) await product.stop();
});

const allRoutes = () => [...cmsPages, ...Object.keys(formPages), 'clear-cache', ...postPaths];

/** Status, language, theme and the page's own content, read from the HTML as served. */
async function checkServed(slug: string, locale: string, theme: string): Promise<string[]> {
  const url = product.siteUrl + href(slug, locale);
  const response = await fetch(url);
  const html = await response.text();
  const failures: string[] = [];
  const check = (ok: boolean, what: string) => ok || failures.push(`${url}: ${what}`);
  check(response.status === 200, `status ${response.status}`);
  check(html.includes(`<html lang="${locale}"`), 'wrong lang');
  check(html.includes(`data-theme="${theme}"`), 'wrong data-theme');
  const title = titles.get(`${locale}:${slug}`);
  const shown = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  const decode = (text: string) =>
    text
      .replace(/&amp;/g, '&')
      .replace(/&#39;/g, "'")
      .replace(/&quot;/g, '"');
  if (title && slug !== 'home' && cmsPages.includes(slug)) check(decode(shown).startsWith(title), `title "${shown}" lacks "${title}"`);
  // An island can hydrate while the rest of the page is still arriving: the texts it reads must
  // come before it, or it parses them cut off.
  const [texts, island] = [html.indexOf('id="bourse-messages"'), html.indexOf('<astro-island')];
  if (texts >= 0 && island >= 0) check(texts < island, "the islands' texts come after an island");
  if (slug in formPages) check(html.includes(formPages[slug as keyof typeof formPages]), 'no form');
  if (slug === 'clear-cache') check(html.includes('data-clear-cache'), 'no clear-cache screen');
  if (postPaths.includes(slug)) check(/<main[\s\S]*<h1/.test(html), 'no article heading');
  return failures;
}

/** One browser visit with the sweep's checks; the page's links are remembered for one request each. */
async function sweepVisit(page: Page, slug: string, locale: string, width: number): Promise<string[]> {
  const url = product.siteUrl + href(slug, locale);
  const errors: string[] = [];
  const onConsole = (m: { type(): string; text(): string }) => m.type() === 'error' && errors.push(m.text());
  const onError = (e: Error) => errors.push(e.message);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  await page.setViewportSize({ width, height: 900 });
  const response = await page.goto(url, { waitUntil: 'load' });
  const { failures, links } = await inspectPage(page);
  page.off('console', onConsole);
  page.off('pageerror', onError);
  for (const link of links) if (!linksSeen.has(link)) linksSeen.set(link, url);
  return [...(response?.status() === 200 ? [] : [`status ${response?.status()}`]), ...failures, ...errors.map((e) => `console: ${e}`)].map(
    (f) => `${url} @${width}px: ${f}`,
  );
}

/** Each link any visited page showed, requested once: none may answer 404. */
async function brokenLinks(): Promise<string[]> {
  const broken: string[] = [];
  for (const [link, from] of linksSeen) {
    if (link.startsWith('/api/') || link === '/clear-cache') continue;
    const response = await fetch(product.siteUrl + link, { redirect: 'manual' });
    if (response.status === 404) broken.push(`${link} (linked from ${from}) answers 404`);
  }
  return broken;
}

describe.each(themes)('every public route in the %s theme', (theme) => {
  beforeAll(async () => {
    const result = await runBourse(['theme', 'use', theme], product.env);
    expect(result.code).toBe(0);
  });

  it(
    'answers every route in every language with 200, its language, the theme and its own content',
    async () => {
      const failures: string[] = [];
      for (const locale of locales) for (const slug of allRoutes()) failures.push(...(await checkServed(slug, locale, theme)));
      expect(failures).toEqual([]);
    },
    5 * 60_000,
  );

  it(
    full
      ? 'sweeps every route x language x width'
      : `sweeps its share of the sample (${sampleLabel()}): each route once, languages and widths varying`,
    async () => {
      // Reduced motion: /stock's sections fade out when off screen (opacity 0), which axe reads as
      // unreadable text. The sweep judges the content; the animation has its own test below.
      const page = await browser.newPage({ reducedMotion: 'reduce' });
      const failures: string[] = [];
      const routes = allRoutes();
      const plan = full
        ? locales.flatMap((locale) => widths.flatMap((width) => routes.map((slug) => ({ slug, locale, width }))))
        : routes
            .map((slug, i) => ({
              slug,
              theme: themes[(i + themeTurn!) % themes.length]!,
              locale: locales[(i + localeTurn!) % locales.length]!,
              width: widths[(Math.floor(i / 3) + widthTurn!) % widths.length]!,
            }))
            .filter((visit) => visit.theme === theme);
      for (const visit of plan) failures.push(...(await sweepVisit(page, visit.slug, visit.locale, visit.width)));
      // The home page in this theme at a phone's and a desktop's width, for a person to look at.
      for (const width of [390, 1440]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.goto(product.siteUrl + '/', { waitUntil: 'load' });
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
        await page.screenshot({ path: path.join(artifacts, `site-home-${theme}-${width}.png`), fullPage: true });
      }
      await page.close();
      failures.push(...(await brokenLinks()));
      expect(failures).toEqual([]);
    },
    full ? 60 * 60_000 : 5 * 60_000,
  );
});

describe('the HTML cache and the /stock page', () => {
  it('answers a repeat anonymous visit from the HTML cache and shows a new theme right after `bourse theme use`', async () => {
    const mark = async (url: string) => (await fetch(url)).headers.get('x-bourse-html-cache');
    await fetch(`${product.siteUrl}/about`);
    expect(await mark(`${product.siteUrl}/about`)).toBe('hit');
    expect(await mark(`${product.siteUrl}/about?debug=1`)).toBeNull();
    const switched = await runBourse(['theme', 'use', 'dark-brand'], product.env);
    expect(switched.code, switched.stderr).toBe(0);
    const after = await fetch(`${product.siteUrl}/about`);
    expect(after.headers.get('x-bourse-html-cache')).toBe('miss');
    expect(await after.text()).toContain('data-theme="dark-brand"');
  });

  it('animates /stock sections in once 10% of them is in view, and hides none with reduced motion', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${product.siteUrl}/stock`, { waitUntil: 'load' });
    const blocks = page.locator('[data-reveal] > .block');
    expect(await blocks.count()).toBeGreaterThan(3);
    expect(await blocks.first().getAttribute('class')).toContain('is-visible');
    const last = blocks.last();
    expect(await last.getAttribute('class')).not.toContain('is-visible');
    await last.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelector('[data-reveal] > .block:last-child')?.classList.contains('is-visible'));
    await page.close();

    const calm = await browser.newPage({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    await calm.goto(`${product.siteUrl}/stock`, { waitUntil: 'load' });
    expect(await calm.locator('[data-reveal].reveal-on').count()).toBe(0);
    expect(
      await calm
        .locator('[data-reveal] > .block')
        .last()
        .evaluate((el) => getComputedStyle(el).opacity),
    ).toBe('1');
    await calm.close();
  });

  it('swaps on /buy-crypto: replay prices, an 8-decimal quote, buy/sell, ⇅ and a typo-tolerant currency picker', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${product.siteUrl}/buy-crypto`, { waitUntil: 'load' });
    const widget = page.locator('[data-widget="swap"]');
    expect(await widget.locator('[data-placeholder]').count()).toBe(0);
    await widget.scrollIntoViewIfNeeded();
    const price = (symbol: string) => widget.locator(`[data-testid="swap-row"][data-symbol="${symbol}"] [data-testid="swap-price"]`);
    await price('BTC').filter({ hasText: /\d/ }).waitFor();
    const btc = (await price('BTC').textContent()) ?? '';
    expect(btc).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    // Its looks come from the island's stylesheet, which must reach the public page with it.
    expect(await widget.getByTestId('swap-list-scroll').evaluate((el) => getComputedStyle(el).maxHeight)).toBe('600px');
    expect(await price('ETH').textContent()).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    const received = widget.getByTestId('swap-received');
    const submit = widget.locator('[data-testid="swap-form"] button[type="submit"]');
    await widget.getByRole('button', { name: 'Swap the currencies' }).click();
    await widget.getByLabel(/^Amount/).fill('1');
    // The list refreshes every minute: compare with the price shown at the same moment.
    await expect.poll(async () => (await received.textContent()) === `${await price('BTC').textContent()}000000`).toBe(true);
    expect([await submit.textContent(), await submit.isEnabled()]).toEqual(['Buy USDT', true]);
    await widget.getByRole('button', { name: 'Sell', exact: true }).click();
    await widget.getByRole('button', { name: 'Swap the currencies' }).click();
    expect(await received.textContent()).toMatch(/^0\.\d{8}$/);
    expect(await submit.textContent()).toBe('Sell USDT');
    await widget.getByRole('button', { name: /^You receive: BTC/ }).click();
    const dialog = page.getByRole('dialog');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('search');
    const confirm = dialog.getByRole('button', { name: 'Confirm' });
    expect(await confirm.isDisabled()).toBe(true);
    await page.keyboard.type('etn');
    expect(await dialog.getByRole('radio').count()).toBe(1);
    await dialog.getByRole('radio', { name: /^ETH/ }).check();
    await confirm.click();
    expect(await dialog.count()).toBe(0);
    expect(await widget.getByRole('button', { name: /^You receive: ETH/ }).count()).toBe(1);
    await widget.getByRole('button', { name: /^You give: USDT/ }).click();
    await page.keyboard.press('Escape');
    expect(await dialog.count()).toBe(0);
    await page.close();
    expect(errors).toEqual([]);
  });

  it('shows the live ticker strip on /futures/usd-m instead of its placeholder frame', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${product.siteUrl}/futures/usd-m`, { waitUntil: 'load' });
    const widget = page.locator('[data-widget="tickerStrip"]');
    expect(await widget.locator('[data-placeholder]').count()).toBe(0);
    await widget.scrollIntoViewIfNeeded();
    await expect.poll(() => widget.getByTestId('ticker-strip').getAttribute('data-status'), { timeout: 15_000 }).toBe('ready');
    expect(
      await widget.locator('[data-testid="ticker-entry"]').evaluateAll((all) => all.map((e) => (e as HTMLElement).dataset.symbol)),
    ).toEqual(['BTC', 'ETH']);
    await page.close();
  });
});

describe('compression and cache headers', () => {
  const get = (url: string, encoding: string) => fetch(url, { headers: { 'accept-encoding': encoding } });

  it('sends pages and scripts as brotli when asked, gzip as the fallback, with Vary and immutable hashed assets; styles travel in the page', async () => {
    const html = await (await fetch(`${product.siteUrl}/buy-crypto`)).text();
    // The stylesheets are in the page (a linked one would hold the first paint for a round trip).
    expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
    expect(html).toMatch(/<style[^>]*>[^<]*--color-/);
    // A script large enough for compression to pay (a file of a few bytes is sent as it is: its
    // gzip copy would be larger).
    const scripts = [...html.matchAll(/(?:src|component-url)="(\/_astro\/[^"]+\.js)"/g)].map((m) => m[1]!);
    const sizes = await Promise.all(
      scripts.map(async (url) => (await (await get(product.siteUrl + url, 'identity')).arrayBuffer()).byteLength),
    );
    const js = scripts.find((_, i) => sizes[i]! >= 1024);
    expect(js, 'a script on /buy-crypto').toBeDefined();
    for (const url of [`${product.siteUrl}/`, `${product.siteUrl}/ru/terms`, product.siteUrl + js]) {
      const br = await get(url, 'gzip, deflate, br');
      expect([url, br.status, br.headers.get('content-encoding')]).toEqual([url, 200, 'br']);
      expect(br.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
      expect((await br.text()).length).toBeGreaterThan(0);
      expect((await get(url, 'gzip')).headers.get('content-encoding')).toBe('gzip');
      expect((await get(url, 'identity')).headers.get('content-encoding')).toBeNull();
    }
    expect((await get(product.siteUrl + js, 'br')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it("has a phone fetch the home hero's picture from the head, at the width the phone draws it", async () => {
    const html = await (await fetch(`${product.siteUrl}/`)).text();
    const preload = /<link rel="preload" as="image"[^>]*>/.exec(html)?.[0] ?? '';
    const picture = /<img class="hero-picture"[^>]*>/.exec(html)?.[0] ?? '';
    const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
    expect(picture, 'the seeded home has a hero picture').not.toBe('');
    expect(attribute(preload, 'imagesrcset')).toBe(attribute(picture, 'srcset'));
    expect(attribute(preload, 'imagesizes')).toBe(attribute(picture, 'sizes'));
    expect(attribute(preload, 'fetchpriority')).toBe('high');
    expect(html.indexOf(preload)).toBeLessThan(html.indexOf('</head>'));
  });
});

describe('pages reached from /more, documents, lists and the marketing widgets', () => {
  beforeAll(async () => {
    expect((await runBourse(['theme', 'use', 'exchange'], product.env)).code).toBe(0);
  });

  it("answers each of /more's product links with its own page in en and ru, and each language's /500 with the error page", async () => {
    const more = await (await fetch(`${product.siteUrl}/more`)).text();
    const targets = ['/launchpool', '/wallet', '/megadrop', '/pay', '/nft', '/fan-token', '/bnb-chain', '/charity'];
    for (const target of targets) {
      expect(more).toContain(`href="${target}"`);
      for (const locale of ['en', 'ru']) {
        const response = await fetch(`${product.siteUrl}${locale === 'en' ? '' : '/ru'}${target}`);
        const body = await response.text();
        expect([target, locale, response.status]).toEqual([target, locale, 200]);
        expect(body).toContain(`<h1`);
        if (locale === 'ru') expect(/<h1[^>]*>[^<]*[а-яё]/i.test(body), `${target} has a Russian heading`).toBe(true);
      }
    }
    for (const [prefix, heading] of [
      ['', 'Something went wrong'],
      ['/ru', 'Что-то пошло не так'],
    ] as const) {
      const response = await fetch(`${product.siteUrl}${prefix}/500`);
      expect(response.status).not.toBe(404);
      expect(await response.text()).toContain(heading);
    }
    for (const prefix of ['/de', '/es']) expect((await fetch(`${product.siteUrl}${prefix}/500`)).status).not.toBe(404);
  });

  it('gives legal pages a visible heading and their last-updated date in the page language', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    for (const [locale, slug, intl] of [
      ['en', 'terms', 'en-GB'],
      ['ru', 'legal/aml', 'ru-RU'],
    ] as const) {
      const { docs } = await cmsJson(`/api/pages?where[slug][equals]=${slug}&locale=${locale}&limit=1&depth=0`);
      await page.goto(product.siteUrl + href(slug, locale));
      expect(await page.locator('main h1').first().textContent()).toBe(docs[0]!.title);
      expect(await page.locator('main h1').first().isVisible()).toBe(true);
      const date = new Intl.DateTimeFormat(intl, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(String(docs[0]!.updatedAt)),
      );
      expect(await page.locator('[data-last-updated]').textContent()).toContain(date);
    }
    await page.close();
  });

  it('shows research categories as words, /stock its expert guidance, and the hero coin card on home only', async () => {
    const research = await (await fetch(`${product.siteUrl}/research`)).text();
    expect(research).not.toMatch(/class="category"[^>]*>(market-report|project|macro)</);
    expect(research).toMatch(/class="category"[^>]*>(Market report|Project research|Macro)</);
    const stock = await (await fetch(`${product.siteUrl}/stock`)).text();
    expect(stock).toContain('Expert guidance');
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${product.siteUrl}/`);
    expect(await page.locator('main .site-hero .site-hero__aside').count()).toBe(1);
    for (const other of ['/about', '/earn', '/vip']) {
      await page.goto(product.siteUrl + other);
      expect([other, await page.locator('main .site-hero .site-hero__aside').count()]).toEqual([other, 0]);
    }
    await page.close();
  });

  it('shows /earn and /bonus-center as finished content once each: Start Earning opens the login, claims are disabled', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${product.siteUrl}/earn`);
    expect(await page.locator('[data-placeholder]').count()).toBe(0);
    expect(await page.locator('main').getByText('Simple Earn', { exact: true }).count()).toBe(1);
    const start = page.locator('[data-earn-product] a', { hasText: 'Start Earning' });
    expect(await start.count()).toBe(4);
    await start.first().click();
    await page.waitForURL(/\/login\?next=%2Fearn$/);
    expect(await page.locator('input[type="password"]').count()).toBe(1);
    await page.goto(`${product.siteUrl}/bonus-center`);
    expect(await page.locator('[data-placeholder]').count()).toBe(0);
    expect(await page.locator('main').getByText('Daily login', { exact: true }).count()).toBe(1);
    const claims = page.locator('main button', { hasText: 'Claim' });
    expect(await claims.count()).toBe(6);
    expect(await claims.evaluateAll((all) => all.every((b) => (b as HTMLButtonElement).disabled))).toBe(true);
    await page.close();
  });

  it("converts on /currency from the feed's prices: a known price gives the known result to 8 decimals, in the visitor's number format", async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${product.siteUrl}/ru/currency`, { waitUntil: 'load' });
    const widget = page.locator('[data-widget="converter"]');
    expect(await widget.locator('[data-placeholder]').count()).toBe(0);
    await widget.scrollIntoViewIfNeeded();
    const converter = widget.getByTestId('converter');
    await expect.poll(() => converter.getAttribute('data-status'), { timeout: 15_000 }).toBe('ready');
    // The coins are the replay's recorded pairs, the fiat money its recorded EUR/USD series.
    expect(await widget.locator('select[name="from"] option').allTextContents()).toEqual(['USD', 'BTC', 'ETH', 'EUR']);
    await widget.getByLabel('Сумма').fill('2,5');
    // Both selects carry their visible labels (checked by name: the chosen currency joins it).
    expect(await widget.locator('label:has(select[name="from"]) .ui-label').textContent()).toBe('Из');
    expect(await widget.locator('label:has(select[name="to"]) .ui-label').textContent()).toBe('В');
    await widget.locator('select[name="from"]').selectOption('BTC');
    await widget.locator('select[name="to"]').selectOption('EUR');
    // The rate line carries the two dollar prices it used: the result must be amount x from / to, to 8 decimals (half up).
    const rate = widget.getByTestId('converter-rate');
    const result = widget.getByTestId('converter-result');
    await expect
      .poll(async () => {
        const [fromUsd, toUsd, value] = [
          await rate.getAttribute('data-from-usd'),
          await rate.getAttribute('data-to-usd'),
          await result.getAttribute('data-value'),
        ];
        const numerator = BigInt(Math.round(Number(fromUsd) * 1e8)) * 250n * 10n ** 8n;
        const denominator = BigInt(Math.round(Number(toUsd) * 1e8)) * 100n;
        const expected = (2n * numerator + denominator) / (2n * denominator); // in 1e-8 units, half up
        return value === `${expected / 10n ** 8n}.${String(expected % 10n ** 8n).padStart(8, '0')}`;
      })
      .toBe(true);
    expect(await rate.getAttribute('data-to-usd')).toBe('1.14657000');
    expect(await widget.textContent()).toContain('Курс EUR на 31 декабря 2018'); // the recorded rate says its date
    // Bad input is said, not changed into another number.
    await widget.getByLabel('Сумма').fill('-5');
    expect(await widget.getByRole('alert').textContent()).toBe('Сумма не может быть отрицательной.');
    expect(await result.getAttribute('data-value')).toBe('');
    await widget.getByRole('button', { name: 'Поменять валюты местами' }).click();
    expect(await widget.locator('select[name="from"]').inputValue()).toBe('EUR');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("puts live prices in the exchange home hero's market card without moving the layout, and the last prices (with their time) when the feed is down", async () => {
    expect((await runBourse(['theme', 'use', 'exchange'], product.env)).code).toBe(0);
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    // Layout shifts of the whole visit, as the browser counts them for CLS.
    await page.addInitScript(() => {
      const seen = window as unknown as { shifts: number; shifted: string[] };
      seen.shifts = 0;
      seen.shifted = [];
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          if (entry.hadRecentInput) continue;
          seen.shifts += entry.value;
          seen.shifted.push(
            ...entry.sources.map((source) =>
              source.node instanceof Element ? `${source.node.tagName}.${source.node.className}` : String(source.node?.nodeName),
            ),
          );
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${product.siteUrl}/`, { waitUntil: 'load' });
    const card = page.getByTestId('market-card');
    await expect.poll(() => card.getAttribute('data-status'), { timeout: 15_000 }).toBe('ready');
    const price = (symbol: string) => card.locator(`[data-symbol="${symbol}"] [data-testid="market-card-price"]`);
    expect(await price('BTCUSDT').textContent()).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    expect(await price('ETHUSDT').textContent()).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    // Each coin is drawn with the logo its CMS record carries (the seed gives every coin one).
    const logo = card.locator('[data-symbol="BTCUSDT"] img.market-card-logo');
    await expect.poll(() => logo.evaluate((image) => (image as HTMLImageElement).naturalWidth), { timeout: 10_000 }).toBeGreaterThan(0);
    // The replay has no BNB or SOL session: their rows stay, saying so.
    expect(await card.locator('[data-symbol="BNBUSDT"]').textContent()).toContain('not on this feed');
    const box = (await card.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(1440);
    expect(box.y + box.height).toBeLessThanOrEqual(900);
    await page.screenshot({ path: path.join(artifacts, 'home-market-card-exchange-1440.png') });
    const layout = await page.evaluate(() => {
      const { shifts, shifted } = window as unknown as { shifts: number; shifted: string[] };
      return { shifts, shifted };
    });
    expect(layout.shifts, `layout shifted: ${layout.shifted.join(', ')}`).toBe(0);

    // The feed goes away: the card shows the prices this browser saw last, with their time.
    const shown = await price('BTCUSDT').textContent();
    await page.route('**/api/v3/ticker/24hr**', (route) => route.abort());
    await page.reload({ waitUntil: 'load' });
    await expect.poll(() => card.getAttribute('data-status'), { timeout: 15_000 }).toBe('error');
    expect(await price('BTCUSDT').textContent()).toBe(shown);
    expect(await card.textContent()).toMatch(/Market feed unreachable: last prices seen at \d{1,2}:\d{2}/);
    await page.close();
  });

  it.each(['simple', 'dark-brand', 'exchange'] as const)(
    'lays the converter out without overlap or overflow at 390 and 1440 px in %s',
    async (theme) => {
      expect((await runBourse(['theme', 'use', theme], product.env)).code).toBe(0);
      const page = await browser.newPage();
      for (const width of [390, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${product.siteUrl}/currency`);
        const widget = page.locator('[data-widget="converter"]');
        await widget.scrollIntoViewIfNeeded();
        await expect.poll(() => widget.getByTestId('converter').getAttribute('data-status'), { timeout: 15_000 }).toBe('ready');
        await widget.screenshot({ path: path.join(artifacts, `currency-converter-${theme}-${width}.png`) });
        const boxes = await widget
          .locator('.converter-field, .converter-swap, .converter-result')
          .evaluateAll((all) => all.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
        expect(boxes).toHaveLength(5);
        for (const [i, a] of boxes.entries()) {
          expect(a.right, `box ${i} inside the viewport at ${width}`).toBeLessThanOrEqual(width);
          expect(a.height, `box ${i} is a touch target at ${width}`).toBeGreaterThanOrEqual(44);
          for (const b of boxes.slice(i + 1)) {
            const overlap = a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
            expect(overlap, `converter boxes overlap at ${width}px`).toBe(false);
          }
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      }
      await page.close();
    },
  );
});

describe('robots, sitemap and the 404 page', () => {
  it('serves robots.txt and a sitemap that lists the legal routes in every language', async () => {
    expect(await (await fetch(`${product.siteUrl}/robots.txt`)).text()).toContain('Sitemap:');
    const sitemap = await (await fetch(`${product.siteUrl}/sitemap.xml`)).text();
    for (const locale of locales) expect(sitemap).toContain(`${href('legal/conflict', locale)}</loc>`);
  });

  it('answers an unknown address with a themed 404 that links home', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${product.siteUrl}/de/no-such-page`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('main a[href="/de/"]').count()).toBe(1);
    await page.close();
  });
});
