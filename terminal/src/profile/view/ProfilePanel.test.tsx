// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, click, render, settle, signIn, type, within } from '../../ui/spot/order-form-harness';
import { ProfilePanel } from './ProfilePanel';

const SERVER = {
  id: 't1',
  email: 'demo@bourse.local',
  username: 'demo',
  firstName: 'Demo',
  lastName: 'Trader',
  avatar: '',
  status: 'active',
  emailVerified: true,
  level: 'ordinary',
  companyName: '',
  dateOfBirth: '1990-01-02',
  country: 'RU',
  state: 'moscow',
  postalCode: '101000',
  city: 'Moscow',
  address: 'Tverskaya 1',
  phone: '+7 900 000-00-00',
  phoneVerified: false,
  settings: { theme: 'dark' },
};
type Answer = { status: number; body: unknown };
let puts: Record<string, unknown>[];
let putAnswer: (body: Record<string, unknown>) => Answer;

function serve() {
  let held = { ...SERVER } as Record<string, unknown>;
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit = {}) => {
    if (init.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      puts.push(body);
      const answer = putAnswer(body);
      if (answer.status === 200) held = { ...held, ...body };
      return Response.json(answer.status === 200 ? { success: true, data: held } : answer.body, { status: answer.status });
    }
    return Response.json({ success: true, data: held });
  });
}

const field = (host: HTMLElement, name: string) => host.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const shown = (host: HTMLElement, name: string) => host.querySelector(`[data-field="${name}"]`)?.textContent;
async function open(locale = 'en') {
  const host = await render(<ProfilePanel locale={locale} />);
  await settle();
  return host;
}

beforeEach(() => {
  signIn();
  puts = [];
  putAnswer = () => ({ status: 200, body: null });
  serve();
});
afterEach(cleanup);

describe('profile panel', () => {
  it('shows the server profile read-only, then saves an edited name with a tick', async () => {
    const host = await open();
    expect(shown(host, 'firstName')).toBe('Demo');
    expect(field(host, 'firstName')).toBeNull();
    await click(within(host).getByRole('button', { name: 'Edit' }));
    await type(field(host, 'firstName'), 'Ann');
    await click(within(host).getByRole('button', { name: 'Save' }));
    await settle();
    expect(puts).toEqual([{ firstName: 'Ann' }]);
    expect(shown(host, 'firstName')).toBe('Ann');
    expect(host.querySelector('[data-testid="profile-saved"]')?.textContent).toContain('Saved');
  });

  it('cancels an edit without sending anything', async () => {
    const host = await open();
    await click(within(host).getByRole('button', { name: 'Edit' }));
    await type(field(host, 'city'), 'Kazan');
    await click(within(host).getByRole('button', { name: 'Cancel' }));
    expect(puts).toEqual([]);
    expect(shown(host, 'city')).toBe('Moscow');
  });

  it('warns in Russian before a phone change and saves only after Подтвердить', async () => {
    const host = await open('ru');
    await click(within(host).getByRole('button', { name: 'Редактировать' }));
    await type(field(host, 'phone'), '+7 911 111-11-11');
    await click(within(host).getByRole('button', { name: 'Сохранить' }));
    const dialog = host.querySelector('[data-testid="contact-warning"]')!;
    expect(dialog.textContent).toContain('Внимание');
    expect(puts).toEqual([]);
    await click(within(host).getByRole('button', { name: 'Отменить' }));
    expect(host.querySelector('[data-testid="contact-warning"]')).toBeNull();
    await click(within(host).getByRole('button', { name: 'Сохранить' }));
    await click(within(host).getByRole('button', { name: 'Подтвердить' }));
    await settle();
    expect(puts).toEqual([{ phone: '+7 911 111-11-11' }]);
  });

  it('refuses a bad birth date in the browser and shows the server refusal under its field', async () => {
    putAnswer = () => ({
      status: 400,
      body: {
        error: 'VALIDATION',
        message: 'bad',
        status: 400,
        validationErrors: [{ field: 'city', code: 'too_big', message: 'City is too long.' }],
      },
    });
    const host = await open();
    await click(within(host).getByRole('button', { name: 'Edit' }));
    await type(field(host, 'dateOfBirth'), '');
    await click(within(host).getByRole('button', { name: 'Save' }));
    expect(host.querySelector('[data-testid="error-dateOfBirth"]')?.textContent).toBe('Fill in this field.');
    expect(puts).toEqual([]);
    await type(field(host, 'dateOfBirth'), '1990-01-02');
    await type(field(host, 'city'), 'Kazan');
    await click(within(host).getByRole('button', { name: 'Save' }));
    await settle();
    expect(host.querySelector('[data-testid="error-city"]')?.textContent).toBe('City is too long.');
    expect(field(host, 'city').getAttribute('aria-invalid')).toBe('true');
  });

  it('applies the change locally and says so when the server cannot be reached', async () => {
    putAnswer = () => ({ status: 503, body: { error: 'SERVER_ERROR', message: 'down', status: 503 } });
    const host = await open();
    await click(within(host).getByRole('button', { name: 'Edit' }));
    await type(field(host, 'lastName'), 'Local');
    await click(within(host).getByRole('button', { name: 'Save' }));
    await settle();
    expect(shown(host, 'lastName')).toBe('Local');
    expect(host.querySelector('[data-testid="profile-local-only"]')?.textContent).toContain('this browser only');
  });

  it('saves notification channels in settings, keeping the other keys the account holds', async () => {
    const host = await open();
    const sms = host.querySelector<HTMLInputElement>('input[name="notifications.sms"]')!;
    expect(sms.checked).toBe(false);
    expect(host.querySelector<HTMLInputElement>('input[name="notifications.email"]')!.checked).toBe(true);
    await click(sms);
    await settle();
    expect(puts[0]!.settings).toMatchObject({ theme: 'dark', 'notify.sms': true, 'notify.push': true });
    expect(host.querySelector<HTMLInputElement>('input[name="notifications.sms"]')!.checked).toBe(true);
  });
});
