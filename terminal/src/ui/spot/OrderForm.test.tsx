// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $balances, $openOrders, setFeedStatus, setSession } from '../../stores';
import { pickPrice } from '../../stores/spot-form';
import { OrderForm } from './OrderForm';
import { cleanup, click, engine, feedProps, offline, render, setLastPrice, settle, signIn, type, within } from './order-form-harness';

const side = (host: HTMLElement, s: 'buy' | 'sell') => host.querySelector<HTMLFormElement>(`form[data-side="${s}"]`)!;
const field = (form: HTMLElement, name: string) => form.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const toast = (host: HTMLElement, kind: 'ok' | 'error') => host.querySelector(`[data-testid="order-toast-${kind}"]`)!.textContent;
const submit = (form: HTMLElement) => click(form.querySelector('button[type="submit"]')!);

beforeEach(() => {
  offline();
  signIn();
});
afterEach(cleanup);

async function openForm(locale = 'en') {
  const host = await render(<OrderForm {...feedProps} symbol="BTCUSDT" locale={locale} />);
  setLastPrice('BTCUSDT', '60000.00000000');
  await settle();
  return host;
}

describe('spot order form', () => {
  it('shows buy and sell side by side, both prefilled with the last price', async () => {
    const host = await openForm();
    expect(field(side(host, 'buy'), 'price').value).toBe('60000');
    expect(field(side(host, 'sell'), 'price').value).toBe('60000');
    expect(within(host).getByRole('button', { name: 'Buy BTC' })).toBeTruthy();
    expect(within(host).getByRole('button', { name: 'Sell BTC' })).toBeTruthy();
  });

  it('keeps total = price x amount as the trader types, and refuses what is not a decimal', async () => {
    const buy = side(await openForm(), 'buy');
    await type(field(buy, 'amount'), '0.01');
    expect(field(buy, 'total').value).toBe('600');
    await type(field(buy, 'total'), '150');
    expect(field(buy, 'amount').value).toBe('0.0025');
  });

  it('keeps refused text as typed, marked invalid and said in words, and places nothing from it', async () => {
    const host = await openForm();
    const buy = side(host, 'buy');
    await type(field(buy, 'amount'), '-5');
    expect(field(buy, 'amount').value).toBe('-5');
    expect(field(buy, 'amount').getAttribute('aria-invalid')).toBe('true');
    expect(toast(host, 'error')).toContain('Must not be negative');
    await type(field(buy, 'amount'), '12,5');
    expect(toast(host, 'error')).toContain('Enter a number, e.g. 12.5');
    await submit(buy);
    expect(toast(host, 'error')).toContain('Amount: Enter a number');
    expect($openOrders.get()).toHaveLength(0);
  });

  it('reads 12,5 as 12.5 on a Russian page and shows it back with the comma', async () => {
    const host = await openForm('ru');
    const buy = side(host, 'buy');
    await type(field(buy, 'price'), '2,5');
    await type(field(buy, 'amount'), '12,5');
    expect(field(buy, 'amount').value).toBe('12,5');
    expect(field(buy, 'amount').getAttribute('aria-invalid')).toBeNull();
    expect(field(buy, 'total').value).toBe('31,25');
  });

  it('says "fill in all fields" for an empty form, in Russian on a Russian page', async () => {
    const host = await openForm('ru');
    await submit(side(host, 'buy'));
    expect(toast(host, 'error')).toContain('Заполните все поля');
  });

  it('tells a signed-out visitor to sign in before anything else', async () => {
    const host = await openForm();
    act(() => setSession({ status: 'anonymous', user: null }));
    await settle();
    await submit(side(host, 'sell'));
    expect(toast(host, 'error')).toContain('You are not signed in');
  });

  it('takes 25 % of the free quote balance for a buy and names the currency that is short', async () => {
    const host = await openForm();
    const buy = side(host, 'buy');
    const free = $balances.get().USDT!.free;
    await click(buy.querySelector('button[aria-label="25% of available USDT"]')!);
    expect(field(buy, 'total').value).toBe(String(Number(free) / 4));
    await type(field(buy, 'total'), String(Number(free) + 1));
    await submit(buy);
    expect(toast(host, 'error')).toContain('Not enough USDT to execute the order.');
    expect($openOrders.get()).toEqual([]);
  });

  it('warns before placing against a stale price, and places only when the trader says so', async () => {
    const host = await openForm();
    const sell = side(host, 'sell');
    act(() => setFeedStatus({ state: 'disconnected', attempt: 5, retryInMs: null, exhausted: true }));
    await type(field(sell, 'amount'), '0.01');
    await submit(sell);
    const dialog = sell.querySelector('[data-testid="stale-dialog"]')!;
    expect(dialog.textContent).toContain('The feed is stale');
    expect($openOrders.get()).toEqual([]);
    await click(within(within(sell).getByTestId('stale-dialog')).getByRole('button', { name: 'Cancel' }));
    expect($openOrders.get()).toEqual([]);
    await submit(sell);
    await click(within(within(sell).getByTestId('stale-dialog')).getByRole('button', { name: 'Place anyway' }));
    await settle();
    expect(toast(host, 'error')).toBe('');
    expect($openOrders.get()).toHaveLength(1);
  });

  it('asks about a stop-loss first; "use recommendation" sets 98 % and places the order, clearing amount and total', async () => {
    const host = await openForm();
    const buy = side(host, 'buy');
    await type(field(buy, 'amount'), '0.01');
    await submit(buy);
    expect($openOrders.get()).toEqual([]);
    expect(host.querySelector('dialog[aria-labelledby="stop-loss-title"]')!.textContent).toContain('58800 USDT');
    await click(within(within(host).getByRole('dialog')).getByRole('button', { name: 'Use recommendation' }));
    await settle();
    expect($openOrders.get()).toMatchObject([{ side: 'BUY', price: '60000.00000000', origQty: '0.01000000' }]);
    expect(field(buy, 'stopLoss').value).toBe('58800');
    expect([field(buy, 'price').value, field(buy, 'amount').value, field(buy, 'total').value]).toEqual(['60000', '', '']);
    expect(toast(host, 'ok')).toContain('Order placed: Buy 0.01000000 BTC at 60,000.00 USDT');
  });

  it('does not ask again once the trader chose "don\'t show again", and remembers it locally', async () => {
    const host = await openForm();
    const buy = side(host, 'buy');
    await type(field(buy, 'amount'), '0.01');
    await submit(buy);
    await click(host.querySelector('dialog[aria-labelledby="stop-loss-title"] input[type="checkbox"]')!);
    await click(within(within(host).getByRole('dialog')).getByRole('button', { name: 'Skip' }));
    await settle();
    expect(localStorage.getItem('hideStopLossRecommendation')).toBe('true');
    await type(field(buy, 'amount'), '0.02');
    await submit(buy);
    await settle();
    expect($openOrders.get().map((o) => o.origQty)).toEqual(['0.02000000', '0.01000000']);
  });

  it('a sell needs no stop-loss question and a market order clears its price afterwards', async () => {
    const host = await openForm();
    await click(within(host).getByRole('button', { name: 'Market' }));
    const sell = side(host, 'sell');
    expect(field(sell, 'price').disabled).toBe(true);
    await type(field(sell, 'amount'), '0.1');
    expect(field(sell, 'total').value).toBe('6000');
    await submit(sell);
    await settle();
    // A market order fills at once against the book: it is in no open list, and the server has it filled.
    expect($openOrders.get()).toEqual([]);
    expect(engine.orders[0]).toMatchObject({ side: 'SELL', type: 'MARKET', origQty: '0.10000000', status: 'FILLED' });
    expect(field(sell, 'total').value).toBe('');
  });

  it('takes a price clicked elsewhere (the order book) as its price', async () => {
    const host = await openForm();
    await type(field(side(host, 'buy'), 'amount'), '2');
    await settle();
    act(() => pickPrice('59000.50000000'));
    await settle();
    expect(field(side(host, 'buy'), 'price').value).toBe('59000.5');
    expect(field(side(host, 'buy'), 'total').value).toBe('118001');
  });
});
