import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { sharedProduct, type RunningProduct } from '../support/product';
import { registerTrader, signInAs } from '../support/trader-page';

// Changing the password in settings, security: the current one is asked, and every other browser
// the trader is signed in with is signed out. A trader of its own, so the demo login stays as printed.
let product: RunningProduct;
let browser: Browser;
let here: Page;
let elsewhere: Page;
const errors: string[][] = [];
const email = `mover-${Date.now().toString(36)}@example.com`;
const oldPassword = 'first password of mine';
const newPassword = 'second password of mine';

beforeAll(async () => {
  product = await sharedProduct();
  browser = await launchBrowser();
  await registerTrader(product, email, oldPassword);
  const first = await signInAs(browser, product, email, oldPassword, '/cabinet/settings/security');
  const second = await signInAs(browser, product, email, oldPassword, '/cabinet/support');
  ({ page: here } = first);
  ({ page: elsewhere } = second);
  errors.push(first.browserErrors, second.browserErrors);
}, 10 * 60_000);

afterAll(async () => {
  await browser?.close();
});

const profileStatus = (page: Page) => page.evaluate(async () => (await fetch('/api/user/profile')).status);

describe('changing the password', () => {
  it('refuses a wrong current password, then changes it and signs every other browser out', async () => {
    if (!here.url().includes('/cabinet/settings/security')) await here.goto(`${product.siteUrl}/cabinet/settings/security`);
    await here.getByRole('button', { name: 'Change password' }).click();
    const dialog = here.getByTestId('password-dialog');
    await dialog.locator('input[name="current"]').fill('not my password');
    await dialog.locator('input[name="next"]').fill(newPassword);
    await dialog.locator('input[name="confirm"]').fill(newPassword);
    await dialog.getByRole('button', { name: 'Change', exact: true }).click();
    await expect.poll(() => here.locator('#password-problem').textContent(), { timeout: 30_000 }).toBe('The current password is incorrect');
    expect(await profileStatus(elsewhere)).toBe(200);

    await dialog.locator('input[name="current"]').fill(oldPassword);
    await dialog.getByRole('button', { name: 'Change', exact: true }).click();
    await expect.poll(() => here.getByTestId('password-changed').textContent(), { timeout: 30_000 }).toContain('Every other session');
    expect(await profileStatus(here)).toBe(200);
    expect(await profileStatus(elsewhere)).toBe(401);
    const refreshed = await elsewhere.evaluate(async () => (await fetch('/api/auth/refresh', { method: 'POST' })).status);
    expect(refreshed).toBe(401);
    await elsewhere.goto(`${product.siteUrl}/cabinet/support`);
    await expect.poll(() => new URL(elsewhere.url()).pathname, { timeout: 30_000 }).toBe('/login');
  });

  it('signs in with the new password only', async () => {
    const login = (password: string) =>
      fetch(`${product.siteUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: product.siteUrl },
        body: JSON.stringify({ email, password }),
      }).then((answer) => answer.status);
    expect(await login(oldPassword)).toBe(401);
    expect(await login(newPassword)).toBe(200);
  });

  it('logged no browser errors beyond the refused calls it made', () => {
    expect(errors.flat().filter((line) => !/status of (400|401)/.test(line))).toEqual([]);
  });
});
