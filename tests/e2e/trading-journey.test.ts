import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { root } from '../support/cli';
import { startProduct, type RunningProduct } from '../support/product';
import { signInTrader } from '../support/trader-page';
import { startOwnReplay, type OwnReplay } from '../support/own-replay';

// Paper trading as a trader meets it: the account lives on the server, the engine fills resting
// orders from the replayed market (played at 4x so the price moves within a test's patience), and
// every open browser shows the same account. The page runs in English.
let replay: OwnReplay;
let product: RunningProduct;
let browser: Browser;
let page: Page;
let second: Page;
const browserErrors: string[] = [];

// The shipped BTC/USDT session trades from about 61,860 down to 61,583 and then loops: a buy limit
// 20 USDT under the last price, placed while the price is in the upper part of that range, is
// reached within one loop (86 s at 4x).
const UPPER_PART = 61_700;
const UNDER = 20;

const lastPrice = async () => {
  const answer = await fetch(`${replay.restUrl}/api/v3/ticker/price?symbol=BTCUSDT`);
  return Number(((await answer.json()) as { price: string }).price);
};
const buy = (p: Page) => p.locator('form[data-side="buy"]');
const tab = (p: Page, name: string | RegExp) => p.getByTestId('orders-tabs').getByRole('tab', { name }).click();
const fundsCell = (p: Page, asset: string, field: string) =>
  p.locator(`[data-testid="funds"] tr[data-asset="${asset}"] [data-field="${field}"]`).textContent();
const openRows = (p: Page) => p.locator('[data-testid="orders-open"] tbody tr');

/** Waits for the price to be in the upper part of the recording, then answers a limit UNDER below it, on the tick. */
async function limitBelowMarket(): Promise<{ price: string; market: number }> {
  await expect.poll(lastPrice, { timeout: 120_000, interval: 500 }).toBeGreaterThan(UPPER_PART);
  const market = await lastPrice();
  return { price: (Math.floor(market * 100) / 100 - UNDER).toFixed(2), market };
}

async function placeLimitBuy(p: Page, price: string, amount: string): Promise<string> {
  await buy(p).getByLabel('Price (USDT)').fill(price);
  await buy(p).getByLabel('Amount (BTC)').fill(amount);
  await buy(p).getByRole('button', { name: 'Buy BTC' }).click();
  await expect.poll(() => p.getByTestId('order-toast-ok').textContent(), { timeout: 15_000 }).toContain('Order placed: Buy');
  const row = openRows(p).first();
  return (await row.getAttribute('data-order-id'))!;
}

beforeAll(async () => {
  mkdirSync(path.join(root, 'tests/artifacts'), { recursive: true });
  replay = await startOwnReplay({ speed: 4 });
  product = await startProduct(replay.productEnv);
  browser = await launchBrowser();
  const signIn = async () => {
    const signed = await signInTrader(browser, product, {
      next: '/cabinet/spot',
      viewport: { width: 1440, height: 900 },
      storedUser: { id: 'e2e-paper', email: 'demo@bourse.local' },
    });
    // The stop-loss suggestion after a buy is the order form's own journey (spot-terminal.test.ts).
    await signed.page.evaluate(() => localStorage.setItem('hideStopLossRecommendation', 'true'));
    signed.page.on('console', (m) => m.type() === 'error' && browserErrors.push(m.text()));
    signed.page.on('pageerror', (e) => browserErrors.push(String(e)));
    return signed.page;
  };
  page = await signIn();
  second = await signIn();
}, 9 * 60_000);

afterAll(async () => {
  writeFileSync(path.join(root, 'tests/artifacts/trading-browser-errors.log'), browserErrors.join('\n'));
  await browser?.close();
  if (product && product.child.exitCode === null) await product.stop();
  await replay?.close();
});

describe('paper trading on the server, on the replay at 4x', () => {
  it('forgets the ledger this browser once kept in localStorage: the old keys go on the first signed-in page, nothing of them shows', async () => {
    await page.evaluate(() => {
      localStorage.setItem('trading-orders', JSON.stringify([{ id: 'old', pair: 'BTC/USDT', amount: '9' }]));
      localStorage.setItem('balance_e2e-paper', JSON.stringify({ USDT: '999999' }));
      localStorage.setItem('depositHistory', '[');
    });
    await page.goto(`${product.siteUrl}/cabinet/spot`);
    await tab(page, 'Funds');
    await expect.poll(() => fundsCell(page, 'USDT', 'total'), { timeout: 30_000 }).toBe('100,000.00000000');
    const left = await page.evaluate(() =>
      ['trading-orders', 'balance_e2e-paper', 'depositHistory'].filter((k) => localStorage.getItem(k) !== null),
    );
    expect(left).toEqual([]);
  });

  it("a market buy fills at once at the book's average price, with the taker fee, in both browsers", async () => {
    // Both browsers show the demo account's starting balances, read from the server.
    for (const p of [page, second]) {
      await p.goto(`${product.siteUrl}/cabinet/spot`);
      await tab(p, 'Funds');
      await expect.poll(() => fundsCell(p, 'USDT', 'total'), { timeout: 30_000 }).toBe('100,000.00000000');
    }
    await page.getByRole('group', { name: 'Order type' }).getByRole('button', { name: 'Market' }).click();
    await buy(page).getByLabel('Amount (BTC)').fill('0.001');
    await buy(page).getByRole('button', { name: 'Buy BTC' }).click();
    await expect
      .poll(() => page.getByTestId('order-toast-ok').textContent(), { timeout: 15_000 })
      .toMatch(/^Order placed: Buy 0\.00100000 BTC at 6\d,\d{3}\.\d{2} USDT/);
    // 0.001 BTC bought, less the 0.1 % taker fee taken in BTC; nothing stays open.
    for (const p of [page, second]) await expect.poll(() => fundsCell(p, 'BTC', 'total'), { timeout: 10_000 }).toBe('0.50099900');
    await tab(page, 'Trade history');
    const trade = page.locator('[data-testid="trade-history"] tbody tr');
    await expect.poll(() => trade.count()).toBe(1);
    expect(await trade.getAttribute('data-role')).toBe('taker');
    expect(await trade.locator('td').nth(6).textContent()).toBe('0.00000100 BTC');
    await page.getByRole('group', { name: 'Order type' }).getByRole('button', { name: 'Limit' }).click();
  });

  it('the header marks the equity to the market: it moves with the replayed price', async () => {
    const equity = () => page.getByTestId('account-equity').getAttribute('data-value');
    await expect.poll(equity, { timeout: 20_000 }).toMatch(/^\d+\.\d{2}$/);
    const first = await equity();
    await expect.poll(equity, { timeout: 60_000, interval: 500 }).not.toBe(first);
  });

  it(
    'a buy limit under the market stays open, shows in a second browser, and fills at its own price when the recording trades through it',
    async () => {
      await tab(page, /^Open orders/);
      await tab(second, /^Open orders/);
      const { price, market } = await limitBelowMarket();
      const id = await placeLimitBuy(page, price, '0.002');
      expect(await openRows(page).first().getAttribute('data-status')).toBe('NEW');
      expect(market).toBeGreaterThan(Number(price));
      // The other browser hears of it from the push channel, with no reload.
      await expect.poll(() => second.locator(`[data-testid="orders-open"] tr[data-order-id="${id}"]`).count(), { timeout: 5_000 }).toBe(1);
      await page.screenshot({ path: path.join(root, 'tests/artifacts/paper-order-open.png') });
      // Filled when the replayed trades reach the price, in both browsers.
      for (const p of [page, second]) {
        await expect.poll(() => p.getByTestId('open-count').textContent(), { timeout: 120_000, interval: 500 }).toBe('0');
      }
      await tab(page, 'Trade history');
      // One fill per market trade it met (partly when a trade was smaller), each at the limit price as
      // maker, adding up to the order's amount.
      const trades = page.locator(`[data-testid="trade-history"] tbody tr[data-order-id="${id}"]`);
      await expect.poll(() => trades.count()).toBeGreaterThan(0);
      const fills = await trades.evaluateAll((rows) =>
        rows.map((row) => ({
          role: row.getAttribute('data-role'),
          price: row.children[3]!.textContent,
          qty: row.children[4]!.textContent,
        })),
      );
      const shownPrice = Number(price).toLocaleString('en', { minimumFractionDigits: 2 });
      expect(fills.map((f) => [f.role, f.price])).toEqual(fills.map(() => ['maker', shownPrice]));
      expect(fills.reduce((sum, f) => sum + Math.round(Number(f.qty) * 1e8), 0)).toBe(200_000);
      await tab(second, 'Order history');
      await expect
        .poll(() => second.locator(`[data-testid="orders-history"] tr[data-order-id="${id}"]`).getAttribute('data-status'))
        .toBe('FILLED');
    },
    6 * 60_000,
  );

  it(
    'a fill while no page is open is there when the trader comes back',
    async () => {
      await tab(page, /^Open orders/);
      const { price } = await limitBelowMarket();
      const id = await placeLimitBuy(page, price, '0.001');
      const context = page.context();
      await page.close();
      await second.close();
      const accounts = (await (await context.request.get(`${product.siteUrl}/api/trading/accounts`)).json()) as {
        data: { id: number; active: boolean }[];
      };
      const account = accounts.data.find((a) => a.active)!;
      const status = async () => {
        const answer = await context.request.get(`${product.siteUrl}/api/trading/accounts/${account.id}/orders?status=history`);
        const orders = ((await answer.json()) as { data: { orderId: number; status: string }[] }).data;
        return orders.find((o) => String(o.orderId) === id)?.status ?? 'open';
      };
      await expect.poll(status, { timeout: 120_000, interval: 1_000 }).toBe('FILLED');
      page = await context.newPage();
      page.on('console', (m) => m.type() === 'error' && browserErrors.push(m.text()));
      page.on('pageerror', (e) => browserErrors.push(String(e)));
      await page.goto(`${product.siteUrl}/cabinet/orders/history`);
      await expect
        .poll(() => page.locator(`[data-testid="orders-history"] tr[data-order-id="${id}"]`).getAttribute('data-status'), {
          timeout: 20_000,
        })
        .toBe('FILLED');
      await page.screenshot({ path: path.join(root, 'tests/artifacts/paper-order-history.png'), fullPage: true });
    },
    6 * 60_000,
  );

  it(
    'a price alert set on the pair fires when the replayed price crosses it, as a toast, and stays on the server as fired',
    async () => {
      await page.goto(`${product.siteUrl}/cabinet/spot`);
      const { price } = await limitBelowMarket();
      const alerts = page.getByTestId('price-alerts');
      await alerts.getByRole('button', { name: /Alerts \(0\)/ }).click();
      await alerts.getByLabel('When the price is').selectOption('crossing');
      await alerts.getByLabel('Price', { exact: true }).fill(price);
      await alerts.getByRole('button', { name: 'Add alert' }).click();
      await expect
        .poll(() => alerts.getByTestId('alert-message').textContent())
        .toMatch(/^Alert set: BTC\/USDT crossing 6\d,\d{3}\.\d{2}$/);
      await page.screenshot({ path: path.join(root, 'tests/artifacts/paper-alerts.png') });
      const toast = page.getByTestId('alert-toast');
      await expect.poll(() => toast.count(), { timeout: 120_000, interval: 500 }).toBe(1);
      expect(await toast.textContent()).toMatch(/^BTC\/USDT is crossing 6\d,\d{3}\.\d{2}: last 6\d,\d{3}\.\d{2}/);
      await expect.poll(() => alerts.locator('[data-testid="alert-list"] li').first().getAttribute('data-status')).toBe('triggered');
    },
    6 * 60_000,
  );

  it('answers its keyboard shortcuts, lists them on ?, and leaves one alone once it is switched off', async () => {
    await page.goto(`${product.siteUrl}/cabinet/spot`);
    await expect.poll(() => buy(page).getByLabel('Price (USDT)').inputValue(), { timeout: 20_000 }).toMatch(/^6\d+/);
    const focused = () =>
      page.evaluate(() => `${document.activeElement?.closest('form')?.dataset.side}:${document.activeElement?.getAttribute('name')}`);
    const press = async (key: string) => {
      // As from the page itself, not from a field (where letters are typed, not shortcuts).
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press(key);
    };
    await press('?');
    const help = page.getByTestId('hotkeys-help');
    await expect.poll(() => help.isVisible()).toBe(true);
    expect(await help.locator('tr').count()).toBe(12);
    // A modal in the middle of the screen, whole.
    const box = (await help.boundingBox())!;
    expect(Math.abs(box.x + box.width / 2 - 720)).toBeLessThan(2);
    expect(box.y).toBeGreaterThan(0);
    expect(box.y + box.height).toBeLessThanOrEqual(900);
    await page.screenshot({ path: path.join(root, 'tests/artifacts/paper-hotkeys.png') });
    await page.keyboard.press('Escape');
    await expect.poll(() => help.count()).toBe(0);
    await press('s');
    expect(await focused()).toBe('sell:price');
    await press('b');
    expect(await focused()).toBe('buy:price');
    await press('a');
    expect(await focused()).toBe('buy:amount');
    await press('p');
    expect(await focused()).toBe('buy:price');
    // Ctrl+Enter places the order from a field: two resting buys far under the market.
    await buy(page).getByLabel('Price (USDT)').fill('50000');
    await buy(page).getByLabel('Amount (BTC)').fill('0.001');
    await page.keyboard.press('Control+Enter');
    await expect.poll(() => page.getByTestId('open-count').textContent()).toBe('1');
    await buy(page).getByLabel('Amount (BTC)').fill('0.002');
    await page.keyboard.press('Control+Enter');
    await expect.poll(() => page.getByTestId('open-count').textContent()).toBe('2');
    await press('x');
    await expect.poll(() => page.getByTestId('open-count').textContent()).toBe('1');
    expect(await openRows(page).first().locator('td').nth(5).textContent()).toBe('0.00100000');
    await press('Shift+X');
    await expect.poll(() => page.getByTestId('open-count').textContent()).toBe('0');
    expect(await page.getByTestId('hotkeys-said').textContent()).toBe('Cancelled 1 order(s)');
    const pressed = (selector: string) => page.locator(`${selector}[aria-pressed="true"]`).first().textContent();
    const interval = await pressed('[data-interval]');
    await press('i');
    await expect.poll(() => pressed('[data-interval]')).not.toBe(interval);
    await press('v');
    await expect.poll(() => pressed('[data-testid="chart-views"] button')).toBe('Depth');
    await press(']');
    await expect.poll(() => page.getByTestId('pair-dropdown').textContent()).toBe('ETH/USDT ▾');
    await press('[');
    await expect.poll(() => page.getByTestId('pair-dropdown').textContent()).toBe('BTC/USDT ▾');
    // Switched off in the trading settings: the key does nothing.
    await page.goto(`${product.siteUrl}/cabinet/settings/trading`);
    await page.getByRole('switch', { name: /^B · Buy side/ }).uncheck();
    await page.goto(`${product.siteUrl}/cabinet/spot`);
    await expect.poll(() => buy(page).getByLabel('Price (USDT)').inputValue(), { timeout: 20_000 }).toMatch(/^6\d+/);
    await press('b');
    expect(await focused()).not.toBe('buy:price');
  });

  it('demo fill: off by default, labelled wherever it is on, and fills a resting limit at its own price about 10 s after placing', async () => {
    await page.goto(`${product.siteUrl}/cabinet/settings/trading`);
    const demoFill = page.getByRole('switch', { name: /^Demo fill/ });
    await expect.poll(() => demoFill.isChecked(), { timeout: 20_000 }).toBe(false);
    await demoFill.check();
    // On the server: the account says so to every browser.
    await expect.poll(() => demoFill.isChecked()).toBe(true);
    await page.screenshot({ path: path.join(root, 'tests/artifacts/paper-settings.png'), fullPage: true });
    await page.goto(`${product.siteUrl}/cabinet/spot`);
    await expect.poll(() => page.getByTestId('demo-fill-badge').textContent(), { timeout: 20_000 }).toBe('Demo fill');
    const id = await placeLimitBuy(page, '50000.00', '0.001');
    await expect.poll(() => page.getByTestId('open-count').textContent(), { timeout: 60_000, interval: 500 }).toBe('0');
    await tab(page, 'Trade history');
    const fill = page.locator(`[data-testid="trade-history"] tbody tr[data-order-id="${id}"]`);
    await expect.poll(() => fill.locator('td').nth(3).textContent()).toBe('50,000.00');
    await page.goto(`${product.siteUrl}/cabinet/settings/trading`);
    await page.getByRole('switch', { name: /^Demo fill/ }).uncheck();
    await page.goto(`${product.siteUrl}/cabinet/spot`);
    await expect.poll(() => page.getByTestId('account-equity').getAttribute('data-value'), { timeout: 20_000 }).toMatch(/\d/);
    expect(await page.getByTestId('demo-fill-badge').count()).toBe(0);
  });

  it('ran without a browser error', () => {
    expect(browserErrors).toEqual([]);
  });
});
