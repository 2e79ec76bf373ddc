import { z } from 'zod';
import { Dec } from '../decimal';
import type { Side } from '../spot/vocabulary';
import { done, refuse, type MarginResult } from './errors';
import { onTick, type Instrument } from './instruments';

/**
 * A stop-loss or take-profit as the trader sets it: at a price, a distance in pips from the entry,
 * an amount of money (USD) lost or won, or a percent of the position's margin (the trading
 * settings' close-with-loss 50 % and close-with-profit 100 %).
 *
 * @example
 * const stopLoss: StopSpec = { by: 'money', amount: '50' };
 */
export const stopSpecSchema = z.discriminatedUnion('by', [
  z.object({ by: z.literal('price'), price: z.string() }),
  z.object({ by: z.literal('pips'), pips: z.string() }),
  z.object({ by: z.literal('money'), amount: z.string() }),
  z.object({ by: z.literal('percent'), percent: z.string() }),
]);
export type StopSpec = z.infer<typeof stopSpecSchema>;
export type StopKind = 'stopLoss' | 'takeProfit';

/** What a stop is measured from: the instrument, the side, the units, the entry price and the margin held. */
export type StopBasis = { instrument: Instrument; side: Side; units: Dec; entry: Dec; margin: Dec };

const positive = (text: string) => (/^\d+(\.\d+)?$/.test(text) && !new Dec(text).isZero() ? new Dec(text) : null);

/**
 * The price of a stop-loss or take-profit. A distance in pips or money becomes the price where the
 * position's result is that much, on the instrument's tick: a stop-loss rounded toward the entry
 * (the loss at most what was asked), a take-profit away from it (the profit at least that).
 * For USD/JPY the money is solved at the closing price's own conversion, so the result in USD is exact.
 *
 * @example
 * stopPrice('stopLoss', { by: 'pips', pips: '20' }, { instrument: INSTRUMENTS.EURUSD, side: 'BUY', units: new Dec(100000), entry: new Dec('1.20055'), margin: new Dec('240.11') });
 * // { ok: true, value: Dec('1.19855') }
 */
export function stopPrice(kind: StopKind, spec: StopSpec, basis: StopBasis): MarginResult<Dec> {
  const { instrument, side, units, entry } = basis;
  if (spec.by === 'price') {
    const price = positive(spec.price);
    if (!price) return refuse('INVALID_PRICE', kind);
    return onTick(instrument, price) ? done(price) : refuse('PRICE_OFF_TICK', kind, { digits: String(instrument.digits) });
  }
  const value = positive(spec.by === 'pips' ? spec.pips : spec.by === 'money' ? spec.amount : spec.percent);
  if (!value) return refuse('INVALID_PRICE', kind);
  // +1: the price lies above the entry (a buy's take-profit, a sell's stop-loss).
  const up = (kind === 'takeProfit') === (side === 'BUY');
  let price: Dec;
  if (spec.by === 'pips') price = up ? entry.plus(value.times(instrument.pipSize)) : entry.minus(value.times(instrument.pipSize));
  else {
    const amount = spec.by === 'money' ? value : basis.margin.times(value).div(100);
    if (instrument.quote === 'USD') price = up ? entry.plus(amount.div(units)) : entry.minus(amount.div(units));
    // Result in USD of N units from E to P is N(P - E)/P for a buy: solved for P.
    else if (up) {
      if (amount.gte(units)) return refuse('STOP_UNREACHABLE', kind);
      price = units.times(entry).div(units.minus(amount));
    } else price = units.times(entry).div(units.plus(amount));
  }
  // A buy's stops close at the bid and are rounded up (toward the entry for a stop-loss, away for a take-profit); a sell's down.
  const rounded = price.toDecimalPlaces(instrument.digits, side === 'BUY' ? Dec.ROUND_UP : Dec.ROUND_DOWN);
  return rounded.gt(0) ? done(rounded) : refuse('STOP_UNREACHABLE', kind);
}

/**
 * Whether stops sit on the right side of `reference` (the price the position would close at now,
 * or a pending order's price): a buy's stop-loss below and take-profit above, a sell's the other
 * way round, so neither would close the position the moment it opens.
 *
 * @example
 * checkStops('BUY', new Dec('1.2010'), null, new Dec('1.20152')); // INVALID_STOPS on stopLoss
 */
export function checkStops(side: Side, stopLoss: Dec | null, takeProfit: Dec | null, reference: Dec): MarginResult<null> {
  const below = (p: Dec) => p.lt(reference);
  const above = (p: Dec) => p.gt(reference);
  if (stopLoss && !(side === 'BUY' ? below(stopLoss) : above(stopLoss)))
    return refuse('INVALID_STOPS', 'stopLoss', { reference: reference.toString() });
  if (takeProfit && !(side === 'BUY' ? above(takeProfit) : below(takeProfit)))
    return refuse('INVALID_STOPS', 'takeProfit', { reference: reference.toString() });
  return done(null);
}

/** Whether a quote's closing price reaches a position's stop-loss or take-profit, and which. */
export function stopReached(
  position: { side: Side; stopLoss: string | null; takeProfit: string | null },
  closePrice: Dec,
): StopKind | null {
  const buy = position.side === 'BUY';
  if (position.stopLoss && (buy ? closePrice.lte(position.stopLoss) : closePrice.gte(position.stopLoss))) return 'stopLoss';
  if (position.takeProfit && (buy ? closePrice.gte(position.takeProfit) : closePrice.lte(position.takeProfit))) return 'takeProfit';
  return null;
}
