import { mkdirSync } from 'node:fs';
import nodePath from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cabinetLookFindings } from '../support/cabinet-look';
import { sampleLabel, sampleTurns } from '../support/sample';
import { root, runBourse } from '../support/cli';
import type { RunningProduct } from '../support/product';
import { endJourney, signInTrader, startSignedInJourney, type SignedInJourney } from '../support/trader-page';

// Signs in through /login as in spot-terminal.test.ts; the profile is read and written on the CMS
// through the site's /api/user proxy, the general settings in this browser's localStorage.
let journey: SignedInJourney;
let product: RunningProduct;
let page: Page;
let browserErrors: string[] = [];

beforeAll(async () => {
  journey = await startSignedInJourney({ next: '/cabinet/profile', viewport: { width: 1280, height: 900 } });
  ({ product, page, browserErrors } = journey);
});

afterAll(() => endJourney(journey));

const personal = () => page.getByTestId('profile-personal');

describe('profile and settings', () => {
  it('saves an edited first name on the server: it is still there after a reload', async () => {
    await page.goto(`${product.siteUrl}/cabinet/profile`);
    await personal().getByRole('button', { name: 'Edit' }).click();
    await personal().getByLabel('First name').fill('Ekaterina');
    const dob = personal().locator('input[name="dateOfBirth"]');
    if ((await dob.inputValue()) === '') await dob.fill('1990-01-02');
    await personal().getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByTestId('profile-saved').count()).toBe(1);
    expect(await page.getByTestId('profile-local-only').count()).toBe(0);
    await page.reload();
    await expect.poll(() => personal().locator('[data-field="firstName"]').textContent(), { timeout: 15_000 }).toBe('Ekaterina');
  });

  it('asks for confirmation before a phone change, and saves it once confirmed', async () => {
    await personal().getByRole('button', { name: 'Edit' }).click();
    await personal().getByLabel('Phone').fill('+7 911 222-33-44');
    await personal().getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('alertdialog');
    expect(await dialog.getByRole('heading').textContent()).toBe('Attention');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => personal().locator('[data-field="phone"]').textContent()).toContain('+7 911 222-33-44');
    await page.reload();
    await expect.poll(() => personal().locator('[data-field="phone"]').textContent(), { timeout: 15_000 }).toContain('+7 911 222-33-44');
  });

  it('switches the colour scheme on the root and keeps it after a reload and on every cabinet page', async () => {
    await page.goto(`${product.siteUrl}/cabinet/settings/general`);
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.getByLabel('Dark', { exact: true }).check();
    const root = () =>
      page.evaluate(() => [
        document.documentElement.dataset.scheme,
        document.documentElement.classList.contains('theme-light') ? 'theme-light' : 'theme-dark',
      ]);
    await expect.poll(root).toEqual(['dark', 'theme-dark']);
    const dark = await background();
    await page.getByLabel('Light', { exact: true }).check();
    await expect.poll(root).toEqual(['light', 'theme-light']);
    // The tokens under the page changed with it: the exchange theme's light ground is white.
    await expect.poll(background).toBe('rgb(255, 255, 255)');
    expect(dark).not.toBe('rgb(255, 255, 255)');
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.scheme), { timeout: 15_000 }).toBe('light');
    expect(await page.getByLabel('Light', { exact: true }).isChecked()).toBe(true);
    // Another cabinet page is drawn light by the head script, before any island loads.
    const html = await (await page.request.get(`${product.siteUrl}/cabinet/orders/open`)).text();
    expect(html).toContain("setAttribute('data-scheme',c)");
    await page.goto(`${product.siteUrl}/cabinet/orders/open`, { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => document.documentElement.dataset.scheme)).toBe('light');
  });

  it('keeps a colour preset on the account: buttons take its colour at once, after a reload and in another browser', async () => {
    await page.goto(`${product.siteUrl}/cabinet/settings/general`);
    const accent = (target: Page) =>
      target.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-accent').trim());
    const themeOwn = await accent(page);
    await page.getByLabel('Purple', { exact: true }).check();
    await expect.poll(() => page.getByTestId('preset-note').textContent()).toBe('Colour preset saved.');
    // The light scheme is on from the step before: the purple family's light accent, and its swatch.
    expect(await accent(page)).toBe('#6d28d9');
    expect(themeOwn).not.toBe('#6d28d9');
    const swatch = page.locator('[data-swatch="purple"]');
    expect(await swatch.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(109, 40, 217)');
    expect(await swatch.boundingBox()).toMatchObject({ width: 18, height: 18 });

    // The server draws every cabinet page with it from the first byte: no island needed.
    const html = await (await page.request.get(`${product.siteUrl}/cabinet/orders/open`)).text();
    expect(html).toMatch(/<html[^>]* data-preset="purple"/);
    await page.reload();
    await expect.poll(() => page.getByLabel('Purple', { exact: true }).isChecked(), { timeout: 15_000 }).toBe(true);

    // The same trader in another browser (no shared storage) sees it too, in that browser's own scheme.
    const other = await signInTrader(journey.browser, product, { next: '/cabinet/orders/open' });
    expect(await other.page.evaluate(() => document.documentElement.dataset.preset)).toBe('purple');
    expect(await accent(other.page)).toBe('#a78bfa');
    expect(other.browserErrors).toEqual([]);
    await other.page.context().close();

    await page.getByLabel('Theme colour', { exact: true }).check();
    await expect.poll(() => page.getByTestId('preset-note').textContent()).toBe('Colour preset saved.');
    expect(await accent(page)).toBe(themeOwn);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-preset'))).toBe(false);
  });

  it('offers the cabinet in five languages: a served one moves to its address, Chinese turns the account islands', async () => {
    const general = () => page.getByTestId('settings-general');
    const language = () => general().locator('select[name="language"]');
    await page.goto(`${product.siteUrl}/cabinet/settings/general`);
    await expect
      .poll(
        () =>
          language()
            .locator('option')
            .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value)),
        {
          timeout: 15_000,
        },
      )
      .toEqual(['ru', 'en', 'de', 'es', 'zh']);
    expect(await language().inputValue()).toBe('en');
    await language().selectOption('de');
    await page.waitForURL(`${product.siteUrl}/de/cabinet/settings/general`);
    await expect.poll(() => general().getByRole('heading').textContent(), { timeout: 15_000 }).toBe('Allgemeine Einstellungen');
    expect(await language().inputValue()).toBe('de');
    // The address decides a page's language: the saved German does not turn an English page's islands.
    await page.goto(`${product.siteUrl}/cabinet/orders/open`);
    await expect.poll(() => page.getByText('No open orders', { exact: true }).count(), { timeout: 15_000 }).toBe(1);
    // Chinese has no addresses of its own: the choice stays on the page and the account islands speak it.
    await page.goto(`${product.siteUrl}/cabinet/settings/general`);
    await expect.poll(() => language().inputValue(), { timeout: 15_000 }).toBe('en');
    await language().selectOption('zh');
    expect(new URL(page.url()).pathname).toBe('/cabinet/settings/general');
    await page.goto(`${product.siteUrl}/cabinet/orders/open`);
    await expect.poll(() => page.getByText('暂无当前委托', { exact: true }).count(), { timeout: 15_000 }).toBe(1);
    await page.goto(`${product.siteUrl}/cabinet/settings/general`);
    await expect.poll(() => language().inputValue(), { timeout: 15_000 }).toBe('zh');
    await language().selectOption('en');
    await page.waitForURL(`${product.siteUrl}/cabinet/settings/general`);
    await page.goto(`${product.siteUrl}/cabinet/orders/open`);
    await expect.poll(() => page.getByText('No open orders', { exact: true }).count(), { timeout: 15_000 }).toBe(1);
  });

  it('logged no browser errors on the way', () => {
    expect(browserErrors).toEqual([]);
  });
});

describe('settings sections', () => {
  const open = (section: string) => page.goto(`${product.siteUrl}/cabinet/settings/${section}`);

  it('warns about high risk at 20x leverage, and the chart settings start where the terminal opens: candles, 1 minute', async () => {
    await open('trading');
    const trading = page.getByTestId('settings-trading');
    expect(await trading.getByLabel('5x', { exact: true }).isChecked()).toBe(true);
    expect(await page.getByTestId('leverage-warning').count()).toBe(0);
    await trading.getByLabel('20x', { exact: true }).check();
    expect(await page.getByTestId('leverage-warning').textContent()).toContain('High risk');
    await open('chart');
    // The page draws what the account holds once it has read it; nothing saved reads as the terminal's own start.
    const chart = page.getByTestId('settings-chart');
    await expect.poll(() => chart.getByLabel('Candles', { exact: true }).isChecked(), { timeout: 30_000 }).toBe(true);
    await expect.poll(() => chart.getByLabel('1 min', { exact: true }).isChecked(), { timeout: 30_000 }).toBe(true);
  });

  it('lists the trading API keys, and connects e-mail 2FA only with the test code', async () => {
    await open('security');
    // Making, using and revoking a key is the trading-api journey's; here the section loads.
    await expect.poll(() => page.getByTestId('api-keys').textContent(), { timeout: 30_000 }).toMatch(/\d+ of 30 keys/);
    await page.getByRole('button', { name: 'E-mail code' }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByLabel('E-mail', { exact: true }).inputValue()).toContain('@');
    await dialog.getByLabel('Confirmation code').fill('000000');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Invalid code');
    await dialog.getByLabel('Confirmation code').fill('123456');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => page.getByTestId('two-factor-status').textContent()).toBe('Connected: E-mail code');
  });

  it('shows the callback form on feedback, with no browser errors on the way', async () => {
    await open('feedback');
    await expect.poll(() => page.getByTestId('callback-form').count(), { timeout: 15_000 }).toBe(1);
    expect(browserErrors).toEqual([]);
  });
});

describe("the cabinet's calls to the market host", () => {
  it("learns which symbols the host trades once per browser; every page then asks for its own pairs' figures alone", async () => {
    const calls: string[] = [];
    const record = (request: { url(): string }) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/v3/')) calls.push(decodeURIComponent(url.pathname + url.search));
    };
    const stripReady = () =>
      expect.poll(() => page.getByTestId('ticker-strip').getAttribute('data-status'), { timeout: 15_000 }).toBe('ready');
    // As a browser that has not been here this hour.
    await page.evaluate(() => Object.keys(localStorage).forEach((key) => key.startsWith('servedSymbols:') && localStorage.removeItem(key)));
    page.on('request', record);
    await page.goto(`${product.siteUrl}/cabinet/wallet/deposit`);
    await stripReady();
    const first = calls.splice(0);
    await page.goto(`${product.siteUrl}/cabinet/profile`);
    await stripReady();
    const second = calls.splice(0);
    page.off('request', record);
    // Every symbol's price once (request weight 4), never every symbol's 24 h statistics (weight 80).
    expect(first.filter((call) => call === '/api/v3/ticker/price')).toHaveLength(1);
    expect([...first, ...second].filter((call) => call === '/api/v3/ticker/24hr')).toEqual([]);
    expect(second.filter((call) => call === '/api/v3/ticker/price')).toEqual([]);
    // The strip's eight pairs that the replay trades (its BTC and ETH sessions), asked alone (weight 2).
    expect(second).toContain('/api/v3/ticker/24hr?symbols=["BTCUSDT","ETHUSDT"]');
  });
});

describe('the cabinet in each theme and colour scheme', () => {
  // Every cabinet screen, in both schemes of every theme: drawn in the chosen scheme, no sideways
  // scroll on a phone, and text readable (AA) on what is behind it; on a desktop, the theme's new
  // scheme (its native one is what every other journey sees). The spot terminal is checked for
  // scheme and width only: its panels' colours are its own journey's.
  const pages = [
    '/cabinet/wallet/deposit',
    '/cabinet/wallet/withdraw',
    '/cabinet/wallet/verification',
    '/cabinet/orders/open',
    '/cabinet/orders/history',
    '/cabinet/profile',
    '/cabinet/settings/general',
    '/cabinet/settings/trading',
    '/cabinet/settings/security',
    '/cabinet/support',
    '/cabinet/spot',
  ];
  const artifacts = nodePath.join(root, 'tests/artifacts');

  afterAll(async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    expect((await runBourse(['theme', 'use', 'exchange'], product.env)).code).toBe(0);
  });

  // The test command samples: in each theme every page is seen in one of the theme's three
  // (scheme, width) views, in turn, so every page, scheme and width appears; the day's seed turns
  // which view a page gets (support/sample.ts; SWEEP_SEED replays a day's); SWEEP=full sees all.
  const full = process.env.SWEEP === 'full';
  const [viewTurn] = sampleTurns([3]);
  // The market host allows 6,000 request weight a minute per address, as Binance does, and says how
  // much is used in each answer: a robot opening every page in a row would spend it (the host then
  // answers 429), so the walk waits for the next minute when it nears the budget, as a polite client does.
  let marketWeight = { minute: -1, used: 0 };
  const recordMarketWeight = (response: { headers(): Record<string, string> }) => {
    const used = Number(response.headers()['x-mbx-used-weight-1m']);
    if (used > 0) marketWeight = { minute: Math.floor(Date.now() / 60_000), used };
  };
  const paceForMarket = async () => {
    if (marketWeight.minute !== Math.floor(Date.now() / 60_000) || marketWeight.used < 4_000) return;
    await new Promise((resolve) => setTimeout(resolve, 60_500 - (Date.now() % 60_000)));
  };
  for (const theme of ['exchange', 'dark-brand', 'simple'] as const) {
    it(`${theme}: every page fits a phone and reads in light and dark${full ? '' : ` (sample ${sampleLabel()})`}`, async () => {
      mkdirSync(artifacts, { recursive: true });
      page.on('response', recordMarketWeight);
      expect((await runBourse(['theme', 'use', theme], product.env)).code).toBe(0);
      const problems: string[] = [];
      for (const scheme of ['light', 'dark'] as const) {
        await page.evaluate(
          (choice) => localStorage.setItem('cabinetSettings', JSON.stringify({ v: 1, data: { colorScheme: choice } })),
          scheme,
        );
        const native = theme === 'simple' ? 'light' : 'dark';
        const viewports = [{ width: 390, height: 844 }, ...(scheme === native ? [] : [{ width: 1440, height: 900 }])];
        for (const viewport of viewports) {
          await page.setViewportSize(viewport);
          const view = scheme === 'light' ? (viewport.width === 390 ? 0 : 1) : viewport.width === 390 ? 2 : 1;
          for (const [index, path] of pages.entries()) {
            if (!full && (index + view + viewTurn!) % 3 !== 0) continue;
            await paceForMarket();
            await page.goto(`${product.siteUrl}${path}`, { waitUntil: 'load' });
            const found = await cabinetLookFindings(page, scheme, { contrast: path !== '/cabinet/spot' });
            problems.push(...found.map((problem) => `${theme} ${scheme} ${viewport.width} ${path}: ${problem}`));
            const name = `cabinet-${theme}-${scheme}-${viewport.width}${path.replace(/\//g, '-')}.png`;
            await page.screenshot({ path: nodePath.join(artifacts, name) });
          }
        }
      }
      page.off('response', recordMarketWeight);
      expect(problems).toEqual([]);
    }, 600_000);
  }

  it('raised no browser error in any theme or scheme', () => {
    expect(browserErrors).toEqual([]);
  });
});
