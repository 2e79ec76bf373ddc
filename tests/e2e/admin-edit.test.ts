import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { root } from '../support/cli';
import { startProduct, type RunningProduct } from '../support/product';

const artifacts = path.join(root, 'tests/artifacts');
let product: RunningProduct;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  mkdirSync(artifacts, { recursive: true });
  product = await startProduct();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
}, 8 * 60_000);

afterAll(async () => {
  await browser?.close();
  if (product && product.child.exitCode === null) await product.stop();
});

describe('an editor changes a Russian page title in the admin', () => {
  it('logs in, edits the ru title of /about, publishes, and the site shows it at /ru/about', async () => {
    const newTitle = `О компании ${Date.now()}`;
    await page.goto(`${product.cmsUrl}/admin/login`);
    await page.fill('#field-email', product.editor.email);
    await page.fill('#field-password', product.editor.password);
    await page.click('button[type="submit"]');
    await expect.poll(() => page.url(), { timeout: 30_000 }).not.toContain('/login');

    // Find the page the way an editor would: the Pages list, searched by its slug.
    const list = await fetch(`${product.cmsUrl}/api/pages?where[slug][equals]=about&depth=0&locale=ru`).then((r) => r.json() as Promise<{ docs: Array<{ id: number; title: string }> }>);
    const about = list.docs[0]!;
    expect(about.title).toBe('О нас');
    await page.goto(`${product.cmsUrl}/admin/collections/pages/${about.id}?locale=ru`);
    const title = page.locator('#field-title');
    await title.waitFor({ timeout: 30_000 });
    await expect.poll(() => title.inputValue(), { timeout: 15_000 }).toBe('О нас');
    await title.fill(newTitle);
    // "Publish" publishes the language being edited (defaultLocalePublishOption: 'active').
    const publish = page.locator('#action-save');
    await expect(publish.textContent()).resolves.toMatch(/Русский|Publish/);
    await publish.click();
    await expect.poll(async () => (await page.locator('.payload-toast-container').textContent()) ?? '', { timeout: 30_000 }).toMatch(/success|published|Updated/i);
    await page.screenshot({ path: path.join(artifacts, 'admin-edit-published.png') });

    const site = await browser.newPage();
    await expect
      .poll(async () => {
        await site.goto(`${product.siteUrl}/ru/about`);
        return site.title();
      }, { timeout: 20_000, interval: 1000 })
      .toContain(newTitle);
    // The other languages keep their published text.
    await site.goto(`${product.siteUrl}/about`);
    expect(await site.title()).toContain('About us');
    await site.close();
  });

  it('sees a draft title in the Live Preview pane after autosave, while visitors still see the published page', async () => {
    const draftTitle = `FAQ draft ${Date.now()}`;
    const list = await fetch(`${product.cmsUrl}/api/pages?where[slug][equals]=faq&depth=0&locale=en`).then((r) => r.json() as Promise<{ docs: Array<{ id: number; title: string }> }>);
    const faq = list.docs[0]!;
    await page.goto(`${product.cmsUrl}/admin/collections/pages/${faq.id}?locale=en`);
    const title = page.locator('#field-title');
    await title.waitFor({ timeout: 30_000 });
    await page.locator('button[aria-label="Live Preview"]').first().click();
    const pane = page.frameLocator('iframe').first();
    await expect.poll(async () => (await pane.locator('.preview-banner').count()) > 0, { timeout: 30_000 }).toBe(true);
    await title.fill(draftTitle);
    // Autosave (2 s) saves the draft; the pane then shows the site's rendering of it.
    await expect
      .poll(async () => pane.locator('title').textContent().catch(() => ''), { timeout: 40_000, interval: 1000 })
      .toContain(draftTitle);
    await page.screenshot({ path: path.join(artifacts, 'admin-live-preview.png') });
    const published = await fetch(`${product.siteUrl}/faq`).then((r) => r.text());
    expect(published).not.toContain(draftTitle);
  });
});
