// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { press } from '../../test-support/dom';
import { cleanup, click, render, signIn, type, within } from '../../ui/spot/order-form-harness';
import { SecuritySettings } from './SecuritySettings';
import { messagesFor } from '@bourse/i18n';

beforeEach(signIn);
afterEach(cleanup);

const ru = messagesFor('ru').settings;
const dialog = (host: HTMLElement, id: string) => host.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const keyField = (host: HTMLElement) => host.querySelector<HTMLInputElement>('input[name="apiKey"]')!;
const status = (host: HTMLElement) => host.querySelector('[data-testid="two-factor-status"]')!.textContent;

describe('API access key', () => {
  it('shows a new prefixed key in a labelled dialog and copies it, saying so on the page', async () => {
    const copy = vi.fn(async () => {});
    const host = await render(<SecuritySettings t={ru} copy={copy} />);
    await click(within(host).getByRole('button', { name: 'Добавить: API-ключ доступа' }));
    const box = dialog(host, 'api-key-dialog')!;
    expect(box.getAttribute('role')).toBe('dialog');
    expect(box.getAttribute('aria-modal')).toBe('true');
    expect(host.querySelector(`#${box.getAttribute('aria-labelledby')}`)?.textContent).toBe('Новый API-ключ');
    expect(box.textContent).toContain('не может пополнять счёт и выводить средства');
    expect(box.textContent).toContain('Симуляция');
    const key = keyField(host).value;
    expect(key).toMatch(/^bk_[0-9a-f]{32}$/);
    await click(within(box).getByRole('button', { name: 'Копировать' }));
    expect(copy).toHaveBeenCalledWith(key);
    expect(host.querySelector('[data-testid="api-key-copied"]')?.textContent).toBe('API ключ скопирован в буфер обмена');
  });

  it('leaves the key selected for copying by hand when the clipboard refuses', async () => {
    const host = await render(<SecuritySettings t={messagesFor('en').settings} copy={() => Promise.reject(new Error('denied'))} />);
    await click(within(host).getByRole('button', { name: 'Add: API access key' }));
    await click(within(host).getByRole('button', { name: 'Copy' }));
    expect(host.querySelector('[data-testid="api-key-dialog"] [role="alert"]')?.textContent).toContain('Could not copy');
    expect(host.querySelector('[data-testid="api-key-copied"]')?.textContent).toBe('');
    expect(document.activeElement).toBe(keyField(host));
  });

  it('makes a different key each time and closes with Escape', async () => {
    const host = await render(<SecuritySettings t={ru} />);
    await click(within(host).getByRole('button', { name: 'Добавить: API-ключ доступа' }));
    const first = keyField(host).value;
    await press(dialog(host, 'api-key-dialog')!, 'Escape');
    expect(dialog(host, 'api-key-dialog')).toBeNull();
    await click(within(host).getByRole('button', { name: 'Добавить: API-ключ доступа' }));
    expect(keyField(host).value).not.toBe(first);
  });
});

describe('two-factor choice', () => {
  it('connects the authenticator app at once', async () => {
    const host = await render(<SecuritySettings t={ru} />);
    expect(status(host)).toBe('Не подключена');
    await click(within(host).getByRole('button', { name: 'Приложение-аутентификатор' }));
    expect(status(host)).toBe('Подключена: Приложение-аутентификатор');
    await click(within(host).getByRole('button', { name: 'Отключить' }));
    expect(status(host)).toBe('Не подключена');
  });

  it('refuses a wrong e-mail code and connects with the test code', async () => {
    const host = await render(<SecuritySettings t={ru} />);
    await click(within(host).getByRole('button', { name: 'Код по e-mail' }));
    const email = host.querySelector<HTMLInputElement>('input[name="twoFactorEmail"]')!;
    expect(email.value).toBe('demo@bourse.local');
    expect(email.readOnly).toBe(true);
    const code = host.querySelector<HTMLInputElement>('input[name="code"]')!;
    expect(document.activeElement).toBe(code);
    await type(code, '123457');
    await click(within(host).getByRole('button', { name: 'Подтвердить' }));
    expect(host.querySelector('#two-factor-problem')?.textContent).toBe('Неверный код подтверждения');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(status(host)).toBe('Не подключена');
    await type(code, '123456');
    await click(within(host).getByRole('button', { name: 'Подтвердить' }));
    expect(dialog(host, 'two-factor-dialog')).toBeNull();
    expect(status(host)).toBe('Подключена: Код по e-mail');
  });

  it('connects nothing when the e-mail dialog is cancelled', async () => {
    const host = await render(<SecuritySettings t={messagesFor('en').settings} />);
    await click(within(host).getByRole('button', { name: 'E-mail code' }));
    await type(host.querySelector<HTMLInputElement>('input[name="code"]')!, '123456');
    await click(within(host).getByRole('button', { name: 'Cancel' }));
    expect(dialog(host, 'two-factor-dialog')).toBeNull();
    expect(status(host)).toBe('Not connected');
  });
});
