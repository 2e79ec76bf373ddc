// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, click, render } from '../../ui/spot/order-form-harness';
import { ChartSettings } from './ChartSettings';

afterEach(cleanup);

const checked = (host: HTMLElement, name: string) => host.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`)?.value;
const radio = (host: HTMLElement, name: string, value: string) =>
  host.querySelector<HTMLInputElement>(`input[name="${name}"][value="${value}"]`)!;

describe('chart settings', () => {
  it('selects candles and 5 minutes by default, in labelled radio groups', async () => {
    const host = await render(<ChartSettings locale="en" />);
    expect(checked(host, 'chartType')).toBe('candles');
    expect(checked(host, 'timeframe')).toBe('5m');
    expect([...host.querySelectorAll('legend')].map((l) => l.textContent)).toEqual([
      'Show on the chart',
      'Default chart type',
      'Default timeframe',
    ]);
    expect(host.querySelectorAll('input[name="timeframe"]')).toHaveLength(8);
    expect(host.textContent).toContain('Not persisted');
  });

  it('moves the selection when another card is chosen', async () => {
    const host = await render(<ChartSettings locale="ru" />);
    await click(radio(host, 'chartType', 'area'));
    await click(radio(host, 'timeframe', '1w'));
    expect(checked(host, 'chartType')).toBe('area');
    expect(checked(host, 'timeframe')).toBe('1w');
    expect(radio(host, 'timeframe', '1w').closest('label')?.textContent).toBe('1 неделя');
  });

  it('offers the eleven display switches, each labelled and toggling', async () => {
    const host = await render(<ChartSettings locale="ru" />);
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
