import { toDecimal } from '@bourse/market';
import type { Direction } from '../../shared/model/format';

/**
 * Which way the last price went: up or down against the previous different price; an unchanged
 * price keeps the direction it had, as exchange terminals colour the last price until it moves.
 *
 * @example
 * priceMove('61837.63', '61837.70', 'down'); // 'up'
 * priceMove('61837.63', '61837.63', 'down'); // 'down'
 */
export function priceMove(previous: string | null, next: string, before: Direction): Direction {
  const a = previous === null ? null : toDecimal(previous);
  const b = toDecimal(next);
  if (!a || !b || a.eq(b)) return before;
  return b.gt(a) ? 'up' : 'down';
}
