import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, isAutosave, newLineAfter, selectWords, shootAdminScreen, watchToasts } from '../support/admin';
import { launchBrowser } from '../support/browser';
import { root } from '../support/cli';
import { startProduct, type RunningProduct } from '../support/product';
import { signInTrader } from '../support/trader-page';

const artifacts = path.join(root, 'tests/artifacts');
let product: RunningProduct;
let browser: Browser;
let page: Page;
let admin: ReturnType<typeof adminSession>;
let toasts: Awaited<ReturnType<typeof watchToasts>>;
/** Every save the admin sent (autosaves, publishes) with its answer's status. */
const saves: Array<{ url: string; status: number; autosave: boolean }> = [];

beforeAll(async () => {
  mkdirSync(artifacts, { recursive: true });
  // Its own product: these journeys publish, restore and delete content other journeys read.
  product = await startProduct();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
  toasts = await watchToasts(page);
  page.on('response', (response) => {
    const method = response.request().method();
    if (!['PATCH', 'POST'].includes(method) || !/\/api\/(posts|pages|news|research)\/\d+/.test(response.url())) return;
    saves.push({ url: response.url(), status: response.status(), autosave: isAutosave(response.url(), method) });
  });
  admin = adminSession(product, page);
  await admin.signIn();
}, 8 * 60_000);

afterAll(async () => {
  await browser?.close();
  if (product && product.child.exitCode === null) await product.stop();
});

const editorOf = () => page.locator('.rich-text-lexical [contenteditable="true"]').first();

/** The next autosave's answer (the admin autosaves 2 s after the last change). */
const nextAutosave = (timeout = 60_000) => page.waitForResponse((r) => isAutosave(r.url(), r.request().method()), { timeout });

/** Picks a slash-menu item in the editor, as an editor types "/name" on a new line. */
async function insertFromSlashMenu(name: string): Promise<void> {
  await page.keyboard.type(`/${name.toLowerCase()}`);
  await page
    .locator('#slash-menu .slash-menu-popup__item, .slash-menu-popup button', { hasText: new RegExp(name, 'i') })
    .first()
    .click();
}

describe('an editor writes a post with an internal link, a table and a callout', () => {
  it(
    'autosaves every step and publishes with no error toast, and the site renders the link, the table and the callout',
    { timeout: 240_000 },
    async () => {
      const stamp = Date.now();
      const about = (await admin.api<{ docs: Array<{ id: number }> }>('/pages?where[slug][equals]=about&depth=0')).body.docs[0]!;
      await page.goto(`${product.cmsUrl}/admin/collections/posts/create?locale=en`);
      await expect.poll(() => page.url(), { timeout: 30_000 }).toMatch(/\/collections\/posts\/\d+/);
      await page.locator('#field-title').fill(`Fee schedule ${stamp}`);
      await page.fill('#field-excerpt', 'Maker and taker fees by level.');
      await page.locator('#field-category .rs__control').click();
      await page.locator('.rs__option', { hasText: /^Markets$/ }).click();
      await page.fill('#field-readingMinutes', '2');
      await page.fill('#field-author', 'Market desk');
      await page.locator('#field-publishedAt input').fill('Nov 20, 2026 10:00 AM');
      await page.keyboard.press('Escape');

      // An internal link: the drawer opens on "https://" (an autosave may land then), then a page is chosen.
      const editor = editorOf();
      await editor.click();
      await page.keyboard.type('Read about us before trading.');
      await nextAutosave();
      await selectWords(page, editor, 'about us');
      await page.locator('button[data-button-key="link"]').first().click();
      await page.locator('.drawer #field-url').first().waitFor({ timeout: 15_000 });
      // An autosave may come while the drawer is open (the node it started): it must go through too.
      await nextAutosave(6_000).catch(() => undefined);
      await page.locator('.drawer label', { hasText: 'Internal Link' }).first().click();
      // The page is picked from a list with each one's address beside its title (two pages may share one).
      await page.locator('.drawer #field-doc .rs__control').click();
      const list = page.locator('.list-drawer');
      await list.locator('input[placeholder^="Search"]').fill('About');
      const row = list.locator('tbody tr').filter({ has: page.locator('td', { hasText: /^about$/ }) });
      await row.locator('td').first().locator('a, button').first().click({ timeout: 30_000 });
      await list.waitFor({ state: 'detached', timeout: 15_000 });
      await page.locator('.drawer button', { hasText: 'Save' }).first().click();
      await expect.poll(() => editor.locator('a', { hasText: 'about us' }).count()).toBe(1);
      // The drawer gives the focus back to the editor, the linked words selected.
      await page.locator('.drawer #field-doc').waitFor({ state: 'detached', timeout: 15_000 });

      // A table, through its drawer, on a new line.
      await newLineAfter(page, editor, editor.locator('p').first());
      await insertFromSlashMenu('Table');
      await page.locator('.drawer #field-rows').fill('2');
      await page.locator('.drawer #field-columns').fill('2');
      await page.locator('.drawer button', { hasText: 'Save' }).first().click();
      await expect.poll(() => editor.locator('table td, table th').count(), { timeout: 15_000 }).toBe(4);
      await editor.locator('table th, table td').first().click();
      await page.keyboard.type('Level');
      await nextAutosave();

      // A callout inserted and autosaved before its text is written, then written.
      await newLineAfter(page, editor, editor.locator('p').last());
      const calloutSaved = nextAutosave();
      await insertFromSlashMenu('Callout');
      expect((await calloutSaved).status()).toBe(200);
      const callout = page.locator('.rich-text-lexical textarea').first();
      await callout.fill('Fees are charged on every fill.');
      await nextAutosave();

      await page.locator('#action-save').click();
      await expect.poll(async () => (await toasts()).map((t) => t.text).join(' | '), { timeout: 30_000 }).toMatch(/published|success/i);
      await page.screenshot({ path: path.join(artifacts, 'admin-workflow-post-1440.png') });
      expect((await toasts()).filter((toast) => toast.type === 'error')).toEqual([]);
      expect(saves.filter((save) => save.status >= 400)).toEqual([]);
      expect(saves.filter((save) => save.autosave).length).toBeGreaterThanOrEqual(4);

      const post = (
        await admin.api<{ docs: Array<{ slug: string; content: unknown }> }>(`/posts?where[title][equals]=Fee schedule ${stamp}&depth=0`)
      ).body.docs[0]!;
      // Published as a reference to the page, not a typed address: the site links it in each language.
      expect(JSON.stringify(post.content)).toContain(`"relationTo":"pages","value":${about.id}`);
      const site = await browser.newPage();
      await expect.poll(async () => (await site.goto(`${product.siteUrl}/blog/${post.slug}`))?.status(), { timeout: 20_000 }).toBe(200);
      expect(await site.locator('.prose a', { hasText: 'about us' }).getAttribute('href')).toBe('/about');
      expect(await site.locator('.prose table th, .prose table td').first().textContent()).toBe('Level');
      expect(await site.locator('.prose [role="note"]').textContent()).toContain('Fees are charged on every fill.');
      await site.close();
    },
  );

  it('shows a node a publish refuses at the node, above its field, not only in a toast', async () => {
    await page.goto(`${product.cmsUrl}/admin/collections/posts/create?locale=en`);
    await expect.poll(() => page.url(), { timeout: 30_000 }).toMatch(/\/collections\/posts\/\d+/);
    await page.locator('#field-title').fill(`Unfinished ${Date.now()}`);
    const editor = editorOf();
    await editor.click();
    await page.keyboard.type('See the terms.');
    await selectWords(page, editor, 'terms');
    await page.locator('button[data-button-key="link"]').first().click();
    await page.locator('.drawer #field-url').first().waitFor({ timeout: 15_000 });
    // The drawer closed with its address unfinished: the draft keeps it, a publish asks for it.
    await page.locator('.drawer button', { hasText: 'Save' }).first().click();
    await nextAutosave();
    await page.locator('#action-save').click();
    const message = page.locator('.rich-text-node-error > span');
    await expect
      .poll(() => message.textContent(), { timeout: 30_000 })
      .toBe('Paragraph 1, link “terms”: finish the address (a site path such as /legal/aml, or a full https:// address).');
    await expect.poll(() => editor.locator('[data-node-invalid="true"]').textContent()).toBe('terms');
    await page.screenshot({ path: path.join(artifacts, 'admin-workflow-node-error-1440.png') });
  });
});

describe('an editor restores an old English version of a page', () => {
  it('makes it the English draft, says so first, and leaves /ru and the published English page as they were', async () => {
    const { body } = await admin.api<{ docs: Array<{ id: number }> }>('/pages?where[slug][equals]=about&depth=0');
    const id = body.docs[0]!.id;
    const ru = await fetch(`${product.siteUrl}/ru/about`).then((r) => r.text());
    const ruTitle = (await admin.api<{ title: string }>(`/pages/${id}?locale=ru&depth=0&draft=true`)).body.title;
    for (const title of ['About us, first edit', 'About us, second edit']) {
      const answer = await admin.api(`/pages/${id}?locale=en&publishSpecificLocale=en`, {
        method: 'PATCH',
        body: JSON.stringify({ title, _status: 'published' }),
      });
      expect(answer.status).toBe(200);
    }
    const versions = await admin.api<{ docs: Array<{ id: number; version: { title: string; _status: string } }> }>(
      `/pages/versions?where[parent][equals]=${id}&sort=-updatedAt&depth=0&locale=en&limit=20`,
    );
    const first = versions.body.docs.find((v) => v.version.title === 'About us, first edit' && v.version._status === 'published')!;

    await page.goto(`${product.cmsUrl}/admin/collections/pages/${id}/versions/${first.id}?locale=en`);
    const restore = page.locator('.restore-version button', { hasText: 'Restore into the English draft' });
    const modal = page.locator('.confirmation-modal', { hasText: 'Restore the English text of this version?' });
    // A click before the view has hydrated does nothing: clicked again until the confirmation opens.
    await expect
      .poll(
        async () => {
          if (!(await modal.isVisible())) await restore.click({ timeout: 10_000 }).catch(() => undefined);
          return modal.isVisible();
        },
        { timeout: 60_000, interval: 2_000 },
      )
      .toBe(true);
    expect(await modal.textContent()).toMatch(/English draft.*other languages stay as they are/s);
    await page.screenshot({ path: path.join(artifacts, 'admin-workflow-restore-1440.png') });
    await modal.locator('button', { hasText: 'Restore English' }).click();
    await page.waitForURL(new RegExp(`/collections/pages/${id}\\?locale=en`), { timeout: 30_000 });
    await expect.poll(() => page.locator('#field-title').inputValue(), { timeout: 30_000 }).toBe('About us, first edit');
    // Publish is open at once: the restored draft is there to publish.
    expect(await page.locator('#action-save').isDisabled()).toBe(false);

    expect((await admin.api<{ title: string }>(`/pages/${id}?locale=ru&depth=0&draft=true`)).body.title).toBe(ruTitle);
    expect((await admin.api<{ title: string }>(`/pages/${id}?locale=en&depth=0`)).body.title).toBe('About us, second edit');
    expect(await fetch(`${product.siteUrl}/ru/about`).then((r) => r.text())).toBe(ru);
  });
});

describe('an editor previews a new post', () => {
  it('opens the preview and the Live Preview before any slug is typed', async () => {
    await page.goto(`${product.cmsUrl}/admin/collections/posts/create?locale=en`);
    await expect.poll(() => page.url(), { timeout: 30_000 }).toMatch(/\/collections\/posts\/\d+/);
    const title = `Market notes ${Date.now()}`;
    const saved = nextAutosave();
    await page.locator('#field-title').fill(title);
    await saved;
    expect(await page.locator('#field-slug').inputValue()).toBe('');
    const opened = page.context().waitForEvent('page');
    await page.locator('a.preview-btn').click();
    const preview = await opened;
    await preview.waitForLoadState();
    await expect.poll(() => preview.locator('h1').textContent(), { timeout: 30_000 }).toBe(title);
    expect(await preview.locator('.preview-banner').count()).toBe(1);
    await preview.close();
    // The SEO group previews the search result with the site's name the site adds, and counts it.
    const seo = page.getByTestId('seo-preview');
    await seo.scrollIntoViewIfNeeded();
    const { body: active } = await admin.api<{ data: { title: string } }>('/site/active?locale=en');
    await expect.poll(() => seo.textContent(), { timeout: 15_000 }).toContain(`${title} · ${active.data.title}`);
    expect(await seo.textContent()).toContain(`${title.length + 3 + active.data.title.length} characters with the site's name`);
    await seo.scrollIntoViewIfNeeded();
    await shootAdminScreen(page, artifacts, 'admin-workflow-seo');
    await page.locator('button[aria-label="Live Preview"]').first().click();
    const pane = page.frameLocator('iframe').first();
    await expect
      .poll(
        () =>
          pane
            .locator('h1')
            .textContent()
            .catch(() => ''),
        { timeout: 30_000 },
      )
      .toBe(title);
  });
});

describe('an editor deletes a picture', () => {
  /** A picture in the media library, as an editor uploads one; its id. */
  async function upload(name: string): Promise<number> {
    const png = await page.screenshot({ clip: { x: 0, y: 0, width: 400, height: 300 } });
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `${name}.png`);
    form.append('_payload', JSON.stringify({ alt: name }));
    const answer = await admin.api<{ doc: { id: number } }>('/media?locale=en', { method: 'POST', body: form });
    return answer.body.doc.id;
  }

  /** Opens the file's page in the admin and deletes it from the document menu; the toast it answers with. */
  async function deleteInAdmin(id: number): Promise<string> {
    await page.goto(`${product.cmsUrl}/admin/collections/media/${id}`);
    await page.getByTestId('used-in').waitFor({ timeout: 30_000 });
    const before = (await toasts()).length;
    await page.locator('.doc-controls__popup button, .doc-controls__dots').first().click();
    await page
      .locator('.popup__content button, .popup-button-list__button', { hasText: /^Delete$/ })
      .first()
      .click();
    await page
      .locator('.confirmation-modal button', { hasText: /^Confirm$|^Delete$/ })
      .last()
      .click();
    await expect.poll(async () => (await toasts()).length, { timeout: 30_000 }).toBeGreaterThan(before);
    return (await toasts()).at(-1)!.text;
  }

  it('says where a picture a page shows is used and keeps it; lets one go that only old versions show', async () => {
    const stamp = Date.now();
    const shown = await upload(`shown-${stamp}`);
    const old = await upload(`old-${stamp}`);
    const { body } = await admin.api<{ docs: Array<{ id: number; layout: Array<Record<string, unknown>> }> }>(
      '/pages?where[slug][equals]=vip&depth=0&locale=en',
    );
    const vip = body.docs[0]!;
    const withHero = (image: number | null) => [{ ...vip.layout[0], image }, ...vip.layout.slice(1)];
    // The old picture was on the page once; the page was published again with another.
    for (const image of [old, shown]) {
      const saved = await admin.api(`/pages/${vip.id}?locale=en&publishSpecificLocale=en`, {
        method: 'PATCH',
        body: JSON.stringify({ layout: withHero(image), _status: 'published' }),
      });
      expect(saved.status).toBe(200);
    }

    await page.goto(`${product.cmsUrl}/admin/collections/media/${shown}`);
    await expect.poll(() => page.getByTestId('used-in').textContent(), { timeout: 30_000 }).toContain('Page: VIP');
    expect(await deleteInAdmin(shown)).toMatch(/used by Page “VIP/);
    expect((await admin.api(`/media/${shown}?depth=0`)).status).toBe(200);

    await page.goto(`${product.cmsUrl}/admin/collections/media/${old}`);
    await expect.poll(() => page.getByTestId('used-in').textContent(), { timeout: 30_000 }).toContain('Nothing shows this file now');
    await shootAdminScreen(page, artifacts, 'admin-workflow-media');
    expect(await deleteInAdmin(old)).toMatch(/deleted|success/i);
    expect((await admin.api(`/media/${old}?depth=0`)).status).toBe(404);
  });
});

describe('an admin changes a theme colour', () => {
  /** Sets one colour of the exchange theme's record in the admin (`colors` or `schemeColors`) and saves. */
  async function saveColour(list: 'colors' | 'schemeColors', token: string, value: string): Promise<void> {
    const { body } = await admin.api<{ docs: Array<{ id: number }> }>('/themes?where[name][equals]=exchange&depth=0');
    await page.goto(`${product.cmsUrl}/admin/collections/themes/${body.docs[0]!.id}`);
    const tokens = page.locator(`input[name^="${list}."][name$=".token"]`);
    if (list === 'schemeColors')
      await page
        .locator('#field-schemeColors')
        .getByRole('button', { name: /Show All/i })
        .click();
    await expect.poll(() => tokens.count(), { timeout: 30_000 }).toBeGreaterThan(5);
    const names = await tokens.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    await page.locator(`input[name="${list}.${names.indexOf(token)}.value"]`).fill(value);
    const saved = page.waitForResponse((r) => /\/api\/themes\/\d+/.test(r.url()) && r.request().method() === 'PATCH');
    await page.locator('#action-save').click();
    expect((await saved).status()).toBe(200);
  }

  const textColour = (site: Page) => site.evaluate(() => getComputedStyle(document.body).color);

  it('sees the saved text colour as the computed colour on the site, in the dark scheme and the light', async () => {
    await saveColour('colors', 'text', '#DDDDDD');
    const site = await browser.newPage();
    // The save clears the site's caches; the next page drawn has the colour (two seconds are plenty).
    await expect
      .poll(
        async () => {
          await site.goto(`${product.siteUrl}/about`);
          return textColour(site);
        },
        { timeout: 15_000, interval: 250 },
      )
      .toBe('rgb(221, 221, 221)');
    await site.close();

    await saveColour('schemeColors', 'text', '#202A36');
    // The saved colour is in the site record's answer, under the other scheme's colours.
    await expect
      .poll(async () => {
        const answer = (await fetch(`${product.cmsUrl}/api/site/active`).then((r) => r.json())) as {
          data: { themeSchemeColors?: Record<string, string> };
        };
        return answer.data.themeSchemeColors?.text;
      })
      .toBe('#202A36');
    const trader = await signInTrader(browser, product, { next: '/cabinet/profile' });
    await trader.page
      .context()
      .addInitScript(() => localStorage.setItem('cabinetSettings', JSON.stringify({ v: 1, data: { colorScheme: 'light' } })));
    await expect
      .poll(
        async () => {
          await trader.page.goto(`${product.siteUrl}/cabinet/profile`);
          return [
            await trader.page.evaluate(() => document.documentElement.dataset.scheme),
            await textColour(trader.page),
            await trader.page.evaluate(() => document.querySelector('style[data-theme-record]')?.textContent ?? ''),
          ];
        },
        { timeout: 15_000, interval: 250 },
      )
      .toEqual(['light', 'rgb(32, 42, 54)', expect.stringContaining("[data-scheme='light']{--color-text:#202A36}")]);
    await trader.page.screenshot({ path: path.join(artifacts, 'admin-workflow-theme-light-1280.png') });
    await trader.page.context().close();
  });
});

describe('an editor on a phone', () => {
  it('has the whole edit form within 390 px, the Publish button and its menu in reach', async () => {
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    try {
      await phone.context().addCookies(await page.context().cookies());
      const { body } = await admin.api<{ docs: Array<{ id: number }> }>('/pages?where[slug][equals]=about&depth=0');
      await phone.goto(`${product.cmsUrl}/admin/collections/pages/${body.docs[0]!.id}?locale=en`);
      await phone.locator('#field-title').waitFor({ timeout: 30_000 });
      await phone.screenshot({ path: path.join(artifacts, 'admin-workflow-edit-390.png') });
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      for (const control of [phone.locator('#action-save'), phone.locator('.doc-controls__controls .popup-button').first()]) {
        const box = (await control.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
        // Nothing drawn over it (Payload's fading edge covered the chevron).
        const hit = await phone.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.outerHTML ?? '', {
          x: box.x + box.width / 2,
          y: box.y + box.height / 2,
        });
        expect(hit).toBe(await control.evaluate((element) => element.closest('button')?.outerHTML ?? element.outerHTML));
      }
      const fields = await phone
        .locator('.field-type input, .field-type textarea')
        .evaluateAll((inputs) =>
          inputs.filter((input) => (input as HTMLElement).offsetParent).map((input) => input.getBoundingClientRect().right),
        );
      expect(Math.max(...fields)).toBeLessThanOrEqual(390);
    } finally {
      await phone.close();
    }
  });
});
