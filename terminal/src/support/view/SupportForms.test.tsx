// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CallbackForm } from './CallbackForm';
import { SupportEmailForm } from './SupportEmailForm';
import { advance, cleanup, click, render, type } from './support-harness';

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
    const send = vi.fn(async () => {});
    const host = await render(<CallbackForm locale="ru" send={send} />);
    await submit(host);
    expect(errorOf(host, 'phone')).toBe('Заполните это поле');
    expect(field(host, 'phone').getAttribute('aria-invalid')).toBe('true');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends after a second, says so on the page and clears the fields', async () => {
    vi.useFakeTimers();
    const host = await render(<CallbackForm locale="ru" />);
    await type(field(host, 'phone'), '+7 900 123-45-67');
    await type(field(host, 'telegram'), '@trader');
    await submit(host);
    expect(host.querySelector('button[type="submit"]')!.textContent).toBe('Отправка…');
    await advance(1000, vi);
    expect(status(host)).toBe('Заявка на обратный звонок успешно отправлена');
    expect(field(host, 'phone').value).toBe('');
    expect(field(host, 'telegram').value).toBe('');
  });

  it('shows the failure as an alert and keeps what was typed', async () => {
    const host = await render(<CallbackForm locale="ru" send={() => Promise.reject(new Error('offline'))} />);
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
    const send = vi.fn(async () => {});
    const host = await render(<SupportEmailForm locale="ru" send={send} />);
    await type(field(host, 'subject'), ' Пополнение ');
    await type(field(host, 'text'), 'Не зачислен депозит');
    await submit(host);
    expect(send).toHaveBeenCalledWith({ email: '', subject: 'Пополнение', text: 'Не зачислен депозит' });
    expect(status(host)).toBe('Сообщение успешно отправлено');
    expect(field(host, 'subject').value).toBe('');
  });
});
