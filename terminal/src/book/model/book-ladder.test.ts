import { describe, expect, it } from 'vitest';
import { bookSpread, buildLadder, groupingSteps, groupLevels, inferTickSize, ladderRowsFor } from './book-ladder';
import { bookFromSnapshot, topLevels, type PriceLevel } from '@bourse/market';

const bids: PriceLevel[] = [
  ['100.07', '1'],
  ['100.02', '2.5'],
  ['99.98', '1'],
  ['99.91', '0.5'],
  ['98.5', '4'],
];
const asks: PriceLevel[] = [
  ['100.08', '0.5'],
  ['100.13', '1.25'],
  ['100.20', '1'],
  ['101.01', '2'],
];

describe('grouping steps', () => {
  it('offers the tick and the next three multiples of ten, as BTC/USDT shows 0.01, 0.1, 1 and 10', () => {
    expect(groupingSteps('0.01000000')).toEqual(['0.01', '0.1', '1', '10']);
    expect(groupingSteps('0.00001')).toEqual(['0.00001', '0.0001', '0.001', '0.01']);
    expect(groupingSteps('0')).toEqual([]);
    expect(groupingSteps('abc')).toEqual([]);
  });

  it('infers the tick from the decimals the book uses when exchangeInfo is unknown', () => {
    expect(
      inferTickSize([
        ['61837.63000000', '1'],
        ['61837.60000000', '2'],
      ]),
    ).toBe('0.01');
    expect(inferTickSize([['1.14657', '1']])).toBe('0.00001');
    expect(inferTickSize([['120.00000000', '1']])).toBe('1');
  });
});

describe('grouping levels', () => {
  it('rounds bids down and asks up into buckets and sums their amounts exactly', () => {
    expect(groupLevels(bids, 'bids', '0.1')).toEqual([
      ['100.0', '3.5'],
      ['99.9', '1.5'],
      ['98.5', '4'],
    ]);
    expect(groupLevels(asks, 'asks', '0.1')).toEqual([
      ['100.1', '0.5'],
      ['100.2', '2.25'],
      ['101.1', '2'],
    ]);
    expect(groupLevels(bids, 'bids', '1')).toEqual([
      ['100', '3.5'],
      ['99', '1.5'],
      ['98', '4'],
    ]);
    expect(groupLevels(asks, 'asks', '10')).toEqual([['110', '4.75']]);
  });

  it('keeps the levels as they are at the tick, and adds 0.1 + 0.2 without a binary-float error', () => {
    expect(groupLevels(bids, 'bids', '0.01')).toEqual(bids.map(([p, q]) => [Number(p).toFixed(2), q]));
    expect(
      groupLevels(
        [
          ['5.05', '0.1'],
          ['5.01', '0.2'],
        ],
        'bids',
        '1',
      ),
    ).toEqual([['5', '0.3']]);
  });
});

describe('the ladder', () => {
  it('gives each row the cumulative amount from the best price and shades depth on one scale for both sides', () => {
    const ladder = buildLadder({ bids, asks }, { step: '0.01', rows: 3 });
    expect(ladder.bids.map((row) => row.total)).toEqual(['1', '3.5', '4.5']);
    expect(ladder.asks.map((row) => row.total)).toEqual(['0.5', '1.75', '2.75']);
    expect(ladder.bids.at(-1)?.depth).toBe(1);
    expect(ladder.asks[0]?.depth).toBeCloseTo(0.5 / 4.5, 10);
    expect(ladder.bids.map((row) => row.depth)).toEqual([...ladder.bids.map((row) => row.depth)].sort((a, b) => a - b));
  });

  it('totals the grouped buckets, and the spread stays the raw best prices', () => {
    const ladder = buildLadder({ bids, asks }, { step: '1', rows: 20 });
    expect(ladder.bids.map((row) => [row.price, row.total])).toEqual([
      ['100', '3.5'],
      ['99', '5'],
      ['98', '9'],
    ]);
    expect(ladder.spread).toEqual({ spread: '0.01', mid: '100.075', percent: expect.stringMatching(/^0\.0099925/) });
  });

  it('has no spread with an empty side or a crossed book', () => {
    expect(buildLadder({ bids, asks: [] }, { step: '0.01', rows: 5 }).spread).toBeNull();
    expect(bookSpread(['101', '1'], ['100', '1'])).toBeNull();
    expect(buildLadder({ bids: [], asks: [] }, { step: '0.01', rows: 5 })).toEqual({ bids: [], asks: [], spread: null });
  });

  it('shows one side twice as deep when the other is hidden', () => {
    expect(ladderRowsFor('both', 20)).toBe(20);
    expect(ladderRowsFor('bids', 20)).toBe(40);
  });
});

describe('the deep book view', () => {
  it('sorts a deep side the same way as the shallow window does', () => {
    const book = bookFromSnapshot({
      lastUpdateId: 1,
      bids: Array.from({ length: 300 }, (_, i) => [String(1000 - ((i * 37) % 300)), '1'] as PriceLevel),
      asks: [],
    });
    const deep = topLevels(book, 'bids', 200);
    expect(deep.slice(0, 20)).toEqual(topLevels(book, 'bids', 20));
    expect(deep.map(([p]) => Number(p))).toEqual([...deep.map(([p]) => Number(p))].sort((a, b) => b - a));
  });
});
