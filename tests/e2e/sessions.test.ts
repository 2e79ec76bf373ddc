import { mkdirSync } from 'node:fs';
import nodePath from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { root, runBourse } from '../support/cli';
import { startProduct, type RunningProduct } from '../support/product';
import { signInTrader } from '../support/trader-page';

// One product for the file, with the real clock shortened by configuration (as an operator would
// set it): access tokens live 20 s, and one minute of the auto-logout setting lasts one second.
const ACCESS_SECONDS = 20;
const MINUTE_MS = 1000;
let product: RunningProduct;
let browser: Browser;
const browserErrors: string[] = [];

beforeAll(async () => {
  product = await startProduct({ AUTH_ACCESS_TOKEN_SECONDS: String(ACCESS_SECONDS), AUTO_LOGOUT_MINUTE_MS: String(MINUTE_MS) });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  if (product && product.child.exitCode === null) await product.stop();
});

async function signIn(next: string) {
  const trader = await signInTrader(browser, product, { next, viewport: { width: 1280, height: 900 } });
  trader.page.on('pageerror', (e) => browserErrors.push(String(e)));
  return trader.page;
}

const path = (page: Page) => new URL(page.url()).pathname;
const accessCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'bourse-session')?.value;
/** What the CMS says of an access token: 200 while its session lives, 401 once it ended. */
const cmsAnswer = async (token: string) =>
  (await fetch(`${product.cmsUrl}/api/user/profile`, { headers: { authorization: `Bearer ${token}` } })).status;

/** Something only the signed-in screen of each cabinet route shows (never the sign-in prompt). */
const SCREENS: Record<string, (page: Page) => ReturnType<Page['locator']>> = {
  '/cabinet/spot': (p) => p.getByTestId('order-form').first(),
  '/cabinet/orders/open': (p) => p.locator('[data-testid="orders-empty"], table[data-testid="orders-open"]').first(),
  '/cabinet/orders/pending': (p) => p.locator('[data-testid="orders-empty"], table[data-testid="orders-pending"]').first(),
  '/cabinet/orders/history': (p) => p.locator('[data-testid="orders-empty"], table[data-testid="orders-history"]').first(),
  '/cabinet/wallet/deposit': (p) => p.getByRole('radiogroup').first(),
  '/cabinet/wallet/withdraw': (p) => p.locator('input[name="address"]'),
  '/cabinet/wallet/verification': (p) => p.getByTestId('verification-badge'),
  '/cabinet/profile': (p) => p.getByTestId('profile-panel'),
  '/cabinet/settings/general': (p) => p.getByTestId('settings-general'),
  '/cabinet/support': (p) => p.getByTestId('callback-form'),
};

describe('trader sessions in the browser', () => {
  it('shows every cabinet route to a signed-in trader who lands there first (nothing stored yet)', async () => {
    const page = await signIn('/cabinet');
    for (const [route, screen] of Object.entries(SCREENS)) {
      await page.evaluate(() => localStorage.clear());
      await page.goto(`${product.siteUrl}${route}`);
      expect(path(page), route).toBe(route);
      await screen(page).waitFor({ timeout: 20_000 });
      expect(await page.getByTestId('sign-in-state').count(), route).toBe(0);
      // The islands write the browser's copy from the page's cookie session (nothing was stored).
      await expect
        .poll(async () => JSON.parse((await page.evaluate(() => localStorage.getItem('user_data'))) ?? '{}').email, { timeout: 10_000 })
        .toBe('demo@bourse.local');
    }
    await page.context().close();
  });

  it('leads the cabinet entry to the spot terminal, in the page language and with the pair kept', async () => {
    const page = await signIn('/cabinet');
    expect(path(page)).toBe('/cabinet/spot');
    await page.goto(`${product.siteUrl}/ru/cabinet?pair=ETHUSDT`);
    expect(path(page)).toBe('/ru/cabinet/spot');
    expect(new URL(page.url()).searchParams.get('pair')).toBe('ETHUSDT');
    expect(await page.getByTestId('pair-dropdown').textContent()).toMatch(/^ETH\/USDT/);
    // The bar names the signed-in account and opens the profile.
    const account = page.getByRole('link', { name: /demo@bourse\.local/ });
    expect(await page.getByTestId('signed-in-as').textContent()).toBe('demo@bourse.local');
    await account.click();
    await page.waitForURL(/\/ru\/cabinet\/profile$/);
    await page.context().close();
  });

  for (const [where, start, press] of [
    ['the side navigation', '/cabinet/orders/open', (p: Page) => p.locator('[data-side-nav] [data-logout] button').click()],
    ['the spot terminal', '/cabinet/spot', (p: Page) => p.getByRole('button', { name: 'Log out' }).click()],
  ] as const) {
    it(`logout from ${where} ends the server session and signs out a second tab`, async () => {
      const page = await signIn(start);
      const other = await page.context().newPage();
      await other.goto(`${product.siteUrl}/cabinet/spot`);
      await SCREENS['/cabinet/spot']!(other).waitFor({ timeout: 20_000 });
      const token = (await accessCookie(page))!;
      expect(await cmsAnswer(token)).toBe(200);

      await press(page);
      await page.waitForURL(`${product.siteUrl}/`);
      await other.waitForURL(`${product.siteUrl}/`, { timeout: 10_000 });
      expect(await cmsAnswer(token)).toBe(401);
      expect(await accessCookie(page)).toBeUndefined();
      expect(await other.evaluate(() => [localStorage.getItem('user_data'), localStorage.getItem('session_expiry')])).toEqual([null, null]);
      // The old cookie opens nothing on the site either.
      const withOld = await fetch(`${product.siteUrl}/cabinet/orders/history`, {
        headers: { cookie: `bourse-session=${token}` },
        redirect: 'manual',
      });
      expect(withOld.status).toBe(302);
      await page.context().close();
    });
  }

  it('keeps a trader idle past the access token’s life signed in through a marketing page and the cabinet', async () => {
    const page = await signIn('/cabinet/orders/history');
    const firstExpiry = await page.evaluate(() => localStorage.getItem('session_expiry'));
    await page.goto('about:blank');
    // Idle: the access cookie runs out (the browser drops it), only the refresh cookie is left.
    await new Promise((resolve) => setTimeout(resolve, (ACCESS_SECONDS + 3) * 1000));
    await page.goto(`${product.siteUrl}/`);
    await page.goto(`${product.siteUrl}/cabinet/orders/history`);
    expect(path(page)).toBe('/cabinet/orders/history');
    await SCREENS['/cabinet/orders/history']!(page).waitFor();
    // The browser took the server's renewal (a later expiry), and its own next renewal (by the cookie) works.
    const renewed = await page.evaluate(() => localStorage.getItem('session_expiry'));
    expect(renewed).not.toBe(firstExpiry);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('session_expiry')), { timeout: ACCESS_SECONDS * 1000 })
      .not.toBe(renewed);
    await page.reload();
    expect(path(page)).toBe('/cabinet/orders/history');
    await SCREENS['/cabinet/orders/history']!(page).waitFor();
    expect(await cmsAnswer((await accessCookie(page))!)).toBe(200);
    await page.context().close();
  });

  it('sends a trader whose session was revoked to /login with the reason and next, and back after signing in', async () => {
    const page = await signIn('/cabinet/wallet/withdraw');
    const token = (await accessCookie(page))!;
    // Ended elsewhere (as "log out everywhere" or an operator would): the session is gone on the server.
    await fetch(`${product.cmsUrl}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    await page.reload();
    const url = new URL(page.url());
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('next')).toBe('/cabinet/wallet/withdraw');
    expect(url.searchParams.get('reason')).toBe('revoked');
    expect(await page.getByTestId('logout-reason').textContent()).toContain('session was ended');
    const login = /trader login: (\S+) \/ (\S+)/.exec(product.output())!;
    await page.locator('input[name="email"]').fill(login[1]!);
    await page.locator('input[name="password"]').fill(login[2]!);
    await Promise.all([page.waitForURL(`${product.siteUrl}/cabinet/wallet/withdraw`), page.locator('form button[type="submit"]').click()]);
    await SCREENS['/cabinet/wallet/withdraw']!(page).waitFor();
    await page.context().close();
  });

  it('logs out after the idle time chosen in settings, not before, warning a minute ahead; activity in any tab counts', async () => {
    const page = await signIn('/cabinet/settings/general');
    await page.locator('input[name="autoLogout"]').check();
    await page.locator('select[name="autoLogoutMinutes"]').selectOption('5');
    const other = await page.context().newPage();
    await other.goto(`${product.siteUrl}/cabinet/orders/open`);
    await SCREENS['/cabinet/orders/open']!(other).waitFor();

    // The warning comes one (shortened) minute before the logout, judged on the page's own clock.
    await page.getByTestId('idle-warning').waitFor({ timeout: 15_000 });
    const warningBox = (await page.getByTestId('idle-warning').boundingBox())!;
    expect(warningBox.x >= 0 && warningBox.x + warningBox.width <= 1280 && warningBox.y + warningBox.height <= 900).toBe(true);
    const idleAtWarning = await page.evaluate(() => Date.now() - Number(localStorage.getItem('lastActivity')));
    expect(idleAtWarning).toBeGreaterThanOrEqual(4 * MINUTE_MS);
    expect(path(page)).toBe('/cabinet/settings/general');
    // A click in the other tab is activity: the warning goes away here too.
    await other.locator('h1').click();
    await page.getByTestId('idle-warning').waitFor({ state: 'detached', timeout: 5000 });

    const token = (await accessCookie(page))!;
    // Both tabs leave on their own timers and each tells the other: a tab's first navigation may be
    // replaced by the second (net::ERR_ABORTED for waitForURL), so watch where each ends up instead.
    await expect.poll(() => page.url(), { timeout: 20_000 }).toMatch(/\/login\?/);
    await expect.poll(() => other.url(), { timeout: 10_000 }).toMatch(/\/login\?/);
    await page.waitForLoadState('load');
    const url = new URL(page.url());
    expect([url.searchParams.get('next'), url.searchParams.get('reason')]).toEqual(['/cabinet/settings/general', 'idle']);
    // The logout navigation started no sooner than the chosen 5 minutes after the last activity.
    const idleAtLogout = await page.evaluate(() => performance.timeOrigin - Number(localStorage.getItem('lastActivity')));
    expect(idleAtLogout).toBeGreaterThanOrEqual(5 * MINUTE_MS);
    expect(await cmsAnswer(token)).toBe(401);
    await page.context().close();
  });

  it('shows the logout reason and the auto-logout choice inside the viewport in every theme, phone and desktop', async () => {
    const artifacts = nodePath.join(root, 'tests/artifacts');
    mkdirSync(artifacts, { recursive: true });
    const page = await signIn('/cabinet/settings/general');
    await page.locator('input[name="autoLogout"]').check();
    await page.locator('select[name="autoLogoutMinutes"]').selectOption('5');
    await page.locator('input[name="autoLogout"]').uncheck();
    const login = await browser.newPage();
    const inView = async (p: Page, testId: string) => {
      const box = (await p.getByTestId(testId).boundingBox())!;
      const { width, height } = p.viewportSize()!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(box.y + box.height).toBeLessThanOrEqual(height);
    };
    const noSidewaysScroll = (p: Page) => p.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    const themes = ['exchange', 'dark-brand', 'simple'] as const;
    const viewports = [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ];
    for (const theme of themes) {
      expect((await runBourse(['theme', 'use', theme], product.env)).code).toBe(0);
      for (const viewport of viewports) {
        await login.setViewportSize(viewport);
        await login.goto(`${product.siteUrl}/ru/login?next=%2Fcabinet%2Fspot&reason=idle`);
        expect(await login.getByTestId('logout-reason').textContent()).toContain('бездействия');
        await login.screenshot({ path: nodePath.join(artifacts, `sessions-login-reason-${theme}-${viewport.width}.png`) });
        await inView(login, 'logout-reason');
        expect(await noSidewaysScroll(login)).toBe(true);

        // The cabinet page at this size: the general settings, with the idle-time choice, fit across.
        // (The idle warning lasts one shortened minute, a second here: too short to photograph on a
        // loaded machine; its box is checked in the auto-logout journey above.)
        await page.setViewportSize(viewport);
        await page.reload();
        await page.getByTestId('settings-general').waitFor();
        await page.screenshot({ path: nodePath.join(artifacts, `sessions-settings-general-${theme}-${viewport.width}.png`) });
        // The settings page fits the phone: no sideways scroll, the general panel within the screen's
        // width and the auto-logout choice inside the panel.
        expect(await noSidewaysScroll(page)).toBe(true);
        const general = (await page.getByTestId('settings-general').boundingBox())!;
        expect(general.x).toBeGreaterThanOrEqual(0);
        expect(general.x + general.width).toBeLessThanOrEqual(viewport.width);
        const choice = (await page.locator('select[name="autoLogoutMinutes"]').boundingBox())!;
        expect(choice.x + choice.width).toBeLessThanOrEqual(general.x + general.width);
      }
    }
    await login.close();
    await page.context().close();
  }, 300_000);

  it('raised no uncaught browser error', () => {
    expect(browserErrors).toEqual([]);
  });
});
