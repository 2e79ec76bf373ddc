import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningProduct } from '../support/product';
import { endJourney, startSignedInJourney, type SignedInJourney } from '../support/trader-page';

// Signs in through /login; the page's SessionKeeper fills the browser-side session from the
// cookie, and the verification state is kept in this browser under `verification`, by user id.
let journey: SignedInJourney;
let product: RunningProduct;
let page: Page;
let browserErrors: string[] = [];

beforeAll(async () => {
  journey = await startSignedInJourney({ next: '/cabinet/wallet/verification', viewport: { width: 1280, height: 1000 } });
  ({ product, page, browserErrors } = journey);
});

afterAll(() => endJourney(journey));

const badge = () => page.getByTestId('verification-badge');
const contact = (channel: string) => page.getByTestId(`contact-${channel}`);
const dialog = () => page.getByTestId('upload-dialog');
const file = (name: string, mimeType: string, bytes: number) => ({ name, mimeType, buffer: Buffer.alloc(bytes, 1) });

async function upload(kind: string, chosen: ReturnType<typeof file>): Promise<void> {
  await page.locator(`#upload-${kind}`).click();
  await dialog().locator('input[type="file"]').setInputFiles(chosen);
  await dialog().getByRole('button', { name: 'Upload' }).click();
  await expect.poll(() => dialog().count(), { timeout: 5_000 }).toBe(0);
  await expect.poll(() => page.getByTestId(`document-${kind}-file`).textContent()).toContain(chosen.name);
}

describe('identity verification', () => {
  it('confirms e-mail and phone with the test codes after refusing a wrong one', async () => {
    await page.goto(`${product.siteUrl}/cabinet/wallet/verification`);
    await expect.poll(() => badge().textContent(), { timeout: 20_000 }).toBe('KYC not passed');
    expect(await page.getByTestId('verification-email').textContent()).toContain('@');
    await contact('email').getByRole('button', { name: 'Send code' }).click();
    await contact('email').getByLabel('E-mail confirmation code').fill('111111');
    await contact('email').getByRole('button', { name: 'Confirm' }).click();
    expect(await contact('email').getByRole('alert').textContent()).toBe('Invalid confirmation code');
    await contact('email').getByLabel('E-mail confirmation code').fill('123456');
    await contact('email').getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => page.getByTestId('contact-email-status').textContent()).toBe('Confirmed');
    await contact('phone').getByRole('button', { name: 'Send code' }).click();
    await contact('phone').getByLabel('Phone confirmation code').fill('000000');
    await contact('phone').getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => page.getByTestId('level-basic-state').textContent()).toBe('✓ Completed');
  });

  it('refuses a text file and an oversize image, then takes three documents and grants Plus', async () => {
    const getPlus = page.getByTestId('level-plus').getByRole('button', { name: /Get Plus status|Processing/ });
    expect(await getPlus.isDisabled()).toBe(true);
    await page.locator('#upload-passport').click();
    const input = dialog().locator('input[type="file"]');
    await input.setInputFiles(file('notes.txt', 'text/plain', 20));
    expect(await dialog().getByRole('alert').textContent()).toBe('Unsupported file format. Allowed: JPG, PNG, PDF');
    await input.setInputFiles(file('huge.png', 'image/png', 5 * 1024 * 1024 + 1));
    expect(await dialog().getByRole('alert').textContent()).toBe('The file is too large. Maximum size: 5MB');
    expect(await dialog().getByRole('button', { name: 'Upload' }).isDisabled()).toBe(true);
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    await upload('passport', file('passport.png', 'image/png', 2048));
    expect(await page.getByTestId('document-passport-file').textContent()).toBe('passport.png · 2 KB');
    await upload('address', file('utility-bill.pdf', 'application/pdf', 1500));
    expect(await getPlus.isDisabled()).toBe(true);
    await upload('selfie', file('selfie.jpg', 'image/jpeg', 3000));
    await getPlus.click();
    expect(await getPlus.textContent()).toBe('Processing...');
    await expect.poll(() => badge().textContent(), { timeout: 10_000 }).toBe('Verification passed');
  });

  it('keeps the passed state after a reload, and reads Russian at /ru/cabinet/wallet/verification', async () => {
    await page.reload();
    await expect.poll(() => badge().textContent(), { timeout: 20_000 }).toBe('Verification passed');
    expect(await page.getByTestId('document-selfie-file').textContent()).toContain('selfie.jpg');
    await page.goto(`${product.siteUrl}/ru/cabinet/wallet/verification`);
    expect(await page.locator('h1').first().textContent()).toBe('Верификация личности');
    await expect.poll(() => badge().textContent(), { timeout: 20_000 }).toBe('Верификация пройдена');
    expect(await page.getByRole('heading', { name: 'Верификация Plus' }).count()).toBe(1);
    expect(await page.getByTestId('level-basic').textContent()).toContain('Лимит на фиат');
  });

  it('logged no browser errors on the way', () => {
    expect(browserErrors).toEqual([]);
  });
});
