/**
 * A script on the public site trying to reach the CMS through the site's account proxy, as an
 * injected script would: an editor is signed in to the admin on the same host (cookies ignore
 * ports, so the browser attaches the admin's `payload-token` to the site's requests too), and
 * the page fetches every spelling of a path that climbs out of `/api/auth/` or `/api/user/` into
 * the editors, pages, traders, preferences or the admin itself. Nothing may answer but 404 (or
 * 400 for a path the site cannot decode), and no answer may carry the editor's e-mail, a collection's documents or the admin's HTML.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { sharedProduct, type RunningProduct } from '../support/product';

let product: RunningProduct;
let browser: Browser;
let page: Page;

const CLIMBS = [
  '..%5Ceditors%5Cme',
  '..%5cEditors%5cme',
  '%2E%2E%5Ceditors%5Cme',
  '..%2Feditors%2Fme',
  '..%255Ceditors%255Cme',
  '%252E%252E%252Feditors%252Fme',
  '..%25255Ceditors%25255Cme',
  '..%C0%AFeditors%C0%AFme',
  '..;/editors/me',
  '..%5Ctraders',
  '..%5Cpages',
  '..%5Cpayload-preferences',
  '..%5C..%5Cadmin%5Clogin',
  '..%5C..%5Capi%5Ceditors%5Cme',
  'login%2F..%2F..%2Fpages',
  'login%5C..%5C..%5Ceditors%5Cme',
  // Spellings the browser itself resolves before sending: they must land on no CMS route either.
  '..\\editors\\me',
  '%2e%2e/editors/me',
  '.%2e/.%2e/admin',
];
const PROBES = ['auth', 'user'].flatMap((prefix) => CLIMBS.map((climb) => `/api/${prefix}/${climb}`));
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

beforeAll(async () => {
  product = await sharedProduct();
  browser = await launchBrowser();
  const context = await browser.newContext();
  context.setDefaultNavigationTimeout(120_000);
  page = await context.newPage();
  await page.goto(`${product.cmsUrl}/admin/login`);
  await page.fill('#field-email', product.editor.email);
  await page.fill('#field-password', product.editor.password);
  await page.click('button[type="submit"]');
  await page.waitForURL((url) => !url.pathname.includes('/login'), { timeout: 60_000 });
  await page.goto(`${product.siteUrl}/about`);
}, 8 * 60_000);

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

type Answer = { method: string; path: string; status: number; body: string };

/** Runs in the site's page: what a script there gets back for each method and path. */
function probeFromPage(paths: string[], methods: string[]): Promise<Answer[]> {
  return page.evaluate(
    async ({ paths, methods }) => {
      const answers: Answer[] = [];
      for (const path of paths) {
        for (const method of methods) {
          const init: RequestInit = { method, credentials: 'include', headers: { 'content-type': 'application/json' } };
          if (method !== 'GET') init.body = JSON.stringify({ title: 'changed by the site', role: 'admin' });
          const response = await fetch(path, init);
          answers.push({ method, path, status: response.status, body: (await response.text()).slice(0, 2000) });
        }
      }
      return answers;
    },
    { paths, methods },
  );
}

describe('the account proxy seen from a script on the site', () => {
  it("gets the admin's cookie sent along: the probe is real", async () => {
    const cookies = await page.context().cookies(product.siteUrl);
    expect(cookies.map((cookie) => cookie.name)).toContain('payload-token');
  });

  it('finds no way from the proxy into the CMS, whatever the encoding or method', async () => {
    const answers = await probeFromPage(PROBES, METHODS);
    expect(answers).toHaveLength(PROBES.length * METHODS.length);
    const findings = answers.filter(
      (answer) =>
        // 404 from the proxy or the site; 400 where the site's server refuses a path it cannot decode.
        ![400, 404].includes(answer.status) ||
        answer.body.includes(product.editor.email) ||
        /"docs"\s*:|"user"\s*:\s*\{|payload-token|<form[^>]*login/i.test(answer.body),
    );
    expect(findings).toEqual([]);
  }, 180_000);

  it("treats the editor's cookie as no session on the listed routes", async () => {
    const [profile, refresh] = await probeFromPage(['/api/user/profile', '/api/auth/refresh'], ['GET']);
    expect(profile!.status).toBe(401);
    expect(profile!.body).not.toContain(product.editor.email);
    expect(refresh!.status).toBe(405);
  });

  it('still signs a trader in through the listed login route', async () => {
    const login = /trader login: (\S+) \/ (\S+)/.exec(product.output())!;
    const status = await page.evaluate(
      async ({ email, password }) =>
        (
          await fetch('/api/auth/login', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email, password }),
          })
        ).status,
      { email: login[1]!, password: login[2]! },
    );
    expect(status).toBe(200);
    const cookies = await page.context().cookies(product.siteUrl);
    expect(cookies.map((cookie) => cookie.name)).toContain('bourse-session');
  });
});

describe('headers the probe checks on the way', () => {
  it("marks the site's built files and favicon nosniff", async () => {
    const html = await (await fetch(`${product.siteUrl}/about`)).text();
    const asset = /\/_astro\/[^"'\s)]+\.(js|css)/.exec(html)?.[0];
    expect(asset, 'a built asset linked from /about').toBeTruthy();
    for (const path of [asset!, '/favicon.svg']) {
      const answer = await fetch(`${product.siteUrl}${path}`);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it('keeps signed-in CMS answers out of every cache', async () => {
    const login = await fetch(`${product.cmsUrl}/api/editors/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(product.editor),
    });
    const { token } = (await login.json()) as { token: string };
    const me = await fetch(`${product.cmsUrl}/api/editors/me`, { headers: { authorization: `JWT ${token}` } });
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('no-store');
    const pages = await fetch(`${product.cmsUrl}/api/pages?limit=1&draft=true`, { headers: { authorization: `JWT ${token}` } });
    expect(pages.headers.get('cache-control')).toBe('no-store');
  });

  it("never hands one origin's CORS answer from the CMS read cache to another", async () => {
    const read = (origin: string) => fetch(`${product.cmsUrl}/api/faq?limit=1&probe=cors`, { headers: { origin } });
    const fromSite = await read(product.siteUrl);
    expect(fromSite.headers.get('access-control-allow-origin')).toBe(product.siteUrl);
    const fromElsewhere = await read('http://attacker.invalid');
    expect(fromElsewhere.headers.get('access-control-allow-origin')).toBeNull();
    expect(fromElsewhere.headers.get('vary')).toMatch(/Origin/);
  });
});
