// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, click, render, type } from '../../ui/spot/order-form-harness';
import { TradingSettings } from './TradingSettings';

afterEach(cleanup);

const field = <T extends Element = HTMLInputElement>(host: HTMLElement, selector: string) => host.querySelector<T & Element>(selector)!;
const leverage = (host: HTMLElement, value: number) => field(host, `input[name="leverage"][value="${value}"]`);
const warning = (host: HTMLElement) => host.querySelector('[data-testid="leverage-warning"]');

describe('trading settings', () => {
  it('starts from the defaults and says nothing is saved', async () => {
    const host = await render(<TradingSettings locale="ru" />);
    expect(host.querySelector('[role="note"]')?.textContent).toContain('Ничего не сохраняется');
    expect(field(host, 'input[name="takeProfit"]').value).toBe('100');
    expect(field(host, 'input[name="stopLoss"]').value).toBe('50');
    expect(field<HTMLSelectElement>(host, 'select[name="takeProfitUnit"]').value).toBe('percent');
    expect(field(host, 'input[name="confirmOrders"]').checked).toBe(true);
    expect(leverage(host, 5).checked).toBe(true);
    expect(field(host, 'input[name="panelType"][value="investment"]').checked).toBe(true);
    expect(field<HTMLSelectElement>(host, 'select[name="layout"]').value).toBe('default');
    expect(warning(host)).toBeNull();
  });

  it('warns about high risk from 10x and stops warning below it', async () => {
    const host = await render(<TradingSettings locale="en" />);
    await click(leverage(host, 10));
    expect(warning(host)?.textContent).toContain('High risk');
    await click(leverage(host, 20));
    expect(warning(host)).not.toBeNull();
    await click(leverage(host, 3));
    expect(warning(host)).toBeNull();
  });

  it('names a close value that is not a positive number, and clears the message once fixed', async () => {
    const host = await render(<TradingSettings locale="ru" />);
    const profit = field(host, 'input[name="takeProfit"]');
    await type(profit, '0');
    expect(host.querySelector('#takeProfit-problem')?.textContent).toBe('Значение должно быть больше нуля');
    expect(profit.getAttribute('aria-invalid')).toBe('true');
    await type(profit, 'abc');
    expect(host.querySelector('#takeProfit-problem')?.textContent).toBe('Введите число, например 100 или 12,5');
    await type(field(host, 'input[name="stopLoss"]'), '');
    expect(host.querySelector('#stopLoss-problem')?.textContent).toBe('Введите значение');
    await type(profit, '0,01');
    expect(host.querySelector('#takeProfit-problem')).toBeNull();
    expect(profit.getAttribute('aria-invalid')).toBeNull();
  });

  it('keeps the choices while on the page', async () => {
    const host = await render(<TradingSettings locale="en" />);
    await click(field(host, 'input[name="confirmOrders"]'));
    await click(field(host, 'input[name="panelType"][value="dealSize"]'));
    expect(field(host, 'input[name="confirmOrders"]').checked).toBe(false);
    expect(field(host, 'input[name="panelType"][value="dealSize"]').checked).toBe(true);
    expect(field(host, 'input[name="panelType"][value="investment"]').checked).toBe(false);
  });
});
