// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildPairRows } from '../../domain';
import { $pairs, $selectedPair, setPairsFilter } from '../../stores';
import { cleanup, feedProps, offline, render } from '../../ui/spot/order-form-harness';
import { PairsList } from './PairsList';

const LOGOS = { BTC: 'https://cms.example/api/media/file/btc.webp', XAU: 'https://cms.example/api/media/file/xau.webp' };
const row = (host: HTMLElement, symbol: string) => host.querySelector<HTMLElement>(`[data-testid="pair-row"][data-symbol="${symbol}"]`)!;

// The store already follows a pair, so mounting starts no market connection; the list is set by hand.
beforeEach(() => {
  offline();
  $selectedPair.set('BTCUSDT');
  $pairs.set({ status: 'ready', data: buildPairRows(null), error: null });
});
afterEach(async () => {
  await cleanup();
  $pairs.set({ status: 'loading', data: [], error: null });
  setPairsFilter({ category: 'crypto', query: '', favoritesOnly: false });
});

describe('the pairs list draws each coin', () => {
  it('with its CMS logo before the pair name, sized in the markup and decorative', async () => {
    const host = await render(<PairsList {...feedProps} logos={LOGOS} />);
    const logo = row(host, 'BTCUSDT').querySelector('img')!;
    expect(logo.getAttribute('src')).toBe(LOGOS.BTC);
    expect([logo.getAttribute('width'), logo.getAttribute('height'), logo.getAttribute('alt')]).toEqual(['18', '18', '']);
    expect(logo.nextElementSibling?.textContent).toMatch(/^BTC\/USDT/);
    expect(row(host, 'BTCUSDT').querySelector('[data-testid="coin-letter"]')).toBeNull();
  });

  it('with a letter badge of the same size when the coin has no logo, and for a metal even if a coin shares its letters', async () => {
    const host = await render(<PairsList {...feedProps} logos={LOGOS} />);
    const letter = row(host, 'ETHUSDT').querySelector('[data-testid="coin-letter"]')!;
    expect(letter.textContent).toBe('E');
    expect(letter.getAttribute('aria-hidden')).toBe('true');
    expect(letter.className).toBe('coin-logo coin-logo--row');
    expect(row(host, 'ETHUSDT').querySelector('img')).toBeNull();
    await act(async () => setPairsFilter({ category: 'metals' }));
    expect(row(host, 'XAUUSD').querySelector('img')).toBeNull();
    expect(row(host, 'XAUUSD').querySelector('[data-testid="coin-letter"]')?.textContent).toBe('X');
  });

  it('with its letter when the logo cannot be loaded', async () => {
    const host = await render(<PairsList {...feedProps} logos={LOGOS} />);
    await act(async () => void row(host, 'BTCUSDT').querySelector('img')!.dispatchEvent(new Event('error')));
    expect(row(host, 'BTCUSDT').querySelector('img')).toBeNull();
    expect(row(host, 'BTCUSDT').querySelector('[data-testid="coin-letter"]')?.textContent).toBe('B');
  });
});
