import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { root } from '../support/cli';
import { sharedProduct, type RunningProduct } from '../support/product';

// The server's login guard is passed by signing in with the seeded trader through /login (cookie).
// The browser-side `$session` is restored from `user_data` in localStorage, set
// here before the page loads. The page runs in English; the Russian texts are checked by the unit
// tests.
const TRADER = {
  id: 'e2e-trader',
  email: 'demo@bourse.local',
  username: 'demo',
  firstName: 'Demo',
  lastName: 'Trader',
  avatar: '',
  status: 'active',
  emailVerified: true,
  level: 'standard',
};
const TRON = 'T' + 'Q'.repeat(33);
let product: RunningProduct;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const browserErrors: string[] = [];

const free = (p: Page, asset: string) => p.locator(`[data-testid="quick-balances"] [data-asset="${asset}"]`).getAttribute('data-free');
const locked = (p: Page, asset: string) => p.locator(`[data-testid="quick-balances"] [data-asset="${asset}"]`).getAttribute('data-locked');

async function placeBuy(p: Page, price: string, amount: string): Promise<void> {
  // Waits for the new open order itself: an earlier order's "Order placed" toast may still be shown.
  const openRows = p.locator('[data-testid="orders-open"] tr[data-status="open"]');
  const before = await openRows.count();
  await p.getByLabel(/^Price/).fill(price);
  await p.getByLabel(/^Amount/).fill(amount);
  await p.getByRole('button', { name: 'Place order' }).click();
  await expect.poll(() => openRows.count()).toBe(before + 1);
  await expect.poll(() => p.getByRole('status').filter({ hasText: 'Order placed' }).count()).toBeGreaterThan(0);
}

beforeAll(async () => {
  mkdirSync(path.join(root, 'tests/artifacts'), { recursive: true });
  product = await sharedProduct();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript((user) => {
    if (!localStorage.getItem('user_data')) localStorage.setItem('user_data', JSON.stringify(user));
  }, TRADER);
  page = await context.newPage();
  // Browser errors are kept and written next to the screenshots: the first thing to read on a failure.
  page.on('console', (m) => m.type() === 'error' && browserErrors.push(m.text()));
  page.on('pageerror', (e) => browserErrors.push(String(e)));
  const login = /trader login: (\S+) \/ (\S+)/.exec(product.output());
  if (!login) throw new Error(`no trader login printed:\n${product.output()}`);
  await page.goto(`${product.siteUrl}/login?next=${encodeURIComponent('/cabinet/orders/open')}`);
  await page.locator('input[name="email"]').fill(login[1]!);
  await page.locator('input[name="password"]').fill(login[2]!);
  await Promise.all([page.waitForURL(/\/cabinet\//, { timeout: 30_000 }), page.locator('form button[type="submit"]').click()]);
});

afterAll(async () => {
  writeFileSync(path.join(root, 'tests/artifacts/trading-browser-errors.log'), browserErrors.join('\n'));
  await browser?.close();
  if (product && product.child.exitCode === null) await product.stop();
});

describe('simulated trading journey', () => {
  it('a buy limit locks the quote, fills after about 10 s and credits the base minus the fee', async () => {
    await page.goto(`${product.siteUrl}/cabinet/orders/open`);
    await expect.poll(() => free(page, 'USDT'), { timeout: 15_000 }).toBe('100000.00000000');
    await placeBuy(page, '60000', '0.01');
    expect(await locked(page, 'USDT')).toBe('600.00000000');
    expect(await free(page, 'USDT')).toBe('99400.00000000');
    expect(await page.locator('[data-testid="orders-open"] tr[data-status="open"]').count()).toBe(1);
    await page.screenshot({ path: path.join(root, 'tests/artifacts/cabinet-orders-open.png'), fullPage: true });
    const placedAt = Date.now();
    await expect.poll(() => free(page, 'BTC'), { timeout: 20_000, interval: 250 }).toBe('0.50999000');
    expect(Date.now() - placedAt).toBeGreaterThan(8_000);
    expect(await locked(page, 'USDT')).toBe('0.00000000');
    await expect.poll(() => page.getByTestId('orders-empty').textContent()).toBe('No open orders');
  });

  it('cancelling an open order returns its funds', async () => {
    await placeBuy(page, '50000', '0.02');
    expect(await locked(page, 'USDT')).toBe('1000.00000000');
    await page.getByRole('button', { name: /^Cancel/ }).click();
    await expect.poll(() => locked(page, 'USDT')).toBe('0.00000000');
    expect(await free(page, 'USDT')).toBe('99400.00000000');
    await page.goto(`${product.siteUrl}/cabinet/orders/history`);
    await expect.poll(() => page.locator('[data-testid="orders-history"] tr[data-status="cancelled"]').count()).toBe(1);
  });

  it('two open tabs do not fill an order twice', async () => {
    await page.goto(`${product.siteUrl}/cabinet/orders/open`);
    const second = await context.newPage();
    await second.goto(`${product.siteUrl}/cabinet/orders/open`);
    await expect.poll(() => free(second, 'BTC'), { timeout: 15_000 }).toBe('0.50999000');
    await placeBuy(page, '60000', '0.01');
    await expect.poll(() => free(second, 'USDT'), { timeout: 5_000 }).toBe('98800.00000000');
    await expect.poll(() => free(page, 'BTC'), { timeout: 20_000, interval: 250 }).toBe('0.51998000');
    await page.waitForTimeout(3_000);
    expect(await free(page, 'BTC')).toBe('0.51998000');
    expect(await free(second, 'BTC')).toBe('0.51998000');
    await second.close();
  });

  it('refuses a withdrawal to a non-whitelisted address, then a second withdrawal within 24 h', async () => {
    await page.goto(`${product.siteUrl}/cabinet/wallet/withdraw`);
    await page.getByRole('radio', { name: /USDT/ }).click();
    await page.getByLabel('Network').selectOption('TRC20');
    expect(await page.getByLabel('Amount').inputValue()).toBe('2');
    await page.getByLabel('Address', { exact: true }).fill(TRON);
    await page.getByLabel('Amount').fill('10');
    await page.getByLabel('2FA code').fill('123456');
    await page.getByLabel('E-mail code').fill('123456');
    await page.getByRole('button', { name: 'Withdraw' }).click();
    await expect
      .poll(() => page.getByTestId('withdraw-message').textContent())
      .toBe('This address is not on your whitelist: add it first.');
    await page.getByRole('button', { name: 'Add to whitelist' }).click();
    await page.getByRole('button', { name: 'Withdraw' }).click();
    await expect.poll(() => page.getByTestId('withdraw-message').textContent()).toMatch(/^This address was whitelisted recently/);
    // A day passes: the whitelist entry is dated 25 h back in storage (nothing else is touched).
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('trading-storage')!);
      for (const profile of Object.values(stored.data) as { whitelist: { createdAt: number }[] }[]) {
        for (const entry of profile.whitelist) entry.createdAt -= 25 * 3_600_000;
      }
      localStorage.setItem('trading-storage', JSON.stringify(stored));
    });
    await page.reload();
    await page.getByRole('radio', { name: /USDT/ }).click();
    await page.getByLabel('Network').selectOption('TRC20');
    await page.getByLabel('Address', { exact: true }).fill(TRON);
    await page.getByLabel('Amount').fill('10');
    await page.getByLabel('2FA code').fill('123456');
    await page.getByLabel('E-mail code').fill('123456');
    await page.getByRole('button', { name: 'Withdraw' }).click();
    await expect.poll(() => page.getByTestId('withdraw-message').textContent()).toBe('Withdrawal accepted');
    await page.getByRole('button', { name: 'Withdraw' }).click();
    await expect
      .poll(() => page.getByTestId('withdraw-message').textContent())
      .toBe('Withdrawals too frequent: one withdrawal per 24 hours, please wait.');
    const statuses = await page.locator('[data-testid="withdraw-history"] tbody tr td:last-child').allTextContents();
    expect(statuses[0]).toMatch(/^Rejected/);
    expect(statuses[1]).toBe('Processing');
    await page.screenshot({ path: path.join(root, 'tests/artifacts/cabinet-withdraw.png'), fullPage: true });
  });

  it('reads a simulated deposit typed the Russian way, refuses one above the coin limit, and records the accepted one', async () => {
    await page.goto(`${product.siteUrl}/ru/cabinet/wallet/deposit`);
    await expect.poll(() => page.getByTestId('deposit-address').count(), { timeout: 15_000 }).toBe(1);
    const amount = page.locator('input[name="deposit-amount"]');
    const receive = page.getByRole('button', { name: 'Зачислить' });
    const rows = page.locator('[data-testid="deposit-history"] tbody tr');
    const refusal = page.getByRole('alert').filter({ hasText: 'Симулированное пополнение' });
    const before = await rows.count();
    await amount.fill('500');
    await receive.click();
    await expect.poll(() => refusal.textContent()).toBe('Симулированное пополнение — не больше 100 BTC: уменьшите сумму');
    expect(await rows.count()).toBe(before);
    await amount.fill('0,25');
    await receive.click();
    await expect.poll(() => rows.count()).toBe(before + 1);
    expect(
      await rows
        .first()
        .locator('td')
        .evaluateAll((cells) => cells.slice(1, 6).map((cell) => cell.textContent)),
    ).toEqual(['BTC', '0,25000000', 'BTC', expect.stringMatching(/^[0-9a-f]{12}…$/), 'Завершено']);
    expect(await refusal.count()).toBe(0);
  });

  it('a damaged saved value is reset on its own and the trader is told which', async () => {
    const countWithdrawals = () =>
      page.evaluate(
        () => Object.values(JSON.parse(localStorage.getItem('withdrawHistory')!).data as Record<string, unknown[]>).flat().length,
      );
    const withdrawalsBefore = await countWithdrawals();
    expect(withdrawalsBefore).toBeGreaterThan(0);
    // Damaged from a public page, which runs no trading store: a cabinet page left open would read
    // the key on its next timer tick (an order fill check), reset it and report it there instead.
    await page.goto(`${product.siteUrl}/terms`);
    await page.evaluate(() => localStorage.setItem('depositHistory', '{damaged'));
    await page.goto(`${product.siteUrl}/cabinet/wallet/deposit`);
    const notice = page.getByRole('alert').filter({ hasText: 'Some saved data could not be read' });
    await expect.poll(() => notice.textContent(), { timeout: 15_000 }).toContain('deposit history');
    // Only that key was reset; the withdrawal history written above is still there.
    expect(await countWithdrawals()).toBe(withdrawalsBefore);
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => notice.count()).toBe(0);
  });
});
