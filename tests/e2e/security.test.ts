/**
 * Attacks on a running product, in Chromium, as an attacker holding an editor's token would run
 * them: script payloads in every CMS text and rich-text field (stored through the REST API), rows
 * with `javascript:` links written straight into the database (as saved before the CMS refused
 * them), open redirects through login's `next`, and the security headers. Anything that runs shows
 * up as a dialog or a request to the attacker's host; both are recorded for every page opened.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { runBourse } from '../support/cli';
import { startProduct, type RunningProduct } from '../support/product';
import { signInTrader } from '../support/trader-page';
import { ATTACKER_HOST, attackPage, attackPost, attackSite, editorApi, SCRIPT_TAG, writeOldUnsafeRows } from '../support/xss-content';

let product: RunningProduct;
let browser: Browser;
let api: Awaited<ReturnType<typeof editorApi>>;
const ids = { page: 0, post: 0, site: 0 };
const ran: string[] = [];

beforeAll(async () => {
  product = await startProduct();
  browser = await launchBrowser();
  api = await editorApi(product);
  ids.page = (await api('POST', '/api/pages?locale=en', attackPage('xss-probe'))).doc.id;
  ids.post = (await api('POST', '/api/posts?locale=en', attackPost('xss-probe'))).doc.id;
  const active = (await fetch(`${product.cmsUrl}/api/site/active`).then((r) => r.json())) as { data: { id: number } };
  ids.site = active.data.id;
  await api('PATCH', `/api/sites/${ids.site}?locale=en`, attackSite());
  expect((await runBourse(['cache', 'clear'], product.env)).code).toBe(0);
}, 10 * 60_000);

afterAll(async () => {
  await browser?.close();
  if (product && product.child.exitCode === null) await product.stop();
});

/**
 * A browser context that records, for every page it opens, dialogs (alert and friends), requests
 * to the attacker's host (aborted, so nothing waits on DNS) and CSP violations.
 */
async function watchedContext(): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // The admin's first compile of a view can take long on a busy machine.
  context.setDefaultNavigationTimeout(120_000);
  context.setDefaultTimeout(60_000);
  await context.route(
    (url) => url.hostname === ATTACKER_HOST,
    (route) => route.abort(),
  );
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  context.on('page', (page) => watch(page));
  return context;
}

function watch(page: Page): void {
  page.on('dialog', (dialog) => {
    ran.push(`${page.url()}: dialog "${dialog.message()}"`);
    void dialog.dismiss();
  });
  page.on('request', (request) => {
    if (new URL(request.url()).hostname === ATTACKER_HOST) ran.push(`${page.url()}: request to ${request.url()}`);
  });
}

/** Elements a payload would have created or armed: handlers, script URLs, foreign images. */
function armedElements(page: Page): Promise<string[]> {
  return page.evaluate((host) => {
    const found: string[] = [];
    for (const element of document.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        const value = attribute.value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
        if (attribute.name.startsWith('on')) found.push(`${element.tagName} ${attribute.name}`);
        if (['href', 'src', 'action', 'formaction', 'xlink:href'].includes(attribute.name) && /^(javascript|vbscript|data):/.test(value)) {
          found.push(`${element.tagName} ${attribute.name}=${attribute.value}`);
        }
      }
      if (element.tagName === 'IMG' && (element as HTMLImageElement).src.includes(host))
        found.push(`IMG ${(element as HTMLImageElement).src}`);
    }
    return found;
  }, ATTACKER_HOST);
}

const sitePages = ['/xss-probe', '/blog/xss-probe', '/'];

describe('stored script from an editor', () => {
  it('renders as inert text on the site: page, post, site record and menus', async () => {
    const context = await watchedContext();
    const page = await context.newPage();
    for (const path of sitePages) {
      const response = await page.goto(`${product.siteUrl}${path}`, { waitUntil: 'load' });
      expect(response?.status(), path).toBe(200);
      expect(await armedElements(page), path).toEqual([]);
    }
    // The payload is shown to visitors as the characters the editor typed, not interpreted.
    await page.goto(`${product.siteUrl}/xss-probe`, { waitUntil: 'load' });
    expect(await page.locator('main, body').first().innerText()).toContain(SCRIPT_TAG);
    expect(ran).toEqual([]);
    await context.close();
  }, 120_000);

  it('runs nothing in the admin when an editor opens those documents', async () => {
    const context = await watchedContext();
    const page = await context.newPage();
    const cspErrors: string[] = [];
    page.on('console', (message) => message.text().startsWith('CSP violation') && cspErrors.push(message.text()));
    await page.goto(`${product.cmsUrl}/admin/login`);
    await page.fill('#field-email', product.editor.email);
    await page.fill('#field-password', product.editor.password);
    await page.click('button[type="submit"]');
    await expect.poll(() => page.url(), { timeout: 30_000 }).not.toContain('/login');
    for (const path of [
      `/admin/collections/pages/${ids.page}`,
      `/admin/collections/posts/${ids.post}`,
      `/admin/collections/sites/${ids.site}`,
      '/admin/collections/pages',
      '/admin/collections/posts',
    ]) {
      await page.goto(`${product.cmsUrl}${path}`, { waitUntil: 'load' });
      await page
        .locator(path.split('/').length > 4 ? '#field-title' : 'table')
        .first()
        .waitFor({ timeout: 30_000 });
      expect(await armedElements(page), path).toEqual([]);
    }
    expect(ran).toEqual([]);
    expect(cspErrors).toEqual([]);
    await context.close();
  }, 240_000);

  it('old rows holding javascript: links and a broken-out table cell render without them', async () => {
    // Seven placeholder links (blocks and menus) and the two rich texts.
    expect(writeOldUnsafeRows(product)).toBeGreaterThanOrEqual(9);
    expect((await runBourse(['cache', 'clear'], product.env)).code).toBe(0);
    const context = await watchedContext();
    const page = await context.newPage();
    for (const path of sitePages) {
      await page.goto(`${product.siteUrl}${path}`, { waitUntil: 'load' });
      expect(await armedElements(page), path).toEqual([]);
      // The rich text keeps the link's words; the menu entry and block links are simply not drawn.
      if (path === '/xss-probe') expect(await page.locator('.prose', { hasText: 'a link' }).count()).toBeGreaterThan(0);
    }
    expect(ran).toEqual([]);
    await context.close();
    // Menus back through the API: the CMS validates the whole site record on every later save.
    await api('PATCH', `/api/sites/${ids.site}?locale=en`, { navigation: { header: [], footer: [] } });
  }, 120_000);
});

describe('open redirects', () => {
  const site = () => new URL(product.siteUrl);
  const variants = [
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\/evil.example',
    'https:evil.example',
    'https://evil.example',
    '%2F%2Fevil.example',
    '/%2F/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    ' //evil.example',
    '/.//evil.example',
    'javascript:alert(1)',
    '/кабинет',
    '/cabinet\u2028',
  ];
  const stayOnSite = (location: string | null) => {
    expect(location).toMatch(/^\/(?![/\\])/);
    expect(new URL(location!, site()).origin).toBe(site().origin);
  };

  it('keeps a non-Latin-1 next on the login page instead of failing with the exception text', async () => {
    for (const next of ['/кабинет', '%E2%80%A8', '/cabinet%E2%80%A8']) {
      const response = await fetch(
        `${product.siteUrl}/login?next=${next === '%E2%80%A8' || next.includes('%') ? next : encodeURIComponent(next)}`,
      );
      const body = await response.text();
      expect(response.status, next).toBe(200);
      expect(body).not.toMatch(/TypeError|ByteString|Cannot convert/);
    }
  });

  it('sends a signed-in trader back only to a path on this site, for every next variant', async () => {
    const login = /trader login: (\S+) \/ (\S+)/.exec(product.output())!;
    const form = (next: string) => new URLSearchParams({ email: login[1]!, password: login[2]!, next });
    // The form post (no JavaScript): the answer's Location is where the browser goes.
    const posted = await fetch(`${product.siteUrl}/login`, {
      method: 'POST',
      body: form('/кабинет'),
      redirect: 'manual',
      headers: { origin: product.siteUrl },
    });
    expect(posted.status).toBe(303);
    stayOnSite(posted.headers.get('location'));
    expect(posted.headers.get('location')).toBe('/%D0%BA%D0%B0%D0%B1%D0%B8%D0%BD%D0%B5%D1%82');
    const cookie = posted.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    // Signed in, /login?next=… redirects at once: every variant must stay on the site.
    for (const next of variants) {
      const response = await fetch(`${product.siteUrl}/login?next=${encodeURIComponent(next)}`, {
        redirect: 'manual',
        headers: { cookie },
      });
      expect(response.status, next).toBe(303);
      stayOnSite(response.headers.get('location'));
    }
    for (const next of ['%2F%2Fevil.example', '%5C%5Cevil.example', '/%09/evil.example']) {
      const response = await fetch(`${product.siteUrl}/login?next=${next}`, { redirect: 'manual', headers: { cookie } });
      stayOnSite(response.headers.get('location'));
    }
  });

  it('never redirects from a preview link, whatever it carries', async () => {
    for (const query of ['token=forged&next=//evil.example', 'token=&next=https://evil.example', 'next=/%5Cevil.example']) {
      const response = await fetch(`${product.siteUrl}/preview?${query}`, { redirect: 'manual' });
      expect(response.status, query).toBe(401);
      expect(response.headers.get('location')).toBeNull();
    }
  });
});

describe('security headers', () => {
  it('puts a CSP with hashed scripts, the CMS as the only framer and the market host on every site page', async () => {
    const response = await fetch(`${product.siteUrl}/about`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')*;/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain(`frame-ancestors ${new URL(product.cmsUrl).origin}`);
    expect(csp).toMatch(new RegExp(`connect-src 'self' http://localhost:${product.ports.replay} ws://localhost:${product.ports.replay}`));
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    // Served over plain http here: no HSTS, and plain cookie names.
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('puts a nonce-based CSP and frame-ancestors self on the CMS admin and API', async () => {
    for (const path of ['/admin/login', '/api/site/active']) {
      const response = await fetch(`${product.cmsUrl}${path}`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
    // Next put this answer's nonce on its scripts: the policy and the page agree.
    const response = await fetch(`${product.cmsUrl}/admin/login`);
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy')!)![1];
    expect(await response.text()).toContain(`nonce="${nonce}"`);
  });
});

describe('every page works under the CSP', () => {
  const cspMessages = (messages: string[]) => messages.filter((text) => /Content Security Policy|CSP violation/i.test(text));

  it.each(['exchange', 'dark-brand', 'simple'])(
    'breaks no rule on a sample of pages in the %s theme',
    async (theme) => {
      const switched = await runBourse(['theme', 'use', theme], product.env);
      expect(switched.code, switched.stderr).toBe(0);
      const context = await watchedContext();
      const page = await context.newPage();
      const messages: string[] = [];
      page.on('console', (message) => messages.push(`${page.url()}: ${message.text()}`));
      // Islands (swap, ticker strip), a feed, a form, an article, the 404 page.
      for (const path of ['/', '/about', '/buy-crypto', '/futures', '/ru/blog', '/login', '/does-not-exist']) {
        await page.goto(`${product.siteUrl}${path}`, { waitUntil: 'networkidle' });
      }
      expect(cspMessages(messages)).toEqual([]);
      expect(ran).toEqual([]);
      await context.close();
    },
    240_000,
  );

  it('breaks no rule in the cabinet terminal, with its islands and the market websocket', async () => {
    const { page, browserErrors } = await signInTrader(browser, product, {
      next: '/cabinet/spot',
      storedUser: { id: 'e2e-csp', email: 'demo@bourse.local' },
    });
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));
    await page.reload({ waitUntil: 'load' });
    // The book fills from the replay server's websocket, which the CSP's connect-src must allow.
    await expect
      .poll(() => page.locator('[data-testid="book-tabs"] [data-testid="book-bids"] tr').count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    expect(sockets.some((url) => url.startsWith(`ws://localhost:${product.ports.replay}`))).toBe(true);
    expect(cspMessages(browserErrors)).toEqual([]);
    await page.context().close();
  }, 120_000);
});
