/**
 * Every public route x theme x language of issue #5, on the product started by `bourse start`:
 * status 200, no console error, the right `lang` and `data-theme`, and the page's own content
 * (its CMS title, or the form/tool it is). Screenshots of home and terms per theme go to
 * tests/artifacts/ for a person to look at. Needs the CMS seed of issue #3 for the full page list.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { root, runBourse } from '../support/cli';
import { startProduct, type RunningProduct } from '../support/product';

const cmsPages = [
  'home', 'about', 'faq', 'contacts', 'contact', 'blog', 'news', 'research', 'vip', 'launchpad', 'insurance-fund', 'stock', 'currency', 'earn',
  'futures', 'futures/usd-m', 'futures/coin-m', 'more', 'buy-crypto', 'bonus-center',
  'terms', 'privacy', 'kyc', 'risk-disclosure', 'refund-policy', 'aml', 'cookies',
  'legal/withdrawal', 'legal/agreement', 'legal/risk', 'legal/aml', 'legal/conflict',
];
// Built by the accounts issue (#4): asserted by their form, not by CMS content.
const formPages = { register: 'input[type="password"]', login: 'input[type="password"]', 'forgot-password': 'input[type="email"]' };
const themes = ['exchange', 'dark-brand', 'simple'] as const;
const locales = ['en', 'ru', 'de', 'es'] as const;
const href = (slug: string, locale: string) => `${locale === 'en' ? '' : `/${locale}`}${slug === 'home' ? '/' : `/${slug}`}`;
const artifacts = path.join(root, 'tests/artifacts');

let product: RunningProduct;
let browser: Browser;
const titles = new Map<string, string>();
const postPaths: string[] = [];

async function cmsJson(pathAndQuery: string): Promise<{ docs: Array<Record<string, unknown>> }> {
  const response = await fetch(`${product.cmsUrl}${pathAndQuery}`);
  return response.ok ? ((await response.json()) as { docs: Array<Record<string, unknown>> }) : { docs: [] };
}

beforeAll(async () => {
  mkdirSync(artifacts, { recursive: true });
  product = await startProduct();
  browser = await launchBrowser();
  // The expected page-specific content comes from the CMS itself, per language.
  for (const locale of locales) {
    for (const slug of cmsPages) {
      const { docs } = await cmsJson(`/api/pages?where[slug][equals]=${encodeURIComponent(slug)}&locale=${locale}&fallback-locale=en&limit=1`);
      if (typeof docs[0]?.title === 'string') titles.set(`${locale}:${slug}`, docs[0].title);
    }
  }
  for (const [source, route] of [['posts', 'blog'], ['news', 'news'], ['research', 'research']] as const) {
    const { docs } = await cmsJson(`/api/${source}?limit=3`);
    for (const doc of docs) if (typeof doc.slug === 'string') postPaths.push(`${route}/${doc.slug}`);
  }
});

afterAll(async () => {
  await browser?.close();
  if (product && product.child.exitCode === null) await product.stop();
});

async function visit(page: Page, url: string, errors: string[]) {
  const response = await page.goto(url, { waitUntil: 'load' });
  return { status: response?.status(), lang: await page.getAttribute('html', 'lang'), theme: await page.getAttribute('html', 'data-theme'), errors };
}

describe.each(themes)('every public route in the %s theme', (theme) => {
  beforeAll(async () => {
    const result = await runBourse(['theme', 'use', theme], product.env);
    expect(result.code).toBe(0);
  });

  it.each(locales)('answers every route in %s with its own content and no console error', async (locale) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(`${page.url()}: ${m.text()}`));
    page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
    const failures: string[] = [];
    const check = (ok: boolean, what: string) => ok || failures.push(what);
    for (const slug of [...cmsPages, ...Object.keys(formPages), 'clear-cache', ...postPaths]) {
      const url = product.siteUrl + href(slug, locale);
      const seen = await visit(page, url, errors);
      check(seen.status === 200, `${url}: status ${seen.status}`);
      check(seen.lang === locale, `${url}: lang ${seen.lang}`);
      check(seen.theme === theme, `${url}: data-theme ${seen.theme}`);
      const title = titles.get(`${locale}:${slug}`);
      if (title && slug !== 'home') check((await page.title()).startsWith(title), `${url}: title "${await page.title()}" lacks "${title}"`);
      if (slug in formPages) check((await page.locator(formPages[slug as keyof typeof formPages]).count()) > 0, `${url}: no form`);
      if (slug === 'clear-cache') check((await page.locator('[data-clear-cache]').count()) === 1, `${url}: no clear-cache screen`);
      if (slug.includes('/') && postPaths.includes(slug)) check((await page.locator('main h1').count()) === 1, `${url}: no article heading`);
      if (slug === 'home' || slug === 'terms') {
        if (locale === 'en') await page.screenshot({ path: path.join(artifacts, `site-${slug}-${theme}.png`), fullPage: true });
      }
    }
    await page.close();
    expect(failures).toEqual([]);
    expect(errors).toEqual([]);
  });
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
    expect(await calm.locator('[data-reveal] > .block').last().evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
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
    expect(await widget.locator('[data-testid="ticker-entry"]').evaluateAll((all) => all.map((e) => (e as HTMLElement).dataset.symbol))).toEqual(['BTC', 'ETH']);
    await page.close();
  });
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
