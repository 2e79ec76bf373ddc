// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, click, render, settle, signIn, type, within } from '../../ui/spot/order-form-harness';
import { profileWith } from '../../test-support/profile-account';
import { SettingsPanel } from './SettingsPanel';

beforeEach(() => {
  signIn();
  vi.stubGlobal('matchMedia', () => ({ matches: true, addEventListener: () => {}, removeEventListener: () => {} }));
});
afterEach(async () => {
  vi.restoreAllMocks();
  await cleanup();
  document.documentElement.className = '';
});

const input = (host: HTMLElement, name: string) => host.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

describe('settings panel', () => {
  it('follows a dark browser on system, then applies and stores the light scheme', async () => {
    const host = await render(<SettingsPanel locale="en" section="general" />);
    await settle();
    expect(document.documentElement.classList.contains('theme-dark')).toBe(true);
    await click(host.querySelector('input[name="colorScheme"][value="light"]')!);
    expect(document.documentElement.classList.contains('theme-light')).toBe(true);
    expect(document.documentElement.classList.contains('theme-dark')).toBe(false);
    expect(document.documentElement.dataset.scheme).toBe('light');
    expect(JSON.parse(localStorage.getItem('cabinetSettings')!).data.colorScheme).toBe('light');
    expect(input(host, 'volume').value).toBe('50');
  });

  it('offers the four colour presets with their swatches, keeps a choice on the account and says so', async () => {
    document.documentElement.setAttribute('data-preset', 'green');
    const sent: unknown[] = [];
    const held = { 'notify.sms': true, colorPreset: 'green' };
    // The CMS's answer: the profile holding the settings record it was given.
    const answer = (settings: Record<string, unknown>) => ({ data: profileWith(settings) });
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      expect(url).toBe('/api/user/profile');
      if (init.method === 'PUT') sent.push(JSON.parse(String(init.body)));
      const settings = init.method === 'PUT' ? (JSON.parse(String(init.body)) as { settings: Record<string, unknown> }).settings : held;
      return new Response(JSON.stringify(answer(settings)), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const host = await render(<SettingsPanel locale="en" section="general" />);
    await settle();
    const choices = [...host.querySelectorAll<HTMLInputElement>('input[name="colorPreset"]')];
    expect(choices.map((choice) => [choice.value, choice.parentElement!.textContent, choice.checked])).toEqual([
      ['default', 'Theme colour', false],
      ['blue', 'Blue', false],
      ['green', 'Green', true],
      ['purple', 'Purple', false],
    ]);
    expect(choices.map((choice) => choice.nextElementSibling!.getAttribute('data-swatch'))).toEqual(['default', 'blue', 'green', 'purple']);
    expect(host.querySelector('[data-testid="preset-note"]')!.textContent).toBe(
      'Kept on your account: every browser you sign in with shows it.',
    );

    await click(choices[3]!);
    await settle();
    expect(sent).toEqual([{ settings: { 'notify.sms': true, colorPreset: 'purple' } }]);
    expect(document.documentElement.getAttribute('data-preset')).toBe('purple');
    expect(host.querySelector('[data-testid="preset-note"]')!.textContent).toBe('Colour preset saved.');
    expect(host.querySelector<HTMLInputElement>('input[name="colorPreset"][value="purple"]')!.checked).toBe(true);
    document.documentElement.removeAttribute('data-preset');
  });

  it('refuses a short or unmatched new password in Russian, then the wrong current one as the server does, then changes it', async () => {
    const sent: string[] = [];
    // The section also loads the trader's API keys: an engine with none answers.
    const addresses = {
      rest: 'http://localhost:3002',
      webSocketApi: 'ws://localhost:3002/ws-api/v3',
      userDataStream: 'ws://localhost:3002/ws',
    };
    const none = { success: true, data: { keys: [], limit: 30, addresses, twoFactorRequired: false } };
    vi.stubGlobal('fetch', async (_path: string, init: RequestInit = {}) => {
      if (init.body === undefined) return Response.json(none);
      sent.push(String(init.body));
      const { currentPassword } = JSON.parse(String(init.body)) as { currentPassword: string };
      if (currentPassword === 'old-password') return Response.json({ success: true, data: { message: 'changed' } });
      const refusal = {
        error: 'VALIDATION_ERROR',
        message: 'x',
        status: 400,
        validationErrors: [{ field: 'currentPassword', code: 'CURRENT_PASSWORD_WRONG', message: 'x' }],
      };
      return Response.json(refusal, { status: 400 });
    });
    const host = await render(<SettingsPanel locale="ru" section="security" />);
    await settle();
    await click(within(host).getByRole('button', { name: 'Сменить пароль' }));
    const dialog = host.querySelector<HTMLFormElement>('[data-testid="password-dialog"]')!;
    expect(dialog.textContent).not.toContain('Симуляция');
    await type(input(host, 'current'), 'not-my-password');
    await type(input(host, 'next'), 'short');
    await type(input(host, 'confirm'), 'short');
    await click(within(host).getByRole('button', { name: 'Сменить' }));
    expect(host.querySelector('#password-problem')?.textContent).toBe('Пароль должен содержать не менее 8 символов');
    await type(input(host, 'next'), 'long-enough');
    await click(within(host).getByRole('button', { name: 'Сменить' }));
    expect(host.querySelector('#password-problem')?.textContent).toBe('Пароли не совпадают');
    await type(input(host, 'confirm'), 'long-enough');
    expect(sent).toEqual([]);
    await click(within(host).getByRole('button', { name: 'Сменить' }));
    await settle();
    await settle();
    expect(host.querySelector('#password-problem')?.textContent).toBe('Текущий пароль неверен');
    await type(input(host, 'current'), 'old-password');
    await click(within(host).getByRole('button', { name: 'Сменить' }));
    await settle();
    await settle();
    expect(JSON.parse(sent.at(-1)!)).toEqual({ currentPassword: 'old-password', newPassword: 'long-enough' });
    expect(host.querySelector('[data-testid="password-dialog"]')).toBeNull();
    expect(host.querySelector('[data-testid="password-changed"]')?.textContent).toContain('Пароль успешно изменен');
    vi.unstubAllGlobals();
  });

  it('labels the sections that keep nothing', async () => {
    for (const [section, note] of [
      ['chart', 'Not persisted'],
      ['trading', 'Nothing is saved'],
      ['notifications', 'Nothing is saved'],
    ] as const) {
      const host = await render(<SettingsPanel locale="en" section={section} />);
      await settle();
      expect(host.querySelector(`[data-testid="settings-${section}"] [data-testid="settings-local-only"]`)?.textContent).toContain(note);
      await cleanup();
    }
  });

  it('shows the callback form on feedback and the support e-mail form on email, each with the support link', async () => {
    for (const [section, form] of [
      ['feedback', 'callback-form'],
      ['email', 'support-email-form'],
    ] as const) {
      const host = await render(<SettingsPanel locale="ru" section={section} supportHref="/ru/cabinet/support" />);
      await settle();
      expect(host.querySelector(`[data-testid="${form}"]`)).not.toBeNull();
      // The forms reach the staff now: no simulation notice above them.
      expect(host.querySelector('[role="note"]')).toBeNull();
      const link = within(host).getByRole('link', { name: /Перейти в поддержку/ });
      expect(link.getAttribute('href')).toBe('/ru/cabinet/support');
      await cleanup();
    }
  });
});
