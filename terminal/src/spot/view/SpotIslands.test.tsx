// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyUserEvent } from '../../account/store/accounts';
import { $selectedPair, placeOrder } from '../../stores';
import { OrdersTabs } from '../../ui/spot/OrdersTabs';
import { SpotTopBar } from './SpotTopBar';
import { cleanup, click, engine, feedProps, offline, render, settle, signIn, within } from '../../ui/spot/order-form-harness';

beforeEach(() => {
  offline();
  signIn();
});
afterEach(cleanup);

describe('orders table tabs', () => {
  it('counts open orders on its first tab and lists them; a filled order shows in trade history, funds and the analysis', async () => {
    const host = await render(<OrdersTabs locale="en" />);
    const tab = (name: string | RegExp) => click(within(host).getByRole('tab', { name }));
    const panelText = () => host.querySelector('[role="tabpanel"]')!.textContent;
    await tab('Trade history');
    expect(panelText()).toContain('No trades yet: your filled orders appear here.');
    await tab('Trading analysis');
    expect(panelText()).toBe('Nothing to analyse yet: place an order and it is counted here once it fills.');
    // The count is its own element, which Testing Library's name computation spaces out (`Open orders ( 0 )`).
    await tab(/^Open orders/);
    let orderId = 0;
    await act(async () => {
      const placed = await placeOrder({
        symbol: 'BTCUSDT',
        side: 'BUY',
        type: 'LIMIT',
        timeInForce: 'GTC',
        price: '50000',
        quantity: '0.01',
      });
      if (placed.ok) orderId = placed.value.order.orderId;
    });
    await settle();
    expect(host.querySelector('[data-testid="open-count"]')!.textContent).toBe('1');
    expect(host.querySelectorAll('[data-testid="orders-open"] tr[data-status="NEW"]').length).toBe(1);
    expect([...host.querySelectorAll('[role="tab"]')].map((t) => t.textContent)).toEqual([
      'Open orders (1)',
      'Order history',
      'Trade history',
      'Funds',
      'Positions (0)',
      'Trading analysis',
    ]);
    // While it is open, its 500 USDT sit in orders.
    await tab('Funds');
    const usdt = () => [...host.querySelectorAll('[data-testid="funds"] tr[data-asset="USDT"] td')].map((cell) => cell.textContent);
    const [total, free, locked] = usdt();
    expect(locked).toBe('500.00000000');
    expect(Number(total!.replace(/,/g, '')) - Number(free!.replace(/,/g, ''))).toBe(500);
    // A market trade through 50,000 fills it on the server; the push channel tells the page.
    act(() => engine.fillResting(orderId).forEach(applyUserEvent));
    await settle();
    expect(usdt()[2]).toBe('0.00000000');
    expect(host.querySelector('[data-testid="funds"] tr[data-asset="BTC"]')).not.toBeNull();
    await tab('Trade history');
    const cells = [...host.querySelectorAll('[data-testid="trade-history"] tbody tr td')].map((cell) => cell.textContent);
    expect(cells.slice(1, 8)).toEqual(['BTC/USDT', 'Buy', '50,000.00', '0.01000000', '500.00', '0.00001000 BTC', 'Maker']);
    await tab('Trading analysis');
    const figure = (field: string) => host.querySelector(`[data-testid="trading-analysis"] [data-field="${field}"] dd`)!.textContent;
    expect([figure('filled'), figure('buys'), figure('sells'), figure('cancelled'), figure('turnover')]).toEqual([
      '1',
      '1',
      '0',
      '0',
      '500.00000000 USDT',
    ]);
    await tab('Positions (0)');
    expect(panelText()).toBe('No open positions: spot trades settle in coins (see Funds).');
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
    await click(within(host).getByRole('button', { name: 'ETH/USDT' }));
    expect($selectedPair.get()).toBe('ETHUSDT');
    expect(new URL(location.href).searchParams.get('pair')).toBe('ETHUSDT');
    expect(host.querySelector('[data-testid="pair-dropdown"]')!.textContent).toBe('ETH/USDT ▾');
  });
});
