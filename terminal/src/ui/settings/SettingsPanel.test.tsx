// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { byText, cleanup, click, render, settle, signIn, type } from '../spot/order-form-harness';
import { SettingsPanel } from './SettingsPanel';

beforeEach(() => {
  signIn();
  vi.stubGlobal('matchMedia', () => ({ matches: true, addEventListener: () => {}, removeEventListener: () => {} }));
});
afterEach(async () => {
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

  it('refuses a short or unmatched new password in Russian, then closes with the simulated success', async () => {
    const host = await render(<SettingsPanel locale="ru" section="security" />);
    await settle();
    await click(byText(host, 'button', 'Сменить пароль'));
    const dialog = host.querySelector<HTMLFormElement>('[data-testid="password-dialog"]')!;
    expect(dialog.textContent).toContain('Симуляция');
    await type(input(host, 'current'), 'old-password');
    await type(input(host, 'next'), 'short');
    await type(input(host, 'confirm'), 'short');
    await click(byText(host, 'button', 'Сменить'));
    expect(host.querySelector('#password-problem')?.textContent).toBe('Пароль должен содержать не менее 8 символов');
    await type(input(host, 'next'), 'long-enough');
    await click(byText(host, 'button', 'Сменить'));
    expect(host.querySelector('#password-problem')?.textContent).toBe('Пароли не совпадают');
    await type(input(host, 'confirm'), 'long-enough');
    await click(byText(host, 'button', 'Сменить'));
    expect(host.querySelector('[data-testid="password-dialog"]')).toBeNull();
    expect(host.querySelector('[data-testid="password-changed"]')?.textContent).toContain('Пароль успешно изменен');
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
      expect(host.querySelector('[role="note"]')?.textContent).toContain('Симуляция');
      const link = byText(host, 'a', /Перейти в поддержку/);
      expect(link.getAttribute('href')).toBe('/ru/cabinet/support');
      await cleanup();
    }
  });
});
