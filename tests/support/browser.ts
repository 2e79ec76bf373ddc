import { chromium, type Browser } from 'playwright-core';

/**
 * How long a page action (a click, a fill, a wait for an element) and a navigation may take before
 * they fail. Playwright's 30 s is met by a page that needs 5 s alone on a 2-core machine that runs
 * two journeys and their products at once; a journey that is broken still fails, later.
 */
const ACTION_MS = 60_000;
const NAVIGATION_MS = 90_000;

/**
 * Debian's Chromium, driven by playwright-core (no browser download is possible here). Every
 * context it opens (browser.newPage opens one too) gets the timeouts above.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(ACTION_MS);
    context.setDefaultNavigationTimeout(NAVIGATION_MS);
    return context;
  };
  return browser;
}
