/**
 * Header, burger and language behaviour with the spec's timings at 1280 px and 375 px, the debug
 * tools, and axe-core accessibility checks on home, about, faq and terms in every theme.
 */
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { runBourse } from '../support/cli';
import { startProduct, type RunningProduct } from '../support/product';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
let product: RunningProduct;
let browser: Browser;

beforeAll(async () => {
  product = await startProduct();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  if (product && product.child.exitCode === null) await product.stop();
});

const isOpen = (page: Page, selector: string) => page.$eval(selector, (d) => (d as HTMLDetailsElement).open);
const isHidden = (page: Page, selector: string) => page.$eval(selector, (e) => (e as HTMLElement).hidden);

describe.each(['exchange', 'dark-brand', 'simple'] as const)('the %s header', (theme) => {
  beforeAll(async () => {
    expect((await runBourse(['theme', 'use', theme], product.env)).code).toBe(0);
  });

  it('at 1280 px: Trading opens on hover and closes 300 ms after the pointer leaves', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(product.siteUrl);
    const trading = 'header details[data-dropdown]';
    await page.hover(`${trading} summary`);
    expect(await isOpen(page, trading)).toBe(true);
    await page.mouse.move(640, 700);
    await page.waitForTimeout(100);
    expect(await isOpen(page, trading)).toBe(true);
    await page.waitForTimeout(300);
    expect(await isOpen(page, trading)).toBe(false);
    expect(await page.locator('[data-burger]').isVisible()).toBe(false);
    await page.close();
  });

  it('at 1280 px: a second fixed header appears after 80 px of scroll', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 500 } });
    await page.goto(`${product.siteUrl}/terms`);
    expect(await page.locator('[data-fixed-header]').isVisible()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 70));
    await page.waitForTimeout(100);
    expect(await page.locator('[data-fixed-header]').isVisible()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 120));
    await expect.poll(() => page.locator('[data-fixed-header]').isVisible()).toBe(true);
    await page.close();
  });

  it('at 375 px: the burger opens an accordion that switches sections after a 200 ms collapse and closes in 150 ms', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
    await page.goto(product.siteUrl);
    expect(await page.locator('header nav.nav, header nav.desktop').first().isVisible()).toBe(false);
    await page.click('[data-burger]');
    expect(await page.getAttribute('[data-burger]', 'aria-expanded')).toBe('true');
    expect(await page.locator('[data-mobile-menu]').isVisible()).toBe(true);
    const triggers = page.locator('[data-accordion-trigger]');
    await triggers.nth(0).click();
    const first = '#menu-section-0';
    const second = '#menu-section-1';
    expect(await isHidden(page, first)).toBe(false);
    await triggers.nth(1).click();
    // Right after the click the first is collapsing and the second waits for it (200 ms).
    expect(await page.getAttribute(first, 'data-state')).toBe('collapsing');
    expect(await isHidden(page, second)).toBe(true);
    await expect.poll(() => isHidden(page, second), { timeout: 1000, interval: 50 }).toBe(false);
    expect(await isHidden(page, first)).toBe(true);
    await page.click('[data-burger-close]');
    expect(await page.getAttribute('[data-mobile-menu]', 'data-state')).toBe('closing');
    expect(await isHidden(page, '[data-mobile-menu]')).toBe(false);
    await page.waitForTimeout(250);
    expect(await isHidden(page, '[data-mobile-menu]')).toBe(true);
    await page.close();
  });
});

describe('languages and debug tools', () => {
  it('saves the chosen language and goes to the same page in it', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${product.siteUrl}/terms`);
    // As a visitor would: open the header's language menu (a dropdown in two themes, plain links in
    // simple), then choose Русский.
    const menu = page.locator('header nav.languages summary').first();
    if (await menu.isVisible()) await menu.click();
    await page.locator('header nav.languages a[data-language="ru"]').first().click();
    await page.waitForURL(/\/ru\/terms$/);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ru');
    // The saved choice then decides where an unprefixed address goes.
    await page.goto(`${product.siteUrl}/about`);
    await page.waitForURL(/\/ru\/about$/);
    expect(await page.getAttribute('html', 'lang')).toBe('ru');
    await page.close();
  });

  it('opens a Russian browser’s first visit in Russian', async () => {
    const context = await browser.newContext({ locale: 'ru-RU' });
    const page = await context.newPage();
    await page.goto(`${product.siteUrl}/faq`);
    await page.waitForURL(/\/ru\/faq$/);
    await context.close();
  });

  it('unlocks the debug tools with ?debug: Ctrl+Shift+D panel with four tabs, Ctrl+Shift+P overlay', async () => {
    const page = await browser.newPage();
    await page.goto(`${product.siteUrl}/`);
    expect(await page.locator('[data-debug-panel]').count()).toBe(0);
    await page.goto(`${product.siteUrl}/?debug`);
    await page.waitForSelector('html[data-debug="unlocked"]');
    await page.keyboard.press('Control+Shift+D');
    expect(await page.locator('[data-debug-panel] [role="tab"]').allTextContents()).toEqual(['state', 'storage', 'network', 'theme']);
    await page.keyboard.press('Control+Shift+P');
    expect(await page.locator('[data-performance-overlay]').textContent()).toContain('TTFB');
    await page.close();
  });
});

describe('accessibility (axe-core)', () => {
  it.each(['exchange', 'dark-brand', 'simple'] as const)('finds no serious or critical violation on home, about, faq and terms in %s', async (theme) => {
    expect((await runBourse(['theme', 'use', theme], product.env)).code).toBe(0);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const found: string[] = [];
    for (const path of ['/', '/about', '/faq', '/terms']) {
      await page.goto(product.siteUrl + path);
      await page.addScriptTag({ path: axePath });
      const violations = await page.evaluate(async () => {
        const result = await (window as unknown as { axe: { run: () => Promise<{ violations: Array<{ id: string; impact: string; nodes: unknown[] }> }> } }).axe.run();
        return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.nodes.length})`);
      });
      found.push(...violations.map((v) => `${path}: ${v}`));
    }
    await page.close();
    expect(found).toEqual([]);
  });
});
