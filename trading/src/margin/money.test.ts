import { describe, expect, it } from 'vitest';
import { Dec } from '../decimal';
import { INSTRUMENTS } from './instruments';
import { pipValue, profitAt, requiredMargin } from './money';
import { lotsOf, unitsOf } from './volume';

const { EURUSD, USDJPY, XAUUSD, AAPLUSD } = INSTRUMENTS as Required<typeof INSTRUMENTS>;
const d = (v: string | number) => new Dec(v);

// Each figure below is worked by hand in its comment; the rules must give the same to the cent.
describe('margin, pip value and results, worked by hand', () => {
  it('EUR/USD: 1 lot bought at 1.20055 at 1:500', () => {
    // 100,000 EUR x 1.20055 = 120,055 USD; / 500 = 240.11 USD of margin.
    expect(requiredMargin(EURUSD!, d(100000), d('1.20055'), 500).toFixed(2)).toBe('240.11');
    // One pip (0.0001) of 100,000 EUR is 10 USD whatever the price.
    expect(pipValue(EURUSD!, d(100000), d('1.20055')).toFixed(2)).toBe('10.00');
    // Closed at the bid 1.20174: +0.00119 x 100,000 = +119 USD, 11.9 pips.
    const up = profitAt(EURUSD!, { side: 'BUY', units: '100000', openPrice: '1.20055' }, d('1.20174'));
    expect([up.money.toFixed(2), up.pips.toFixed(1)]).toEqual(['119.00', '11.9']);
    // A sell of 0.35 lot at 1.20152 bought back at the ask 1.20189: -0.00037 x 35,000 = -12.95 USD, -3.7 pips.
    const down = profitAt(EURUSD!, { side: 'SELL', units: '35000', openPrice: '1.20152' }, d('1.20189'));
    expect([down.money.toFixed(2), down.pips.toFixed(1)]).toEqual(['-12.95', '-3.7']);
  });

  it('USD/JPY: the yen converted at the closing rate', () => {
    // 100,000 USD at 1:500 is 200 USD of margin, whatever the rate.
    expect(requiredMargin(USDJPY!, d(100000), d('110.000'), 500).toFixed(2)).toBe('200.00');
    // One pip (0.01 JPY) x 100,000 = 1,000 JPY; at 110.000 that is 1,000 / 110 = 9.0909 USD.
    expect(pipValue(USDJPY!, d(100000), d('110.000')).toFixed(4)).toBe('9.0909');
    // Bought at 110.000, sold at 110.550: 0.55 x 100,000 = 55,000 JPY = 55,000 / 110.55 = 497.51 USD; 55 pips.
    const up = profitAt(USDJPY!, { side: 'BUY', units: '100000', openPrice: '110.000' }, d('110.550'));
    expect([up.money.toFixed(2), up.pips.toFixed(1)]).toEqual(['497.51', '55.0']);
    // 0.1 lot sold at 110.000 bought back at 111.000: -1 x 10,000 = -10,000 JPY = -90.09 USD; -100 pips.
    const down = profitAt(USDJPY!, { side: 'SELL', units: '10000', openPrice: '110.000' }, d('111.000'));
    expect([down.money.toFixed(2), down.pips.toFixed(0)]).toEqual(['-90.09', '-100']);
  });

  it('XAU/USD: 1 lot is 100 troy ounces', () => {
    expect(unitsOf(XAUUSD!, { kind: 'lots', amount: '1' })).toEqual({ ok: true, value: d(100) });
    // 100 oz x 1,303.08 = 130,308 USD; / 100 = 1,303.08; / 500 = 260.616, rounded up to 260.62.
    expect(requiredMargin(XAUUSD!, d(100), d('1303.08'), 100).toFixed(2)).toBe('1303.08');
    expect(requiredMargin(XAUUSD!, d(100), d('1303.08'), 500).toFixed(2)).toBe('260.62');
    // A pip (0.01 USD) on 100 oz is 1 USD; bought at 1,303.08 and sold at 1,307.59: 4.51 x 100 = 451 USD, 451 pips.
    expect(pipValue(XAUUSD!, d(100), d('1303.08')).toFixed(2)).toBe('1.00');
    const up = profitAt(XAUUSD!, { side: 'BUY', units: '100', openPrice: '1303.08' }, d('1307.59'));
    expect([up.money.toFixed(2), up.pips.toFixed(0)]).toEqual(['451.00', '451']);
  });

  it('sizes orders in lots, mini and micro lots or units, whole units only', () => {
    expect(unitsOf(EURUSD!, { kind: 'mini', amount: '3' })).toEqual({ ok: true, value: d(30000) });
    expect(unitsOf(EURUSD!, { kind: 'micro', amount: '7' })).toEqual({ ok: true, value: d(7000) });
    expect(unitsOf(EURUSD!, { kind: 'units', amount: '1234' })).toEqual({ ok: true, value: d(1234) });
    expect(lotsOf(EURUSD!, d(150000))).toBe('1.50');
    expect(unitsOf(EURUSD!, { kind: 'lots', amount: '0.015' })).toMatchObject({ ok: false, error: { code: 'VOLUME_STEP' } });
    expect(unitsOf(AAPLUSD!, { kind: 'lots', amount: '0.5' })).toMatchObject({ ok: false, error: { code: 'VOLUME_STEP' } });
    expect(unitsOf(EURUSD!, { kind: 'lots', amount: '101' })).toMatchObject({
      ok: false,
      error: { code: 'VOLUME_TOO_LARGE', params: { max: '10000000' } },
    });
    for (const amount of ['', '-1', '1e3', 'abc', '0']) expect(unitsOf(EURUSD!, { kind: 'units', amount }).ok).toBe(false);
  });
});
