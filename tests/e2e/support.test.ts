import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from '../support/admin';
import { launchBrowser } from '../support/browser';
import { root } from '../support/cli';
import { sharedProduct, type RunningProduct } from '../support/product';
import { signInTrader } from '../support/trader-page';

// The support widget and /cabinet/support on the seeded FAQ, signed in through /login as in
// spot-terminal.test.ts. The page runs in English.
let product: RunningProduct;
let browser: Browser;
let page: Page;
let browserErrors: string[] = [];

beforeAll(async () => {
  mkdirSync(path.join(root, 'tests/artifacts'), { recursive: true });
  product = await sharedProduct();
  browser = await launchBrowser();
  ({ page, browserErrors } = await signInTrader(browser, product, {
    next: '/cabinet/support',
    viewport: { width: 1280, height: 1000 },
    storedUser: { id: 'e2e-support', email: 'demo@bourse.local' },
  }));
  if (!page.url().endsWith('/cabinet/support')) await page.goto(`${product.siteUrl}/cabinet/support`);
}, 8 * 60_000);

afterAll(async () => {
  writeFileSync(path.join(root, 'tests/artifacts/support-browser-errors.log'), browserErrors.join('\n'));
  await browser?.close();
  if (product && product.child.exitCode === null) await product.stop();
});

const panel = () => page.getByTestId('support-panel');
const requests = () => page.getByTestId('support-requests');
const traderEmail = () => /trader login: (\S+) \//.exec(product.output())![1]!;

/** The development outbox's messages to an address (the product's data folder), oldest first. */
function mailsTo(to: string): Array<{ subject: string; text: string }> {
  const dir = path.join(product.env.BOURSE_DATA_DIR!, 'outbox');
  return readdirSync(dir)
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as { to: string; subject: string; text: string })
    .filter((message) => message.to === to);
}
const lastBubble = () => panel().locator('[data-testid="support-messages"] li').last();

describe('support', () => {
  it('shows the three cards and the contact block on /cabinet/support', async () => {
    await expect
      .poll(() => page.getByTestId('support-cards').locator('article h2').allTextContents())
      .toEqual(['FAQ', 'Live chat', 'Knowledge base']);
    expect(await page.getByTestId('support-card-kb').locator('a').getAttribute('href')).toBe('/faq');
    await page.getByTestId('support-card-chat').getByTestId('support-chat').waitFor();
    expect(await page.getByTestId('support-contact').textContent()).toContain('E-mail: ');
  });

  it('opens the widget from the keyboard and finds a seeded question despite a typo', async () => {
    await page.getByTestId('support-toggle').focus();
    await page.keyboard.press('Enter');
    await panel().waitFor();
    await page.keyboard.type('verifcation');
    await expect.poll(() => panel().locator('summary').allTextContents()).toEqual(['How long does verification take?']);
    await page.keyboard.press('Escape');
    await panel().waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('support-toggle');
  });

  it('answers a greeting after the typing indicator, and a question from the FAQ', async () => {
    await page.keyboard.press('Enter');
    await panel().getByRole('button', { name: 'Start a chat' }).click();
    await page.keyboard.type('Hello');
    await page.keyboard.press('Enter');
    await panel().getByTestId('support-typing').waitFor();
    await expect.poll(() => lastBubble().textContent()).toContain('Hello! How can I help you?');
    expect(await panel().getByTestId('support-typing').count()).toBe(0);
    await page.keyboard.type('what is the minimum withdrawl?');
    await page.keyboard.press('Enter');
    await expect.poll(() => lastBubble().textContent()).toContain('The minimum withdrawal is 50 USD.');
    // The chat keeps the newest answer in view.
    const list = (await panel().getByTestId('support-messages').boundingBox())!;
    await expect
      .poll(async () => {
        const b = (await lastBubble().boundingBox())!;
        return b.y + b.height <= list.y + list.height + 1;
      })
      .toBe(true);
    await page.screenshot({ path: path.join(root, 'tests/artifacts/support-chat.png') });
  });

  it('sends an e-mail to support and confirms it in the page, not in a browser alert', async () => {
    page.on('dialog', (dialog) => {
      browserErrors.push(`unexpected dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
    const form = page.getByTestId('support-email-form');
    await form.getByRole('button', { name: 'Send message' }).click();
    expect(await form.getByText('Fill in this field').count()).toBe(2);
    await form.getByLabel('Subject').fill('Deposit not credited');
    await form.getByLabel('Message').fill('Sent 100 USDT on TRC20 two hours ago.');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => form.getByRole('status').textContent(), { timeout: 30_000 }).toContain('Message sent successfully');
    const id = /Request No\. (\d+) received/.exec((await form.getByRole('status').textContent())!)![1]!;
    expect(await form.getByLabel('Subject').inputValue()).toBe('');
    // Stored on the server: listed as open under "My requests", and acknowledged by e-mail.
    const row = requests().locator(`[data-id="${id}"]`);
    await expect.poll(() => row.textContent()).toContain('Deposit not credited');
    expect(await row.locator('.support-status').textContent()).toBe('Open');
    // The list's heading sits inside its card, as the forms' headings do, not on its border.
    const card = (await requests().boundingBox())!;
    const heading = (await requests().getByRole('heading', { name: 'My requests' }).boundingBox())!;
    expect(heading.x - card.x).toBeGreaterThanOrEqual(12);
    await expect.poll(() => mailsTo(traderEmail()).map((mail) => mail.subject)).toContain(`We received your request No. ${id}`);
  });

  it('a callback request reaches the admin, and the answer written there reaches the cabinet and the mailbox', async () => {
    const form = page.getByTestId('callback-form');
    await form.getByLabel('Phone').fill('+7 900 555-01-02');
    await form.getByRole('button', { name: 'Request a callback' }).click();
    await expect.poll(() => form.getByRole('status').textContent(), { timeout: 30_000 }).toContain('received');
    const id = /Request No\. (\d+) received/.exec((await form.getByRole('status').textContent())!)![1]!;

    const staff = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const admin = adminSession(product, staff);
    await admin.signIn();
    await staff.goto(`${product.cmsUrl}/admin/collections/support-requests`);
    await expect.poll(() => staff.locator('table').textContent(), { timeout: 60_000 }).toContain('+7 900 555-01-02 · Что случилось?');
    await staff.goto(`${product.cmsUrl}/admin/collections/support-requests/${id}`);
    const answer = staff.locator('#field-answer');
    await answer.waitFor({ timeout: 60_000 });
    expect(await staff.locator('#field-callback__phone').inputValue()).toBe('+7 900 555-01-02');
    await answer.fill('We will call you tomorrow at 10:56 Moscow time.');
    await staff.locator('#action-save').click();
    await expect
      .poll(async () => (await admin.api<{ status: string }>(`/support-requests/${id}`)).body.status, { timeout: 30_000 })
      .toBe('answered');
    await staff.close();

    await page.reload();
    const row = requests().locator(`[data-id="${id}"]`);
    await expect.poll(() => row.locator('.support-status').textContent(), { timeout: 30_000 }).toBe('Answered');
    expect(await row.getByTestId('support-request-answer').textContent()).toContain('We will call you tomorrow at 10:56 Moscow time.');
    const mail = mailsTo(traderEmail()).find((message) => message.subject === `Answer to your request No. ${id}`);
    expect(mail?.text).toContain('We will call you tomorrow at 10:56 Moscow time.');
  });

  it('the chat hands over to a request when the trader asks for an operator', async () => {
    const chat = page.getByTestId('support-card-chat').getByTestId('support-chat');
    await chat.locator('textarea').fill('My withdrawal is stuck, I need an operator');
    await chat.locator('textarea').press('Enter');
    await chat.getByRole('button', { name: 'Send as a request' }).click();
    await expect
      .poll(() => chat.locator('[data-testid="support-messages"] li').last().textContent(), { timeout: 30_000 })
      .toMatch(/Request No\. \d+ created/);
    const id = /Request No\. (\d+) created/.exec((await chat.locator('[data-testid="support-messages"] li').last().textContent())!)![1]!;
    const row = requests().locator(`[data-id="${id}"]`);
    await expect.poll(() => row.textContent()).toContain('From the chat');
    expect(await row.textContent()).toContain('My withdrawal is stuck, I need an operator');
  });

  it('logged no browser errors', () => {
    expect(browserErrors).toEqual([]);
  });
});
