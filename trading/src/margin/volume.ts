import { z } from 'zod';
import { Dec } from '../decimal';
import { done, refuse, type MarginResult } from './errors';
import type { Instrument } from './instruments';

/**
 * How a trader sizes an order: in lots (a standard lot is the instrument's contract size; 0.01
 * steps, as MetaTrader's volume step), a whole number of mini (0.1 lot) or micro (0.01 lot) lots,
 * or in units as OANDA counts them (currency units, ounces, shares).
 *
 * @example
 * const volume: Volume = { kind: 'lots', amount: '1.5' }; // 150,000 EUR on EUR/USD
 */
export const volumeSchema = z.object({ kind: z.enum(['lots', 'mini', 'micro', 'units']), amount: z.string() });
export type Volume = z.infer<typeof volumeSchema>;

/** The most one order may open: 100 standard lots (MetaTrader's usual maximum volume). */
export const MAX_LOTS = 100;

const LOT_SHARE = { lots: '1', mini: '0.1', micro: '0.01', units: null } as const;
// Decimals a count may have: lots to MetaTrader's 0.01 step, mini and micro whole, units whole.
const COUNT_DECIMALS = { lots: 2, mini: 0, micro: 0, units: 0 } as const;

/**
 * The units a volume stands for on an instrument: a positive whole number of units (an ounce, a
 * share, a currency unit), at most 100 lots.
 *
 * @example
 * unitsOf(INSTRUMENTS.EURUSD, { kind: 'mini', amount: '3' }); // { ok: true, value: Dec(30000) }
 * unitsOf(INSTRUMENTS.AAPLUSD, { kind: 'lots', amount: '0.5' }); // VOLUME_STEP: half a share
 */
export function unitsOf(instrument: Instrument, volume: Volume): MarginResult<Dec> {
  if (!/^\d+(\.\d+)?$/.test(volume.amount)) return refuse('INVALID_VOLUME', 'volume');
  const count = new Dec(volume.amount);
  if (count.isZero()) return refuse('VOLUME_TOO_SMALL', 'volume');
  if (count.decimalPlaces() > COUNT_DECIMALS[volume.kind])
    return refuse('VOLUME_STEP', 'volume', { decimals: String(COUNT_DECIMALS[volume.kind]) });
  const share = LOT_SHARE[volume.kind];
  const units = share === null ? count : count.times(share).times(instrument.contractSize);
  if (!units.isInteger()) return refuse('VOLUME_STEP', 'volume', { decimals: '0' });
  const max = new Dec(instrument.contractSize).times(MAX_LOTS);
  if (units.gt(max)) return refuse('VOLUME_TOO_LARGE', 'volume', { max: max.toFixed(0) });
  return done(units);
}

/** Units as lots of the instrument (what MetaTrader shows): 150000 on EUR/USD is '1.50'. */
export const lotsOf = (instrument: Instrument, units: Dec): string => units.div(instrument.contractSize).toFixed(2);
