/**
 * Dark-brand's glows follow its record: an accent an editor saves in the CMS reaches the header's
 * account button, the hero's call to action and the hero's light on the next page view, because
 * the theme mixes them from the accent token (color-mix) instead of writing its shipped teal.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from '../support/admin';
import { launchBrowser } from '../support/browser';
import { runBourse } from '../support/cli';
import { startProduct, type RunningProduct } from '../support/product';

let product: RunningProduct;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  // Its own product: it changes a theme's colours, which every other journey reads.
  product = await startProduct();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  expect((await runBourse(['theme', 'use', 'dark-brand'], product.env)).code).toBe(0);
}, 8 * 60_000);

afterAll(async () => {
  await browser?.close();
  if (product && product.child.exitCode === null) await product.stop();
});

type Rgb = [number, number, number];
const SHIPPED_ACCENT: Rgb = [45, 212, 191]; // #2DD4BF
const EDITED_ACCENT: Rgb = [249, 115, 22]; // #F97316

/** Every colour a computed style names, as 0-255 channels (Chromium writes a mix as `color(srgb r g b / a)`). */
function coloursIn(css: string): Rgb[] {
  const rgb = [...css.matchAll(/rgba?\((\d+), (\d+), (\d+)/g)].map((m) => [Number(m[1]), Number(m[2]), Number(m[3])] as Rgb);
  const srgb = [...css.matchAll(/color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)/g)].map(
    (m) => [m[1], m[2], m[3]].map((channel) => Math.round(Number(channel) * 255)) as Rgb,
  );
  return [...rgb, ...srgb];
}
const near = (a: Rgb, b: Rgb) => a.every((channel, i) => Math.abs(channel - b[i]!) <= 2);

/** The glows of the home page as drawn: the account button's, the call to action's, the hero's light. */
async function glows(): Promise<Record<'account' | 'cta' | 'hero', Rgb[]>> {
  await page.goto(product.siteUrl);
  const css = await page.evaluate(() => ({
    account: getComputedStyle(document.querySelector('.site-header__account')!).boxShadow,
    cta: getComputedStyle(document.querySelector('.site-hero__cta')!).boxShadow,
    hero: getComputedStyle(document.querySelector('.site-hero__glow')!).backgroundImage,
  }));
  return { account: coloursIn(css.account), cta: coloursIn(css.cta), hero: coloursIn(css.hero) };
}

describe("dark-brand's glows and the accent an editor saves", () => {
  it('draws them from the shipped accent, then from the edited one on the next view', async () => {
    const before = await glows();
    for (const part of ['account', 'cta', 'hero'] as const) {
      expect(
        before[part].some((colour) => near(colour, SHIPPED_ACCENT)),
        part,
      ).toBe(true);
    }

    const { api } = adminSession(product, page);
    const found = await api<{ docs: Array<{ id: number; colors: Array<{ token: string; value: string }> }> }>(
      '/themes?where[name][equals]=dark-brand&depth=0',
    );
    const theme = found.body.docs[0]!;
    const colors = theme.colors.map((row) => (row.token === 'accent' ? { ...row, value: '#F97316' } : row));
    expect((await api(`/themes/${theme.id}`, { method: 'PATCH', body: JSON.stringify({ colors }) })).status).toBe(200);

    // The save clears the site's caches; the next views draw the new accent.
    await expect
      .poll(async () => (await glows()).cta.some((colour) => near(colour, EDITED_ACCENT)), { timeout: 30_000, interval: 500 })
      .toBe(true);
    const after = await glows();
    for (const part of ['account', 'cta', 'hero'] as const) {
      expect(
        after[part].some((colour) => near(colour, EDITED_ACCENT)),
        part,
      ).toBe(true);
      expect(
        after[part].some((colour) => near(colour, SHIPPED_ACCENT)),
        part,
      ).toBe(false);
    }
  });
});
