import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { root } from '../support/cli';
import { startProduct, type RunningProduct } from '../support/product';
import { signInTrader } from '../support/trader-page';

// Signs in through /login (the server's guard), with the browser session restored the spec's way
// from `auth_token` + `user_data`, as in trading-journey.test.ts. The page runs in English.
let product: RunningProduct;
let browser: Browser;
let page: Page;
let browserErrors: string[] = [];

beforeAll(async () => {
  mkdirSync(path.join(root, 'tests/artifacts'), { recursive: true });
  product = await startProduct();
  browser = await launchBrowser();
  ({ page, browserErrors } = await signInTrader(browser, product, { next: '/cabinet', viewport: { width: 1440, height: 1000 }, storedUser: { id: 'e2e-spot', email: 'demo@bourse.local' } }));
});

afterAll(async () => {
  writeFileSync(path.join(root, 'tests/artifacts/spot-terminal-browser-errors.log'), browserErrors.join('\n'));
  await browser?.close();
  if (product && product.child.exitCode === null) await product.stop();
});

const buy = () => page.locator('form[data-side="buy"]');
const chart = () => page.getByTestId('chart-panel');
const bookRows = () => page.locator('[data-testid="book-tabs"] [data-testid="book-bids"] tr');

describe('spot terminal', () => {
  it('is reached from the cabinet and shows the replayed book and price of BTC/USDT', async () => {
    await page.getByTestId('open-spot-terminal').click();
    await page.waitForURL(/\/cabinet\/spot$/);
    await expect.poll(() => page.locator('[data-testid="last-price"]').getAttribute('aria-busy'), { timeout: 20_000 }).toBeNull();
    await expect.poll(() => bookRows().count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await page.getByTestId('pair-dropdown').textContent()).toBe('BTC/USDT ▾');
    // The price field is prefilled from the last price once it arrives.
    await expect.poll(() => buy().getByLabel('Price (USDT)').inputValue()).toMatch(/^\d+(\.\d+)?$/);
  });

  it('shows the market ticker strip above the terminal with the pairs the replay serves', async () => {
    const strip = page.getByTestId('ticker-strip');
    await expect.poll(() => strip.getAttribute('data-status'), { timeout: 20_000 }).toBe('ready');
    expect(await strip.locator('[data-testid="ticker-entry"]').evaluateAll((all) => all.map((e) => (e as HTMLElement).dataset.symbol))).toEqual(['BTC', 'ETH']);
    // A real figure from the replay's 24 h statistics: two decimals, grouped (no sample dash).
    await expect.poll(() => strip.locator('[data-symbol="BTC"] [data-testid="ticker-last"]').textContent()).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    await page.getByRole('button', { name: 'Scroll right' }).focus();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Scroll right');
  });

  it('draws the BTC/USDT chart on a canvas, its last close the replay\'s last trade', async () => {
    await expect.poll(() => chart().getAttribute('data-status'), { timeout: 20_000 }).toBe('ready');
    expect(await page.getByTestId('chart-canvas').locator('canvas').count()).toBeGreaterThan(0);
    const replay = `http://127.0.0.1:${product.ports.replay}`;
    // The live candle is merged at most once a second: poll until both name the same price.
    await expect
      .poll(async () => {
        const ticker = (await (await fetch(`${replay}/api/v3/ticker/24hr?symbol=BTCUSDT`)).json()) as { lastPrice: string };
        return Number(await chart().getAttribute('data-last-close')) === Number(ticker.lastPrice);
      }, { timeout: 15_000 })
      .toBe(true);
  });

  it('reloads the chart at 5 minutes and says an indicator needs 50 points on the replay\'s short history', async () => {
    await page.getByRole('button', { name: '5 minutes', exact: true }).click();
    await expect.poll(() => chart().getAttribute('data-interval')).toBe('5m');
    await expect.poll(() => chart().getAttribute('data-status'), { timeout: 20_000 }).toBe('ready');
    expect(await page.getByRole('button', { name: '5 minutes', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'RSI 14', exact: true }).click();
    await expect.poll(() => page.getByTestId('chart-insufficient').textContent()).toMatch(/RSI 14 needs at least 50 points/);
  });

  it('switches to ETH/USDT: the ticker, the book and the form follow', async () => {
    const btcPrice = Number(await buy().getByLabel('Price (USDT)').inputValue());
    await page.getByTestId('pair-dropdown').click();
    await page.getByRole('button', { name: 'ETH/USDT', exact: true }).click();
    await expect.poll(() => page.getByRole('region', { name: 'ETH/USDT price' }).count()).toBe(1);
    await expect.poll(() => page.locator('[data-testid="last-price"]').getAttribute('aria-busy'), { timeout: 20_000 }).toBeNull();
    await expect.poll(() => page.getByRole('table', { name: 'ETH/USDT Order book' }).locator('[data-testid="book-bids"] tr').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(() => buy().getByLabel('Amount (ETH)').count()).toBe(1);
    await expect.poll(async () => Number(await buy().getByLabel('Price (USDT)').inputValue()), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(Number(await buy().getByLabel('Price (USDT)').inputValue())).toBeLessThan(btcPrice / 5);
    expect(new URL(page.url()).searchParams.get('pair')).toBe('ETHUSDT');
    await expect.poll(() => page.getByRole('region', { name: 'ETH/USDT chart' }).getAttribute('data-status'), { timeout: 20_000 }).toBe('ready');
  });

  it('refuses an empty order, then places a limit buy that shows in the open orders with its count, and cancels it', async () => {
    await buy().getByLabel('Price (USDT)').fill('');
    await buy().getByRole('button', { name: 'Buy ETH' }).click();
    await expect.poll(() => page.getByTestId('order-toast-error').textContent()).toContain('Fill in all fields');
    expect(await page.getByTestId('open-count').textContent()).toBe('0');

    await buy().getByLabel('Price (USDT)').fill('2000');
    await buy().getByLabel('Amount (ETH)').fill('0.5');
    expect(await buy().getByLabel('Total (USDT)').inputValue()).toBe('1000');
    await buy().getByRole('button', { name: 'Buy ETH' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set a stop-loss?' });
    await expect.poll(() => dialog.textContent()).toContain('1960 USDT');
    await dialog.getByRole('button', { name: 'Skip' }).click();
    await expect.poll(() => page.getByTestId('order-toast-ok').textContent()).toContain('Order placed: Buy 0.50000000 ETH at 2,000.00 USDT');
    expect(await buy().getByLabel('Amount (ETH)').inputValue()).toBe('');
    await expect.poll(() => page.getByTestId('open-count').textContent()).toBe('1');
    const row = page.locator('[data-testid="orders-open"] tr[data-status="open"]');
    expect(await row.locator('td').nth(1).textContent()).toBe('ETH/USDT');
    await page.screenshot({ path: path.join(root, 'tests/artifacts/spot-terminal.png'), fullPage: true });

    await row.getByRole('button', { name: /^Cancel/ }).click();
    await expect.poll(() => page.getByTestId('open-count').textContent()).toBe('0');
    await page.getByRole('tab', { name: 'Order history' }).click();
    await expect.poll(() => page.locator('[data-testid="orders-history"] tr[data-status="cancelled"]').count()).toBe(1);
  });

  it('is the same terminal in Russian at /ru/cabinet/spot, and the side navigation stays in Russian', async () => {
    await page.goto(`${product.siteUrl}/ru/cabinet/spot`);
    expect(await page.locator('h1').first().textContent()).toBe('Спот-торговля');
    await expect.poll(() => page.locator('[data-testid="last-price"]').getAttribute('aria-busy'), { timeout: 20_000 }).toBeNull();
    await page.getByRole('link', { name: 'Открытые ордера' }).click();
    await page.waitForURL(/\/ru\/cabinet\/orders\/open$/);
    expect(await page.locator('h1').first().textContent()).toBe('Открытые ордера');
  });

  it('opens /crypto as the spot terminal on BTC/USDT, and shows /ru/forex as a labelled placeholder', async () => {
    await page.goto(`${product.siteUrl}/crypto`);
    await page.waitForURL(/\/cabinet\/spot\?pair=BTCUSDT$/);
    expect(await page.getByTestId('pair-dropdown').textContent()).toBe('BTC/USDT ▾');
    await page.goto(`${product.siteUrl}/ru/forex`);
    const note = page.getByTestId('forex-placeholder');
    expect(await note.textContent()).toContain('1:500');
    expect(await note.locator('[data-placeholder]').isVisible()).toBe(true);
    expect(await page.getAttribute('html', 'lang')).toBe('ru');
  });

  it('ran without a browser error (hydration included) on every page it visited', () => {
    expect(browserErrors).toEqual([]);
  });
});
