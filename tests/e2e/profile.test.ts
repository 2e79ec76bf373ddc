import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningProduct } from '../support/product';
import { endJourney, startSignedInJourney, type SignedInJourney } from '../support/trader-page';

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

describe('settings sections', () => {
  const open = (section: string) => page.goto(`${product.siteUrl}/cabinet/settings/${section}`);

  it('warns about high risk at 20x leverage, and the chart starts on candles and 5 minutes', async () => {
    await open('trading');
    const trading = page.getByTestId('settings-trading');
    expect(await trading.getByLabel('5x', { exact: true }).isChecked()).toBe(true);
    expect(await page.getByTestId('leverage-warning').count()).toBe(0);
    await trading.getByLabel('20x', { exact: true }).check();
    expect(await page.getByTestId('leverage-warning').textContent()).toContain('High risk');
    await open('chart');
    expect(await page.getByTestId('settings-chart').getByLabel('Candles', { exact: true }).isChecked()).toBe(true);
    expect(await page.getByTestId('settings-chart').getByLabel('5 min', { exact: true }).isChecked()).toBe(true);
  });

  it('shows a new prefixed API key, and connects e-mail 2FA only with the test code', async () => {
    await open('security');
    await page.getByRole('button', { name: 'Add: API access key' }).click();
    expect(await page.getByRole('dialog').locator('input[name="apiKey"]').inputValue()).toMatch(/^bk_[0-9a-f]{32}$/);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
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
