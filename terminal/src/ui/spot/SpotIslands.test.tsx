// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $selectedPair, placeOrder } from '../../stores';
import { OrdersTabs } from './OrdersTabs';
import { SpotTopBar } from './SpotTopBar';
import { byText, cleanup, click, feedProps, offline, render, settle, signIn } from './order-form-harness';

beforeEach(() => {
  offline();
  signIn();
});
afterEach(cleanup);

describe('orders table tabs', () => {
  it('counts open orders on its first tab and lists them; the tabs without data say so', async () => {
    const host = await render(<OrdersTabs locale="en" />);
    await act(async () => void (await placeOrder({ pair: 'BTC/USDT', side: 'buy', type: 'limit', price: '50000', amount: '0.01' })));
    await settle();
    expect(host.querySelector('[data-testid="open-count"]')!.textContent).toBe('1');
    expect(host.querySelectorAll('[data-testid="orders-open"] tr[data-status="open"]').length).toBe(1);
    expect([...host.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent)).toEqual([
      'Open orders (1)',
      'Order history',
      'Trade history',
      'Funds',
      'Positions (0)',
      'Trading analysis',
    ]);
    await click(byText(host, '[role="tab"]', 'Funds'));
    expect(host.querySelector('[data-testid="orders-no-data"]')!.textContent).toBe('No data to display');
  });
});

describe('top bar', () => {
  it('switches the whole terminal to the pair chosen in its searchable dropdown and keeps it in the address', async () => {
    const host = await render(<SpotTopBar {...feedProps} siteName="Bourse" symbol="BTCUSDT" locale="en" />);
    expect($selectedPair.get()).toBe('BTCUSDT');
    await click(host.querySelector('[data-testid="pair-dropdown"]')!);
    expect([...host.querySelectorAll('li button')].map((b) => b.textContent)).toEqual([
      'BTC/USDT',
      'ETH/USDT',
      'BNB/USDT',
      'SOL/USDT',
      'XRP/USDT',
    ]);
    await click(byText(host, 'li button', 'ETH/USDT'));
    expect($selectedPair.get()).toBe('ETHUSDT');
    expect(new URL(location.href).searchParams.get('pair')).toBe('ETHUSDT');
    expect(host.querySelector('[data-testid="pair-dropdown"]')!.textContent).toBe('ETH/USDT ▾');
  });
});
