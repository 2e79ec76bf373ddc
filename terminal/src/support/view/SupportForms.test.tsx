// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CallbackForm } from './CallbackForm';
import { SupportEmailForm } from './SupportEmailForm';
import { advance, cleanup, click, render, type } from './support-harness';
import type { SupportRequestAnswer } from '../../api/support';
import type { WriteResult } from '../../session/store/account-call';

const stored = (id: string): SupportRequestAnswer => ({
  id,
  kind: 'callback',
  status: 'open',
  subject: '+7 900 123-45-67',
  createdAt: '2026-11-28T16:00:00.000Z',
  answer: null,
  answeredAt: null,
});

afterEach(async () => {
  await cleanup();
  vi.useRealTimers();
});

const field = (host: HTMLElement, name: string) => host.querySelector<HTMLInputElement & HTMLTextAreaElement>(`[name="${name}"]`)!;
const submit = (host: HTMLElement) => click(host.querySelector('button[type="submit"]')!);
const status = (host: HTMLElement) => host.querySelector('[role="status"]')!.textContent;
const errorOf = (host: HTMLElement, name: string) => {
  const id = field(host, name).getAttribute('aria-describedby');
  return id ? host.querySelector(`[id="${id}"]`)?.textContent : undefined;
};

describe('callback request form', () => {
  it('starts from the defaults: Russian, Moscow time, 10:56 on 14/05/2025', async () => {
    const host = await render(<CallbackForm locale="ru" />);
    expect(field(host, 'language').value).toBe('ru');
    expect(host.querySelector<HTMLSelectElement>('[name="timeZone"]')!.selectedOptions[0]!.textContent).toBe('UTC+03:00 Moscow');
    expect(field(host, 'time').value).toBe('10:56');
    expect(field(host, 'date').value).toBe('14/05/2025');
    expect(field(host, 'topic').value).toBe('Что случилось?');
  });

  it('asks for the phone before sending anything', async () => {
    const send = vi.fn(async (): Promise<WriteResult<SupportRequestAnswer>> => ({ ok: true, data: stored('1') }));
    const host = await render(<CallbackForm locale="ru" send={send} />);
    await submit(host);
    expect(errorOf(host, 'phone')).toBe('Заполните это поле');
    expect(field(host, 'phone').getAttribute('aria-invalid')).toBe('true');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends to the server, names the stored request on the page and clears the fields', async () => {
    vi.useFakeTimers();
    const send = vi.fn(
      (): Promise<WriteResult<SupportRequestAnswer>> =>
        new Promise((resolve) => setTimeout(() => resolve({ ok: true, data: stored('7') }), 300)),
    );
    const host = await render(<CallbackForm locale="ru" send={send} />);
    await type(field(host, 'phone'), '+7 900 123-45-67');
    await type(field(host, 'telegram'), '@trader');
    await submit(host);
    expect(host.querySelector('button[type="submit"]')!.textContent).toBe('Отправка…');
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ phone: '+7 900 123-45-67', telegram: '@trader', timeZone: 'UTC+03:00' }));
    await advance(300, vi);
    expect(status(host)).toContain('Заявка на обратный звонок успешно отправлена');
    expect(status(host)).toContain('Заявка № 7 принята');
    expect(field(host, 'phone').value).toBe('');
    expect(field(host, 'telegram').value).toBe('');
  });

  it("puts the server's refusal beside the field and keeps what was typed", async () => {
    const send = async (): Promise<WriteResult<SupportRequestAnswer>> => ({
      ok: false,
      reason: 'invalid',
      errors: [{ field: 'phone', code: 'TOO_LONG', message: 'This text is too long: shorten it.' }],
    });
    const host = await render(<CallbackForm locale="en" send={send} />);
    await type(field(host, 'phone'), '+7 900 123-45-67');
    await submit(host);
    expect(errorOf(host, 'phone')).toBe('This text is too long');
    expect(field(host, 'phone').value).toBe('+7 900 123-45-67');
  });

  it('shows the failure as an alert and keeps what was typed', async () => {
    const host = await render(<CallbackForm locale="ru" send={async () => ({ ok: false, reason: 'unavailable' })} />);
    await type(field(host, 'phone'), '+7 900 123-45-67');
    await submit(host);
    expect(host.querySelector('[role="alert"]')!.textContent).toBe('Произошла ошибка при отправке заявки');
    expect(field(host, 'phone').value).toBe('+7 900 123-45-67');
  });
});

describe('support e-mail form', () => {
  it('needs a subject and a text, and a real address if one is given', async () => {
    const host = await render(<SupportEmailForm locale="en" />);
    await type(field(host, 'email'), 'trader@');
    await submit(host);
    expect(errorOf(host, 'subject')).toBe('Fill in this field');
    expect(errorOf(host, 'text')).toBe('Fill in this field');
    expect(errorOf(host, 'email')).toBe('Enter a valid e-mail address');
  });

  it('sends the message and confirms it in the page', async () => {
    const send = vi.fn(async (): Promise<WriteResult<SupportRequestAnswer>> => ({ ok: true, data: stored('8') }));
    const host = await render(<SupportEmailForm locale="ru" send={send} />);
    await type(field(host, 'subject'), ' Пополнение ');
    await type(field(host, 'text'), 'Не зачислен депозит');
    await submit(host);
    expect(send).toHaveBeenCalledWith({ email: '', subject: 'Пополнение', text: 'Не зачислен депозит' });
    expect(status(host)).toContain('Сообщение успешно отправлено');
    expect(field(host, 'subject').value).toBe('');
  });
});
