import { computed } from 'nanostores';
import { balanceOf, type Balance, type Balances } from '@bourse/trading';
import { $trading } from './persistence-trading';

/**
 * Free, locked and total per asset for the signed-in trader (empty when signed out): the
 * terminal's funds tab and order form read this.
 *
 * @example
 * useStore($balances).USDT?.free; // '99400.00000000'
 */
export const $balances = computed($trading, (t): Balances => t?.state.balances ?? {});

/** One asset's balance, zero when the trader has none. */
export function selectBalance(balances: Balances, asset: string): Balance {
  return balanceOf(balances, asset);
}
