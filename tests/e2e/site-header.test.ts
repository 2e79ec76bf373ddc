/**
 * Header, burger and language behaviour with their timings at 1280 px and 375 px, the debug
 * tools, and axe-core accessibility checks on home, about, faq and terms in every theme.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { runBourse } from '../support/cli';
import { sharedProduct, type RunningProduct } from '../support/product';
import { injectAxe } from '../support/sweep';
import { firstAfter, readTimeline, watchTimeline } from '../support/timeline';

// The header's timings (site/src/scripts/menus.ts holds the same numbers).
const DROPDOWN_CLOSE_MS = 300;
const ACCORDION_COLLAPSE_MS = 200;
const MENU_CLOSE_MS = 150;

let product: RunningProduct;
let browser: Browser;

beforeAll(async () => {
  product = await sharedProduct();
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
    await watchTimeline(page, { trading });
    await page.hover(`${trading} summary`);
    expect(await isOpen(page, trading)).toBe(true);
    await page.mouse.move(640, 700);
    await expect.poll(() => isOpen(page, trading), { timeout: 3000, interval: 50 }).toBe(false);
    // Measured on the page's clock: it stayed open for 300 ms after the pointer left, then closed.
    const entries = await readTimeline(page);
    const left = firstAfter(entries, 0, { label: 'trading', name: 'pointerleave' });
    const closed = left && firstAfter(entries, left, { label: 'trading', name: 'open', value: false });
    expect(closed!.t - left!.t).toBeGreaterThanOrEqual(DROPDOWN_CLOSE_MS - 1);
    expect(closed!.t - left!.t).toBeLessThan(DROPDOWN_CLOSE_MS + 1000);
    expect(await page.locator('[data-burger]').isVisible()).toBe(false);
    expect(await page.locator('header nav.site-header__nav').isVisible()).toBe(true);
    await page.close();
  });

  it('at 1280 px: a mouse click on a dropdown trigger, the language switcher included, opens it and keeps it open', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(product.siteUrl);
    const triggers = page.locator('header details[data-dropdown]');
    const count = await triggers.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      const dropdown = `header details[data-dropdown] >> nth=${index}`;
      await page.mouse.move(640, 700);
      await expect.poll(() => triggers.nth(index).evaluate((d) => (d as HTMLDetailsElement).open), { timeout: 3000 }).toBe(false);
      await triggers.nth(index).evaluate((d) => d.setAttribute('data-watch', ''));
      await watchTimeline(page, { trigger: 'header details[data-dropdown][data-watch]' });
      await page.click(`${dropdown} >> summary`);
      // Still open 500 ms after the click on the page's own clock, and it never closed meanwhile.
      const clickedAt = firstAfter(await readTimeline(page), 0, { label: 'trigger', name: 'click' })!.t;
      await page.waitForFunction((t) => performance.now() > t + 500, clickedAt);
      expect(await triggers.nth(index).evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
      expect(firstAfter(await readTimeline(page), clickedAt, { label: 'trigger', name: 'open', value: false })).toBeUndefined();
      expect(await triggers.nth(index).locator('a').first().isVisible()).toBe(true);
      await triggers.nth(index).evaluate((d) => d.removeAttribute('data-watch'));
    }
    // The language switcher is among them where the theme has one as a dropdown.
    if (theme !== 'simple') expect(await page.locator('header nav.languages details[data-dropdown]').count()).toBe(1);
    // Enter on a focused trigger still toggles it.
    await page.mouse.move(640, 700);
    await expect.poll(() => triggers.first().evaluate((d) => (d as HTMLDetailsElement).open), { timeout: 3000 }).toBe(false);
    await triggers.first().locator('summary').focus();
    await page.keyboard.press('Enter');
    expect(await triggers.first().evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
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
    expect(await page.locator('header nav.site-header__nav').isVisible()).toBe(false);
    await page.click('[data-burger]');
    expect(await page.getAttribute('[data-burger]', 'aria-expanded')).toBe('true');
    expect(await page.locator('[data-mobile-menu]').isVisible()).toBe(true);
    // Once slid in, the sheet covers the screen's height (not trapped in the header's strip) and fits its width.
    await page.locator('[data-mobile-menu] .sheet').evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    const sheet = await page.locator('[data-mobile-menu] .sheet').boundingBox();
    expect(sheet!.height).toBeGreaterThanOrEqual(799);
    expect(sheet!.x).toBeGreaterThanOrEqual(0);
    expect(sheet!.x + sheet!.width).toBeLessThanOrEqual(375);
    const triggers = page.locator('[data-accordion-trigger]');
    const first = '#menu-section-0';
    const second = '#menu-section-1';
    // Every section starts collapsed: its links are not on screen, only its trigger.
    expect(
      await page
        .locator('[data-mobile-menu] .panel a')
        .evaluateAll((links) => links.filter((a) => (a as HTMLElement).offsetParent !== null).length),
    ).toBe(0);
    expect(await triggers.nth(1).isVisible()).toBe(true);
    // Collapsed sections stack like a list: each trigger right under the previous one, no page-section
    // padding between them (the site's global `.section` rule once reached the menu's sections).
    const tops = await triggers.evaluateAll((all) => all.map((el) => el.getBoundingClientRect()));
    for (let i = 1; i < tops.length; i += 1) expect(tops[i]!.top - tops[i - 1]!.bottom).toBeLessThan(8);
    await watchTimeline(page, {
      first,
      second,
      secondTrigger: '[aria-controls="menu-section-1"]',
      menu: '[data-mobile-menu]',
      close: '[data-burger-close]',
    });
    await triggers.nth(0).click();
    expect(await isHidden(page, first)).toBe(false);
    await triggers.nth(1).click();
    await expect.poll(() => isHidden(page, second), { timeout: 3000, interval: 50 }).toBe(false);
    expect(await isHidden(page, first)).toBe(true);
    // On the page's clock: the click starts the first section collapsing at once, it is hidden
    // 200 ms later, and only then does the second open.
    let entries = await readTimeline(page);
    const click = firstAfter(entries, 0, { label: 'secondTrigger', name: 'click' })!;
    const collapsing = firstAfter(entries, click, { label: 'first', name: 'data-state', value: 'collapsing' })!;
    const firstHidden = firstAfter(entries, click, { label: 'first', name: 'hidden', value: true })!;
    const secondShown = firstAfter(entries, click, { label: 'second', name: 'hidden', value: false })!;
    expect(collapsing.t - click.t).toBeLessThan(ACCORDION_COLLAPSE_MS);
    expect(firstHidden.t - click.t).toBeGreaterThanOrEqual(ACCORDION_COLLAPSE_MS - 1);
    expect(secondShown.t - click.t).toBeGreaterThanOrEqual(ACCORDION_COLLAPSE_MS - 1);
    expect(secondShown.t).toBeGreaterThanOrEqual(firstHidden.t);
    // What a visitor sees: the second section's links, none of the first's.
    expect(await page.locator(`${second} a`).first().isVisible()).toBe(true);
    expect(await page.locator(`${first} a`).first().isVisible()).toBe(false);

    await page.click('[data-burger-close]');
    await expect.poll(() => isHidden(page, '[data-mobile-menu]'), { timeout: 3000, interval: 50 }).toBe(true);
    // The menu plays its 150 ms closing animation before it is hidden.
    entries = await readTimeline(page);
    const closeClick = firstAfter(entries, 0, { label: 'close', name: 'click' })!;
    const closingState = firstAfter(entries, closeClick, { label: 'menu', name: 'data-state', value: 'closing' })!;
    const menuHidden = firstAfter(entries, closeClick, { label: 'menu', name: 'hidden', value: true })!;
    expect(closingState.t - closeClick.t).toBeLessThan(MENU_CLOSE_MS);
    expect(menuHidden.t - closeClick.t).toBeGreaterThanOrEqual(MENU_CLOSE_MS - 1);
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
  it.each(['exchange', 'dark-brand', 'simple'] as const)(
    'finds no serious or critical violation on home, about, faq and terms in %s',
    async (theme) => {
      expect((await runBourse(['theme', 'use', theme], product.env)).code).toBe(0);
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const found: string[] = [];
      for (const path of ['/', '/about', '/faq', '/terms']) {
        await page.goto(product.siteUrl + path);
        await injectAxe(page);
        const violations = await page.evaluate(async () => {
          const result = await (
            window as unknown as { axe: { run: () => Promise<{ violations: Array<{ id: string; impact: string; nodes: unknown[] }> }> } }
          ).axe.run();
          return result.violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map((v) => `${v.id} (${v.nodes.length})`);
        });
        found.push(...violations.map((v) => `${path}: ${v}`));
      }
      await page.close();
      expect(found).toEqual([]);
    },
  );
});
