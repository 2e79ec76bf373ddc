// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act } from 'react';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_SWAP_SELECTION } from '../model/swap';
import {
  $swapCurrencies,
  $swapFavorites,
  $swapListQuery,
  $swapQuote,
  $swapRestUrl,
  $swapSelection,
  $visibleSwapCurrencies,
} from '../store/swap';
import { servedSymbols } from '../../feed/store/served-symbols';
import { rest, tickerHostAnswer } from '../../test-support/ticker-fixtures';
import { click, press, render, type, unmount, within } from '../../test-support/dom';
import { SwapWidget } from './SwapWidget';

const REST = 'http://127.0.0.1:9443';
const allSymbols = [
  { ...rest, symbol: 'ETHUSDT', lastPrice: '2612.01000000', priceChangePercent: '1.2', quoteVolume: '9000000.00000000' },
  { ...rest },
];
let status = 200;

beforeEach(() => {
  status = 200;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => (status === 200 ? tickerHostAnswer(allSymbols, url) : Response.json({ code: -1 }, { status }))),
  );
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  await unmount();
  cleanStores($swapCurrencies, $visibleSwapCurrencies, $swapQuote, $swapFavorites);
  servedSymbols.forget(REST);
  localStorage.clear();
  act(() => {
    $swapRestUrl.set(null);
    $swapSelection.set(INITIAL_SWAP_SELECTION);
    $swapListQuery.set('');
  });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function mount(locale = 'en') {
  const host = await render(<SwapWidget restUrl={REST} feedLabel="Replay · recorded session, not live" locale={locale} />);
  await vi.waitFor(() => expect(host.querySelector('[data-testid="swap-list-status"]')?.textContent).not.toMatch(/Loading|Загрузка/));
  return host;
}
const rows = (host: HTMLElement) => [...host.querySelectorAll<HTMLElement>('[data-testid="swap-row"]')];
const cells = (row: HTMLElement) => [
  row.dataset.symbol,
  ...['price', 'change', 'volume'].map((name) => row.querySelector(`[data-testid="swap-${name}"]`)?.textContent),
];
const button = (host: HTMLElement, name: string) => within(host).getByRole<HTMLButtonElement>('button', { name });
const amount = (host: HTMLElement) => host.querySelector<HTMLInputElement>('input[name="amount"]')!;
const received = (host: HTMLElement) => host.querySelector('[data-testid="swap-received"]')?.textContent;

describe('swap island', () => {
  it('lists the host prices by volume with USDT, searches by substring, and scrolls past 600 px', async () => {
    const host = await mount();
    expect(rows(host).map(cells)).toEqual([
      ['BTC', '61,685.99', '-0.25%', '13.1M'],
      ['ETH', '2,612.01', '+1.20%', '9.0M'],
      ['USDT', '1.00', '—', '—'],
    ]);
    expect(host.textContent).toContain('Prices: Replay · recorded session, not live');
    // The island's stylesheet sets the height (its looks are classes on the theme tokens).
    expect(host.querySelector('[data-testid="swap-list-scroll"]')?.classList.contains('swap-scroll')).toBe(true);
    expect(readFileSync(path.join(import.meta.dirname, 'swap.css'), 'utf8')).toMatch(/\.swap-scroll \{[^}]*max-height: 600px;/);
    const search = within(host).getByRole<HTMLInputElement>('searchbox');
    await type(search, 'eTh');
    expect(rows(host).map((row) => row.dataset.symbol)).toEqual(['ETH']);
    await type(search, 'etn');
    expect(rows(host)).toHaveLength(0);
    expect(host.querySelector('[data-testid="swap-list-status"]')?.textContent).toBe('No results found');
  });

  it('shows the five fallback pairs without prices and says why when the host fails', async () => {
    status = 503;
    const host = await mount('ru');
    expect(rows(host).map((row) => row.dataset.symbol)).toEqual(['BTC', 'ETH', 'BNB', 'SOL', 'XRP']);
    expect(
      rows(host).every((row) =>
        cells(row)
          .slice(1)
          .every((text) => text === '—'),
      ),
    ).toBe(true);
    expect(host.querySelector('[data-testid="swap-list-status"]')?.textContent).toBe(
      'Не удалось загрузить цены (HTTP error! status: 503): показан стандартный список без цен.',
    );
    await click(button(host, 'Поменять валюты местами'));
    await type(amount(host), '1');
    expect(received(host)).toBe('0,00000000');
    expect(host.querySelector('[data-testid="swap-rate"]')?.textContent).toBe('Курс: —');
  });

  it('quotes 1 BTC in USDT at 8 decimals, refuses a non-number, and enables submit only with an amount', async () => {
    const host = await mount();
    const submit = host.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    expect(submit.disabled).toBe(true);
    await click(button(host, 'Swap the currencies'));
    expect(button(host, 'You give: BTC. Change currency')).toBeDefined();
    await type(amount(host), '1');
    expect(received(host)).toBe('61,685.99000000');
    expect(host.querySelector('[data-testid="swap-rate"]')?.textContent).toBe('Rate: 1 BTC = 61,685.99000000 USDT');
    expect(submit.disabled).toBe(false);
    expect(submit.textContent).toBe('Buy USDT');
    await type(amount(host), '1x');
    expect(amount(host).value).toBe('1');
    expect(amount(host).getAttribute('aria-invalid')).toBe('true');
    expect(within(host).getByRole('alert').textContent).toBe('Only a number can be entered: digits with one decimal point, e.g. 0.5.');
    await type(amount(host), '0');
    expect(within(host).getByRole('alert').textContent).toBe('');
    expect(received(host)).toBe('0.00000000');
    expect(submit.disabled).toBe(true);
    await click(button(host, 'Sell'));
    await click(button(host, 'Swap the currencies'));
    await type(amount(host), '30843');
    expect(received(host)).toBe('0.50000008');
    expect(submit.textContent).toBe('Sell USDT');
    expect(host.querySelector('[data-testid="swap-simulation"]')?.textContent).toBe(
      'Simulation: no order is placed and nothing is charged.',
    );
  });

  it('picks a currency in a modal with a fuzzy search, Confirm disabled until one is chosen', async () => {
    const host = await mount('ru');
    const opener = button(host, 'Получаете: BTC. Сменить валюту');
    await click(opener);
    const dialog = within(host).getByRole('dialog', { name: 'Выберите валюту, которую получаете' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const search = within(dialog).getByRole<HTMLInputElement>('searchbox');
    expect(document.activeElement).toBe(search);
    expect(dialog.querySelectorAll('[data-testid="swap-option"]')).toHaveLength(3);
    const confirm = button(dialog, 'Подтвердить');
    expect(confirm.disabled).toBe(true);
    await type(search, 'qqq');
    expect(dialog.querySelector('[data-testid="swap-search-status"]')?.textContent).toBe('Ничего не найдено');
    await type(search, 'etn');
    const options = [...dialog.querySelectorAll<HTMLElement>('[data-testid="swap-option"]')];
    expect(options.map((option) => option.querySelector('strong')?.textContent)).toEqual(['ETH']);
    expect(confirm.disabled).toBe(true);
    await click(options[0]!.querySelector('input')!);
    expect(confirm.disabled).toBe(false);
    await click(confirm);
    expect(within(host).queryByRole('dialog')).toBeNull();
    expect(button(host, 'Получаете: ETH. Сменить валюту')).toBeDefined();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Получаете: ETH. Сменить валюту');
    await click(button(host, 'Отдаёте: USDT. Сменить валюту'));
    await press(within(within(host).getByRole('dialog')).getByRole('searchbox'), 'Escape');
    expect(within(host).queryByRole('dialog')).toBeNull();
  });

  it('stars a currency in localStorage swapFavorites, and a list click fills what is bought', async () => {
    const host = await mount();
    const star = button(host, 'ETH: favourite');
    expect(star.getAttribute('aria-pressed')).toBe('false');
    await click(star);
    expect(star.getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(localStorage.getItem('swapFavorites') ?? 'null')).toEqual(['ETH']);
    // The pick button is named by what it shows (no aria-label to drift from it in any language);
    // the action is its description.
    const pick = rows(host)
      .find((row) => row.dataset.symbol === 'ETH')!
      .querySelector<HTMLButtonElement>('.swap-pick')!;
    expect(pick.getAttribute('aria-label')).toBeNull();
    expect(pick.querySelector('strong')?.textContent).toBe('ETH');
    expect(document.getElementById(pick.getAttribute('aria-describedby')!)?.textContent).toBe('Buy ETH');
    await click(pick);
    expect(button(host, 'You receive: ETH. Change currency')).toBeDefined();
  });
});
