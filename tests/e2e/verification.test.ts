import http from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from '../support/admin';
import { launchBrowser } from '../support/browser';
import { lookAtCabinetPage } from '../support/cabinet-look';
import { sharedProduct, type RunningProduct } from '../support/product';
import { outboxTo, registerTrader, signInAs } from '../support/trader-page';

// Verification on the server, for a trader registered for this journey (the shared product's demo
// trader keeps its level for the other journeys): phone code from the outbox, documents checked by
// their bytes (through the site and at the CMS directly), staff's rejection and approval in the
// admin, and the level and statuses the cabinet shows after each.
let product: RunningProduct;
let browser: Browser;
let page: Page;
let browserErrors: string[] = [];
const email = `kyc-${Date.now().toString(36)}@example.com`;
const password = 'verify me properly 42';

const outbox = (to: string) => outboxTo(product, to);

/** A one-page PDF with its objects, cross-reference table and trailer. */
function onePagePdf(): Buffer {
  const objects = ['1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj', '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj'];
  let text = '%PDF-1.4\n';
  const offsets = objects.map((object) => {
    const at = text.length;
    text += `${object}\n`;
    return at;
  });
  const xref = text.length;
  text += `xref\n0 3\n0000000000 65535 f \n${offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('')}`;
  return Buffer.from(`${text}trailer << /Size 3 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`, 'latin1');
}

beforeAll(async () => {
  product = await sharedProduct();
  browser = await launchBrowser();
  await registerTrader(product, email, password);
  ({ page, browserErrors } = await signInAs(browser, product, email, password, '/cabinet/wallet/verification'));
}, 10 * 60_000);

afterAll(async () => {
  await browser?.close();
});

const level = () => page.getByTestId('verification-level');
const badge = () => page.getByTestId('verification-badge');
const dialog = () => page.getByTestId('upload-dialog');
const phone = () => page.getByTestId('contact-phone');

async function choose(kind: string, name: string, mimeType: string, buffer: Buffer) {
  await page.locator(`#upload-${kind}`).click();
  await dialog().locator('input[type="file"]').setInputFiles({ name, mimeType, buffer });
  await dialog().getByRole('button', { name: 'Upload' }).click();
}
async function upload(kind: string, name: string, mimeType: string, buffer: Buffer) {
  await choose(kind, name, mimeType, buffer);
  await expect.poll(() => dialog().count(), { timeout: 30_000 }).toBe(0);
  await expect.poll(() => page.getByTestId(`document-${kind}-file`).textContent()).toContain(name);
}
/**
 * The CMS's own address, with the trader's session cookie, as a script would call it past the
 * site. Sent with node:http, which reads an answer the server gives before the body is through
 * (a 413 for a body over the limit comes at once, and the socket closes under the rest).
 */
async function atCms(form: FormData): Promise<{ status: number; code?: string }> {
  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name.endsWith('bourse-session'))!;
  const encoded = new Request('http://x/', { method: 'POST', body: form });
  const body = Buffer.from(await encoded.arrayBuffer());
  return new Promise<{ status: number; code?: string }>((resolve, reject) => {
    const request = http.request(`${product.cmsUrl}/api/verification/documents`, {
      method: 'POST',
      headers: {
        cookie: `${session.name}=${session.value}`,
        origin: product.siteUrl,
        'content-type': encoded.headers.get('content-type')!,
        'content-length': String(body.length),
      },
    });
    let answered = false;
    request.on('response', (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const parsed = (() => {
          try {
            return JSON.parse(Buffer.concat(chunks).toString('utf8')) as { validationErrors?: Array<{ code: string }> };
          } catch {
            return {};
          }
        })();
        resolve({ status: response.statusCode!, code: parsed.validationErrors?.[0]?.code });
      });
    });
    // A server that answers early may close the socket under the body's rest: that is its refusal too.
    request.on('error', (error: NodeJS.ErrnoException) =>
      answered ? undefined : ['EPIPE', 'ECONNRESET'].includes(error.code ?? '') ? resolve({ status: 0, code: error.code }) : reject(error),
    );
    request.end(body);
  });
}
const WITHDRAW_ADDRESS = 'T' + 'K'.repeat(33);
const limitCard = () => page.getByTestId('withdraw-limit');
const withdrawMessage = () => page.getByTestId('withdraw-message');

/** The withdraw page's form as the trader fills it: USDT on TRC20 to the whitelisted address, the test codes. */
async function tryWithdrawal(amount: string, path = '/cabinet/wallet/withdraw'): Promise<string> {
  await page.goto(`${product.siteUrl}${path}`);
  await expect.poll(() => limitCard().count(), { timeout: 60_000 }).toBe(1);
  await page.getByRole('radio', { name: /^USDT ·/ }).click();
  await page.locator('select[name="network"]').selectOption('TRC20');
  await page.locator('input[name="address"]').fill(WITHDRAW_ADDRESS);
  await page.locator('input[name="amount"]').fill(amount);
  await page.locator('input[name="twoFactorCode"]').fill('123456');
  await page.locator('input[name="emailCode"]').fill('123456');
  await page.locator('form.withdraw-form button[type="submit"]').click();
  await expect.poll(() => withdrawMessage().count(), { timeout: 30_000 }).toBe(1);
  return (await withdrawMessage().textContent()) ?? '';
}
const formOf = (kind: string, name: string, buffer: Buffer) => {
  const form = new FormData();
  form.set('kind', kind);
  form.set('file', new File([new Uint8Array(buffer)], name));
  return form;
};

describe('identity verification on the server', () => {
  it('before verification the withdraw page says withdrawals wait for it, and the server refuses one', async () => {
    const whitelisted = await page.evaluate(async (address) => {
      const answer = await fetch('/api/trading/addresses', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ address, network: 'TRC20' }),
      });
      return answer.status;
    }, WITHDRAW_ADDRESS);
    expect(whitelisted).toBe(201);
    expect(await tryWithdrawal('100')).toBe('Withdrawals open after verification: confirm your e-mail and phone in Verification.');
    expect(await limitCard().getAttribute('data-level')).toBe('none');
    expect(await limitCard().textContent()).toContain('Withdrawals open after verification');
    expect(await limitCard().getByRole('link', { name: 'Go to verification →' }).getAttribute('href')).toBe('/cabinet/wallet/verification');
    await page.goto(`${product.siteUrl}/cabinet/wallet/verification`);
  });

  it('starts unverified, with the e-mail confirmed as on the profile, and confirms the phone with the code sent to it', async () => {
    await expect.poll(() => level().textContent(), { timeout: 60_000 }).toBe('Your level: not verified');
    expect(await page.getByTestId('contact-email-status').textContent()).toBe('Confirmed');
    expect(await phone().textContent()).toContain('Add your phone number in personal data');
    const saved = await page.evaluate(async () => {
      const answer = await fetch('/api/user/profile', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone: '+7 900 555-66-77', dateOfBirth: '1990-05-14' }),
      });
      return answer.status;
    });
    expect(saved).toBe(200);
    await page.reload();
    await phone().getByRole('button', { name: 'Send code' }).click();
    await expect.poll(() => page.getByTestId('contact-phone-status').textContent(), { timeout: 30_000 }).toBe('Code sent');
    const code = /\b(\d{6})\b/.exec(outbox('sms:+79005556677').at(-1)!.text)![1]!;
    await phone()
      .locator('input[name="phone-code"]')
      .fill(code === '000000' ? '111111' : '000000');
    await phone().getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => phone().getByRole('alert').textContent()).toBe('Invalid confirmation code');
    await phone().locator('input[name="phone-code"]').fill(code);
    await phone().getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => level().textContent(), { timeout: 30_000 }).toBe('Your level: Verification');
    expect(await page.getByTestId('contact-phone-status').textContent()).toBe('Confirmed');
    await page.goto(`${product.siteUrl}/cabinet/profile/personal`);
    await expect
      .poll(() => page.locator('[data-field="phone"]').first().textContent(), { timeout: 60_000 })
      .toBe('+7 900 555-66-77 (Confirmed)');
    await page.goto(`${product.siteUrl}/cabinet/wallet/verification`);
  });

  it('with the basic level a 60,000 USDT withdrawal is refused with what is left of 50,000 USD, in English and Russian', async () => {
    expect(await tryWithdrawal('60000')).toBe('This withdrawal is above your daily limit of 50,000 USD (last 24 hours): 50,000 USD left.');
    expect(await limitCard().textContent()).toContain('50,000 of 50,000 USD left in the last 24 hours');
    expect(await limitCard().textContent()).toContain('Verification Plus raises it to 2,000,000 USD a day.');
    const ru = (await tryWithdrawal('60000', '/ru/cabinet/wallet/withdraw')).replace(/\s/g, ' ');
    expect(ru).toBe('Сумма превышает дневной лимит 50 000 USD (за последние 24 часа): осталось 50 000 USD');
    // Looked at in both schemes, on a desktop and a phone: drawn in the scheme, nothing wider than
    // the screen, every text readable; the limit card above the form and as wide as it.
    const problems = await lookAtCabinetPage(page, {
      siteUrl: product.siteUrl,
      name: 'withdraw-limit',
      addresses: [
        ['en', '/cabinet/wallet/withdraw'],
        ['ru', '/ru/cabinet/wallet/withdraw'],
      ],
      ready: () => expect.poll(() => limitCard().count(), { timeout: 60_000 }).toBe(1),
      own: async () => {
        const card = (await limitCard().boundingBox())!;
        const form = (await page.locator('form.withdraw-form').boundingBox())!;
        const found: string[] = [];
        if (card.y + card.height > form.y) found.push('the limit card overlaps the form');
        if (Math.abs(card.width - form.width) > 1) found.push(`the card is ${card.width} px wide, the form ${form.width} px`);
        return found;
      },
    });
    await page.goto(`${product.siteUrl}/cabinet/wallet/verification`);
    expect(problems).toEqual([]);
  });

  it('refuses a renamed program and a 45-byte "PDF" by their bytes, in the dialog', async () => {
    await choose('passport', 'passport.png', 'image/png', Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(4000, 0x41)]));
    await expect
      .poll(() => dialog().getByRole('alert').textContent(), { timeout: 30_000 })
      .toBe('Unsupported file format. Allowed: JPG, PNG, PDF');
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    await choose('address', 'bill.pdf', 'application/pdf', Buffer.from(`%PDF-1.7\n${'x'.repeat(35)}\n`, 'latin1'));
    await expect.poll(() => dialog().getByRole('alert').textContent(), { timeout: 30_000 }).toContain('The file is damaged or incomplete');
    await dialog().getByRole('button', { name: 'Cancel' }).click();
  });

  it('refuses an 11 MB file, a renamed program and a path trick at the CMS directly, as through the site', async () => {
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(11 * 1024 * 1024, 0x20), Buffer.from([0xff, 0xd9])]);
    // 413 before the body is read (or the socket closed under the rest of it).
    expect([413, 0]).toContain((await atCms(formOf('passport', 'big.jpg', big))).status);
    expect(await atCms(formOf('passport', 'selfie.png', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100)])))).toEqual({
      status: 400,
      code: 'FILE_TYPE',
    });
    const trick = await atCms(formOf('selfie', '../../../etc/passwd.png', await page.screenshot()));
    expect(trick.status).toBe(400);
    const throughSite = await page.evaluate(
      async (size) => {
        const form = new FormData();
        form.set('kind', 'passport');
        form.set('file', new File([new Uint8Array(size)], 'big.jpg', { type: 'image/jpeg' }));
        return (await fetch('/api/verification/documents', { method: 'POST', body: form })).status;
      },
      11 * 1024 * 1024,
    );
    expect(throughSite).toBe(413);
    await page.reload();
    await expect.poll(() => page.getByTestId('document-passport-file').textContent(), { timeout: 60_000 }).toBe('Not uploaded');
  });

  it('sends three real documents; the level changes only when staff approve, after a rejection with a reason', async () => {
    await upload('passport', 'passport.jpg', 'image/jpeg', await page.screenshot({ type: 'jpeg' }));
    await upload('address', 'bill.pdf', 'application/pdf', onePagePdf());
    await upload('selfie', 'selfie.png', 'image/png', await page.screenshot());
    await page.getByRole('button', { name: 'Get Plus status' }).click();
    await expect.poll(() => page.getByTestId('plus-status').textContent(), { timeout: 30_000 }).toContain('Under review');
    expect(await badge().textContent()).toBe('Under review');
    expect(await level().textContent()).toBe('Your level: Verification');

    const staff = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const admin = adminSession(product, staff);
    await admin.signIn();
    const found = await admin.api<{ docs: Array<{ id: number; status: string }> }>(
      `/verification-requests?where[title][equals]=${encodeURIComponent(`${email}: Verification Plus`)}`,
    );
    const id = found.body.docs[0]!.id;
    await staff.goto(`${product.cmsUrl}/admin/collections/verification-requests/${id}`);
    await staff.locator('#field-status').click();
    await staff.locator('.rs__option', { hasText: /^rejected$/ }).click();
    await staff.locator('#field-reason').fill('The selfie must show your face and the passport together.');
    await staff.locator('#action-save').click();
    await expect
      .poll(async () => (await admin.api<{ status: string }>(`/verification-requests/${id}`)).body.status, { timeout: 30_000 })
      .toBe('rejected');

    await page.reload();
    await expect
      .poll(() => page.getByTestId('plus-reason').textContent(), { timeout: 60_000 })
      .toContain('The selfie must show your face and the passport together.');
    expect(await badge().textContent()).toBe('Verification failed');
    await upload('selfie', 'selfie-with-passport.jpg', 'image/jpeg', await page.screenshot({ type: 'jpeg', quality: 60 }));
    await page.getByRole('button', { name: 'Get Plus status' }).click();
    await expect.poll(() => page.getByTestId('plus-status').textContent(), { timeout: 30_000 }).toContain('Under review');

    const again = await admin.api<{ docs: Array<{ id: number }> }>(`/verification-requests?where[status][equals]=pending&sort=-createdAt`);
    const second = again.body.docs[0]!.id;
    await staff.goto(`${product.cmsUrl}/admin/collections/verification-requests/${second}`);
    await staff.locator('#field-status').click();
    await staff.locator('.rs__option', { hasText: /^approved$/ }).click();
    await staff.locator('#action-save').click();
    await expect
      .poll(async () => (await admin.api<{ status: string }>(`/verification-requests/${second}`)).body.status, { timeout: 30_000 })
      .toBe('approved');
    // The document files are private: the staff open them, nobody else.
    const doc = await admin.api<{ docs: Array<{ filename: string }> }>(`/kyc-documents?limit=1`);
    const fileUrl = `${product.cmsUrl}/api/kyc-documents/file/${doc.body.docs[0]!.filename}`;
    expect((await fetch(fileUrl)).status).toBe(403);
    await staff.close();

    await page.reload();
    await expect.poll(() => level().textContent(), { timeout: 60_000 }).toBe('Your level: Verification Plus');
    expect(await badge().textContent()).toBe('Verification passed');
  });

  it('with Plus approved in the admin the same 60,000 USDT goes through, and the page shows what is left of 2,000,000', async () => {
    expect(await tryWithdrawal('60000')).toBe('Withdrawal accepted');
    await expect
      .poll(() => limitCard().textContent(), { timeout: 30_000 })
      .toContain('1,940,000 of 2,000,000 USD left in the last 24 hours');
    expect(await limitCard().getAttribute('data-level')).toBe('plus');
    expect(await page.getByTestId('withdraw-history').locator('tr[data-status="pending"]').count()).toBe(1);
  });

  it('logged no browser errors on the way', () => {
    // The refusals above are answers the page expects (400, 413, and the withdrawals' 422), which the
    // browser logs as failed loads.
    expect(browserErrors.filter((line) => !/status of (400|413|422)/.test(line))).toEqual([]);
  });
});
