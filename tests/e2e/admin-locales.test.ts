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
let token: string;

type PageDoc = { id: number; title: string; layout: Array<{ blockType: string; heading?: string }> };

beforeAll(async () => {
  mkdirSync(artifacts, { recursive: true });
  // Its own product: these journeys publish content that other journeys read.
  product = await startProduct();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`${product.cmsUrl}/admin/login`);
  await page.fill('#field-email', product.editor.email);
  await page.fill('#field-password', product.editor.password);
  await page.click('button[type="submit"]');
  await page.waitForURL((url) => !url.pathname.includes('/login'), { timeout: 30_000 });
  const login = await fetch(`${product.cmsUrl}/api/editors/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(product.editor),
  });
  token = ((await login.json()) as { token: string }).token;
}, 8 * 60_000);

afterAll(async () => {
  await browser?.close();
  if (product && product.child.exitCode === null) await product.stop();
});

/** A page as the API gives it, in one language; `draft` reads the editors' latest version. */
async function readPage(slug: string, locale: string, draft = false): Promise<PageDoc> {
  const answer = await fetch(`${product.cmsUrl}/api/pages?where[slug][equals]=${slug}&depth=0&locale=${locale}&draft=${draft}`, {
    headers: draft ? { authorization: `JWT ${token}` } : {},
  });
  return ((await answer.json()) as { docs: PageDoc[] }).docs[0]!;
}

const toastText = () =>
  page
    .locator('.payload-toast-container')
    .textContent()
    .then((text) => text ?? '');

/** The visible text of a page's rich text on the site. */
async function siteText(route: string): Promise<string> {
  const site = await browser.newPage();
  try {
    await site.goto(`${product.siteUrl}${route}`);
    return (await site.locator('[data-block="richText"]').first().innerText()).trim();
  } finally {
    await site.close();
  }
}

describe('an editor changes one language of a legal page', () => {
  it('publishes new English text; the Russian page and its ru document stay exactly as they were', async () => {
    const stamp = `Disputes are settled in English ${Date.now()}.`;
    const ruBefore = await readPage('legal/agreement', 'ru', true);
    const ruSiteBefore = await siteText('/ru/legal/agreement');
    expect(ruSiteBefore.length).toBeGreaterThan(100);
    const en = await readPage('legal/agreement', 'en');

    await page.goto(`${product.cmsUrl}/admin/collections/pages/${en.id}`);
    await expect.poll(() => new URL(page.url()).searchParams.get('locale'), { timeout: 30_000 }).toBe('en');
    const editor = page.locator('.rich-text-lexical [contenteditable="true"]').first();
    await editor.waitFor({ timeout: 30_000 });
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type(stamp);
    const publish = page.locator('#action-save');
    await expect(publish.textContent()).resolves.toMatch(/English|Publish/);
    await publish.click();
    await expect.poll(toastText, { timeout: 30_000 }).toMatch(/success|published|Updated/i);

    await expect.poll(() => siteText('/legal/agreement'), { timeout: 20_000, interval: 1000 }).toContain(stamp);
    expect(await siteText('/ru/legal/agreement')).toBe(ruSiteBefore);
    const ruAfter = await readPage('legal/agreement', 'ru', true);
    expect(JSON.stringify(ruAfter.layout)).toBe(JSON.stringify(ruBefore.layout));
    expect(ruAfter.title).toBe(ruBefore.title);
    expect(JSON.stringify((await readPage('legal/agreement', 'ru')).layout)).not.toContain(stamp);
  });
});

describe('an editor switches the language of an open page', () => {
  it('is warned that changes now go to the Russian version, and gets back to English in one click', async () => {
    const terms = await readPage('terms', 'en');
    // Opened as from the list: no language in the address, so the editor's own (English).
    await page.goto(`${product.cmsUrl}/admin/collections/pages/${terms.id}`);
    await expect.poll(() => new URL(page.url()).searchParams.get('locale'), { timeout: 30_000 }).toBe('en');
    await page.locator('#field-title').waitFor({ timeout: 30_000 });
    const warning = page.locator('.locale-switch-warning');
    expect(await warning.count()).toBe(0);

    await page.locator('.localizer .popup-button').first().click();
    await page.locator('.localizer__locale-code[data-locale="ru"]').first().click();
    await expect.poll(() => new URL(page.url()).searchParams.get('locale'), { timeout: 30_000 }).toBe('ru');
    await expect
      .poll(() => warning.textContent().catch(() => ''), { timeout: 30_000 })
      .toContain('You are now editing Russian; changes will be saved to the Russian version');
    await page.screenshot({ path: path.join(artifacts, 'admin-locale-switch-1440.png') });

    await warning.locator('.locale-switch-warning__back').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('locale'), { timeout: 30_000 }).toBe('en');
    await expect.poll(() => page.locator('.language-badge').getAttribute('data-locale'), { timeout: 30_000 }).toBe('en');
    await expect.poll(() => warning.count(), { timeout: 10_000 }).toBe(0);
  });
});

describe('an editor finds their way around a page', () => {
  it('sees each block row named by its content, and the block picker shows each block as the site renders it', async () => {
    const about = await readPage('about', 'en');
    await page.goto(`${product.cmsUrl}/admin/collections/pages/${about.id}?locale=en`);
    const labels = page.locator('.block-row-label__text');
    await expect.poll(() => labels.count(), { timeout: 30_000 }).toBe(about.layout.length);
    const hero = about.layout.find((block) => block.blockType === 'hero')!;
    expect(await labels.allTextContents()).toContain(`Hero: ${hero.heading}`);
    for (const text of await labels.allTextContents()) expect(text).toMatch(/^[A-Z][^:]+: \S/);
    // Collapsed, the rows still say what each block holds.
    await page.getByRole('button', { name: 'Collapse All' }).first().click();
    await expect.poll(() => labels.count()).toBe(about.layout.length);
    const firstRow = page.locator('.blocks-field__row').first();
    await expect.poll(async () => (await firstRow.boundingBox())?.height ?? 999, { timeout: 10_000 }).toBeLessThan(80);
    await page.screenshot({ path: path.join(artifacts, 'admin-page-editor-1440.png') });

    await page.locator('.blocks-field__drawer-toggler').first().click();
    const thumbnails = page.locator('.blocks-drawer__block img');
    await expect.poll(() => thumbnails.count(), { timeout: 30_000 }).toBe(14);
    await expect
      .poll(
        () =>
          thumbnails.evaluateAll((images: HTMLImageElement[]) => images.filter((img) => img.complete && img.naturalWidth === 480).length),
        {
          timeout: 30_000,
        },
      )
      .toBe(14);
    expect(await thumbnails.first().getAttribute('alt')).toMatch(/as the site shows it$/);
    await page.screenshot({ path: path.join(artifacts, 'admin-block-picker-1440.png') });
    await page.keyboard.press('Escape');
  });
});

describe("the editor's dashboard", () => {
  it('lists a draft just saved under Recent drafts, newest first, linking to it, and its publish scheduled from the Publish menu', async () => {
    const contacts = await readPage('contacts', 'en');
    const draftTitle = `Contacts draft ${Date.now()}`;
    await page.goto(`${product.cmsUrl}/admin/collections/pages/${contacts.id}?locale=en`);
    const title = page.locator('#field-title');
    await title.waitFor({ timeout: 30_000 });
    await title.fill(draftTitle);
    // Autosave (2 s) writes the draft; visitors keep the published page.
    await expect.poll(async () => (await readPage('contacts', 'en', true)).title, { timeout: 30_000, interval: 1000 }).toBe(draftTitle);

    // Its publish scheduled from the Publish menu, as an editor would.
    await page
      .locator('.btn--withPopup', { has: page.locator('#action-save') })
      .locator('.popup-button')
      .click();
    await page.getByRole('button', { name: 'Schedule Publish' }).click();
    const when = page.locator('.schedule-publish .react-datepicker__input-container input');
    await when.waitFor({ timeout: 15_000 });
    await when.fill('Dec 15, 2030 10:00 AM');
    await page.locator('.schedule-publish h2').first().click(); // closes the calendar
    await page.locator('.schedule-publish__actions button', { hasText: 'Save' }).click();
    await expect.poll(toastText, { timeout: 30_000 }).toContain('Scheduled successfully');

    await page.goto(`${product.cmsUrl}/admin`);
    const scheduled = page.locator('.editorial-queue__panel', { has: page.locator('h2', { hasText: 'Scheduled' }) });
    await expect.poll(() => scheduled.locator('.editorial-queue__item').first().textContent(), { timeout: 30_000 }).toContain(draftTitle);
    await expect(scheduled.textContent()).resolves.toMatch(/publishes \((English|all languages)\) 15 Dec 2030, 10:00 UTC/);
    const drafts = page.locator('.editorial-queue__panel', { has: page.locator('h2', { hasText: 'Recent drafts' }) });
    await drafts.waitFor({ timeout: 30_000 });
    const first = drafts.locator('.editorial-queue__item').first();
    await expect(first.locator('a').textContent()).resolves.toBe(draftTitle);
    await expect(first.textContent()).resolves.toContain('Page');
    // The legal page published in English above left no unpublished changes behind.
    await expect(drafts.textContent()).resolves.not.toContain('Client agreement');
    await page.screenshot({ path: path.join(artifacts, 'admin-dashboard-1440.png') });

    await first.locator('a').click();
    await expect.poll(() => page.url(), { timeout: 30_000 }).toContain(`/admin/collections/pages/${contacts.id}`);
    await expect.poll(() => title.inputValue(), { timeout: 30_000 }).toBe(draftTitle);
    expect((await readPage('contacts', 'en')).title).toBe(contacts.title);
  });
});
