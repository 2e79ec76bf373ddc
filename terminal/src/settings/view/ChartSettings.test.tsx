// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, click, render } from '../../ui/spot/order-form-harness';
import type { ChartDefaults } from '../model/chart-defaults';
import type { SettingsSaveResult } from '../store/chart-defaults';
import { ChartSettings } from './ChartSettings';

afterEach(cleanup);

const settle = () => act(async () => void (await new Promise((resolve) => setTimeout(resolve, 0))));
/** The account as the view reaches it: what it holds, and every patch it was sent. */
function account(kept: ChartDefaults | null, answer: SettingsSaveResult = 'saved') {
  const sent: ChartDefaults[] = [];
  return {
    sent,
    store: {
      read: async () => kept,
      save: async (patch: ChartDefaults) => {
        sent.push(patch);
        return answer;
      },
    },
  };
}

const checked = (host: HTMLElement, name: string) => host.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`)?.value;
const radio = (host: HTMLElement, name: string, value: string) =>
  host.querySelector<HTMLInputElement>(`input[name="${name}"][value="${value}"]`)!;

describe('chart settings', () => {
  it('selects candles and 1 minute until the trader keeps others, in labelled radio groups', async () => {
    const host = await render(<ChartSettings locale="en" store={account({}).store} />);
    await settle();
    expect(checked(host, 'chartType')).toBe('candles');
    expect(checked(host, 'timeframe')).toBe('1m');
    expect([...host.querySelectorAll('legend')].map((l) => l.textContent)).toEqual([
      'Default chart type',
      'Default timeframe',
      'Show on the chart',
    ]);
    expect(host.querySelectorAll('input[name="timeframe"]')).toHaveLength(8);
    expect(host.textContent).toContain('the spot terminal opens with them in every browser');
    // Only the display switches are still kept on the page alone, and they say so.
    expect(host.querySelector('[data-testid="settings-local-only"]')?.closest('fieldset')?.querySelector('legend')?.textContent).toBe(
      'Show on the chart',
    );
  });

  it('shows the type and timeframe the account holds, and keeps a new choice there', async () => {
    const held = account({ chartType: 'line', chartInterval: '1h' });
    const host = await render(<ChartSettings locale="en" store={held.store} />);
    await settle();
    expect([checked(host, 'chartType'), checked(host, 'timeframe')]).toEqual(['line', '1h']);
    await click(radio(host, 'timeframe', '4h'));
    await settle();
    expect(held.sent).toEqual([{ chartInterval: '4h' }]);
    expect(host.querySelector('[data-testid="chart-saved"]')?.textContent).toBe('Saved to your account.');
  });

  it('says so when the choice could not be kept', async () => {
    const down = account(null, 'unavailable');
    const host = await render(<ChartSettings locale="ru" store={down.store} />);
    await settle();
    await click(radio(host, 'chartType', 'bars'));
    await settle();
    const alert = host.querySelector('[data-testid="chart-saved"]')!;
    expect([alert.getAttribute('role'), alert.textContent]).toEqual(['alert', 'Не сохранено: сервер недоступен. Попробуйте ещё раз.']);
  });

  it('moves the selection when another card is chosen', async () => {
    const host = await render(<ChartSettings locale="ru" store={account({}).store} />);
    await click(radio(host, 'chartType', 'area'));
    await click(radio(host, 'timeframe', '1w'));
    expect(checked(host, 'chartType')).toBe('area');
    expect(checked(host, 'timeframe')).toBe('1w');
    expect(radio(host, 'timeframe', '1w').closest('label')?.textContent).toBe('1 неделя');
  });

  it('offers the eleven display switches, each labelled and toggling', async () => {
    const host = await render(<ChartSettings locale="ru" store={account({}).store} />);
    const switches = [...host.querySelectorAll<HTMLInputElement>('input[role="switch"]')];
    expect(switches).toHaveLength(11);
    expect(switches.every((s) => (s.closest('label')?.textContent ?? '').length > 2)).toBe(true);
    const grid = host.querySelector<HTMLInputElement>('input[name="grid"]')!;
    expect(grid.closest('label')?.textContent).toBe('Сетка');
    const before = grid.checked;
    await click(grid);
    expect(grid.checked).toBe(!before);
  });
});
