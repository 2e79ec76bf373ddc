import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { root, runBourse } from '../support/cli';
import { isListening } from '../support/ports';
import { startProduct, type RunningProduct } from '../support/product';

const artifacts = path.join(root, 'tests/artifacts');
let product: RunningProduct;
let browser: Browser;
let page: Page;
const consoleErrors: string[] = [];

beforeAll(async () => {
  mkdirSync(artifacts, { recursive: true });
  // What an operator's first start meets: an empty data folder, migrated and seeded by this start.
  product = await startProduct({}, { fresh: true });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('console', (message) => {
    // Only the public site: the Payload admin is not ours to keep quiet (it asks gravatar for avatars).
    if (message.type() === 'error' && page.url().startsWith(product.siteUrl)) consoleErrors.push(`${page.url()}: ${message.text()}`);
  });
});

afterAll(async () => {
  await browser?.close();
  if (product && product.child.exitCode === null) await product.stop();
});

describe('the product started by `bourse start` (replay feed, fresh SQLite)', () => {
  it('serves the home page from the CMS in the active site theme', async () => {
    const response = await page.goto(product.siteUrl);
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'data-theme')).toBe('exchange');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain(
      'Trade crypto, forex, stocks and metals in one place',
    );
    await page.screenshot({ path: path.join(artifacts, 'home-exchange.png'), fullPage: true });
  });

  it('serves the Russian home and a legal page from the CMS', async () => {
    await page.goto(`${product.siteUrl}/ru/`);
    expect(await page.getAttribute('html', 'lang')).toBe('ru');
    expect(await page.textContent('main')).toContain('Криптовалюта, форекс, акции и металлы на одной платформе');
    const terms = await page.goto(`${product.siteUrl}/terms`);
    expect(terms?.status()).toBe(200);
    expect(await page.textContent('main')).toContain('at least 18 years old');
    await page.screenshot({ path: path.join(artifacts, 'terms-exchange.png'), fullPage: true });
  });

  it('answers an unknown page with a 404 in the theme', async () => {
    // A page of its own: the browser reports the 404 document itself as a console error.
    const other = await browser.newPage();
    const response = await other.goto(`${product.siteUrl}/no-such-page`);
    expect(response?.status()).toBe(404);
    expect(await other.getAttribute('html', 'data-theme')).toBe('exchange');
    await other.close();
  });

  it('shows a BTC/USDT price from the replay feed, and the price moves', async () => {
    // The cabinet needs a session: log in as the seeded demo trader `bourse start` printed.
    const trader = /trader login: (\S+) \/ (\S+)/.exec(product.output());
    if (!trader) throw new Error('no trader login printed');
    await page.goto(`${product.siteUrl}/login?next=%2Fcabinet`);
    await page.getByLabel('E-mail').fill(trader[1]!);
    await page.getByLabel('Password').fill(trader[2]!);
    await page.getByRole('button', { name: 'Log in' }).click();
    // The cabinet's entry leads to the spot terminal.
    await page.waitForURL(`${product.siteUrl}/cabinet/spot`);
    const price = page.getByTestId('last-price');
    await expect.poll(async () => (await price.textContent()) ?? '', { timeout: 20_000 }).toMatch(/\d{2},?\d{3}\.\d{2}/);
    const first = await price.textContent();
    await expect.poll(async () => await price.textContent(), { timeout: 45_000, interval: 500 }).not.toBe(first);
    expect(await page.getByTestId('feed-source').first().textContent()).toMatch(/Replay/);
    await page.screenshot({ path: path.join(artifacts, 'cabinet-exchange.png') });
  });

  it('shows the same order book in the browser as `bourse book` rebuilds from the recording', async () => {
    // The replay's first pass keeps the recorded update ids, so the page's book can be looked up.
    // The ladder's rows carry their raw price and the amount resting up to them; it shows as many
    // levels next to the spread as its panel holds, at the pair's own tick (no grouping).
    const book = page.locator('[data-testid="book-tabs"] table[data-update-id]');
    await expect.poll(async () => await book.count(), { timeout: 30_000 }).toBe(1);
    await expect.poll(async () => await book.locator('[data-testid="book-bids"] tr').count(), { timeout: 30_000 }).toBeGreaterThan(4);
    const shown = await book.evaluate((table) => {
      const rows = (side: string) =>
        [...table.querySelectorAll(`[data-testid="book-${side}"] tr`)].map((tr) => [
          tr.getAttribute('data-price')!,
          tr.getAttribute('data-total')!,
        ]);
      return { id: Number(table.getAttribute('data-update-id')), asks: rows('asks').reverse(), bids: rows('bids') };
    });
    const session = path.join(root, 'cli/data/sessions/binance-spot_BTCUSDT_2024-08-08_to_09.jsonl.gz');
    const cli = await runBourse(['book', session, '--symbol', 'BTCUSDT', '--depth', '20', '--json'], {});
    const views = cli.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { lastUpdateId: number; bids: string[][]; asks: string[][] });
    const expected = views.find((view) => view.lastUpdateId === shown.id);
    expect(expected, `update id ${shown.id} is one bourse book printed`).toBeDefined();
    // Each shown level is the CLI's level at the same place, best first; totals add up its amounts.
    for (const side of ['bids', 'asks'] as const) {
      let total = 0;
      const levels = expected![side].slice(0, shown[side].length).map(([price, qty]) => [Number(price), (total += Number(qty))]);
      expect(shown[side].length, side).toBeGreaterThan(4);
      expect(
        shown[side].map(([price]) => Number(price)),
        side,
      ).toEqual(levels.map(([price]) => price));
      shown[side].forEach(([, shownTotal], index) => expect(Number(shownTotal), `${side} ${index}`).toBeCloseTo(levels[index]![1]!, 8));
    }
  });

  it('`bourse theme use simple` changes the rendered theme on the next request', async () => {
    const result = await runBourse(['theme', 'use', 'simple'], product.env);
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('now uses the simple theme');
    await page.goto(product.siteUrl);
    expect(await page.getAttribute('html', 'data-theme')).toBe('simple');
    await page.screenshot({ path: path.join(artifacts, 'home-simple.png'), fullPage: true });
    await runBourse(['theme', 'use', 'dark-brand'], product.env);
    await page.goto(product.siteUrl);
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark-brand');
    await page.screenshot({ path: path.join(artifacts, 'home-dark-brand.png'), fullPage: true });
  }, 180_000); // two CLI runs, each loading Payload (20-30 s on a loaded machine)

  it('`bourse cache clear` empties the CMS read cache and the site caches of the running product', async () => {
    const read = `${product.cmsUrl}/api/pages?where[slug][equals]=about&locale=en&depth=1&limit=1`;
    // Both caches refuse to keep answers for a moment after a change (the theme switch above): read
    // until each one serves a kept copy.
    const header = async (url: string, name: string) => (await fetch(url)).headers.get(name);
    await expect.poll(() => header(read, 'x-bourse-cache'), { timeout: 10_000, interval: 300 }).toBe('hit');
    await expect.poll(() => header(`${product.siteUrl}/about`, 'x-bourse-html-cache'), { timeout: 10_000, interval: 300 }).toBe('hit');
    const result = await runBourse(['cache', 'clear'], product.env);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('CMS read cache: cleared');
    expect(result.stdout).toMatch(/site cache: cleared \(\d+ entries dropped\)/);
    expect((await fetch(read)).headers.get('x-bourse-cache')).toBeNull();
    expect((await fetch(`${product.siteUrl}/about`)).headers.get('x-bourse-html-cache')).not.toBe('hit');
  });

  it('lets the printed editor log into the Payload admin', async () => {
    await page.goto(`${product.cmsUrl}/admin`);
    await page.fill('#field-email', product.editor.email);
    await page.fill('#field-password', product.editor.password);
    await page.click('button[type="submit"]');
    await expect.poll(() => page.url(), { timeout: 30_000 }).not.toContain('/login');
    await expect(page.getByRole('link', { name: /Pages/ }).first().isVisible()).resolves.toBe(true);
  });

  it('logs no console error on the public pages', () => {
    expect(consoleErrors).toEqual([]);
  });

  it('stops every process on Ctrl+C', async () => {
    const code = await product.stop();
    expect(code).toBe(0);
    for (const port of Object.values(product.ports)) expect(await isListening(port)).toBe(false);
  });
});
