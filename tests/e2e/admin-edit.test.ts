import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { root, runBourse } from '../support/cli';
import { startProduct, type RunningProduct } from '../support/product';

const artifacts = path.join(root, 'tests/artifacts');
let product: RunningProduct;
let browser: Browser;
let page: Page;
const offMachine: string[] = [];

beforeAll(async () => {
  mkdirSync(artifacts, { recursive: true });
  product = await startProduct();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  // The admin must work with the network cut off: every request it makes stays on this machine.
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^(https?|wss?):$/.test(url.protocol) && !['localhost', '127.0.0.1', '[::1]'].includes(url.hostname))
      offMachine.push(request.url());
  });
}, 8 * 60_000);

/** Signs the shared page in as the seeded editor, once. */
async function signIn(): Promise<void> {
  await page.goto(`${product.cmsUrl}/admin`);
  await expect.poll(() => page.url(), { timeout: 30_000 }).toMatch(/\/admin(\/login)?/);
  if (!page.url().includes('/login')) return;
  await page.fill('#field-email', product.editor.email);
  await page.fill('#field-password', product.editor.password);
  await page.click('button[type="submit"]');
  await expect.poll(() => page.url(), { timeout: 30_000 }).not.toContain('/login');
}

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
    const list = await fetch(`${product.cmsUrl}/api/pages?where[slug][equals]=about&depth=0&locale=ru`).then(
      (r) => r.json() as Promise<{ docs: Array<{ id: number; title: string }> }>,
    );
    const about = list.docs[0]!;
    expect(about.title).toBe('О нас');
    await page.goto(`${product.cmsUrl}/admin/collections/pages/${about.id}?locale=ru`);
    const title = page.locator('#field-title');
    await title.waitFor({ timeout: 30_000 });
    await expect.poll(() => title.inputValue(), { timeout: 15_000 }).toBe('О нас');
    await title.fill(newTitle);
    // "Publish" publishes the language being edited (defaultLocalePublishOption: 'active').
    const publish = page.locator('#action-save');
    // The admin speaks English, languages included: "Publish in Russian", never "Publish in Русский".
    await expect(publish.textContent()).resolves.toBe('Publish in Russian');
    await publish.click();
    await expect
      .poll(async () => (await page.locator('.payload-toast-container').textContent()) ?? '', { timeout: 30_000 })
      .toMatch(/success|published|Updated/i);
    await page.screenshot({ path: path.join(artifacts, 'admin-edit-published.png') });

    const site = await browser.newPage();
    await expect
      .poll(
        async () => {
          await site.goto(`${product.siteUrl}/ru/about`);
          return site.title();
        },
        { timeout: 20_000, interval: 1000 },
      )
      .toContain(newTitle);
    // The other languages keep their published text.
    await site.goto(`${product.siteUrl}/about`);
    expect(await site.title()).toContain('About us');
    await site.close();
  });

  it('sees a draft title in the Live Preview pane after autosave, while visitors still see the published page', async () => {
    const draftTitle = `FAQ draft ${Date.now()}`;
    const list = await fetch(`${product.cmsUrl}/api/pages?where[slug][equals]=faq&depth=0&locale=en`).then(
      (r) => r.json() as Promise<{ docs: Array<{ id: number; title: string }> }>,
    );
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
      .poll(
        async () =>
          pane
            .locator('title')
            .textContent()
            .catch(() => ''),
        { timeout: 40_000, interval: 1000 },
      )
      .toContain(draftTitle);
    await page.screenshot({ path: path.join(artifacts, 'admin-live-preview.png') });
    const published = await fetch(`${product.siteUrl}/faq`).then((r) => r.text());
    expect(published).not.toContain(draftTitle);
  });
});

describe('an editor writes rich text in a blog post', () => {
  it('sees the dashboard with every collection', async () => {
    await signIn();
    await page.goto(`${product.cmsUrl}/admin`);
    const cards = page.locator('.dashboard .card');
    await expect.poll(() => cards.count(), { timeout: 30_000 }).toBeGreaterThan(5);
    await expect(page.locator('.dashboard').textContent()).resolves.toContain('Blog posts');
    // The navigation's groups, as an editor finds their way around.
    const nav = (await page.locator('nav').first().textContent()) ?? '';
    for (const group of ['Content', 'Site', 'Market', 'Accounts', 'Media']) expect(nav, group).toContain(group);
  });

  it('sees the post body in the editor, adds a heading, a list and a link, publishes, and the site renders them', async () => {
    await signIn();
    const list = await fetch(`${product.cmsUrl}/api/posts?where[slug][equals]=reading-the-order-book&depth=0&locale=en`).then(
      (r) => r.json() as Promise<{ docs: Array<{ id: number; content: unknown }> }>,
    );
    const post = list.docs[0]!;
    const firstText = JSON.stringify(post.content)
      .match(/"text":"([^"]{12,})"/)![1]!
      .slice(0, 30);
    await page.goto(`${product.cmsUrl}/admin/collections/posts/${post.id}?locale=en`);
    const editor = page.locator('.rich-text-lexical [contenteditable="true"]').first();
    await editor.waitFor({ timeout: 30_000 });
    await expect.poll(() => editor.innerText(), { timeout: 15_000 }).toContain(firstText);

    const stamp = Date.now();
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    // Markdown shortcuts, as an editor used to Payload types them: "## " heading, "- " list.
    await page.keyboard.type(`## Fees ${stamp}`);
    await page.keyboard.press('Enter');
    await page.keyboard.type('- Maker fee');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Taker fee');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('See the fee schedule');
    // The link: select the words, then the toolbar's link button and the drawer's URL field.
    for (let i = 0; i < 'fee schedule'.length; i += 1) await page.keyboard.press('Shift+ArrowLeft');
    await page.locator('button[data-button-key="link"]').first().click({ timeout: 15_000 });
    const url = page.locator('.drawer #field-url').first();
    await url.waitFor({ timeout: 15_000 });
    await url.fill('/fees');
    await page.locator('.drawer button:has-text("Save")').first().click();
    await expect.poll(() => editor.locator('a').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect(editor.locator('h2').last().textContent()).resolves.toContain(`Fees ${stamp}`);
    await expect.poll(() => editor.locator('ul li').count()).toBeGreaterThanOrEqual(2);
    await page.screenshot({ path: path.join(artifacts, 'admin-richtext-1440.png') });

    await page.locator('#action-save').click();
    await expect
      .poll(async () => (await page.locator('.payload-toast-container').textContent()) ?? '', { timeout: 30_000 })
      .toMatch(/success|published|Updated/i);
    const site = await browser.newPage();
    await expect
      .poll(
        async () => {
          await site.goto(`${product.siteUrl}/blog/reading-the-order-book`);
          return site.locator('h2', { hasText: `Fees ${stamp}` }).count();
        },
        { timeout: 20_000, interval: 1000 },
      )
      .toBe(1);
    expect(await site.locator('li', { hasText: 'Maker fee' }).count()).toBe(1);
    expect(await site.locator('a[href="/fees"]', { hasText: 'fee schedule' }).count()).toBe(1);
    await site.close();
  });

  it('gives the post a picture: the media library makes its copies, the site shows them as a srcset and a social preview', async () => {
    // A real 1400x900 PNG (the admin as the browser draws it): too narrow for the 1600 px copy.
    const png = await page.screenshot({ clip: { x: 0, y: 0, width: 1400, height: 900 } });
    const login = await fetch(`${product.cmsUrl}/api/editors/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(product.editor),
    });
    const { token } = (await login.json()) as { token: string };
    const upload = async (alt?: string) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'order-book.png');
      form.append('_payload', JSON.stringify(alt === undefined ? {} : { alt }));
      return fetch(`${product.cmsUrl}/api/media?locale=en`, { method: 'POST', headers: { authorization: `JWT ${token}` }, body: form });
    };
    const refused = await upload();
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain('alt text is required');
    const created = (await (await upload('The order book of BTC/USDT')).json()) as { doc: { id: number } };
    const post = await fetch(`${product.cmsUrl}/api/posts?where[slug][equals]=reading-the-order-book&depth=0&locale=en`).then(
      (r) => r.json() as Promise<{ docs: Array<{ id: number }> }>,
    );
    const saved = await fetch(`${product.cmsUrl}/api/posts/${post.docs[0]!.id}?locale=en`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      body: JSON.stringify({ image: created.doc.id, _status: 'published' }),
    });
    expect(saved.status).toBe(200);

    const site = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const picture = site.getByTestId('article-image');
    await expect
      .poll(
        async () => {
          await site.goto(`${product.siteUrl}/blog/reading-the-order-book`);
          return picture.count();
        },
        { timeout: 20_000, interval: 1000 },
      )
      .toBe(1);
    expect(await picture.getAttribute('alt')).toBe('The order book of BTC/USDT');
    expect(await picture.getAttribute('srcset')).toMatch(/order-book-768x\d+\.webp 768w, .*order-book\.png 1400w$/);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(700);
    // At 1440 px the column is 820 px wide: the 768 px WebP copy is too small and the browser takes the original.
    expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/order-book\.png$/);
    expect(await site.locator('meta[property="og:image"]').getAttribute('content')).toMatch(/order-book-1200x630\.jpg$/);
    await site.screenshot({ path: path.join(artifacts, 'post-with-image-1440.png') });
    await site.setViewportSize({ width: 390, height: 844 });
    const box = (await picture.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await site.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
    await site.screenshot({ path: path.join(artifacts, 'post-with-image-390.png') });
    await site.close();
  });
});

describe('an editor adjusts a theme colour', () => {
  it('edits colours with a picker and a hex field, warned below WCAG AA and not above it', async () => {
    await signIn();
    const list = await fetch(`${product.cmsUrl}/api/themes?where[name][equals]=exchange&depth=0`).then(
      (r) => r.json() as Promise<{ docs: Array<{ id: number }> }>,
    );
    await page.goto(`${product.cmsUrl}/admin/collections/themes/${list.docs[0]!.id}`);
    const hex = page.locator('input.colour-field__hex').nth(4);
    await hex.waitFor({ timeout: 30_000 });
    await expect(page.locator('input[type="color"]').count()).resolves.toBeGreaterThan(10);
    const row = page
      .locator('.colour-field')
      .filter({ has: page.locator('input.colour-field__hex') })
      .nth(4);
    await expect(page.locator('input[name$=".token"]').nth(4).inputValue()).resolves.toBe('muted');
    await hex.fill('#333A44');
    await expect
      .poll(
        () =>
          row
            .locator('.colour-field__warnings')
            .textContent()
            .catch(() => ''),
        { timeout: 10_000 },
      )
      .toContain('muted on bg');
    await page.screenshot({ path: path.join(artifacts, 'admin-theme-warning-1440.png') });
    await hex.fill('#A0A8B4');
    await expect.poll(() => row.locator('.colour-field__warnings').count()).toBe(0);
    // Spacing and radius are choices, not free JSON.
    // (The admin renders fields as they scroll into view.)
    await page.locator('#field-spacing').scrollIntoViewIfNeeded();
    await page.locator('#field-borderRadius').scrollIntoViewIfNeeded();
    for (const id of [
      'spacing__gutter',
      'spacing__section',
      'spacing__content',
      'borderRadius__base',
      'borderRadius__button',
      'borderRadius__card',
    ]) {
      await page.locator(`#field-${id} .rs__control`).waitFor({ timeout: 15_000 });
    }
    expect(await page.locator('.code-editor, .monaco-editor').count()).toBe(0);
    await page.locator('#action-save').click();
    await expect
      .poll(async () => (await page.locator('.payload-toast-container').textContent()) ?? '', { timeout: 30_000 })
      .toMatch(/success|Updated/i);
    const saved = await fetch(`${product.cmsUrl}/api/themes/${list.docs[0]!.id}?depth=0`).then(
      (r) => r.json() as Promise<{ colors: Array<{ token: string; value: string }> }>,
    );
    expect(saved.colors.find((c) => c.token === 'muted')?.value).toBe('#A0A8B4');
    // The site draws the saved colour within 2 s: the save clears the site's caches.
    await expect
      .poll(async () => (await fetch(`${product.siteUrl}/`).then((r) => r.text())).toLowerCase(), { timeout: 2_000, interval: 100 })
      .toContain('#a0a8b4');
  });

  it("switches the active site's theme in the site record, and the site shows it within 2 s", async () => {
    const active = (await fetch(`${product.cmsUrl}/api/site/active`).then((r) => r.json())) as { data: { id: number; theme: string } };
    expect(active.data.theme).toBe('exchange');
    await page.goto(`${product.cmsUrl}/admin/collections/sites/${active.data.id}`);
    // The themes are cards with their names and a swatch of their colours, not a list of ids.
    const simple = page.locator('.theme-picker__choice', { hasText: 'Simple' });
    await simple.waitFor({ timeout: 30_000 });
    expect(await page.locator('.theme-picker__choice .theme-picker__name').allTextContents()).toEqual(['Exchange', 'Dark brand', 'Simple']);
    await simple.click();
    await page.locator('#action-save').click();
    await expect
      .poll(async () => (await page.locator('.payload-toast-container').textContent()) ?? '', { timeout: 30_000 })
      .toMatch(/success|Updated/i);
    const themeOfHome = async () => /<html[^>]*data-theme="([^"]+)"/.exec(await fetch(`${product.siteUrl}/`).then((r) => r.text()))?.[1];
    await expect.poll(themeOfHome, { timeout: 2_000, interval: 100 }).toBe('simple');
    await page.screenshot({ path: path.join(artifacts, 'admin-site-theme-1440.png') });
    // Back to the theme the other tests expect, the operator's way.
    expect((await runBourse(['theme', 'use', 'exchange'], product.env)).code).toBe(0);
    await expect.poll(themeOfHome, { timeout: 5_000 }).toBe('exchange');
  });

  it('fits the theme screen on a phone: no sideways scrolling, the colour inputs inside the viewport', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      const list = await fetch(`${product.cmsUrl}/api/themes?where[name][equals]=exchange&depth=0`).then(
        (r) => r.json() as Promise<{ docs: Array<{ id: number }> }>,
      );
      await page.goto(`${product.cmsUrl}/admin/collections/themes/${list.docs[0]!.id}`);
      const hex = page.locator('input.colour-field__hex').first();
      await hex.waitFor({ timeout: 30_000 });
      await page.screenshot({ path: path.join(artifacts, 'admin-theme-390.png') });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      const box = (await hex.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    } finally {
      await page.setViewportSize({ width: 1400, height: 1000 });
    }
  });
});

describe('an editor sets what search engines read', () => {
  it("puts a page's meta title, noindex and canonical address into its head, and leaves its heading as it was", async () => {
    const login = await fetch(`${product.cmsUrl}/api/editors/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(product.editor),
    });
    const { token } = (await login.json()) as { token: string };
    const list = await fetch(`${product.cmsUrl}/api/pages?where[slug][equals]=contacts&depth=0&locale=en`).then(
      (r) => r.json() as Promise<{ docs: Array<{ id: number; title: string }> }>,
    );
    const patch = (seo: Record<string, unknown>) =>
      fetch(`${product.cmsUrl}/api/pages/${list.docs[0]!.id}?locale=en`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
        body: JSON.stringify({ seo, _status: 'published' }),
      });
    const refused = await patch({ canonical: 'javascript:alert(1)' });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain('https://');
    expect((await patch({ title: 'Talk to Bourse support', noindex: true, canonical: 'https://broker.example/contacts' })).status).toBe(
      200,
    );
    const head = async () => {
      const html = await fetch(`${product.siteUrl}/contacts`).then((r) => r.text());
      return {
        title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
        robots: /<meta name="robots" content="([^"]*)"/.exec(html)?.[1],
        canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
      };
    };
    await expect.poll(head, { timeout: 2_000, interval: 100 }).toMatchObject({
      title: expect.stringMatching(/^Talk to Bourse support · /),
      robots: 'noindex',
      canonical: 'https://broker.example/contacts',
    });
    const page2 = await browser.newPage();
    await page2.goto(`${product.siteUrl}/contacts`);
    expect(await page2.locator('h1, h2').first().textContent()).not.toContain('Talk to Bourse support');
    await page2.close();
  });
});

describe('an editor opens content in their own language', () => {
  it("opens a page from the list in the account's language after working in Russian, and says which language is edited", async () => {
    await signIn();
    const list = await fetch(`${product.cmsUrl}/api/pages?where[slug][equals]=terms&depth=0&locale=en`).then(
      (r) => r.json() as Promise<{ docs: Array<{ id: number }> }>,
    );
    const id = list.docs[0]!.id;
    // A Russian session: Payload remembers the last language per account.
    await page.goto(`${product.cmsUrl}/admin/collections/pages/${id}?locale=ru`);
    await expect
      .poll(
        () =>
          page
            .locator('.language-badge')
            .getAttribute('data-locale')
            .catch(() => null),
        { timeout: 30_000 },
      )
      .toBe('ru');
    await page.goto(`${product.cmsUrl}/admin/collections/pages/${id}`);
    await expect.poll(() => new URL(page.url()).searchParams.get('locale'), { timeout: 30_000 }).toBe('en');
    await expect
      .poll(
        () =>
          page
            .locator('.language-badge')
            .textContent()
            .catch(() => ''),
        { timeout: 30_000 },
      )
      .toContain('English');
    await page.screenshot({ path: path.join(artifacts, 'admin-language-1440.png') });
  });
});

describe('the admin offline', () => {
  it('sent no request off this machine in any of the journeys above', () => {
    expect(offMachine).toEqual([]);
  });
});
