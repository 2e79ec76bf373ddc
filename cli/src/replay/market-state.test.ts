import { describe, expect, it } from 'vitest';
import { SymbolMarket } from './market-state';
import { defaultSessionFiles } from './paths';
import { readRecording } from './recording';

describe('SymbolMarket book on the recorded BTCUSDT session', () => {
  it('rebuilds a book whose best bid and ask equal every bookTicker with the same update id', async () => {
    const { records } = await readRecording(defaultSessionFiles().find((f) => f.includes('BTCUSDT')) ?? '');
    const snapshot = records.find((r) => r.type === 'snapshot');
    if (snapshot?.type !== 'snapshot') throw new Error('the session has no snapshot');
    // A bookTicker may arrive before or after the diff that carries its update id.
    const bookTickers = new Map(records.flatMap((r) => (r.type === 'bookTicker' ? [[r.event.u, r.event] as const] : [])));
    const market = new SymbolMarket('BTCUSDT');
    market.resetBook(snapshot.snapshot);
    let checked = 0;
    for (const record of records) {
      if (record.type !== 'depth' || !market.applyDepth(record.event)) continue;
      const expected = bookTickers.get(record.event.u);
      if (!expected) continue;
      const { bid, ask } = market.bestLevels();
      expect([bid, ask]).toEqual([
        [expected.b, expected.B],
        [expected.a, expected.A],
      ]);
      checked += 1;
    }
    // The market-data README promises hundreds of such matches per session.
    expect(checked).toBeGreaterThan(500);
  });

  it('skips diffs the snapshot already contains', () => {
    const market = new SymbolMarket('BTCUSDT');
    market.resetBook({ lastUpdateId: 10, bids: [['100.00000000', '1.00000000']], asks: [['101.00000000', '1.00000000']] });
    expect(market.applyDepth({ e: 'depthUpdate', E: 1, s: 'BTCUSDT', U: 5, u: 10, b: [['100.00000000', '0']], a: [] })).toBe(false);
    expect(
      market.applyDepth({
        e: 'depthUpdate',
        E: 1,
        s: 'BTCUSDT',
        U: 9,
        u: 11,
        b: [
          ['100.00', '0.00000000'],
          ['99.5', '2'],
        ],
        a: [],
      }),
    ).toBe(true);
    expect(market.depth(5)).toEqual({ lastUpdateId: 11, bids: [['99.5', '2']], asks: [['101.00000000', '1.00000000']] });
  });
});
