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
