// @vitest-environment happy-dom
import { act } from 'react';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_DOCUMENT_BYTES } from '../model/verification';
import { $verification, $verificationSummary, confirmCode, sendCode, uploadDocument, useVerificationStorage } from '../store/verification';
import { press, unmount } from '../../test-support/dom';
import { cleanup, click, render, signIn, type, within } from '../../ui/spot/order-form-harness';
import { VerificationPanel } from './VerificationPanel';

const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
const q = <T extends Element = HTMLElement>(host: ParentNode, testId: string) => host.querySelector<T>(`[data-testid="${testId}"]`)!;
const codeInput = (host: HTMLElement, channel: string) => host.querySelector<HTMLInputElement>(`input[name="${channel}-code"]`)!;
const alertIn = (row: HTMLElement) => row.querySelector('[role="alert"]')?.textContent ?? null;

async function choose(input: HTMLInputElement, file: File): Promise<void> {
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => void input.dispatchEvent(new Event('change', { bubbles: true })));
}
const pngOf = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const now = () => Promise.resolve();
async function seedDocuments(): Promise<void> {
  for (const kind of ['address', 'passport', 'selfie'] as const)
    await uploadDocument(kind, { name: `${kind}.pdf`, size: 3000, type: 'application/pdf' }, now);
}
function seedContacts(): void {
  for (const channel of ['email', 'phone'] as const) {
    sendCode(channel);
    confirmCode(channel, '123456');
  }
}

beforeEach(() => {
  useVerificationStorage(localStorage);
  signIn();
  vi.useFakeTimers();
});
afterEach(async () => {
  vi.useRealTimers();
  await cleanup();
  cleanStores($verification, $verificationSummary);
});

describe('verification panel', () => {
  it('shows the trader, the not-passed badge, both levels with their limits, and says what is simulated', async () => {
    const host = await render(<VerificationPanel locale="ru" />);
    expect(q(host, 'verification-avatar').textContent).toBe('D');
    expect(q(host, 'verification-email').textContent).toBe('demo@bourse.local');
    expect(q(host, 'verification-user-id').textContent).toBe('t1');
    expect(q(host, 'verification-badge').textContent).toBe('KYC не пройден');
    expect(host.querySelector('[role="note"]')?.textContent).toMatch(/Симуляция.*123456.*000000/);
    expect(q(host, 'level-basic').textContent?.replace(/\s/g, ' ')).toContain('Лимит на фиат: 50 тыс. USD в сутки');
    expect(q(host, 'level-plus').textContent?.replace(/\s/g, ' ')).toContain('Лимит на фиат: 2 млн USD в сутки');
    expect(q(host, 'level-basic-state').textContent).toBe('Не пройдена');
  });

  it('confirms e-mail and phone only with a sent, correct code, showing each error under its row', async () => {
    const host = await render(<VerificationPanel locale="ru" />);
    const email = q(host, 'contact-email');
    expect(within(email).getByRole('button', { name: 'Подтвердить' }).hasAttribute('disabled')).toBe(true);
    await click(within(email).getByRole('button', { name: 'Отправить код' }));
    expect(q(host, 'contact-email-status').textContent).toBe('Код отправлен');
    await click(within(email).getByRole('button', { name: 'Подтвердить' }));
    expect(alertIn(email)).toBe('Введите код подтверждения.');
    await type(codeInput(host, 'email'), '123455');
    await click(within(email).getByRole('button', { name: 'Подтвердить' }));
    expect(alertIn(email)).toBe('Неверный код подтверждения');
    expect(q(host, 'contact-email-status').textContent).toBe('Не подтверждён: неверный код');
    expect(alertIn(q(host, 'contact-phone'))).toBeNull();
    await type(codeInput(host, 'email'), '123456');
    await click(within(email).getByRole('button', { name: 'Подтвердить' }));
    expect(q(host, 'contact-email-status').textContent).toBe('Подтверждён');
    expect(alertIn(email)).toBeNull();
    expect(codeInput(host, 'email')).toBeNull();
    expect(q(host, 'level-basic-state').textContent).toBe('Не пройдена');
    const phone = q(host, 'contact-phone');
    await click(within(phone).getByRole('button', { name: 'Отправить код' }));
    await type(codeInput(host, 'phone'), '000000');
    await click(within(phone).getByRole('button', { name: 'Подтвердить' }));
    expect(q(host, 'level-basic-state').textContent).toBe('✓ Пройдена');
    expect(q(host, 'verification-badge').textContent).toBe('KYC не пройден');
  });

  it('refuses an oversize or unsupported file, then uploads a valid one in about a second', async () => {
    const host = await render(<VerificationPanel locale="ru" />);
    await click(host.querySelector('#upload-passport')!);
    const dialog = q(host, 'upload-dialog');
    expect(dialog.getAttribute('role')).toBe('dialog');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toContain('Документ, удостоверяющий личность');
    const submit = within(dialog).getByRole('button', { name: 'Загрузить' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await choose(input, pngOf('huge.png', MAX_DOCUMENT_BYTES + 1));
    expect(alertIn(dialog)).toBe('Файл слишком большой. Максимальный размер: 5MB');
    expect(submit.hasAttribute('disabled')).toBe(true);
    await choose(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(alertIn(dialog)).toBe('Неподдерживаемый формат файла. Разрешены: JPG, PNG, PDF');
    await choose(input, pngOf('passport.png', MAX_DOCUMENT_BYTES));
    expect(alertIn(dialog)).toBeNull();
    expect(q(dialog, 'upload-chosen').textContent).toContain('passport.png (5 MB)');
    await click(submit);
    expect(dialog.querySelector('[role="status"]')?.textContent).toBe('Загрузка...');
    await advance(999);
    expect(q(host, 'upload-dialog')).not.toBeNull();
    await advance(1);
    expect(q(host, 'upload-dialog')).toBeNull();
    expect(q(host, 'document-passport-file').textContent).toBe('passport.png · 5 MB');
    expect(document.activeElement?.id).toBe('upload-passport');
    expect(JSON.parse(localStorage.getItem('verification')!).data.t1.documents.passport).toMatchObject({
      name: 'passport.png',
      size: MAX_DOCUMENT_BYTES,
    });
  });

  it('closes the dialog on Escape without uploading', async () => {
    const host = await render(<VerificationPanel locale="en" />);
    await click(host.querySelector('#upload-selfie')!);
    await press(q(host, 'upload-dialog'), 'Escape');
    expect(q(host, 'upload-dialog')).toBeNull();
    expect(q(host, 'document-selfie-file').textContent).toBe('Not uploaded');
  });

  it('gets Plus only with all three documents, shows Processing for 2 s, then passes; a reload keeps it', async () => {
    seedContacts();
    await uploadDocument('address', { name: 'bill.pdf', size: 1536, type: 'application/pdf' }, now);
    let host = await render(<VerificationPanel locale="en" />);
    const getPlus = () => within(q(host, 'level-plus')).getByRole('button', { name: /Get Plus status|Processing/ });
    expect(getPlus().hasAttribute('disabled')).toBe(true);
    expect(q(host, 'document-address-file').textContent).toBe('bill.pdf · 1.5 KB');
    await act(seedDocuments);
    expect(getPlus().hasAttribute('disabled')).toBe(false);
    await click(getPlus());
    expect(getPlus().textContent).toBe('Processing...');
    expect(getPlus().hasAttribute('disabled')).toBe(true);
    await advance(1999);
    expect(q(host, 'verification-badge').textContent).toBe('KYC not passed');
    await advance(1);
    expect(getPlus().textContent).toBe('Get Plus status');
    expect(q(host, 'level-plus-state').textContent).toBe('✓ Completed');
    expect(q(host, 'verification-badge').textContent).toBe('Verification passed');
    await unmount();
    host = await render(<VerificationPanel locale="en" />);
    expect(q(host, 'verification-badge').textContent).toBe('Verification passed');
  });

  it('shows verification failed when the Plus request fails, and passes on a retry', async () => {
    seedContacts();
    await seedDocuments();
    let fail = true;
    const request = () => (fail ? Promise.reject(new Error('service down')) : Promise.resolve());
    const host = await render(<VerificationPanel locale="ru" plusRequest={request} />);
    await click(within(host).getByRole('button', { name: 'Получить статус Plus' }));
    await advance(0);
    expect(q(host, 'verification-badge').textContent).toBe('Верификация не пройдена');
    expect(alertIn(q(host, 'level-plus'))).toBe('Не удалось обработать запрос Plus. Попробуйте ещё раз.');
    fail = false;
    await click(within(host).getByRole('button', { name: 'Получить статус Plus' }));
    await advance(0);
    expect(q(host, 'verification-badge').textContent).toBe('Верификация пройдена');
  });
});
