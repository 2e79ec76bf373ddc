// @vitest-environment happy-dom
import { act } from 'react';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_DOCUMENT_BYTES } from '../model/verification';
import { $verification, $verificationSummary } from '../store/verification';
import { press } from '../../test-support/dom';
import { fakeVerificationServer, type FakeServer } from '../../test-support/verification-server';
import { cleanup, click, render, signIn, type, within } from '../../ui/spot/order-form-harness';
import { VerificationPanel } from './VerificationPanel';

const settle = () => act(async () => void (await new Promise((resolve) => setTimeout(resolve, 0))));
const q = <T extends Element = HTMLElement>(host: ParentNode, testId: string) => host.querySelector<T>(`[data-testid="${testId}"]`)!;
const codeInput = (host: HTMLElement) => host.querySelector<HTMLInputElement>('input[name="phone-code"]')!;
const alertIn = (row: HTMLElement) => row.querySelector('[role="alert"]')?.textContent ?? null;
async function choose(input: HTMLInputElement, file: File): Promise<void> {
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => void input.dispatchEvent(new Event('change', { bubbles: true })));
}
const pngOf = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

let server: FakeServer;
async function show(locale: string) {
  const host = await render(<VerificationPanel locale={locale} />);
  await settle();
  return host;
}

beforeEach(() => {
  server = fakeVerificationServer();
  vi.stubGlobal('fetch', server.fetch);
  signIn();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await cleanup();
  cleanStores($verification, $verificationSummary);
});

describe('verification panel (what the server says)', () => {
  it('shows the trader, their level and badge, both levels with their limits, and no simulation notice', async () => {
    const host = await show('ru');
    expect(q(host, 'verification-email').textContent).toBe('demo@bourse.local');
    expect(q(host, 'verification-level').textContent).toBe('Ваш уровень: не верифицирован');
    expect(q(host, 'verification-badge').textContent).toBe('KYC не пройден');
    expect(host.querySelector('[role="note"]')).toBeNull();
    expect(q(host, 'level-basic').textContent?.replace(/\s/g, ' ')).toContain('Лимит на фиат: 50 тыс. USD в сутки');
    expect(q(host, 'level-plus').textContent?.replace(/\s/g, ' ')).toContain('Лимит на фиат: 2 млн USD в сутки');
    // The e-mail was confirmed by the registration link: the same status as the profile's.
    expect(q(host, 'contact-email-status').textContent).toBe('Подтверждён');
    expect(q(host, 'contact-email').querySelector('form')).toBeNull();
  });

  it('confirms the phone with the code the server sent, showing a refused code under the row', async () => {
    const host = await show('ru');
    const phone = q(host, 'contact-phone');
    expect(within(phone).getByRole('button', { name: 'Подтвердить' }).hasAttribute('disabled')).toBe(true);
    await click(within(phone).getByRole('button', { name: 'Отправить код' }));
    await settle();
    expect(q(host, 'contact-phone-status').textContent).toBe('Код отправлен');
    await click(within(phone).getByRole('button', { name: 'Подтвердить' }));
    await settle();
    expect(alertIn(phone)).toBe('Введите код подтверждения.');
    await type(codeInput(host), '135790');
    await click(within(phone).getByRole('button', { name: 'Подтвердить' }));
    await settle();
    expect(alertIn(phone)).toBe('Неверный код подтверждения');
    await type(codeInput(host), '246810');
    await click(within(phone).getByRole('button', { name: 'Подтвердить' }));
    await settle();
    expect(q(host, 'contact-phone-status').textContent).toBe('Подтверждён');
    expect(q(host, 'level-basic-state').textContent).toBe('✓ Пройдена');
    expect(q(host, 'verification-level').textContent).toBe('Ваш уровень: Верификация');
  });

  it('refuses an oversize or unsupported file in the dialog, words the server refusal, then uploads', async () => {
    const host = await show('ru');
    await click(host.querySelector('#upload-passport')!);
    const dialog = q(host, 'upload-dialog');
    const submit = within(dialog).getByRole('button', { name: 'Загрузить' });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await choose(input, pngOf('huge.png', MAX_DOCUMENT_BYTES + 1));
    expect(alertIn(dialog)).toBe('Файл слишком большой. Максимальный размер: 5MB');
    expect(submit.hasAttribute('disabled')).toBe(true);
    await choose(input, pngOf('passport.png', 4096));
    server.refuse.set('/api/verification/documents', { status: 400, code: 'FILE_DAMAGED' });
    await click(submit);
    await settle();
    expect(alertIn(q(host, 'upload-dialog'))).toBe('Файл повреждён или неполон: сохраните его заново со сканера или камеры');
    server.refuse.clear();
    await choose(input, pngOf('passport.png', 4096));
    await click(within(q(host, 'upload-dialog')).getByRole('button', { name: 'Загрузить' }));
    await settle();
    await settle();
    expect(q(host, 'upload-dialog')).toBeNull();
    expect(q(host, 'document-passport-file').textContent).toBe('passport.png · 4 KB');
    expect(document.activeElement?.id).toBe('upload-passport');
  });

  it('closes the dialog on Escape without uploading', async () => {
    const host = await show('en');
    await click(host.querySelector('#upload-selfie')!);
    await press(q(host, 'upload-dialog'), 'Escape');
    expect(q(host, 'upload-dialog')).toBeNull();
    expect(server.calls.filter((call) => call.includes('documents'))).toEqual([]);
  });

  it('says pending while staff review, and hides the document buttons', async () => {
    const file = { id: '1', name: 'a.pdf', size: 3000, type: 'application/pdf', uploadedAt: '2026-11-28T16:00:00.000Z' };
    server.answer.documents = { address: file, passport: file, selfie: file };
    const host = await show('en');
    await click(within(host).getByRole('button', { name: 'Get Plus status' }));
    await settle();
    expect(q(host, 'plus-status').textContent).toContain('Under review');
    expect(q(host, 'verification-badge').textContent).toBe('Under review');
    expect(host.querySelector('#upload-passport')).toBeNull();
  });

  it('says why staff rejected the documents, and lets the trader replace them', async () => {
    const file = { id: '1', name: 'a.pdf', size: 3000, type: 'application/pdf', uploadedAt: '2026-11-28T16:00:00.000Z' };
    server.answer.documents = { address: file, passport: file, selfie: file };
    server.answer.plus = { status: 'rejected', reason: 'The selfie does not show the document.', reviewedAt: '2026-11-28T17:00:00.000Z' };
    const again = await show('en');
    expect(q(again, 'plus-reason').textContent).toBe(
      'Rejected by our staff: The selfie does not show the document. Upload corrected documents and send the request again.',
    );
    expect(again.querySelector('#upload-selfie')).not.toBeNull();
  });
});
