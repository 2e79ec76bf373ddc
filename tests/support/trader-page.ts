import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { sharedProduct, type RunningProduct } from './product';

export type TraderPage = { page: Page; browserErrors: string[] };

export type SignInOptions = {
  /** Where login sends the trader (the cabinet page under test). */
  next: string;
  viewport?: { width: number; height: number };
  /**
   * The browser-side session (`user_data`) written before any page loads, for
   * journeys whose islands key their stored state by this user's id.
   */
  storedUser?: { id: string; email: string };
};

/**
 * A page signed in as the seeded demo trader through /login (the server's guard and HttpOnly
 * cookies, as a person would), collecting every browser console error and uncaught exception with
 * the page address, so a journey can assert there were none.
 */
export async function signInTrader(browser: Browser, product: RunningProduct, options: SignInOptions): Promise<TraderPage> {
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 1000 } });
  if (options.storedUser) {
    const user = {
      username: 'demo',
      firstName: 'Demo',
      lastName: 'Trader',
      avatar: '',
      status: 'active',
      emailVerified: true,
      level: 'standard',
      ...options.storedUser,
    };
    await context.addInitScript((stored) => {
      if (!localStorage.getItem('user_data')) localStorage.setItem('user_data', JSON.stringify(stored));
    }, user);
  }
  const page = await context.newPage();
  const browserErrors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && browserErrors.push(`${page.url()}: ${m.text()}`));
  page.on('pageerror', (e) => browserErrors.push(`${page.url()}: ${String(e)}`));
  const login = /trader login: (\S+) \/ (\S+)/.exec(product.output());
  if (!login) throw new Error(`no trader login printed:\n${product.output()}`);
  await page.goto(`${product.siteUrl}/login?next=${encodeURIComponent(options.next)}`);
  await page.locator('input[name="email"]').fill(login[1]!);
  await page.locator('input[name="password"]').fill(login[2]!);
  await Promise.all([page.waitForURL(/\/cabinet/, { timeout: 30_000 }), page.locator('form button[type="submit"]').click()]);
  return { page, browserErrors };
}

/** A started product, a browser, and a page signed in as the demo trader: a cabinet journey's setup. */
export type SignedInJourney = TraderPage & { product: RunningProduct; browser: Browser };

/**
 * Takes the run's shared product, starts the browser and signs the demo trader in (see
 * signInTrader); pair it with endJourney in afterAll.
 */
export async function startSignedInJourney(options: SignInOptions): Promise<SignedInJourney> {
  const product = await sharedProduct();
  const browser = await launchBrowser();
  return { product, browser, ...(await signInTrader(browser, product, options)) };
}

/** Closes the browser (and stops the product unless it is the shared one), whatever of them started. */
export async function endJourney(journey: Partial<SignedInJourney> | undefined): Promise<void> {
  await journey?.browser?.close();
  if (journey?.product && journey.product.child.exitCode === null) await journey.product.stop();
}

/** The development outbox's messages to an address (the product's data folder), oldest first. */
export function outboxTo(product: RunningProduct, to: string): Array<{ subject: string; text: string }> {
  const dir = path.join(product.env.BOURSE_DATA_DIR!, 'outbox');
  return readdirSync(dir)
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as { to: string; subject: string; text: string })
    .filter((message) => message.to === to);
}

/**
 * A new trader for one journey (registered, address confirmed from the outbox's link), so a journey
 * that changes an account (its level, its password) leaves the shared demo trader as it was.
 */
export async function registerTrader(product: RunningProduct, email: string, password: string): Promise<void> {
  const post = (route: string, body: unknown) =>
    fetch(`${product.siteUrl}/api/auth/${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: product.siteUrl },
      body: JSON.stringify(body),
    });
  const registered = await post('register', { email, password });
  if (registered.status !== 201) throw new Error(`registering ${email}: ${registered.status} ${await registered.text()}`);
  const token = /verify-email\?token=([0-9a-f]+)/.exec(outboxTo(product, email).at(-1)?.text ?? '')?.[1];
  if (!token) throw new Error(`no confirmation link for ${email}`);
  await post('verify-email', { token });
}

/** A new browser context signed in through /login as `email`, landing on `next`, its errors collected. */
export async function signInAs(
  browser: Browser,
  product: RunningProduct,
  email: string,
  password: string,
  next: string,
): Promise<TraderPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
  const page = await context.newPage();
  const browserErrors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && browserErrors.push(`${page.url()}: ${m.text()}`));
  page.on('pageerror', (e) => browserErrors.push(`${page.url()}: ${String(e)}`));
  await page.goto(`${product.siteUrl}/login?next=${encodeURIComponent(next)}`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await Promise.all([page.waitForURL(/\/cabinet/, { timeout: 60_000 }), page.locator('form button[type="submit"]').click()]);
  return { page, browserErrors };
}
