import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { root, runBourse } from '../support/cli';
import { startProduct, type RunningProduct } from '../support/product';
import { signInTrader } from '../support/trader-page';
import { startOwnReplay, type OwnReplay } from '../support/own-replay';
import { axeFindings } from '../support/sweep';
import { areaBoxes, offViewport, overflowing, smallControls, visibleArea } from '../support/terminal-layout';

// Signs in through /login (the server's guard), with the browser session restored the way the islands do
// from `user_data`, as in trading-journey.test.ts. The page runs in English.
let product: RunningProduct;
// The product's market host is a replay server this file owns, so a test can stop it and bring it back.
let replay: OwnReplay;
let browser: Browser;
let page: Page;
let browserErrors: string[] = [];
// Requests answered 429, with their address: the console names only the page.
const refused: string[] = [];

beforeAll(async () => {
  mkdirSync(path.join(root, 'tests/artifacts'), { recursive: true });
  replay = await startOwnReplay();
  product = await startProduct(replay.productEnv);
  browser = await launchBrowser();
  ({ page, browserErrors } = await signInTrader(browser, product, {
    next: '/cabinet',
    viewport: { width: 1440, height: 900 },
    storedUser: { id: 'e2e-spot', email: 'demo@bourse.local' },
  }));
  page.on('response', (response) => response.status() === 429 && refused.push(`429 ${response.url()}`));
});

afterAll(async () => {
  writeFileSync(path.join(root, 'tests/artifacts/spot-terminal-browser-errors.log'), [...browserErrors, ...refused].join('\n'));
  await browser?.close();
  if (product && product.child.exitCode === null) await product.stop();
  await replay?.close();
});

const buy = () => page.locator('form[data-side="buy"]');
const chart = () => page.getByTestId('chart-panel');
const bookRows = () => page.locator('[data-testid="book-tabs"] [data-testid="book-bids"] tr');

describe('spot terminal', () => {
  it('is reached from the cabinet and shows the replayed book and price of BTC/USDT', async () => {
    // Signed in with next=/cabinet: the cabinet's entry leads here.
    expect(new URL(page.url()).pathname).toBe('/cabinet/spot');
    await expect.poll(() => page.locator('[data-testid="last-price"]').getAttribute('aria-busy'), { timeout: 20_000 }).toBeNull();
    await expect.poll(() => bookRows().count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await page.getByTestId('pair-dropdown').textContent()).toBe('BTC/USDT ▾');
    // The price field is prefilled from the last price once it arrives.
    await expect.poll(() => buy().getByLabel('Price (USDT)').inputValue()).toMatch(/^\d+(\.\d+)?$/);
  });

  it("draws each coin's logo from its CMS record in the pairs list, and a letter for a pair that has no coin record", async () => {
    // The seed gives every coin a logo: the BTC row shows it, loaded from the CMS's media address.
    const logo = page.locator('[data-testid="pair-row"][data-symbol="BTCUSDT"] img[data-testid="coin-logo"]');
    expect(await logo.getAttribute('src')).toMatch(new RegExp(`^${product.cmsUrl}/api/media/file/[^/]+$`));
    expect(await logo.getAttribute('alt')).toBe('');
    await logo.scrollIntoViewIfNeeded();
    await expect.poll(() => logo.evaluate((image) => (image as HTMLImageElement).naturalWidth), { timeout: 10_000 }).toBeGreaterThan(0);
    // A currency pair has no coin record: its round letter takes the logo's box, so the names line up.
    const pairs = page.getByTestId('pairs-list');
    await pairs.getByRole('button', { name: 'Forex', exact: true }).click();
    const letter = page.locator('[data-testid="pair-row"][data-symbol="EURUSD"] [data-testid="coin-letter"]');
    expect(await letter.textContent()).toBe('E');
    const badge = (await letter.boundingBox())!;
    expect([Math.round(badge.width), Math.round(badge.height)]).toEqual([18, 18]);
    await pairs.getByRole('button', { name: 'Crypto', exact: true }).click();
    expect(Math.round((await logo.boundingBox())!.width)).toBe(18);
    // A six-digit price and a two-digit change, as the live feed shows them, leave the pair's whole
    // name at 1440 px (measured on a copy of the BTC row in the same list, with those figures).
    const nameCut = await page.locator('[data-testid="pair-row"][data-symbol="BTCUSDT"]').evaluate((row) => {
      const copy = row.cloneNode(true) as HTMLElement;
      const [price, change] = copy.querySelectorAll('.pairs-figure');
      price!.textContent = '104,838.10';
      change!.textContent = '+10.25%';
      row.parentElement!.append(copy);
      const name = copy.querySelector<HTMLElement>('.pairs-name-text')!;
      const cut = name.scrollWidth > name.clientWidth;
      copy.remove();
      return cut;
    });
    expect(nameCut).toBe(false);
  });

  it('fills a 1440x900 screen without scrolling; a shorter desktop scrolls the page instead of squeezing the chart', async () => {
    const chartBody = async () => (await page.locator('[data-testid="chart-panel"] .chart__body').boundingBox())!.height;
    const scrolls = () =>
      page.evaluate(() => ({
        down: document.documentElement.scrollHeight > innerHeight,
        sideways: document.documentElement.scrollWidth > innerWidth,
      }));
    await page.setViewportSize({ width: 1440, height: 900 });
    let boxes = await areaBoxes(page);
    expect(Object.keys(boxes).sort()).toEqual(['account', 'book', 'chart', 'form', 'orders', 'pairs', 'top']);
    expect(offViewport(boxes, { width: 1440, height: 900 })).toEqual([]);
    expect(await scrolls()).toEqual({ down: false, sideways: false });
    // Each area has room to show something: the chart draws on more than a strip, the book shows rows.
    expect(await chartBody()).toBeGreaterThan(220);
    expect(boxes.book!.height).toBeGreaterThan(300);
    // No marketing chrome: the site header and footer are not on the terminal page.
    expect(await page.locator('footer, .site-header').count()).toBe(0);
    // A laptop's 1366x768 and 1280x720, and a 1024x768 tablet held sideways (its order form stacks):
    // the grid keeps its height, the page scrolls down (never sideways), and every area is on the page.
    for (const size of [
      { width: 1366, height: 768 },
      { width: 1280, height: 720 },
      { width: 1024, height: 768 },
    ]) {
      await page.setViewportSize(size);
      boxes = await areaBoxes(page);
      const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(offViewport(boxes, { width: size.width, height: pageHeight }), `${size.width}x${size.height}`).toEqual([]);
      expect(await scrolls(), `${size.width}x${size.height}`).toEqual({ down: true, sideways: false });
      expect(await chartBody(), `${size.width}x${size.height}`).toBeGreaterThan(220);
      expect(boxes.book!.height).toBeGreaterThan(300);
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    // The support button sits in the bar, over neither the book nor the form.
    const support = await page.getByTestId('support-launcher').boundingBox();
    const bar = await page.locator('.terminal-bar').boundingBox();
    expect(support!.y + support!.height).toBeLessThanOrEqual(bar!.y + bar!.height);
  });

  it('keeps every area in place while the replay updates the book and the price (no layout shift)', async () => {
    const before = await areaBoxes(page);
    const updateId = await page.locator('[data-update-id]').first().getAttribute('data-update-id');
    await expect
      .poll(() => page.locator('[data-update-id]').first().getAttribute('data-update-id'), { timeout: 15_000 })
      .not.toBe(updateId);
    expect(await areaBoxes(page)).toEqual(before);
  });

  it('shows the market ticker strip above the terminal with the pairs the replay serves', async () => {
    const strip = page.getByTestId('ticker-strip');
    await expect.poll(() => strip.getAttribute('data-status'), { timeout: 20_000 }).toBe('ready');
    expect(
      await strip.locator('[data-testid="ticker-entry"]').evaluateAll((all) => all.map((e) => (e as HTMLElement).dataset.symbol)),
    ).toEqual(['BTC', 'ETH']);
    // A real figure from the replay's 24 h statistics: two decimals, grouped (no sample dash).
    await expect
      .poll(() => strip.locator('[data-symbol="BTC"] [data-testid="ticker-last"]').textContent())
      .toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    await page.getByRole('button', { name: 'Scroll right' }).focus();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Scroll right');
  });

  it("draws the BTC/USDT chart on a canvas, its last close the replay's last trade", async () => {
    await expect.poll(() => chart().getAttribute('data-status'), { timeout: 20_000 }).toBe('ready');
    expect(await page.getByTestId('chart-canvas').locator('canvas').count()).toBeGreaterThan(0);
    // The live candle is merged at most once a second: poll until both name the same price.
    await expect
      .poll(
        async () => {
          const ticker = (await (await fetch(`${replay.restUrl}/api/v3/ticker/24hr?symbol=BTCUSDT`)).json()) as { lastPrice: string };
          return Number(await chart().getAttribute('data-last-close')) === Number(ticker.lastPrice);
        },
        { timeout: 15_000 },
      )
      .toBe(true);
  });

  it("reloads the chart at 5 minutes and says an indicator needs 50 points on the replay's short history", async () => {
    await page.getByRole('button', { name: '5m (5 minutes)', exact: true }).click();
    await expect.poll(() => chart().getAttribute('data-interval')).toBe('5m');
    await expect.poll(() => chart().getAttribute('data-status'), { timeout: 20_000 }).toBe('ready');
    expect(await page.getByRole('button', { name: '5m (5 minutes)', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'RSI 14', exact: true }).click();
    await expect.poll(() => page.getByTestId('chart-insufficient').textContent()).toMatch(/RSI 14 needs at least 50 points/);
  });

  it('switches to ETH/USDT: the ticker, the book and the form follow', async () => {
    const btcPrice = Number(await buy().getByLabel('Price (USDT)').inputValue());
    await page.getByTestId('pair-dropdown').click();
    await page.getByRole('button', { name: 'ETH/USDT', exact: true }).click();
    await expect.poll(() => page.getByRole('region', { name: 'ETH/USDT price' }).count()).toBe(1);
    await expect.poll(() => page.locator('[data-testid="last-price"]').getAttribute('aria-busy'), { timeout: 20_000 }).toBeNull();
    await expect
      .poll(() => page.getByRole('table', { name: 'ETH/USDT Order book' }).locator('[data-testid="book-bids"] tr').count(), {
        timeout: 20_000,
      })
      .toBeGreaterThan(0);
    await expect.poll(() => buy().getByLabel('Amount (ETH)').count()).toBe(1);
    await expect.poll(async () => Number(await buy().getByLabel('Price (USDT)').inputValue()), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(Number(await buy().getByLabel('Price (USDT)').inputValue())).toBeLessThan(btcPrice / 5);
    expect(new URL(page.url()).searchParams.get('pair')).toBe('ETHUSDT');
    await expect
      .poll(() => page.getByRole('region', { name: 'ETH/USDT chart' }).getAttribute('data-status'), { timeout: 20_000 })
      .toBe('ready');
  });

  it('refuses an empty order, then places a limit buy that shows in the open orders with its count, and cancels it', async () => {
    await buy().getByLabel('Price (USDT)').fill('');
    await buy().getByRole('button', { name: 'Buy ETH' }).click();
    await expect.poll(() => page.getByTestId('order-toast-error').textContent()).toContain('Fill in all fields');
    expect(await page.getByTestId('open-count').textContent()).toBe('0');

    await buy().getByLabel('Price (USDT)').fill('2000');
    await buy().getByLabel('Amount (ETH)').fill('0.5');
    expect(await buy().getByLabel('Total (USDT)').inputValue()).toBe('1000');
    await buy().getByRole('button', { name: 'Buy ETH' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set a stop-loss?' });
    await expect.poll(() => dialog.textContent()).toContain('1960 USDT');
    await dialog.getByRole('button', { name: 'Skip' }).click();
    await expect
      .poll(() => page.getByTestId('order-toast-ok').textContent())
      .toContain('Order placed: Buy 0.50000000 ETH at 2,000.00 USDT');
    expect(await buy().getByLabel('Amount (ETH)').inputValue()).toBe('');
    await expect.poll(() => page.getByTestId('open-count').textContent()).toBe('1');
    const row = page.locator('[data-testid="orders-open"] tr[data-status="NEW"]');
    expect(await row.locator('td').nth(1).textContent()).toBe('ETH/USDT');
    await page.screenshot({ path: path.join(root, 'tests/artifacts/spot-terminal.png'), fullPage: true });

    await row.getByRole('button', { name: /^Cancel/ }).click();
    await expect.poll(() => page.getByTestId('open-count').textContent()).toBe('0');
    await page.getByRole('tab', { name: 'Order history' }).click();
    await expect.poll(() => page.locator('[data-testid="orders-history"] tr[data-status="CANCELED"]').count()).toBe(1);
  });

  it('fills a limit buy above the market at once against the book (taker), moves it to the trade history, shows the coin in funds, and counts it in the trading analysis', async () => {
    const tab = (name: string | RegExp) => page.getByTestId('orders-tabs').getByRole('tab', { name }).click();
    const figure = (field: string) => page.locator(`[data-testid="trading-analysis"] [data-field="${field}"] dd`).textContent();
    await tab('Trading analysis');
    // The order cancelled in the step before is counted; nothing has filled yet.
    await expect.poll(() => figure('cancelled')).toBe('1');
    expect(await figure('filled')).toBe('0');
    await tab('Funds');
    const fundsCell = (asset: string, field: string) =>
      page.locator(`[data-testid="funds"] tr[data-asset="${asset}"] [data-field="${field}"]`);
    // The demo account starts with 5 ETH.
    await expect.poll(() => fundsCell('ETH', 'total').textContent()).toBe('5.00000000');

    // A limit that crosses the book when placed takes the asks at once, at their prices, as taker.
    await buy().getByLabel('Price (USDT)').fill('4000');
    await buy().getByLabel('Amount (ETH)').fill('0.25');
    await buy().getByRole('button', { name: 'Buy ETH' }).click();
    await page.getByRole('dialog', { name: 'Set a stop-loss?' }).getByRole('button', { name: 'Skip' }).click();
    // 0.25 ETH bought, less the 0.1 % fee taken in ETH; nothing stays open or held.
    await expect.poll(() => fundsCell('ETH', 'total').textContent(), { timeout: 15_000 }).toBe('5.24975000');
    expect(await page.getByTestId('open-count').textContent()).toBe('0');
    expect(await fundsCell('USDT', 'locked').textContent()).toBe('0.00000000');
    // Its value in USDT is the ETH at the market's price.
    expect(await fundsCell('ETH', 'usdt').textContent()).toMatch(/^1\d,\d{3}\.\d{2}$/);

    await tab('Trade history');
    const trade = page.locator('[data-testid="trade-history"] tbody tr');
    await expect.poll(() => trade.count()).toBeGreaterThan(0);
    expect(await trade.first().getAttribute('data-role')).toBe('taker');
    const cells = await trade
      .first()
      .locator('td')
      .evaluateAll((all) => all.map((cell) => cell.textContent));
    expect(cells.slice(1, 3)).toEqual(['ETH/USDT', 'Buy']);
    // At the book's price (the replayed market's, far under the limit), never at the limit.
    expect(Number(cells[3]!.replace(/,/g, ''))).toBeLessThan(3_500);
    // One order, one fill per level of the book it took.
    const fills = String(await trade.count());
    await tab('Trading analysis');
    await expect.poll(async () => [await figure('filled'), await figure('buys')]).toEqual(['1', fills]);
    expect(await figure('turnover')).toMatch(/^6\d\d\.\d{8} USDT$/);
    await tab(/^Open orders/);
  });

  it('deposits to an account from its Deposit button: an 800x450 dialog, the BTC equivalent, a simulated credit, Escape back, a sheet on a phone', async () => {
    await page.getByTestId('account-switcher').click();
    const deposit = page.getByRole('button', { name: /^Deposit: Real USD / });
    await deposit.click();
    const dialog = page.getByRole('dialog', { name: /^Deposit to Real USD № \d+$/ });
    const box = (await dialog.boundingBox())!;
    expect([Math.round(box.width), Math.round(box.height)]).toEqual([800, 450]);
    expect(await dialog.getByLabel('Amount (USD)').evaluate((field) => field === document.activeElement)).toBe(true);
    await dialog.getByRole('button', { name: '1,000', exact: true }).click();
    // BTC/USDT's price comes from the market stream whichever pair the terminal shows.
    await expect.poll(() => dialog.getByTestId('deposit-equivalent').textContent(), { timeout: 20_000 }).toMatch(/^≈ 0\.\d{8} BTC$/);
    await dialog.getByRole('tab', { name: 'USDT', exact: true }).click();
    expect(await dialog.getByTestId('deposit-equivalent').textContent()).toBe('≈ 1,000.00 USDT');
    expect(await dialog.getByTestId('deposit-dialog-address').textContent()).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    await dialog.getByRole('button', { name: 'Open QR' }).click();
    await expect
      .poll(() => dialog.getByTestId('deposit-dialog-qr').evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'Simulate deposit' }).click();
    // The server credits the coins to the account, with their record, and says so.
    await expect
      .poll(() => dialog.getByTestId('deposit-done').textContent())
      .toMatch(/^Simulated: 1,000\.00 USDT credited to Real USD № \d+ \(about 1,000\.00 USD\)\.$/);
    // On the server: the real account now holds the 1,000 USDT (it started at 0).
    const accounts = (await (await page.request.get(`${product.siteUrl}/api/trading/accounts`)).json()) as {
      data: { id: number; name: string }[];
    };
    const realUsd = accounts.data.find((a) => a.name === 'Real USD')!;
    const state = (await (await page.request.get(`${product.siteUrl}/api/trading/accounts/${realUsd.id}`)).json()) as {
      data: { balances: Record<string, { total: string }> };
    };
    expect(state.data.balances.USDT?.total).toBe('1000.00000000');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await deposit.evaluate((button) => button === document.activeElement)).toBe(true);
    // On a phone: a sheet inside the viewport, nothing wider than it, every control at least 44 px.
    await page.setViewportSize({ width: 390, height: 844 });
    // A phone shows one area at a time: the account sits with the order form.
    await page.locator('button[role="tab"][data-show="form"]').click();
    await deposit.click();
    const sheet = (await dialog.boundingBox())!;
    expect(sheet.x).toBeGreaterThanOrEqual(0);
    expect(sheet.x + sheet.width).toBeLessThanOrEqual(390.5);
    expect(sheet.y + sheet.height).toBeLessThanOrEqual(844.5);
    expect(await dialog.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    const small = await dialog.evaluate((el) =>
      [...el.querySelectorAll<HTMLElement>('button, a[href], input, select, [role="tab"]')]
        .filter((control) => control.getBoundingClientRect().height + 0.5 < 44)
        .map((control) => control.textContent),
    );
    expect(small).toEqual([]);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByTestId('account-switcher').click();
  });

  it('is the same terminal in Russian at /ru/cabinet/spot, and the side navigation stays in Russian', async () => {
    await page.goto(`${product.siteUrl}/ru/cabinet/spot`);
    expect(await page.locator('h1').first().textContent()).toBe('Спот-торговля');
    await expect.poll(() => page.locator('[data-testid="last-price"]').getAttribute('aria-busy'), { timeout: 20_000 }).toBeNull();
    await page.getByRole('link', { name: 'Открытые ордера' }).click();
    await page.waitForURL(/\/ru\/cabinet\/orders\/open$/);
    expect(await page.locator('h1').first().textContent()).toBe('Открытые ордера');
  });

  it('reads "12,5" typed on the Russian terminal as 12.5 and places 12.5 ETH', async () => {
    await page.goto(`${product.siteUrl}/ru/cabinet/spot?pair=ETHUSDT`);
    await expect.poll(() => buy().getByLabel('Цена (USDT)').inputValue(), { timeout: 20_000 }).toMatch(/^\d+(,\d+)?$/);
    await buy().getByLabel('Цена (USDT)').fill('2000');
    await buy().getByLabel('Количество (ETH)').fill('12,5');
    expect(await buy().getByLabel('Количество (ETH)').inputValue()).toBe('12,5');
    expect(await buy().getByLabel('Сумма (USDT)').inputValue()).toBe('25000');
    await buy().getByRole('button', { name: 'Купить ETH' }).click();
    await page.getByRole('dialog', { name: 'Установить стоп-лосс?' }).getByRole('button', { name: 'Пропустить' }).click();
    await expect.poll(() => page.getByTestId('order-toast-ok').textContent()).toMatch(/Купить 12,50* ETH/);
    const row = page.locator('[data-testid="orders-open"] tr[data-status="NEW"]');
    await expect.poll(() => row.count()).toBe(1);
    // The order holds 12.5, not 125 (the old filter dropped the comma).
    expect(await row.locator('td').nth(5).textContent()).toMatch(/^12,50*$/);
    await row.getByRole('button').last().click();
    await expect.poll(() => row.count()).toBe(0);
    // Not a number: kept as typed, marked, said in words; nothing placed.
    await buy().getByLabel('Количество (ETH)').fill('-5');
    expect(await buy().getByLabel('Количество (ETH)').getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => page.getByTestId('order-toast-error').textContent()).toContain('не может быть отрицательным');
  });

  it('says the feed is stale when the market host stops, dims the prices, warns before an order, and resumes without a reload', async () => {
    await page.goto(`${product.siteUrl}/cabinet/spot`);
    const state = () => page.getByTestId('feed-state').getAttribute('data-state');
    await expect.poll(state, { timeout: 20_000 }).toBe('live');
    const errorsBefore = browserErrors.length;
    replay.stop();
    try {
      await watchOutage(state);
    } finally {
      replay.start();
    }
    await expect.poll(state, { timeout: 30_000 }).toBe('live');
    // Chromium logs each refused websocket of the outage as a console error: expected here, not a fault.
    const outage = browserErrors.splice(errorsBefore);
    browserErrors.push(...outage.filter((line) => !/WebSocket connection to .* failed/.test(line)));
    expect(await page.getByTestId('feed-stale-notice').count()).toBe(0);
    expect(await page.getByTestId('last-price').evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  }, 150_000);

  /** From the host going down to the trader pressing "Reconnect" (the host is still down then). */
  async function watchOutage(state: () => Promise<string | null>) {
    await expect
      .poll(() => page.getByTestId('feed-state').textContent(), { timeout: 10_000 })
      .toMatch(/Reconnecting in \d+ s \(attempt \d of 5\)/);
    // The feed's five reconnect attempts (1, 2, 4, 8, 15 s) fail, then the prices are stale.
    await expect.poll(state, { timeout: 60_000 }).toBe('stale');
    expect(await page.getByTestId('feed-stale-notice').textContent()).toContain('Prices are stale');
    expect(Number(await page.getByTestId('last-price').evaluate((el) => getComputedStyle(el).opacity))).toBeLessThan(1);
    expect(await page.getByTestId('last-price').textContent()).toMatch(/^\d{1,3}(,\d{3})*\.\d+$/);
    // The order form asks before placing against the stale price; cancelling places nothing.
    await buy().getByLabel('Amount (BTC)').fill('0.001');
    await buy().getByRole('button', { name: 'Buy BTC' }).click();
    const warning = buy().getByTestId('stale-dialog');
    await expect.poll(() => warning.textContent()).toContain('The feed is stale');
    await warning.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.getByTestId('open-count').textContent()).toBe('0');
    // "Reconnect" starts the attempts again; the host comes back and the feed with it, no reload.
    await page.getByTestId('feed-reconnect').click();
    await expect.poll(state).not.toBe('stale');
  }

  it('opens /crypto as the spot terminal on BTC/USDT, and shows /ru/forex as a labelled placeholder', async () => {
    await page.goto(`${product.siteUrl}/crypto`);
    await page.waitForURL(/\/cabinet\/spot\?pair=BTCUSDT$/);
    expect(await page.getByTestId('pair-dropdown').textContent()).toBe('BTC/USDT ▾');
    await page.goto(`${product.siteUrl}/ru/forex`);
    const note = page.getByTestId('forex-placeholder');
    expect(await note.textContent()).toContain('1:500');
    expect(await note.locator('[data-placeholder]').isVisible()).toBe(true);
    expect(await page.getAttribute('html', 'lang')).toBe('ru');
  });

  it('on a phone shows one area at a time behind tabs, with no sideways overflow and no control under 44 px', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${product.siteUrl}/cabinet/spot`);
    await expect.poll(() => page.locator('[data-testid="last-price"]').getAttribute('aria-busy'), { timeout: 20_000 }).toBeNull();
    expect(await visibleArea(page)).toBe('chart');
    expect(await page.locator('.side-nav').isVisible()).toBe(false);
    const tabs = page.getByTestId('mobile-tabs');
    const shown = { Book: 'book', Trades: 'book', Trade: 'form', Orders: 'orders', Pairs: 'pairs', Chart: 'chart' } as const;
    for (const [name, area] of Object.entries(shown)) {
      await tabs.getByRole('tab', { name, exact: true }).click();
      expect(await tabs.getByRole('tab', { name, exact: true }).getAttribute('aria-selected')).toBe('true');
      const boxes = await areaBoxes(page);
      expect(Object.keys(boxes).filter((key) => key !== 'top' && key !== 'account')).toEqual([area]);
      if (name === 'Trades')
        expect(await page.locator('[data-testid="book-tabs"] [role="tab"][data-tab="trades"]').getAttribute('aria-selected')).toBe('true');
      for (const width of [390, 360]) {
        await page.setViewportSize({ width, height: 844 });
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - innerWidth),
          `${name} at ${width} px: ${(await overflowing(page)).join('; ')}`,
        ).toBeLessThanOrEqual(0);
      }
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await smallControls(page), name).toEqual([]);
    }
    // The side navigation folds away behind the menu button.
    await page.getByRole('button', { name: 'Menu', exact: true }).first().click();
    expect(await page.locator('.side-nav').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await page.locator('.side-nav').isVisible()).toBe(false);
  });

  it('looks right in the three themes, desktop and phone, with no serious or critical axe-core finding (screenshots in tests/artifacts)', async () => {
    for (const theme of ['exchange', 'dark-brand', 'simple']) {
      expect((await runBourse(['theme', 'use', theme], product.env)).code).toBe(0);
      for (const [name, size] of [
        ['desktop', { width: 1440, height: 900 }],
        ['mobile', { width: 390, height: 844 }],
      ] as const) {
        await page.setViewportSize(size);
        await page.goto(`${product.siteUrl}/cabinet/spot`);
        expect(await page.getAttribute('html', 'data-theme')).toBe(theme);
        await expect.poll(() => bookRows().count(), { timeout: 20_000 }).toBeGreaterThan(0);
        await expect.poll(() => chart().getAttribute('data-status'), { timeout: 20_000 }).toBe('ready');
        if (name === 'desktop') expect(offViewport(await areaBoxes(page), size)).toEqual([]);
        else
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth - innerWidth),
            (await overflowing(page)).join('; '),
          ).toBeLessThanOrEqual(0);
        await page.screenshot({ path: path.join(root, `tests/artifacts/spot-terminal-${theme}-${name}.png`) });
        expect(await axeFindings(page), `${theme} ${name}`).toEqual([]);
      }
    }
    await runBourse(['theme', 'use', 'exchange'], product.env);
    await page.setViewportSize({ width: 1440, height: 900 });
  }, 240_000);

  it('ran without a browser error (hydration included) on every page it visited', () => {
    expect(browserErrors).toEqual([]);
  });
});

describe('spot terminal market panels', () => {
  const onePrice = () =>
    page.evaluate(() => ({
      top: document.querySelector('[data-testid="last-price"]')?.textContent ?? '',
      list: document.querySelector('[data-testid="pair-row"][data-symbol="BTCUSDT"] [data-testid="pair-price"]')?.textContent ?? '',
      strip: document.querySelector('[data-testid="ticker-entry"][data-symbol="BTC"] [data-testid="ticker-last"]')?.textContent ?? '',
      title: document.title.split(' | ')[0] ?? '',
    }));

  it('fills the trades tape from the trade stream and shows one BTC price in the top bar, the pairs list, the strip and the title', async () => {
    await page.goto(`${product.siteUrl}/cabinet/spot?pair=BTCUSDT`);
    await page.getByRole('tab', { name: 'Trades' }).click();
    const trades = page.locator('[data-testid="trades-rows"] tr');
    await expect.poll(() => trades.count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await trades.count()).toBeLessThanOrEqual(50);
    expect(await trades.first().getAttribute('data-side')).toMatch(/^(buy|sell)$/);
    expect(await trades.first().locator('td').nth(2).textContent()).toMatch(/^\d\d:\d\d:\d\d$/);
    // Read at one moment in the page; the islands repaint one after another, so poll until they agree.
    await expect
      .poll(
        async () => {
          const shown = await onePrice();
          return /^\d{2},\d{3}\.\d{2}$/.test(shown.top) && [shown.list, shown.strip, shown.title].every((price) => price === shown.top);
        },
        { timeout: 30_000 },
      )
      .toBe(true);
  });

  it('says in words, in the top bar, the book and the trades, that the feed does not serve BNB/USDT', async () => {
    await page.getByTestId('pair-dropdown').click();
    await page.getByRole('button', { name: 'BNB/USDT', exact: true }).click();
    // This file's market host is its own replay server set up as the product's Binance host
    // (support/own-replay.ts), so the words are the live feed's; the replay's own are unit-tested.
    const words = 'BNB/USDT is not traded on this market feed';
    await expect.poll(() => page.getByTestId('last-price').textContent(), { timeout: 20_000 }).toBe(words);
    await page.getByRole('tab', { name: 'Order book' }).click();
    await expect.poll(() => page.getByTestId('pair-unserved').textContent(), { timeout: 20_000 }).toContain(words);
    await page.getByRole('tab', { name: 'Trades' }).click();
    expect(await page.getByTestId('pair-unserved').textContent()).toContain(words);
    expect(await page.getByTestId('book-tabs').textContent()).not.toMatch(/HTTP error|Loading/);
    expect(await page.getByTestId('price-error').count()).toBe(0);
  });

  it('shows each pair with its own tick: EUR/USD to 5 decimals, a stock to 2', async () => {
    const price = (symbol: string) => page.locator(`[data-testid="pair-row"][data-symbol="${symbol}"] [data-testid="pair-price"]`);
    await page.getByRole('button', { name: 'Forex', exact: true }).click();
    await expect.poll(() => price('EURUSD').textContent(), { timeout: 20_000 }).toMatch(/^\d\.\d{5}$/);
    await page.getByRole('button', { name: 'Stocks', exact: true }).click();
    await expect.poll(() => price('AAPLUSD').textContent()).toMatch(/^\d{1,3}\.\d{2}$/);
    await page.getByRole('button', { name: 'Crypto', exact: true }).click();
  });
});

// The chart's own journey on a page of its own (signed in afresh at 1440x900, BTC/USDT), so it
// does not depend on where the journey above left its page.
describe('spot terminal chart: legend, tools, views, indicators and intervals', () => {
  let chartPage: Page;
  let chartErrors: string[] = [];
  const panel = () => chartPage.getByTestId('chart-panel');
  const legend = () => chartPage.getByTestId('chart-legend');
  const canvasBox = async () => (await chartPage.getByTestId('chart-canvas').boundingBox())!;
  const press = (name: string) => panel().getByRole('button', { name, exact: true }).click();
  const price = (value: string) =>
    new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(value));

  beforeAll(async () => {
    ({ page: chartPage, browserErrors: chartErrors } = await signInTrader(browser, product, {
      next: '/cabinet/spot?pair=BTCUSDT',
      viewport: { width: 1440, height: 900 },
    }));
    await chartPage.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: product.siteUrl });
  });

  afterAll(async () => {
    await chartPage?.context().close();
  });

  it('shows the open, high, low, close and volume of the bar under the pointer', async () => {
    await expect.poll(() => panel().getAttribute('data-status'), { timeout: 30_000 }).toBe('ready');
    const box = await canvasBox();
    // The chart opens on the newest bars at the right (a short replay history leaves the left empty):
    // the pointer walks left from the price axis until it is over a closed bar (the newest one is
    // still trading, so its low and high move while the test reads them).
    type Kline = [number, string, string, string, string, string];
    const klines = async () =>
      (await (await fetch(`${replay.restUrl}/api/v3/klines?symbol=BTCUSDT&interval=1m&limit=500`)).json()) as Kline[];
    let bar: Kline | undefined;
    await expect
      .poll(async () => {
        for (let x = box.width - 60; x > box.width * 0.2; x -= 6) {
          await chartPage.mouse.move(box.x + x, box.y + box.height * 0.4);
          if ((await legend().getAttribute('data-hovered')) !== 'true') continue;
          const openTime = Number(await legend().getAttribute('data-open-time'));
          const bars = await klines();
          const index = bars.findIndex((kline) => kline[0] === openTime);
          if (index >= 0 && index < bars.length - 1) {
            bar = bars[index];
            return true;
          }
        }
        return false;
      })
      .toBe(true);
    const field = (name: string) => legend().locator(`[data-field="${name}"]`).textContent();
    expect([await field('open'), await field('high'), await field('low')]).toEqual([price(bar![1]), price(bar![2]), price(bar![3])]);
    expect(await field('change')).toMatch(/^-?[\d,]+\.\d{2} \([+-]\d+\.\d{2}%\)$/);
  });

  it('draws a trend line and a horizontal line that survive a reload, measures up between two clicks, and clears the drawings', async () => {
    const box = await canvasBox();
    const at = (x: number, y: number) => chartPage.mouse.click(box.x + box.width * x, box.y + box.height * y);
    const canvas = chartPage.getByTestId('chart-canvas');
    await press('Trend line');
    await at(0.2, 0.6);
    await at(0.5, 0.3);
    await expect.poll(() => canvas.getAttribute('data-trends')).toBe('1');
    await press('Horizontal line');
    await at(0.4, 0.5);
    await expect.poll(() => canvas.getAttribute('data-hlines')).toBe('1');
    // The lines are the trader's work: they are still there after the page is opened again.
    await chartPage.reload();
    await expect.poll(() => panel().getAttribute('data-status'), { timeout: 30_000 }).toBe('ready');
    await expect.poll(() => canvas.getAttribute('data-trends')).toBe('1');
    expect(await canvas.getAttribute('data-hlines')).toBe('1');
    await press('Measure');
    await at(0.3, 0.7);
    await at(0.6, 0.3);
    const hint = chartPage.getByTestId('chart-tool-hint');
    // The second point is higher on the screen: a rise, in price and in percent of the first price.
    await expect.poll(() => hint.textContent()).toMatch(/^Change \+[\d,.]+ \(\+\d+\.\d{2}%\) over \d+ bars$/);
    expect(Number(await hint.getAttribute('data-difference'))).toBeGreaterThan(0);
    await press('Clear drawings');
    await expect.poll(() => canvas.getAttribute('data-trends')).toBe('0');
    expect(await canvas.getAttribute('data-hlines')).toBe('0');
    await press('Crosshair');
  });

  it('downloads the chart as a PNG and says so', async () => {
    const [download] = await Promise.all([chartPage.waitForEvent('download'), press('Download PNG')]);
    expect(download.suggestedFilename()).toMatch(/^BTCUSDT-1m-\d{4}-\d{2}-\d{2}-\d{4}\.png$/);
    const file = readFileSync((await download.path())!);
    expect([...file.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(file.length).toBeGreaterThan(5_000);
    await expect
      .poll(() => chartPage.getByTestId('chart-notice').textContent())
      .toBe(`Chart image saved as ${download.suggestedFilename()}`);
  });

  it('copies a link to the pair when the device has no share function, and says so', async () => {
    expect(await chartPage.evaluate(() => typeof navigator.share)).toBe('undefined');
    await press('Share');
    await expect.poll(() => chartPage.getByTestId('chart-notice').textContent()).toBe('Link to this chart copied to the clipboard');
    expect(await chartPage.evaluate(() => navigator.clipboard.readText())).toBe(`${product.siteUrl}/cabinet/spot?pair=BTCUSDT`);
  });

  it('draws the depth chart from the live local book', async () => {
    await press('Depth');
    const depth = chartPage.getByTestId('chart-depth');
    await expect.poll(() => depth.getAttribute('data-bid-levels'), { timeout: 20_000 }).not.toBeNull();
    expect(Number(await depth.getAttribute('data-bid-levels'))).toBeGreaterThan(0);
    expect(Number(await depth.getAttribute('data-ask-levels'))).toBeGreaterThan(0);
    expect(Number(await depth.getAttribute('data-best-bid'))).toBeLessThan(Number(await depth.getAttribute('data-best-ask')));
    for (const side of ['bids', 'asks'])
      expect(await depth.locator(`path[data-side="${side}"]`).getAttribute('d')).toMatch(/^M[\d.]+,300 L/);
    // The replay's diffs keep arriving: the curve follows the book's update id.
    const first = await depth.getAttribute('data-update-id');
    await expect.poll(() => depth.getAttribute('data-update-id'), { timeout: 20_000 }).not.toBe(first);
  });

  it('shows the coin from the CMS and the pair’s exchange filters in the info view', async () => {
    await press('Info');
    const coin = chartPage.getByTestId('chart-coin');
    await expect.poll(() => coin.getAttribute('data-status'), { timeout: 20_000 }).toBe('ready');
    expect(await coin.locator('h3').textContent()).toBe('About Bitcoin');
    // Beside the heading, the coin's logo from the CMS, drawn at 32 px.
    const logo = coin.locator('img[data-testid="coin-logo"]');
    expect(await logo.getAttribute('src')).toMatch(new RegExp(`^${product.cmsUrl}/api/media/file/`));
    await expect.poll(() => logo.evaluate((image) => (image as HTMLImageElement).naturalWidth), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(Math.round((await logo.boundingBox())!.height)).toBe(32);
    expect(await coin.textContent()).toContain('#1');
    const rules = chartPage.getByTestId('chart-rules');
    await expect.poll(() => rules.locator('[data-rule="tickSize"]').textContent(), { timeout: 20_000 }).toBe('0.01');
    expect(await rules.locator('[data-rule="minNotional"]').textContent()).toBe('5 USDT');
  });

  it('sorts the recent trades into size buckets with the long/short ratio in the trading view', async () => {
    await press('Trading');
    const trading = chartPage.getByTestId('chart-trading');
    await expect.poll(async () => Number(await trading.getAttribute('data-trades')), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await trading.locator('[data-bucket]').evaluateAll((rows) => rows.map((row) => (row as HTMLElement).dataset.bucket))).toEqual([
      'large',
      'medium',
      'small',
    ]);
    expect(await chartPage.getByTestId('long-short-ratio').textContent()).toMatch(/^(\d+(\.\d{1,2})?|—)$/);
    expect(await chartPage.getByTestId('margin-ratio').textContent()).toContain('margin trading is off for BTC/USDT');
    await press('Chart');
  });

  it('fits the chart and its controls in the viewport at 1440x900 and 390x844', async () => {
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await chartPage.setViewportSize(viewport);
      await expect.poll(async () => (await canvasBox()).width).toBeLessThanOrEqual(viewport.width);
      // Nothing in the panel sticks out of it (its toolbar rows scroll inside themselves on a phone).
      expect(
        await panel().evaluate((element) => element.scrollWidth - element.clientWidth),
        'no sideways overflow in the panel',
      ).toBeLessThanOrEqual(0);
      const box = (await panel().boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect((await canvasBox()).height).toBeGreaterThan(250);
      if (viewport.width < 768) {
        const heights = await panel()
          .locator('.chart__toolbar button')
          .evaluateAll((all) => all.filter((b) => b.getClientRects().length > 0).map((b) => b.getBoundingClientRect().height));
        expect(heights.length).toBeGreaterThan(20);
        expect(Math.min(...heights), 'touch targets').toBeGreaterThanOrEqual(44);
        expect(await chartPage.getByTestId('chart-analysis').isVisible()).toBe(false);
      } else {
        expect(await chartPage.getByTestId('chart-analysis').isVisible()).toBe(true);
      }
      await panel().screenshot({ path: path.join(root, `tests/artifacts/spot-chart-${viewport.width}.png`) });
    }
    await chartPage.setViewportSize({ width: 1440, height: 900 });
  });

  it('disables the intervals finer than an hourly forex series, saying why, and adds indicator series on its bars', async () => {
    await chartPage.getByRole('button', { name: 'Forex', exact: true }).click();
    // The row's own button, not its favourite star ("EUR/USD: favourite").
    await chartPage
      .getByRole('button', { name: /^EUR\/USD(?!: )/ })
      .first()
      .click();
    await expect.poll(() => panel().getAttribute('data-bar-ms'), { timeout: 20_000 }).toBe('3600000');
    const minute = panel().getByRole('button', { name: '1m (1 minute)', exact: true });
    expect(await minute.isDisabled()).toBe(true);
    expect(await minute.getAttribute('title')).toBe('The feed has no 1 minute series for EUR/USD: its bars are 1 hour');
    expect(await panel().getByRole('button', { name: '4h (4 hours)', exact: true }).isDisabled()).toBe(false);
    // The chart moves itself off an interval the feed lacks, onto the series' own.
    await expect.poll(() => panel().getAttribute('data-interval'), { timeout: 20_000 }).toBe('1h');
    await expect.poll(() => panel().getAttribute('data-status'), { timeout: 20_000 }).toBe('ready');
    expect(Number(await panel().getAttribute('data-candles'))).toBeGreaterThanOrEqual(50);
    expect(await panel().getAttribute('data-series')).toBe('0');
    await press('EMA 9');
    await expect.poll(() => panel().getAttribute('data-series')).toBe('1');
    await press('MACD 12/26/9');
    await expect.poll(() => panel().getAttribute('data-series')).toBe('4');
    expect(await chartPage.getByTestId('chart-insufficient').count()).toBe(0);
  });

  it('ran without a browser error', () => {
    expect(chartErrors).toEqual([]);
  });
});
