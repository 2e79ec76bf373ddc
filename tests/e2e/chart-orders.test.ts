import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { root, runBourse } from '../support/cli';
import { startOwnReplay, type OwnReplay } from '../support/own-replay';
import { startProduct, type RunningProduct } from '../support/product';
import { signInTrader } from '../support/trader-page';

// Orders on the spot terminal's chart, as a trader uses them: every open order and waiting alert of
// the pair is a line with a tag; dragging the tag (or the arrow keys and Enter on it) moves the order
// on the server; the alert tool sets an alert where the chart is clicked; a stop-loss set with a
// buy is a real order that fires when the replayed price falls to it. The replay plays at 4x.
let replay: OwnReplay;
let product: RunningProduct;
let browser: Browser;
let page: Page;
const browserErrors: string[] = [];
const artifacts = path.join(root, 'tests/artifacts');

const ticker = async () =>
  (await (await fetch(`${replay.restUrl}/api/v3/ticker/24hr?symbol=BTCUSDT`)).json()) as {
    lastPrice: string;
    highPrice: string;
    lowPrice: string;
  };
const lines = () => page.getByTestId('chart-order-lines');
const tag = (kind: string) => lines().locator(`.chart-orders__tag[data-kind="${kind}"]`);
const notice = () => page.getByTestId('chart-notice').textContent();
const form = (side: 'buy' | 'sell') => page.locator(`form[data-side="${side}"]`);

async function openOrders(): Promise<{ orderId: number; price: string; stopPrice: string; type: string; status: string }[]> {
  const accounts = (await (await page.request.get(`${product.siteUrl}/api/trading/accounts`)).json()) as {
    data: { id: number; active: boolean }[];
  };
  const id = accounts.data.find((a) => a.active)!.id;
  return ((await (await page.request.get(`${product.siteUrl}/api/trading/accounts/${id}/orders?status=open`)).json()) as { data: never[] })
    .data;
}

async function openSpot(): Promise<void> {
  await page.goto(`${product.siteUrl}/cabinet/spot`);
  await expect.poll(() => page.getByTestId('chart-panel').getAttribute('data-status'), { timeout: 30_000 }).toBe('ready');
  await expect.poll(() => form('buy').getByLabel('Price (USDT)').inputValue(), { timeout: 20_000 }).toMatch(/^6\d+/);
}

/** A sell limit a few dollars over the recording's high: it never fills, and sits at the top of the chart's scale. */
async function restingSell(): Promise<number> {
  const price = Math.ceil(Number((await ticker()).highPrice)) + 3;
  await form('sell').getByLabel('Price (USDT)').fill(String(price));
  await form('sell').getByLabel('Amount (BTC)').fill('0.001');
  await form('sell').getByRole('button', { name: 'Sell BTC' }).click();
  await expect.poll(() => tag('limit').count(), { timeout: 15_000 }).toBe(1);
  return price;
}

beforeAll(async () => {
  mkdirSync(artifacts, { recursive: true });
  replay = await startOwnReplay({ speed: 4 });
  product = await startProduct(replay.productEnv);
  browser = await launchBrowser();
  const signed = await signInTrader(browser, product, {
    next: '/cabinet/spot',
    viewport: { width: 1440, height: 900 },
    storedUser: { id: 'e2e-chart-orders', email: 'demo@bourse.local' },
  });
  page = signed.page;
  // The stop-loss suggestion after a buy is the order form's own journey (spot-terminal.test.ts).
  await page.evaluate(() => localStorage.setItem('hideStopLossRecommendation', 'true'));
  page.on('console', (m) => m.type() === 'error' && browserErrors.push(m.text()));
  page.on('pageerror', (e) => browserErrors.push(String(e)));
}, 9 * 60_000);

afterAll(async () => {
  writeFileSync(path.join(artifacts, 'chart-orders-browser-errors.log'), browserErrors.join('\n'));
  await browser?.close();
  if (product && product.child.exitCode === null) await product.stop();
  await replay?.close();
});

describe('orders and alerts on the chart', () => {
  it('draws an open order as a line with its tag; dragging the tag or stepping it with the keys moves the order on the server', async () => {
    await openSpot();
    const placed = await restingSell();
    const sell = tag('limit');
    expect(await sell.getAttribute('data-side')).toBe('SELL');
    expect(await sell.locator('.chart-orders__handle').textContent()).toBe('Limit sell 0.001');
    expect(await sell.isVisible()).toBe(true);
    const [first] = await openOrders();
    expect(Number(first!.price)).toBe(placed);

    // Dragged 40 px up: a higher price, on the tick; the server cancels and replaces the order.
    const handle = sell.locator('.chart-orders__handle');
    const box = (await handle.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 - 20, { steps: 4 });
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 - 40, { steps: 4 });
    await page.mouse.up();
    await expect.poll(notice, { timeout: 15_000 }).toMatch(/^Order moved to 6\d,\d{3}\.\d{2}$/);
    const [moved] = await openOrders();
    expect(moved!.orderId).not.toBe(first!.orderId);
    expect(Number(moved!.price)).toBeGreaterThan(placed);
    expect(moved!.price).toMatch(/^\d+\.\d{2}0{6}$/);
    await expect.poll(() => sell.getAttribute('data-price')).toBe(String(Number(moved!.price)));

    // From the keyboard: three ticks up, then Enter.
    await handle.focus();
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowUp');
    expect(await sell.locator('.chart-orders__to').textContent()).toMatch(/^To 6\d,\d{3}\.\d{2}: release to move, Esc to keep$/);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await openOrders())[0]?.price, { timeout: 15_000 }).toBe((Number(moved!.price) + 0.03).toFixed(8));
    expect(await openOrders()).toHaveLength(1);
  });

  it('sets a price alert where the chart is clicked with the alert tool, drawn as a line until removed', async () => {
    await page.getByRole('button', { name: 'Price alert', exact: true }).click();
    const canvas = (await page.getByTestId('chart-canvas').boundingBox())!;
    // At the top of the plot: over the recording's high, so the replay never fires it during the journey.
    await page.mouse.click(canvas.x + canvas.width * 0.4, canvas.y + 6);
    await expect.poll(notice, { timeout: 15_000 }).toMatch(/^Alert set: BTC\/USDT crossing 6\d,\d{3}\.\d{2}$/);
    await expect.poll(() => tag('alert').count()).toBe(1);
    expect(await tag('alert').locator('.chart-orders__handle').textContent()).toBe('Alert crossing');
    // The tool was for one alert: the crosshair is back.
    expect(await page.getByTestId('chart-canvas').getAttribute('data-tool')).toBe('crosshair');
  });

  it(
    'fits and reads in every theme, light and dark, on a desktop and a phone (screenshots in tests/artifacts)',
    async () => {
      for (const theme of ['exchange', 'dark-brand', 'simple']) {
        expect((await runBourse(['theme', 'use', theme], product.env)).code).toBe(0);
        for (const scheme of ['light', 'dark'] as const) {
          await page.evaluate(
            (choice) => localStorage.setItem('cabinetSettings', JSON.stringify({ v: 1, data: { colorScheme: choice } })),
            scheme,
          );
          for (const [name, size] of [
            ['desktop', { width: 1440, height: 900 }],
            ['phone', { width: 390, height: 844 }],
          ] as const) {
            await page.setViewportSize(size);
            await openSpot();
            await expect.poll(() => lines().locator('.chart-orders__tag').count(), { timeout: 15_000 }).toBe(2);
            const chart = (await page.getByTestId('chart-canvas').boundingBox())!;
            const boxes = await lines()
              .locator('.chart-orders__tag:not([hidden])')
              .evaluateAll((tags) => tags.map((t) => t.getBoundingClientRect().toJSON() as DOMRect));
            expect(boxes.length, `${theme} ${scheme} ${name}`).toBe(2);
            for (const b of boxes) {
              // Inside the plot, clear of the price axis on the right.
              expect(b.left).toBeGreaterThanOrEqual(chart.x);
              expect(b.right).toBeLessThanOrEqual(chart.x + chart.width - 50);
              expect(b.top).toBeGreaterThanOrEqual(chart.y);
              expect(b.bottom).toBeLessThanOrEqual(chart.y + chart.height);
            }
            const [a, b] = boxes as [DOMRect, DOMRect];
            expect(a.bottom <= b.top || b.bottom <= a.top, 'the two tags overlap').toBe(true);
            // Clear of the bar legend in the top left, which would cover them.
            const legend = (await page.getByTestId('chart-legend').boundingBox())!;
            for (const t of boxes)
              expect(t.left >= legend.x + legend.width || t.top >= legend.y + legend.height, 'under the legend').toBe(true);
            expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
            await page.getByTestId('chart-panel').scrollIntoViewIfNeeded();
            await page.screenshot({ path: path.join(artifacts, `chart-orders-${theme}-${scheme}-${name}.png`) });
          }
        }
      }
      await runBourse(['theme', 'use', 'exchange'], product.env);
      await page.setViewportSize({ width: 1440, height: 900 });
    },
    8 * 60_000,
  );

  it('cancels the order and removes the alert from their tags', async () => {
    await openSpot();
    await tag('limit')
      .getByRole('button', { name: /^Cancel Limit sell 0\.001$/ })
      .click();
    await expect.poll(notice, { timeout: 15_000 }).toBe('Order cancelled');
    await tag('alert')
      .getByRole('button', { name: /^Remove the alert at 6\d,\d{3}\.\d{2}$/ })
      .click();
    await expect.poll(() => lines().count(), { timeout: 15_000 }).toBe(0);
    expect(await openOrders()).toEqual([]);
  });

  it(
    'a stop-loss set with a market buy is a real order: dashed on the chart, it fires when the replayed price falls to it',
    async () => {
      // The price in the upper part of the recording (61,583 to 61,860), so a stop 50 under it is reached within a loop
      // (and not before it is placed: at 4x the price can fall 20 in the seconds the form takes).
      await expect.poll(async () => Number((await ticker()).lastPrice), { timeout: 150_000, interval: 500 }).toBeGreaterThan(61_720);
      await page.getByRole('group', { name: 'Order type' }).getByRole('button', { name: 'Market' }).click();
      await form('buy').getByLabel('Amount (BTC)').fill('0.001');
      await form('buy').getByRole('checkbox', { name: 'Stop-loss' }).check();
      // The stop read from the market last, right before the click.
      const stop = (Math.floor(Number((await ticker()).lastPrice)) - 50).toFixed(2);
      await form('buy').getByLabel('Stop-loss (USDT)').fill(stop);
      await form('buy').getByRole('button', { name: 'Buy BTC' }).click();
      // 0.001 BTC bought less the 0.1 % fee in BTC: 0.000999, down to the 0.00001 step.
      const toasts = async () => (await page.locator('[data-testid^="order-toast"]').allTextContents()).join(' | ');
      await expect
        .poll(toasts, { timeout: 15_000 })
        .toMatch(/Stop-loss placed: sell 0\.00099000 BTC when the price falls to 6\d,\d{3}\.\d{2} USDT/);
      const [waiting] = await openOrders();
      expect([waiting!.type, waiting!.stopPrice]).toEqual(['STOP_LOSS', `${stop}000000`]);
      await expect.poll(() => tag('stop').count()).toBe(1);
      expect(await tag('stop').locator('.chart-orders__handle').textContent()).toBe('Stop-loss sell 0.00099');
      await page.screenshot({ path: path.join(artifacts, 'chart-orders-stop-loss.png') });
      // It fires when a replayed trade prints at or under the stop, and sells into the bids then.
      await expect.poll(openOrders, { timeout: 150_000, interval: 1_000 }).toEqual([]);
      await expect.poll(() => tag('stop').count()).toBe(0);
      const low = Number((await ticker()).lowPrice);
      expect(low).toBeLessThanOrEqual(Number(stop));
      const accounts = (await (await page.request.get(`${product.siteUrl}/api/trading/accounts`)).json()) as {
        data: { id: number; active: boolean }[];
      };
      const id = accounts.data.find((a) => a.active)!.id;
      const fills = (
        (await (await page.request.get(`${product.siteUrl}/api/trading/accounts/${id}/fills`)).json()) as {
          data: { orderId: number; price: string; side: string; isMaker: boolean }[];
        }
      ).data.filter((f) => f.orderId === waiting!.orderId);
      expect(fills.length).toBeGreaterThan(0);
      for (const f of fills) {
        expect([f.side, f.isMaker]).toEqual(['SELL', false]);
        // Into the bids the replay had when the stop fired: within the recording's range, near the stop.
        expect(Number(f.price)).toBeGreaterThanOrEqual(low);
        expect(Number(f.price)).toBeLessThanOrEqual(Number(stop) + 5);
      }
      await page.getByRole('group', { name: 'Order type' }).getByRole('button', { name: 'Limit' }).click();
    },
    4 * 60_000,
  );

  it('ran without a browser error', () => {
    expect(browserErrors).toEqual([]);
  });
});
