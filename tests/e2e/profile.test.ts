import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { startProduct, type RunningProduct } from '../support/product';
import { signInTrader } from '../support/trader-page';

// Signs in through /login as in spot-terminal.test.ts; the profile is read and written on the CMS
// through the site's /api/user proxy, the general settings in this browser's localStorage.
let product: RunningProduct;
let browser: Browser;
let page: Page;
let browserErrors: string[] = [];

beforeAll(async () => {
  product = await startProduct();
  browser = await launchBrowser();
  ({ page, browserErrors } = await signInTrader(browser, product, { next: '/cabinet/profile', viewport: { width: 1280, height: 900 } }));
});

afterAll(async () => {
  await browser?.close();
  if (product && product.child.exitCode === null) await product.stop();
});

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

  it('switches the colour scheme on the root and keeps it after a reload', async () => {
    await page.goto(`${product.siteUrl}/cabinet/settings/general`);
    await page.getByLabel('Dark', { exact: true }).check();
    await expect.poll(() => page.evaluate(() => document.documentElement.className)).toContain('theme-dark');
    await page.getByLabel('Light', { exact: true }).check();
    await expect.poll(() => page.evaluate(() => document.documentElement.className)).toContain('theme-light');
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.className), { timeout: 15_000 }).toContain('theme-light');
    expect(await page.getByLabel('Light', { exact: true }).isChecked()).toBe(true);
  });

  it('logged no browser errors on the way', () => {
    expect(browserErrors).toEqual([]);
  });
});
