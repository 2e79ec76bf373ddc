import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { runBourse } from '../support/cli';
import { sharedProduct, type RunningProduct } from '../support/product';

let product: RunningProduct;
let browser: Browser;
let page: Page;
const email = `journey-${Date.now()}@example.com`;
const password = 'a long journey secret';

beforeAll(async () => {
  product = await sharedProduct();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
});

afterAll(async () => {
  await browser?.close();
  if (product && product.child.exitCode === null) await product.stop();
});

/** The newest link of a kind mailed to an address, read as an operator would: `bourse mail list`. */
async function mailedLink(to: string, page: 'verify-email' | 'reset-password'): Promise<string> {
  const result = await runBourse(['mail', 'list', '--to', to, '--json'], product.env);
  const messages = JSON.parse(result.stdout) as Array<{ text: string }>;
  const links = messages.flatMap((m) => m.text.match(/https?:\/\/\S+/g) ?? []).filter((l) => l.includes(`/${page}?token=`));
  const link = links.at(-1);
  if (!link) throw new Error(`no ${page} link for ${to}: ${result.stdout}${result.stderr}`);
  return `${product.siteUrl}${new URL(link).pathname}${new URL(link).search}`;
}

describe('a trader’s account journey in the browser', () => {
  it('never serves cabinet HTML to a logged-out visitor', async () => {
    const response = await fetch(`${product.siteUrl}/cabinet/spot`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login?next=%2Fcabinet%2Fspot');
    expect(await response.text()).toBe('');
  });

  it('register -> verify e-mail -> login -> cabinet -> reload -> logout -> cabinet redirects to login', async () => {
    await page.goto(`${product.siteUrl}/register`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect.poll(() => page.getByTestId('auth-done').textContent()).toContain('Check your inbox');

    await page.goto(await mailedLink(email, 'verify-email'));
    expect(await page.getByTestId('auth-done').textContent()).toContain('confirmed');

    await page.goto(`${product.siteUrl}/cabinet`);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/cabinet');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    // The cabinet's entry leads to the spot terminal, whose bar names the signed-in account.
    await page.waitForURL(`${product.siteUrl}/cabinet/spot`);
    expect(await page.getByTestId('signed-in-as').textContent()).toBe(email);

    const cookies = await page.context().cookies();
    const access = cookies.find((c) => c.name === 'bourse-session');
    expect(access).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    // The island fills the session's localStorage keys from the cookie session.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('auth_token')), { timeout: 10_000 }).toBeTruthy();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('user_data'))) ?? '{}').email).toBe(email);

    await page.reload();
    expect(new URL(page.url()).pathname).toBe('/cabinet/spot');
    expect(await page.getByTestId('signed-in-as').textContent()).toBe(email);

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${product.siteUrl}/`);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

    await page.goto(`${product.siteUrl}/cabinet`);
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('shows the lockout in the visitor’s language after 5 wrong passwords', async () => {
    await page.goto(`${product.siteUrl}/ru/login`);
    for (let i = 0; i < 5; i++) {
      await page.getByLabel('Электронная почта').fill(email);
      await page.getByLabel('Пароль').fill('wrong password here');
      await page.getByRole('button', { name: 'Войти' }).click();
      await page.getByTestId('auth-error').waitFor();
    }
    expect(await page.getByTestId('auth-error').textContent()).toBe('Неверный адрес почты или пароль.');
    await page.getByLabel('Электронная почта').fill(email);
    await page.getByLabel('Пароль').fill(password);
    await page.getByRole('button', { name: 'Войти' }).click();
    expect(await page.getByTestId('auth-error').textContent()).toContain('заблокирован на 10 минут');
  });

  it('lets the trader in at once after an operator runs `bourse user unlock`', async () => {
    const unlocked = await runBourse(['user', 'unlock', email], product.env);
    expect(unlocked.code, unlocked.stderr).toBe(0);
    expect(unlocked.stdout).toBe(`${email} can sign in again (the running CMS dropped its lockouts for this account)\n`);
    await page.getByLabel('Пароль').fill(password);
    await Promise.all([page.waitForURL(/\/cabinet/), page.getByRole('button', { name: 'Войти' }).click()]);
  });
});
