// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { press } from '../../test-support/dom';
import { cleanup, click, render, settle, signIn, type, within } from '../../ui/spot/order-form-harness';
import { SecuritySettings } from './SecuritySettings';
import { messagesFor } from '@bourse/i18n';

// Every render loads the keys: the fake engine answers (no request leaves the test).
beforeEach(() => {
  signIn();
  fakeKeyServer();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await cleanup();
});

const ru = messagesFor('ru').settings;
const dialog = (host: HTMLElement, id: string) => host.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const status = (host: HTMLElement) => host.querySelector('[data-testid="two-factor-status"]')!.textContent;

/** The engine's key routes as a fake server: what the form sends, and the keys it keeps. */
function fakeKeyServer() {
  const keys: any[] = [
    {
      id: 1,
      label: 'grid bot',
      apiKey: 'K'.repeat(64),
      kind: 'HMAC_SHA256',
      permissions: 'trade',
      accountId: 7,
      ipAllowList: [],
      createdAt: 1,
      lastUsedAt: null,
    },
  ];
  const sent: any[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const addresses = {
    rest: 'https://api.broker.test',
    webSocketApi: 'wss://api.broker.test/ws-api/v3',
    userDataStream: 'wss://api.broker.test/ws',
  };
  const list = () => json(200, { success: true, data: { keys, limit: 30, addresses, twoFactorRequired: false } });
  vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (url === '/api/trading/accounts') return json(200, { success: true, data: [{ id: 7, name: 'Demo', slot: 'demo' }] });
    if (url === '/api/trading/api-keys' && method === 'GET') return list();
    if (url === '/api/trading/api-keys' && method === 'POST') {
      const body = JSON.parse(String(init?.body));
      sent.push(body);
      if (body.password !== 'right one')
        return json(422, { success: false, error: 'WRONG_PASSWORD', validationErrors: [{ field: 'password' }], params: {} });
      const key = { ...keys[0], id: 2, label: body.label, apiKey: 'N'.repeat(64), permissions: body.permissions, createdAt: 2 };
      keys.push(key);
      return json(201, { success: true, data: { key, secret: 'S'.repeat(64) } });
    }
    const revoked = /^\/api\/trading\/api-keys\/(\d+)$/.exec(url);
    if (revoked && method === 'DELETE') {
      keys.splice(
        keys.findIndex((k) => k.id === Number(revoked[1])),
        1,
      );
      return list();
    }
    return json(404, { success: false, error: 'NOT_FOUND' });
  });
  return { keys, sent };
}

describe('API keys', () => {
  it('lists the trader’s keys with their rights, allowed addresses and last use', async () => {
    fakeKeyServer();
    const host = await render(<SecuritySettings t={ru} locale="ru" />);
    await settle();
    const row = host.querySelector('[data-testid="api-key-row"]')!;
    expect(row.textContent).toContain('grid bot');
    expect(row.textContent).toContain('Demo · Чтение и торговля · HMAC-SHA256');
    expect(row.textContent).toContain('Разрешённые адреса: любой адрес');
    expect(row.textContent).toContain('Последнее использование: никогда');
    expect(host.textContent).toContain('Ключей: 1 из 30');
  });

  it('shows where a program reaches the API, each address with Copy', async () => {
    const copied: string[] = [];
    const host = await render(<SecuritySettings t={ru} locale="ru" copy={async (text) => void copied.push(text)} />);
    await settle();
    const section = host.querySelector<HTMLElement>('[data-testid="api-addresses"]')!;
    expect(section.querySelector('h4')!.textContent).toBe('Адреса для вашей программы');
    const value = (name: string) => section.querySelector<HTMLInputElement>(`input[name="${name}"]`)!.value;
    expect([value('apiRest'), value('apiWebSocket'), value('apiUserStream')]).toEqual([
      'https://api.broker.test',
      'wss://api.broker.test/ws-api/v3',
      'wss://api.broker.test/ws',
    ]);
    await click(within(section).getByRole('button', { name: 'Копировать: REST API (базовый адрес)' }));
    expect(copied).toEqual(['https://api.broker.test']);
  });

  it('makes a key with the password, shows its secret once with Copy, and lists it', async () => {
    const server = fakeKeyServer();
    const copy = vi.fn(async () => {});
    const host = await render(<SecuritySettings t={ru} locale="ru" copy={copy} />);
    await settle();
    await click(within(host).getByRole('button', { name: 'Создать ключ' }));
    const form = dialog(host, 'api-key-form')!;
    await type(form.querySelector<HTMLInputElement>('input[name="label"]')!, 'scalper');
    await click(form.querySelector<HTMLInputElement>('input[value="read"]')!);
    await type(form.querySelector<HTMLInputElement>('input[name="password"]')!, 'wrong');
    await click(within(form).getByRole('button', { name: 'Создать ключ' }));
    await settle();
    expect(form.querySelector('[role="alert"]')?.textContent).toBe('Неверный пароль.');
    expect(form.querySelector('input[name="password"]')?.getAttribute('aria-invalid')).toBe('true');
    await type(form.querySelector<HTMLInputElement>('input[name="password"]')!, 'right one');
    await click(within(form).getByRole('button', { name: 'Создать ключ' }));
    await settle();
    expect(server.sent.at(-1)).toMatchObject({
      label: 'scalper',
      permissions: 'read',
      kind: 'HMAC_SHA256',
      accountId: 7,
      password: 'right one',
    });
    const shown = dialog(host, 'api-key-dialog')!;
    expect(shown.querySelector<HTMLInputElement>('input[name="apiKey"]')!.value).toBe('N'.repeat(64));
    expect(shown.querySelector<HTMLInputElement>('input[name="secret"]')!.value).toBe('S'.repeat(64));
    expect(shown.textContent).toContain('показывается только один раз');
    await click(within(shown).getByRole('button', { name: 'Копировать: API-ключ доступа' }));
    expect(copy).toHaveBeenCalledWith('N'.repeat(64));
    await press(shown, 'Escape');
    expect(dialog(host, 'api-key-dialog')).toBeNull();
    expect(host.querySelectorAll('[data-testid="api-key-row"]')).toHaveLength(2);
    expect(host.querySelector('input[name="secret"]')).toBeNull();
  });

  it('refuses an allow-list entry that is not an address before sending anything', async () => {
    const server = fakeKeyServer();
    const host = await render(<SecuritySettings t={messagesFor('en').settings} locale="en" />);
    await settle();
    await click(within(host).getByRole('button', { name: 'Create key' }));
    const form = dialog(host, 'api-key-form')!;
    await type(form.querySelector<HTMLInputElement>('input[name="ipAllowList"]')!, '10.0.0.300');
    await click(within(form).getByRole('button', { name: 'Create key' }));
    expect(form.querySelector('[role="alert"]')?.textContent).toBe('“10.0.0.300” is not an IP address or range.');
    expect(server.sent).toEqual([]);
  });

  it('revokes a key after confirming, and says so', async () => {
    fakeKeyServer();
    const host = await render(<SecuritySettings t={messagesFor('en').settings} locale="en" />);
    await settle();
    await click(within(host).getByRole('button', { name: 'Revoke: grid bot' }));
    const confirm = dialog(host, 'api-key-revoke')!;
    expect(confirm.textContent).toContain('Revoke the key “grid bot”?');
    await click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await settle();
    expect(host.querySelectorAll('[data-testid="api-key-row"]')).toHaveLength(0);
    expect(host.textContent).toContain('No keys yet.');
    expect(host.querySelector('[data-testid="api-key-notice"]')?.textContent).toBe('Key revoked');
  });
});

describe('two-factor choice', () => {
  it('connects the authenticator app at once', async () => {
    const host = await render(<SecuritySettings t={ru} locale="ru" />);
    expect(status(host)).toBe('Не подключена');
    await click(within(host).getByRole('button', { name: 'Приложение-аутентификатор' }));
    expect(status(host)).toBe('Подключена: Приложение-аутентификатор');
    await click(within(host).getByRole('button', { name: 'Отключить' }));
    expect(status(host)).toBe('Не подключена');
  });

  it('refuses a wrong e-mail code and connects with the test code', async () => {
    const host = await render(<SecuritySettings t={ru} locale="ru" />);
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
    const host = await render(<SecuritySettings t={messagesFor('en').settings} locale="en" />);
    await click(within(host).getByRole('button', { name: 'E-mail code' }));
    await type(host.querySelector<HTMLInputElement>('input[name="code"]')!, '123456');
    await click(within(host).getByRole('button', { name: 'Cancel' }));
    expect(dialog(host, 'two-factor-dialog')).toBeNull();
    expect(status(host)).toBe('Not connected');
  });
});
