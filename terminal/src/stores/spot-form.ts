import { persistentAtom } from '@nanostores/persistent';
import { atom } from 'nanostores';
import { acceptsDecimalText, HIDE_STOP_LOSS_KEY } from '../domain';

/**
 * A price the trader clicked somewhere in the terminal (order book row, later the chart), for the
 * order form to take as its price. `at` tells two clicks on the same price apart.
 *
 * @example
 * pickPrice('61837.63000000'); $pickedPrice.get(); // { price: '61837.63000000', at: 1723100000000 }
 */
export const $pickedPrice = atom<{ price: string; at: number; amount?: string } | null>(null);

/** Offer a price to the order form; anything that is not a plain non-negative decimal is ignored. */
export function pickPrice(price: string, now = Date.now()): void {
  if (price && acceptsDecimalText(price)) $pickedPrice.set({ price, at: now });
}

/**
 * Offer a price and an amount (a Shift-click on a book row: the amount resting from the best price
 * up to that level); an amount that is not a plain positive decimal offers the price alone.
 *
 * @example
 * pickLevel('61830', '3.5'); $pickedPrice.get(); // { price: '61830', amount: '3.5', at: … }
 */
export function pickLevel(price: string, amount: string, now = Date.now()): void {
  if (!price || !acceptsDecimalText(price)) return;
  $pickedPrice.set(amount && acceptsDecimalText(amount) && /[1-9]/.test(amount) ? { price, amount, at: now } : { price, at: now });
}

/** Forget the picked price (the pair changed: another pair's price means nothing). */
export function clearPickedPrice(): void {
  $pickedPrice.set(null);
}

/**
 * "Don't show recommendations again" for the stop-loss dialog, saved locally. Only the exact
 * text 'true' hides them, so a damaged value shows the recommendation rather than silently not.
 *
 * @example
 * hideStopLossRecommendations(true); localStorage.getItem('hideStopLossRecommendation'); // 'true'
 */
export const $stopLossHintHidden = persistentAtom<boolean>(HIDE_STOP_LOSS_KEY, false, {
  encode: (value) => String(value),
  decode: (text) => text === 'true',
});

export function hideStopLossRecommendations(hidden: boolean): void {
  $stopLossHintHidden.set(hidden);
}
