import { describe, expect, it } from 'vitest';
import { checkFetchedPrice, checkPriceOutlier, checkTickerPrice, checkTradePrice, describePriceRejection } from './price-sanity';
import { initialStabilizer, stabilizePrice, type Stabilizer } from './price-stabilizer';

type Row = [price: string, reference: string | null, code: string | null];

describe('a ticker is ignored if invalid, at or below 0, above 1e9, or more than 50% from the initial price', () => {
  it.each<Row>([
    ['abc', null, 'PRICE_INVALID'],
    ['', null, 'PRICE_INVALID'],
    ['Infinity', null, 'PRICE_INVALID'],
    ['-0.00000001', null, 'PRICE_NOT_POSITIVE'],
    ['0', null, 'PRICE_NOT_POSITIVE'],
    ['0.00000001', null, null],
    ['999999999.99999999', null, null],
    ['1000000000', null, null],
    ['1000000000.00000001', null, 'PRICE_TOO_HIGH'],
    ['89999.99999999', '60000', null],
    ['90000', '60000', null],
    ['90000.00000001', '60000', 'PRICE_DEVIATES'],
    ['30000.00000001', '60000', null],
    ['30000', '60000', null],
    ['29999.99999999', '60000', 'PRICE_DEVIATES'],
  ])('%s against initial %s -> %s', (price, reference, code) => {
    expect(checkTickerPrice(price, reference)?.code ?? null).toBe(code);
  });
});

describe('a trade is ignored if more than 10% from the base price', () => {
  it.each<Row>([
    ['65999.99999999', '60000', null],
    ['66000', '60000', null],
    ['66000.00000001', '60000', 'PRICE_DEVIATES'],
    ['54000.00000001', '60000', null],
    ['54000', '60000', null],
    ['53999.99999999', '60000', 'PRICE_DEVIATES'],
    ['66000.00000001', null, null],
    ['0', '60000', 'PRICE_NOT_POSITIVE'],
  ])('%s against base %s -> %s', (price, reference, code) => {
    expect(checkTradePrice(price, reference)?.code ?? null).toBe(code);
  });

  it('says which rule rejected it', () => {
    const rejection = checkTradePrice('66000.01', '60000');
    expect(rejection && describePriceRejection(rejection)).toBe('price 66000.01 is more than 10% away from 60000');
  });
});

describe('a fetched price that jumps more than 10% is ignored', () => {
  it.each<Row>([
    ['110', '100', null],
    ['110.00000001', '100', 'PRICE_DEVIATES'],
    ['90', '100', null],
    ['89.99999999', '100', 'PRICE_DEVIATES'],
    ['500', null, null],
  ])('%s after %s -> %s', (price, previous, code) => {
    expect(checkFetchedPrice(price, previous)?.code ?? null).toBe(code);
  });
});

describe('a price outside 3 mean deviations from the median of the last 10 is rejected', () => {
  // Median 100, mean absolute deviation 1.2, so the band is 96.4 .. 103.6.
  const recent = ['100', '102', '98', '100', '101', '99', '100', '103', '97', '100'];
  it.each<[string, string | null]>([
    ['103.59999999', null],
    ['103.6', null],
    ['103.60000001', 'PRICE_OUTLIER'],
    ['96.40000001', null],
    ['96.4', null],
    ['96.39999999', 'PRICE_OUTLIER'],
    ['100', null],
  ])('%s -> %s', (price, code) => {
    expect(checkPriceOutlier(price, recent)?.code ?? null).toBe(code);
  });

  it('counts only the last 10 prices', () => {
    expect(checkPriceOutlier('103.6', ['5000', ...recent])).toBeNull();
    expect(checkPriceOutlier('103.60000001', ['5000', ...recent])?.code).toBe('PRICE_OUTLIER');
  });

  it('lets a price pass while there is no spread to judge by', () => {
    expect(checkPriceOutlier('150', ['100'])).toBeNull();
    expect(checkPriceOutlier('150', ['100', '100', '100'])).toBeNull();
    expect(checkPriceOutlier('x', recent)?.code).toBe('PRICE_INVALID');
  });

  it('reports the median and deviation it judged by', () => {
    expect(checkPriceOutlier('110', recent)).toEqual({ code: 'PRICE_OUTLIER', price: '110', median: '100', meanDeviation: '1.2' });
  });
});

describe('the first 5 s show the median of up to 20 buffered prices', () => {
  const feed = (prices: [string, number][]) => {
    let state: Stabilizer = initialStabilizer();
    return prices.map(([price, at]) => {
      const step = stabilizePrice(state, price, at);
      state = step.state;
      return step.shown;
    });
  };

  it('shows the first price, then the median, until 5 s have passed', () => {
    expect(
      feed([
        ['100', 0],
        ['200', 1_000],
        ['101', 2_000],
        ['102', 4_999],
        ['250', 5_000],
      ]),
    ).toEqual(['100', '150', '101', '101.5', '250']);
  });

  it('keeps only the last 20 prices in the buffer', () => {
    const burst: [string, number][] = [...Array(20).fill(['1000', 0]), ...Array(21).fill(['10', 100])];
    expect(feed(burst).at(-1)).toBe('10');
    expect(feed(burst.slice(0, 39)).at(-1)).toBe('10');
    expect(feed(burst.slice(0, 29)).at(-1)).toBe('1000');
    expect(feed(burst.slice(0, 30)).at(-1)).toBe('505');
  });
});
