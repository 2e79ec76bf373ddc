import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { lookAtCabinetPage } from '../support/cabinet-look';
import { sharedProduct, type RunningProduct } from '../support/product';
import { registerTrader, signInAs } from '../support/trader-page';

// The chart type and timeframe a trader keeps on the Chart settings page follow the trader: the
// spot terminal opens with them in another browser (a second context signed in as the same trader).
let product: RunningProduct;
let browser: Browser;
let first: Page;
/** Each context's error list, filled as its pages log. */
const errorLists: string[][] = [];
const email = `chart-${Date.now().toString(36)}@example.com`;
const password = 'chart settings follow me 7';

const pressedInterval = (page: Page) => page.locator('button[data-interval][aria-pressed="true"]').getAttribute('data-interval');
const chartStyle = (page: Page) => page.getByTestId('chart-style').inputValue();
const choose = (page: Page, name: string, value: string) => page.locator(`label:has(input[name="${name}"][value="${value}"])`).click();

beforeAll(async () => {
  product = await sharedProduct();
  browser = await launchBrowser();
  await registerTrader(product, email, password);
  const signedIn = await signInAs(browser, product, email, password, '/cabinet/spot');
  first = signedIn.page;
  errorLists.push(signedIn.browserErrors);
}, 10 * 60_000);

afterAll(async () => {
  await browser?.close();
});

describe('chart settings that follow the trader', () => {
  it('a new trader’s terminal opens on candles and 1 minute, as the settings page shows', async () => {
    await expect.poll(() => pressedInterval(first), { timeout: 60_000 }).toBe('1m');
    expect(await chartStyle(first)).toBe('candles');
    await first.goto(`${product.siteUrl}/cabinet/settings/chart`);
    await expect.poll(() => first.locator('input[name="timeframe"]:checked').getAttribute('value'), { timeout: 60_000 }).toBe('1m');
  });

  it('Line on 1 hour kept in one browser opens the terminal that way in another', async () => {
    await choose(first, 'chartType', 'line');
    await expect.poll(() => first.getByTestId('chart-saved').textContent(), { timeout: 30_000 }).toBe('Saved to your account.');
    await choose(first, 'timeframe', '1h');
    await expect.poll(() => first.locator('input[name="timeframe"]:checked').getAttribute('value')).toBe('1h');
    await expect.poll(() => first.getByTestId('chart-saved').textContent(), { timeout: 30_000 }).toBe('Saved to your account.');

    // What the account holds now, as the other browser's pages will read it.
    const kept = () =>
      first.evaluate(async () => {
        const answer = (await (await fetch('/api/user/profile')).json()) as { data?: { chartType?: string; chartInterval?: string } };
        return `${answer.data?.chartType}/${answer.data?.chartInterval}`;
      });
    await expect.poll(kept, { timeout: 30_000 }).toBe('line/1h');
    const second = await signInAs(browser, product, email, password, '/cabinet/spot');
    await expect.poll(() => pressedInterval(second.page), { timeout: 60_000 }).toBe('1h');
    expect(await chartStyle(second.page)).toBe('line');
    await second.page.goto(`${product.siteUrl}/cabinet/settings/chart`);
    await expect.poll(() => second.page.locator('input[name="chartType"]:checked').getAttribute('value'), { timeout: 60_000 }).toBe('line');
    expect(await second.page.locator('input[name="timeframe"]:checked').getAttribute('value')).toBe('1h');
    errorLists.push(second.browserErrors);
    await second.page.context().close();
  });

  it('the settings page fits and reads in both schemes, on a desktop and a phone, in English and Russian', async () => {
    const problems = await lookAtCabinetPage(first, {
      siteUrl: product.siteUrl,
      name: 'chart-settings',
      addresses: [
        ['en', '/cabinet/settings/chart'],
        ['ru', '/ru/cabinet/settings/chart'],
      ],
      ready: (page) =>
        expect.poll(() => page.locator('input[name="chartType"]:checked').getAttribute('value'), { timeout: 60_000 }).toBe('line'),
    });
    expect(problems).toEqual([]);
  });

  it('logged no browser errors', () => {
    expect(errorLists.flat()).toEqual([]);
  });
});
