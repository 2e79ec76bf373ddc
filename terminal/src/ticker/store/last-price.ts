import { atom, onMount } from 'nanostores';
import { priceMove, type Direction } from '../../domain';
import { $ticker } from './ticker';

/**
 * The configured pair's shown last price (the stabilised `$ticker` price every panel reads) and
 * which way it last moved, for the book's spread row and the page title.
 *
 * @example
 * $lastPrice.get(); // { symbol: 'BTCUSDT', price: '61837.63000000', direction: 'up' }
 */
export const $lastPrice = atom<{ symbol: string; price: string; direction: Direction } | null>(null);

onMount($lastPrice, () =>
  $ticker.subscribe((ticker) => {
    const before = $lastPrice.get();
    if (!ticker) return $lastPrice.set(null);
    const same = before?.symbol === ticker.symbol;
    if (same && before.price === ticker.lastPrice) return;
    const direction = priceMove(same ? before.price : null, ticker.lastPrice, same ? before.direction : 'up');
    $lastPrice.set({ symbol: ticker.symbol, price: ticker.lastPrice, direction });
  }),
);
