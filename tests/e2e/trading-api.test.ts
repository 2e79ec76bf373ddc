import { createHmac } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import nodePath from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cabinetLookFindings } from '../support/cabinet-look';
import { root, runBourse } from '../support/cli';
import type { RunningProduct } from '../support/product';
import { endJourney, startSignedInJourney, type SignedInJourney } from '../support/trader-page';

// A key made in the cabinet's security settings, shown once, used by a script that speaks
// Binance's signed API to the trading API (as a bot would, from outside the browser), its order in
// the trader's account, then revoked in the cabinet: the script's next call is refused with -2015.

let journey: SignedInJourney;
let product: RunningProduct;
let page: Page;
let browserErrors: string[];
let password: string;
const artifacts = nodePath.join(root, 'tests/artifacts');
const made = { apiKey: '', secret: '' };

/** A signed call of the trading API from this process, as a bot signs one. */
async function signed(method: string, path: string, params: Record<string, string>) {
  const query = new URLSearchParams({ ...params, timestamp: String(Date.now()) }).toString();
  const signature = createHmac('sha256', made.secret).update(query).digest('hex');
  const answer = await fetch(`http://localhost:${product.ports.engine}${path}?${query}&signature=${signature}`, {
    method,
    headers: { 'x-mbx-apikey': made.apiKey },
  });
  return { status: answer.status, body: (await answer.json()) as any };
}

beforeAll(async () => {
  journey = await startSignedInJourney({ next: '/cabinet/settings/security', viewport: { width: 1440, height: 900 } });
  ({ product, page, browserErrors } = journey);
  password = /trader login: \S+ \/ (\S+)/.exec(product.output())![1]!;
  mkdirSync(artifacts, { recursive: true });
}, 900_000);
afterAll(async () => endJourney(journey));

describe('a trading API key from the cabinet', () => {
  it('is made with the password and shown once, key and secret', async () => {
    const keys = page.getByTestId('api-keys');
    await expect.poll(() => keys.textContent(), { timeout: 30_000 }).toContain('of 30 keys');
    await keys.getByRole('button', { name: 'Create key' }).click();
    const form = page.getByTestId('api-key-form');
    await form.getByLabel('Label').fill('journey bot');
    await form.getByLabel('Read and trade').check();
    await form.getByLabel('Your password').fill('not the password');
    await form.getByRole('button', { name: 'Create key' }).click();
    await expect.poll(() => form.getByRole('alert').textContent()).toBe('The password is not right.');
    await page.screenshot({ path: nodePath.join(artifacts, 'api-key-form-1440.png') });
    await form.getByLabel('Your password').fill(password);
    await form.getByRole('button', { name: 'Create key' }).click();
    const shown = page.getByTestId('api-key-dialog');
    await expect.poll(() => shown.count(), { timeout: 30_000 }).toBe(1);
    made.apiKey = await shown.locator('input[name="apiKey"]').inputValue();
    made.secret = await shown.locator('input[name="secret"]').inputValue();
    expect(made.apiKey).toMatch(/^[A-Za-z0-9]{64}$/);
    expect(made.secret).toMatch(/^[A-Za-z0-9]{64}$/);
    expect(await shown.textContent()).toContain('shown only once');
    await page.screenshot({ path: nodePath.join(artifacts, 'api-key-secret-1440.png') });
    await shown.getByRole('button', { name: 'Close' }).click();
    expect(await page.locator('input[name="secret"]').count()).toBe(0);
    await page.reload();
    await expect.poll(() => keys.getByTestId('api-key-row').filter({ hasText: 'journey bot' }).count(), { timeout: 30_000 }).toBe(1);
    expect(await keys.textContent()).not.toContain(made.secret);
  });

  it('lets a script place an order on the trader’s account, which the terminal’s open orders show', async () => {
    const price = Number((await (await fetch(`http://localhost:${product.ports.engine}/api/v3/ticker/price?symbol=BTCUSDT`)).json()).price);
    const placed = await signed('POST', '/api/v3/order', {
      symbol: 'BTCUSDT',
      side: 'BUY',
      type: 'LIMIT',
      timeInForce: 'GTC',
      quantity: '0.001',
      price: (Math.floor(price * 0.7 * 100) / 100).toFixed(2),
      newClientOrderId: 'journey-bot-1',
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    // The account API the cabinet's pages read (same origin, the trader's cookie) has the bot's order.
    const open = await page.evaluate(async () => {
      const accounts = (await (await fetch('/api/trading/accounts')).json()).data as { id: number; slot: string }[];
      const demo = accounts.find((a) => a.slot === 'demo')!;
      const state = (await (await fetch(`/api/trading/accounts/${demo.id}`)).json()).data;
      return state.openOrders.map((o: { clientOrderId: string }) => o.clientOrderId);
    });
    expect(open).toContain('journey-bot-1');
    // And the terminal's open orders show it: one engine, two doors.
    await page.goto(`${product.siteUrl}/cabinet/orders/open`, { waitUntil: 'load' });
    const row = page.locator(`[data-testid="orders-open"] tr[data-order-id="${placed.body.orderId}"]`);
    await expect.poll(() => row.count(), { timeout: 30_000 }).toBe(1);
    await page.goto(`${product.siteUrl}/cabinet/settings/security`, { waitUntil: 'load' });
    const keys = page.getByTestId('api-keys');
    await expect
      .poll(() => keys.getByTestId('api-key-row').filter({ hasText: 'journey bot' }).textContent(), { timeout: 30_000 })
      .not.toContain('Last used: never');
  });

  it('shows the addresses bots use, the ones bourse start prints', async () => {
    const banner = /trading API\s+(\S+)/.exec(product.output())![1]!;
    expect(banner).toBe(`http://localhost:${product.ports.engine}`);
    const addresses = page.getByTestId('api-addresses');
    await expect.poll(() => addresses.locator('input[name="apiRest"]').inputValue(), { timeout: 30_000 }).toBe(banner);
    const ws = banner.replace('http', 'ws');
    expect(await addresses.locator('input[name="apiWebSocket"]').inputValue()).toBe(`${ws}/ws-api/v3`);
    expect(await addresses.locator('input[name="apiUserStream"]').inputValue()).toBe(`${ws}/ws`);
    // The address works: Binance's public time endpoint answers there.
    expect((await fetch(`${banner}/api/v3/time`)).status).toBe(200);
  });

  it('fits a phone and reads in both schemes, in every theme and language', async () => {
    // Every theme in English and Russian at both sizes; German and Spanish (the longest
    // and the widest texts) on a phone.
    const pages = (theme: string) => [
      ...['/cabinet/settings/security', '/ru/cabinet/settings/security'].flatMap((path) => [390, 1440].map((width) => ({ path, width }))),
      ...(theme === 'exchange' ? ['/de', '/es'].map((lang) => ({ path: `${lang}/cabinet/settings/security`, width: 390 })) : []),
    ];
    for (const theme of ['exchange', 'dark-brand', 'simple'] as const) {
      expect((await runBourse(['theme', 'use', theme], product.env)).code).toBe(0);
      for (const scheme of ['light', 'dark'] as const) {
        await page.evaluate(
          (choice) => localStorage.setItem('cabinetSettings', JSON.stringify({ v: 1, data: { colorScheme: choice } })),
          scheme,
        );
        for (const { path, width } of pages(theme)) {
          await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
          await page.goto(`${product.siteUrl}${path}`, { waitUntil: 'load' });
          await expect.poll(() => page.getByTestId('api-key-row').count(), { timeout: 30_000 }).toBeGreaterThan(0);
          await expect.poll(() => page.locator('html').getAttribute('data-theme'), { timeout: 30_000 }).toBe(theme);
          const lang = /^\/(ru|de|es)\//.exec(path)?.[1];
          const name = `api-keys-${theme}-${scheme}-${width}${lang ? `-${lang}` : ''}.png`;
          await page.screenshot({ path: nodePath.join(artifacts, name), fullPage: true });
          expect(await cabinetLookFindings(page, scheme, { contrast: true })).toEqual([]);
          // Each address and its Copy button inside the screen's width.
          const addresses = page.getByTestId('api-addresses');
          for (const control of [...(await addresses.locator('input').all()), ...(await addresses.getByRole('button').all())]) {
            const box = (await control.boundingBox())!;
            expect(box.x).toBeGreaterThanOrEqual(0);
            expect(box.x + box.width).toBeLessThanOrEqual(width);
          }
        }
      }
    }
    expect((await runBourse(['theme', 'use', 'exchange'], product.env)).code).toBe(0);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${product.siteUrl}/cabinet/settings/security`, { waitUntil: 'load' });
  }, 900_000);

  it('once revoked in the cabinet, refuses the script’s next call with -2015', async () => {
    const keys = page.getByTestId('api-keys');
    const row = keys.getByTestId('api-key-row').filter({ hasText: 'journey bot' });
    await expect.poll(() => row.count(), { timeout: 30_000 }).toBe(1);
    await row.getByRole('button', { name: 'Revoke: journey bot' }).click();
    const confirm = page.getByTestId('api-key-revoke');
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expect.poll(() => page.getByTestId('api-key-notice').textContent()).toBe('Key revoked');
    expect(await row.count()).toBe(0);
    const after = await signed('GET', '/api/v3/account', {});
    expect([after.status, after.body.code]).toEqual([401, -2015]);
  });

  it('logged no browser errors on the way', () => {
    // The wrong password was refused with 422 on purpose: the browser logs any 4xx answer.
    const wrongPassword = /api-keys|security: Failed to load resource: the server responded with a status of 422/;
    expect(browserErrors.filter((error) => !wrongPassword.test(error))).toEqual([]);
    expect(browserErrors.length).toBeLessThanOrEqual(1);
  });
});
