import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, shootAdminScreen } from '../support/admin';
import { launchBrowser } from '../support/browser';
import { root } from '../support/cli';
import { startProduct, type RunningProduct } from '../support/product';

// What an editor sees of the four languages: one block structure for all of them, a status per
// language, the languages a document lacks, who saved each version, and a reader's notice on the
// site where a text is not translated yet.

const artifacts = path.join(root, 'tests/artifacts');
let product: RunningProduct;
let browser: Browser;
let page: Page;
let admin: ReturnType<typeof adminSession>;

beforeAll(async () => {
  mkdirSync(artifacts, { recursive: true });
  // Its own product: these journeys publish content other journeys read.
  product = await startProduct();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  admin = adminSession(product, page);
  await admin.signIn();
}, 8 * 60_000);

afterAll(async () => {
  await browser?.close();
  if (product && product.child.exitCode === null) await product.stop();
});

type Post = { id: number; title: string; slug: string };
const postBySlug = async (slug: string, locale: string) =>
  (await admin.api<{ docs: Post[] }>(`/posts?where[slug][equals]=${slug}&depth=0&locale=${locale}&draft=true`)).body.docs[0]!;

describe('an editor moves a block of a page in English', () => {
  it('moves it in every language: each keeps its own words in the block, and the site shows the new order in Russian', async () => {
    type Doc = { id: number; layout: Array<{ id: string; blockType: string; heading?: string | null }> };
    const read = async (locale: string, draft = false) =>
      (await admin.api<{ docs: Doc[] }>(`/pages?where[slug][equals]=about&depth=0&locale=${locale}&draft=${draft}`)).body.docs[0]!;
    const [en, ru] = [await read('en'), await read('ru')];
    expect(ru.layout.map((block) => block.id)).toEqual(en.layout.map((block) => block.id));
    const second = en.layout[1]!;

    await page.goto(`${product.cmsUrl}/admin/collections/pages/${en.id}?locale=en`);
    const row = page.locator('#layout-row-1');
    await row.waitFor({ timeout: 30_000 });
    await row.locator('.array-actions__button').first().click();
    await page.locator('.array-actions__move-up:visible').first().click();
    await page.locator('#action-save').click();
    await expect
      .poll(async () => (await read('en')).layout.map((block) => block.id), { timeout: 30_000 })
      .toEqual([second.id, en.layout[0]!.id, ...en.layout.slice(2).map((block) => block.id)]);

    for (const locale of ['ru', 'de', 'es']) {
      const moved = await read(locale);
      expect(
        moved.layout.map((block) => block.id),
        locale,
      ).toEqual((await read('en')).layout.map((block) => block.id));
    }
    const ruNow = await read('ru');
    // Each block kept the Russian words it had.
    expect(ruNow.layout.find((block) => block.id === second.id)?.heading).toBe(ru.layout[1]!.heading);
    const site = await browser.newPage();
    await expect
      .poll(
        async () => {
          await site.goto(`${product.siteUrl}/ru/about`);
          return site.locator('[data-block]').evaluateAll((blocks) => blocks.map((block) => block.getAttribute('data-block')));
        },
        { timeout: 15_000 },
      )
      .toEqual(ruNow.layout.map((block) => block.blockType));
    await site.close();
  });
});

describe('an editor publishes only the Russian text of a blog post', () => {
  it('names the language in English in every control, and leaves English published, off the drafts list, with one current draft', async () => {
    const post = await postBySlug('reading-the-order-book', 'en');
    await page.goto(`${product.cmsUrl}/admin/collections/posts/${post.id}?locale=ru`);
    const title = page.locator('#field-title');
    await title.waitFor({ timeout: 30_000 });
    // One language in the controls: the admin speaks English, the language edited is named in it.
    await expect.poll(() => page.locator('.language-badge').textContent(), { timeout: 30_000 }).toBe('Editing: Russian');
    await expect.poll(() => page.locator('#action-save').textContent()).toBe('Publish in Russian');
    const ruTitle = `Как читать стакан ${Date.now()}`;
    await title.fill(ruTitle);
    const published = page.waitForResponse((r) => /\/api\/posts\/\d+/.test(r.url()) && r.url().includes('publishSpecificLocale=ru'));
    await page.locator('#action-save').click();
    expect((await published).status()).toBe(200);
    await expect.poll(async () => (await postBySlug('reading-the-order-book', 'ru')).title, { timeout: 30_000 }).toBe(ruTitle);

    // English is as it was: published, with nothing to revert.
    await page.goto(`${product.cmsUrl}/admin/collections/posts/${post.id}?locale=en`);
    const status = page.locator('.doc-controls .status').first();
    await expect.poll(() => status.textContent(), { timeout: 30_000 }).toMatch(/^Status:\s*Published$/);
    expect(await page.locator('#action-revert-to-published').count()).toBe(0);
    await shootAdminScreen(page, artifacts, 'admin-languages-status');

    // The dashboard lists no draft of it, in English or Russian.
    for (const locale of ['en', 'ru']) {
      await page.goto(`${product.cmsUrl}/admin?locale=${locale}`);
      const drafts = page.locator('.editorial-queue__panel', { has: page.locator('h2', { hasText: 'Recent drafts' }) });
      await drafts.waitFor({ timeout: 30_000 });
      expect(await drafts.textContent(), locale).not.toMatch(new RegExp(`${post.title}|${ruTitle}`));
    }

    // The versions list: at most one current draft, and who saved each version.
    await page.goto(`${product.cmsUrl}/admin/collections/posts/${post.id}/versions?locale=ru`);
    const rows = page.locator('.table tbody tr');
    await rows.first().waitFor({ timeout: 30_000 });
    expect(
      await page.locator('.table', { hasText: 'Current Draft' }).locator('.pill', { hasText: 'Current Draft' }).count(),
    ).toBeLessThanOrEqual(1);
    expect(await page.locator('.table thead').textContent()).toContain('Saved by');
    expect(await rows.first().locator('.version-saved-by').textContent()).toContain(product.editor.email);
    await shootAdminScreen(page, artifacts, 'admin-languages-versions');
  });
});

describe('an editor writes a post in English only', () => {
  it('sees the missing languages in the list, and German readers get the English text marked as such', async () => {
    const slug = `english-only-${Date.now()}`;
    const title = `English only ${Date.now()}`;
    const created = await admin.api<{ doc: Post }>('/posts?locale=en', {
      method: 'POST',
      body: JSON.stringify({
        title,
        slug,
        excerpt: 'Written in English, not translated yet.',
        content: {
          root: {
            type: 'root',
            version: 1,
            direction: 'ltr',
            format: '',
            indent: 0,
            children: [
              {
                type: 'paragraph',
                version: 1,
                direction: 'ltr',
                format: '',
                indent: 0,
                textFormat: 0,
                children: [{ type: 'text', version: 1, text: 'Only in English so far.', format: 0, detail: 0, mode: 'normal', style: '' }],
              },
            ],
          },
        },
        category: 'markets',
        readingMinutes: 2,
        author: 'Desk',
        publishedAt: new Date().toISOString(),
        _status: 'published',
      }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    await page.goto(`${product.cmsUrl}/admin/collections/posts?locale=en`);
    const row = page.locator('.table tbody tr', { hasText: title });
    await row.waitFor({ timeout: 30_000 });
    await expect.poll(() => row.locator('.languages-cell').textContent()).toBe('Missing: Russian, German, Spanish');
    await shootAdminScreen(page, artifacts, 'admin-languages-list');

    const site = await browser.newPage({ viewport: { width: 390, height: 844 } });
    try {
      await expect
        .poll(
          async () => {
            const answer = await site.goto(`${product.siteUrl}/de/blog/${slug}`);
            return answer?.status();
          },
          { timeout: 15_000 },
        )
        .toBe(200);
      expect(await site.locator('html').getAttribute('lang')).toBe('de');
      expect(await site.locator('article h1').getAttribute('lang')).toBe('en');
      expect(await site.locator('article h1').textContent()).toBe(title);
      expect(await site.getByTestId('not-translated').textContent()).toContain('noch nicht übersetzt');
      await site.screenshot({ path: path.join(artifacts, 'site-not-translated-de-390.png') });
      // In the German list, if at all, it is marked English too.
      await site.goto(`${product.siteUrl}/de/blog`);
      const listed = site.locator('h3', { hasText: title });
      if (await listed.count()) expect(await listed.first().getAttribute('lang')).toBe('en');
    } finally {
      await site.close();
    }
  });
});

describe('an editor starts a new post', () => {
  it('gets the form of a new draft in the language worked in, straight from Create New', async () => {
    await page.goto(`${product.cmsUrl}/admin/collections/posts?locale=en`);
    const create = page.locator('a[href*="/collections/posts/create"]').first();
    await create.waitFor({ timeout: 30_000 });
    await create.click();
    // The draft is made on the server before the form is drawn, in the language worked in.
    await page.waitForURL(/\/collections\/posts\/\d+\?locale=en$/, { timeout: 30_000 });
    await page.locator('#field-title').waitFor({ timeout: 30_000 });
    expect(await page.locator('.language-badge').textContent()).toBe('Editing: English');
  });
});
