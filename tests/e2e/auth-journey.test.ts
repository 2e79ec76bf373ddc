import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { root, runBourse } from '../support/cli';
import { sharedProduct, type RunningProduct } from '../support/product';

let product: RunningProduct;
let browser: Browser;
let page: Page;
const password = 'a long journey secret';
let attempt = 0;
/**
 * A new address for each attempt of a test: a retried journey starts from its own fresh account,
 * since the last attempt's account may be registered, verified or locked already and its mailed
 * link spent.
 */
const freshEmail = (what: string) => `${what}-${Date.now()}-${(attempt += 1)}@example.com`;
const artifact = (name: string) => path.join(root, 'tests/artifacts', name);

beforeAll(async () => {
  product = await sharedProduct();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  mkdirSync(path.join(root, 'tests/artifacts'), { recursive: true });
});

/** An account as an operator makes one (`bourse user create`), verified and ready to sign in. */
async function createTrader(): Promise<string> {
  const email = freshEmail('lockout');
  const created = await runBourse(
    ['user', 'create', email, '--role', 'trader', '--password-stdin'],
    product.env,
    undefined,
    `${password}\n`,
  );
  expect(created.code, created.stderr).toBe(0);
  return email;
}

/**
 * Presses the account form's button and waits for the page the server answers with: the form posts
 * and loads a new document, so reading the page before it arrives would read the last answer.
 */
async function submitForm(on: Page, button: string): Promise<void> {
  await on.evaluate(() => document.documentElement.setAttribute('data-submitted', ''));
  await on.getByRole('button', { name: button }).click();
  await on.locator('html:not([data-submitted])').waitFor({ state: 'attached' });
}

/** The account page's outcome, success or error, whichever it shows (so a failure says which). */
const outcome = (on: Page) => on.locator('[data-testid="auth-done"], [data-testid="auth-error"]').textContent();

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
    const email = freshEmail('journey');
    await page.goto(`${product.siteUrl}/register`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await submitForm(page, 'Register');
    expect(await outcome(page)).toContain('Check your inbox');

    // Login waits for the confirmation, and offers the link again.
    const firstLink = await mailedLink(email, 'verify-email');
    await page.goto(`${product.siteUrl}/login`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(password);
    await submitForm(page, 'Log in');
    expect(await outcome(page)).toContain('Confirm your e-mail address first');
    expect((await page.context().cookies()).filter((c) => c.name.startsWith('bourse-'))).toEqual([]);
    // The offer to send the link again fits a phone and a desktop, under the error, below the login button.
    for (const [width, height] of [
      [390, 844],
      [1440, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: artifact(`login-unverified-${width}.png`), fullPage: true });
      const resend = await page.getByRole('button', { name: 'Send the link again' }).boundingBox();
      const login = await page.getByRole('button', { name: 'Log in', exact: true }).boundingBox();
      expect(resend!.x).toBeGreaterThanOrEqual(0);
      expect(resend!.x + resend!.width).toBeLessThanOrEqual(width);
      expect(resend!.y).toBeGreaterThan(login!.y + login!.height);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await submitForm(page, 'Send the link again');
    expect(await outcome(page)).toContain('a new link is on its way');
    await expect.poll(() => mailedLink(email, 'verify-email'), { timeout: 60_000, interval: 1_000 }).not.toBe(firstLink);

    await page.goto(await mailedLink(email, 'verify-email'));
    expect(await outcome(page)).toContain('confirmed');

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
    // The island keeps who is signed in from the cookie session, and no script can read a token:
    // not in the page, its session element, storage or document.cookie.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('user_data')), { timeout: 10_000 }).toBeTruthy();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('user_data'))) ?? '{}').email).toBe(email);
    const refresh = cookies.find((c) => c.name === 'bourse-refresh');
    expect(refresh).toMatchObject({ httpOnly: true });
    const readable = await page.evaluate(() => [
      document.documentElement.outerHTML,
      JSON.stringify({ ...localStorage }),
      JSON.stringify({ ...sessionStorage }),
      document.cookie,
    ]);
    for (const text of readable) {
      expect(text).not.toContain(access!.value);
      expect(text).not.toContain(refresh!.value);
    }
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

    await page.reload();
    expect(new URL(page.url()).pathname).toBe('/cabinet/spot');
    expect(await page.getByTestId('signed-in-as').textContent()).toBe(email);

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${product.siteUrl}/`);
    expect(await page.evaluate(() => localStorage.getItem('user_data'))).toBeNull();

    await page.goto(`${product.siteUrl}/cabinet`);
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  let locked = '';
  it('shows the lockout in the visitor’s language after 5 wrong passwords', async () => {
    const email = await createTrader();
    await page.goto(`${product.siteUrl}/ru/login`);
    for (let i = 0; i < 5; i++) {
      await page.getByLabel('Электронная почта').fill(email);
      await page.getByLabel('Пароль').fill('wrong password here');
      await submitForm(page, 'Войти');
      await page.getByTestId('auth-error').waitFor();
    }
    expect(await page.getByTestId('auth-error').textContent()).toBe('Неверный адрес почты или пароль.');
    await page.getByLabel('Электронная почта').fill(email);
    await page.getByLabel('Пароль').fill(password);
    await submitForm(page, 'Войти');
    expect(await page.getByTestId('auth-error').textContent()).toContain('заблокирован на 10 минут');
    locked = email;
  });

  it('lets the trader in at once after an operator runs `bourse user unlock`', async () => {
    expect(locked, 'the account locked by the test above').not.toBe('');
    const unlocked = await runBourse(['user', 'unlock', locked], product.env);
    expect(unlocked.code, unlocked.stderr).toBe(0);
    expect(unlocked.stdout).toBe(`${locked} can sign in again (the running CMS dropped its lockouts for this account)\n`);
    await page.goto(`${product.siteUrl}/ru/login`);
    await page.getByLabel('Электронная почта').fill(locked);
    await page.getByLabel('Пароль').fill(password);
    await Promise.all([page.waitForURL(/\/cabinet/), page.getByRole('button', { name: 'Войти' }).click()]);
  });
});
