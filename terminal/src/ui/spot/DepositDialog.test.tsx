// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $streamedQuotes, $tradingAccounts } from '../../stores';
import { press } from '../../test-support/dom';
import { AccountSwitcher } from './AccountSwitcher';
import { DepositDialog } from './DepositDialog';
import { cleanup, click, engine, offline, render, setLastPrice, settle, signIn, type, within } from './order-form-harness';

beforeEach(() => {
  offline();
  signIn();
  setLastPrice('BTCUSDT', '62000');
});
afterEach(cleanup);

const q = <T extends Element = HTMLElement>(host: ParentNode, selector: string) => host.querySelector<T>(selector);
const dialog = () => q<HTMLDialogElement>(document, '[data-testid="deposit-dialog"]');
const amountField = () => q<HTMLInputElement>(dialog()!, 'input[name="deposit-usd"]')!;
const text = (testId: string) => q(dialog()!, `[data-testid="${testId}"]`)?.textContent ?? null;
const tab = (name: string) => within(dialog()!).getByRole('tab', { name });
const account = (slot: string) => $tradingAccounts.get().find((a) => a.slot === slot)!;
/** What the server holds for an account: its balances and its deposits. */
const ledger = (slot: string) => ({
  balances: engine.balances.get(account(slot).id)!,
  deposits: engine.transfers.filter((t) => t.accountId === account(slot).id),
});

/** Opens the account dropdown and the deposit dialog of the account in that row (0 demo, 1 real USD, 2 real EUR). */
async function openDeposit(row: number) {
  const host = await render(<AccountSwitcher locale="en" depositHref="/cabinet/wallet/deposit" />);
  await click(q(host, '[data-testid="account-switcher"]')!);
  const button = host.querySelectorAll<HTMLButtonElement>('[data-testid="account-deposit"]')[row]!;
  await click(button);
  // The dialog's module loads when the account list opens; it is drawn once that import has settled.
  await vi.waitFor(() => expect(dialog()).not.toBeNull());
  return { host, button };
}

async function submit() {
  await click(q(dialog()!, '[data-testid="deposit-submit"]')!);
  await settle();
}

describe('deposit dialog of the spot terminal', () => {
  it("opens as a labelled modal dialog from the account's Deposit button, focus inside", async () => {
    const { button } = await openDeposit(1);
    const box = dialog()!;
    expect(box.open).toBe(true);
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(q(document, `#${CSS.escape(box.getAttribute('aria-labelledby')!)}`)?.textContent).toBe(
      `Deposit to Real USD № ${account('real-usd').accountNumber}`,
    );
    expect(box.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(amountField());
    expect(box.textContent).toContain('Simulation: no real money moves.');
    expect([...box.querySelectorAll('[role="tab"]')].map((t) => t.textContent)).toEqual(['Bitcoin', 'USDT', 'USDC']);
  });

  it("switches coin, network and that account's address with the tabs and the arrow keys", async () => {
    await openDeposit(1);
    const { wallets } = account('real-usd');
    expect(text('deposit-dialog-address')).toBe(wallets.BTC);
    expect(text('deposit-network')).toBe('Bitcoin');
    await press(tab('Bitcoin'), 'ArrowRight');
    expect(tab('USDT').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('USDT'));
    expect(text('deposit-dialog-address')).toBe(wallets.USDT_TRC20);
    const network = q<HTMLSelectElement>(dialog()!, 'select')!;
    expect([...network.options].map((o) => o.textContent)).toEqual(['Tron (TRC20)', 'Ethereum (ERC20)']);
    await act(async () => {
      network.value = 'ERC20';
      network.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(text('deposit-dialog-address')).toBe(wallets.USDT_ERC20);
    await press(tab('USDT'), 'End');
    expect(tab('USDC').getAttribute('aria-selected')).toBe('true');
    expect(text('deposit-network')).toBe('Ethereum (ERC20)');
    expect(text('deposit-dialog-address')).toBe(wallets.USDT_ERC20);
    await press(tab('USDC'), 'Home');
    expect(text('deposit-dialog-address')).toBe(wallets.BTC);
    // Each exchange's buy page opens in a new tab, with no opener and no referrer.
    const partners = [...dialog()!.querySelectorAll<HTMLAnchorElement>('a[target="_blank"]')];
    expect(partners.map((a) => [a.textContent, a.rel])).toEqual([
      ['Binance', 'noopener noreferrer'],
      ['Kraken', 'noopener noreferrer'],
      ['Bybit', 'noopener noreferrer'],
    ]);
  });

  it('fills a preset amount and follows the live BTC price with the equivalent; stablecoins count 1:1', async () => {
    await openDeposit(0);
    expect(text('deposit-equivalent')).toBe('≈ — BTC');
    await click(within(dialog()!).getByRole('button', { name: '1,000' }));
    expect(amountField().value).toBe('1000');
    expect(text('deposit-equivalent')).toBe('≈ 0.01612903 BTC');
    expect(dialog()!.textContent).toContain('1 BTC ≈ 62,000.00 USD');
    setLastPrice('BTCUSDT', '50000');
    expect(text('deposit-equivalent')).toBe('≈ 0.02000000 BTC');
    await click(within(dialog()!).getByRole('button', { name: '5,000' }));
    expect(text('deposit-equivalent')).toBe('≈ 0.10000000 BTC');
    await click(tab('USDT'));
    expect(amountField().value).toBe('5000');
    expect(text('deposit-equivalent')).toBe('≈ 5,000.00 USDT');
  });

  it('copies the address and says so; when the clipboard refuses, it says that and selects the address', async () => {
    const copy = vi.fn(async () => {});
    await settle();
    const host = await render(<DepositDialog accountId={account('demo').id} locale="en" depositHref="/d" onClose={() => {}} copy={copy} />);
    expect(text('deposit-copied')).toBe('');
    await click(within(host).getByRole('button', { name: 'Copy' }));
    expect(copy).toHaveBeenCalledWith(account('demo').wallets.BTC);
    expect(text('deposit-copied')).toBe('Copied');
    // Another coin's address has not been copied yet.
    await click(tab('USDT'));
    expect(text('deposit-copied')).toBe('');
    copy.mockRejectedValueOnce(new Error('denied'));
    await click(within(host).getByRole('button', { name: 'Copy' }));
    expect(dialog()!.querySelector('[role="alert"]')?.textContent).toBe('Could not copy: select the address and copy it by hand.');
    expect(window.getSelection()?.toString()).toBe(account('demo').wallets.USDT_TRC20);
  });

  it('shows the address as a QR code image on "Open QR"', async () => {
    await openDeposit(0);
    const toggle = within(dialog()!).getByRole('button', { name: 'Open QR' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await click(toggle);
    await settle();
    const image = q<HTMLImageElement>(dialog()!, '[data-testid="deposit-dialog-qr"]')!;
    expect(image.src).toMatch(/^data:image\/png;base64,/);
    expect(image.alt).toBe('QR code of the deposit address');
    expect(within(dialog()!).getByRole('button', { name: 'Hide QR' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('refuses a bad amount with the reason and credits nothing', async () => {
    await openDeposit(1);
    const cases: [string, string][] = [
      ['', 'Enter an amount in USD.'],
      ['0', 'Incorrect amount: enter a number greater than zero.'],
      ['-5', 'Incorrect amount: enter a number greater than zero.'],
      ['abc', 'Incorrect amount: enter a number greater than zero.'],
      ['10.001', 'Too many decimals: an amount in USD has at most 2.'],
      ['2000000', 'A simulated deposit is at most 1,000,000 USD: lower the amount.'],
    ];
    for (const [typed, reason] of cases) {
      await type(amountField(), typed);
      await submit();
      expect(text('deposit-error'), typed).toBe(reason);
      expect(amountField().getAttribute('aria-invalid')).toBe('true');
    }
    expect(ledger('real-usd')).toEqual({ balances: {}, deposits: [] });
  });

  it('credits the coin amount of the dollars typed to that account’s ledger once, with a record in the deposit history', async () => {
    await openDeposit(1);
    const demoBefore = ledger('demo').balances.BTC;
    await click(within(dialog()!).getByRole('button', { name: '1,000' }));
    await submit();
    expect(ledger('real-usd').balances.BTC).toEqual({ free: '0.01612903', locked: '0.00000000', total: '0.01612903' });
    expect(ledger('demo').balances.BTC).toEqual(demoBefore);
    expect(text('deposit-done')).toBe(
      `Simulated: 0.01612903 BTC credited to Real USD № ${account('real-usd').accountNumber} (about 1,000.00 USD).`,
    );
    expect(ledger('real-usd').deposits).toEqual([
      expect.objectContaining({ coin: 'BTC', amount: '0.01612903', network: 'BTC', status: 'completed' }),
    ]);
    expect(amountField().value).toBe('');
    // Pressing again with the field emptied adds nothing.
    await submit();
    expect(text('deposit-error')).toBe('Enter an amount in USD.');
    expect(ledger('real-usd').deposits).toHaveLength(1);
  });

  it('shows what a EUR account gets in euros at the market’s EUR rate, and waits for the rate before depositing', async () => {
    await openDeposit(2);
    await click(tab('USDC'));
    await click(within(dialog()!).getByRole('button', { name: '1,000' }));
    expect(text('deposit-credit')).toBe('Waiting for the EUR rate…');
    await submit();
    expect(text('deposit-error')).toBe('No EUR rate from the market yet: try again in a moment.');
    const quote = { lastPrice: '1.25', priceChangePercent: '0', highPrice: '1.25', lowPrice: '1.25', volume: '0', quoteVolume: '0' };
    act(() => $streamedQuotes.set({ EURUSD: quote }));
    expect(text('deposit-credit')).toBe('Credited to the account: ≈ 800.00 EUR (1 EUR ≈ 1.25000 USD)');
    await submit();
    expect(ledger('real-eur').balances.USDC!.total).toBe('1000.00000000');
    expect(ledger('real-eur').deposits[0]).toMatchObject({ coin: 'USDC', amount: '1000.00000000', network: 'ERC20' });
  });

  it('closes on Escape and gives focus back to the Deposit button it was opened from', async () => {
    const { host, button } = await openDeposit(2);
    await press(amountField(), 'Escape');
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(button);
    // The account list stays open behind it.
    expect(host.querySelectorAll('.spot-account-row')).toHaveLength(3);
  });
});
