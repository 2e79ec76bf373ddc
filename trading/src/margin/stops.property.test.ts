import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Dec } from '../decimal';
import { INSTRUMENTS, tickOf } from './instruments';
import { profitAt, requiredMargin } from './money';
import { stopPrice, type StopKind } from './stops';

// The stop rules' arithmetic for any entry price, size and distance, on every instrument
// (USD/JPY's conversion included): a stop-loss in money or percent of margin never loses more than
// asked and a take-profit never wins less, each within one tick of the exact price.

const symbols = Object.keys(INSTRUMENTS);
const input = fc.record({
  symbol: fc.constantFrom(...symbols),
  side: fc.constantFrom('BUY' as const, 'SELL' as const),
  kind: fc.constantFrom<StopKind>('stopLoss', 'takeProfit'),
  // An entry between 0.5 and 5,000 in the instrument's own decimals.
  entryTicks: fc.integer({ min: 50, max: 500_000 }),
  lots: fc.integer({ min: 1, max: 10_000 }),
  by: fc.constantFrom('money' as const, 'percent' as const),
  amount: fc.integer({ min: 1, max: 100_000 }),
});

describe('stops in money or percent of margin, on any entry', () => {
  it('lose at most and win at least what was asked, within a tick', () => {
    fc.assert(
      fc.property(input, ({ symbol, side, kind, entryTicks, lots, by, amount }) => {
        const instrument = INSTRUMENTS[symbol]!;
        const entry = new Dec(entryTicks).div(100).toDecimalPlaces(instrument.digits);
        const units = new Dec(lots).times(instrument.contractSize).div(100);
        if (!units.isInteger()) return;
        const margin = requiredMargin(instrument, units, entry, 100);
        const asked = by === 'money' ? new Dec(amount).div(100) : margin.times(amount).div(1000);
        const spec = by === 'money' ? { by, amount: asked.toString() } : { by, percent: new Dec(amount).div(10).toString() };
        const price = stopPrice(kind, spec, { instrument, side, units, entry, margin });
        if (!price.ok) {
          expect(price.error.code).toBe('STOP_UNREACHABLE');
          return;
        }
        const result = profitAt(instrument, { side, units: units.toFixed(0), openPrice: entry.toString() }, price.value).money;
        if (kind === 'stopLoss') expect(result.gte(asked.neg())).toBe(true);
        else expect(result.gte(asked)).toBe(true);
        // One tick further toward the entry (a stop-loss) or back from it (a take-profit) misses what was asked.
        const tick = tickOf(instrument);
        const closer = side === 'BUY' ? price.value.minus(tick) : price.value.plus(tick);
        if (closer.lte(0)) return;
        const other = profitAt(instrument, { side, units: units.toFixed(0), openPrice: entry.toString() }, closer).money;
        if (kind === 'stopLoss') expect(other.lt(asked.neg())).toBe(true);
        else expect(other.lt(asked)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
