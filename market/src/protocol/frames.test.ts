import { describe, expect, it } from 'vitest';
import { parseMarketFrame } from './frames';

// The ethusdt@ticker frame of market-data/messages/binance_single_messages.json.
const recordedTicker = {
  e: '24hrTicker',
  E: 1653812650349,
  s: 'ETHUSDT',
  p: '28.23000000',
  P: '1.600',
  w: '1781.16275609',
  x: '1764.61000000',
  c: '1792.84000000',
  Q: '0.55720000',
  b: '1792.83000000',
  B: '1.62740000',
  a: '1792.84000000',
  A: '20.29140000',
  o: '1764.61000000',
  h: '1808.98000000',
  l: '1748.94000000',
  v: '471703.53110000',
  q: '840180761.51358100',
  O: 1653726250344,
  C: 1653812650344,
  F: 841094172,
  L: 841646650,
  n: 552479,
};

describe('parseMarketFrame', () => {
  it('accepts a real recorded 24hrTicker frame', () => {
    const result = parseMarketFrame(JSON.stringify({ stream: 'ethusdt@ticker', data: recordedTicker }));
    expect(result).toEqual({ ok: true, frame: { kind: 'ticker', stream: 'ethusdt@ticker', event: recordedTicker } });
  });

  it('rejects a ticker whose last price is missing, naming the stream and the field', () => {
    const { c: _dropped, ...withoutPrice } = recordedTicker;
    const result = parseMarketFrame(JSON.stringify({ stream: 'ethusdt@ticker', data: withoutPrice }));
    expect(result.ok).toBe(false);
    expect(result).toMatchObject({ stream: 'ethusdt@ticker', error: expect.stringContaining('c:') });
  });

  it('rejects a price sent as a float rather than a decimal string', () => {
    const result = parseMarketFrame(JSON.stringify({ stream: 'ethusdt@ticker', data: { ...recordedTicker, c: 1792.84 } }));
    expect(result.ok).toBe(false);
  });

  it('rejects text that is not a combined-stream frame', () => {
    expect(parseMarketFrame('{"data":{}}')).toMatchObject({ ok: false, stream: null });
    expect(parseMarketFrame('<html>')).toMatchObject({ ok: false, error: expect.stringContaining('not JSON') });
  });

  it('lets subscription acknowledgements and other streams through untouched', () => {
    expect(parseMarketFrame('{"result":null,"id":1}').ok).toBe(true);
    expect(parseMarketFrame('{"stream":"btcusdt@avgPrice","data":{"x":1}}')).toEqual({
      ok: true,
      frame: { kind: 'other', stream: 'btcusdt@avgPrice', data: { x: 1 } },
    });
  });

  // Real spot frames from market-data/messages/binance_single_messages.json.
  it('reads a partial depth20 book, a diff and a kline', () => {
    const partial = { lastUpdateId: 17044571457, bids: [['1782.00000000', '6.48300000']], asks: [['1782.01000000', '15.46080000']] };
    expect(parseMarketFrame(JSON.stringify({ stream: 'ethusdt@depth20@100ms', data: partial }))).toEqual({
      ok: true,
      frame: { kind: 'partialDepth', stream: 'ethusdt@depth20@100ms', symbol: 'ETHUSDT', event: partial },
    });
    const diff = {
      e: 'depthUpdate',
      E: 1622363903670,
      s: 'BTCUSDT',
      U: 11294093710,
      u: 11294093726,
      b: [['35743.98000000', '0.00000000']],
      a: [['35743.88000000', '0.24000000']],
    };
    expect(parseMarketFrame(JSON.stringify({ stream: 'btcusdt@depth@100ms', data: diff }))).toMatchObject({
      ok: true,
      frame: { kind: 'depth', event: diff },
    });
    const kline = {
      e: 'kline',
      E: 1653818762502,
      s: 'BTCUSDT',
      k: {
        t: 1653818760000,
        T: 1653818819999,
        s: 'BTCUSDT',
        i: '1m',
        f: 1384844002,
        L: 1384844032,
        o: '29038.46000000',
        c: '29038.47000000',
        h: '29038.47000000',
        l: '29038.46000000',
        v: '0.20926000',
        n: 31,
        x: false,
        q: '6076.54',
        V: '0.1',
        Q: '2903.8',
        B: '0',
      },
    };
    expect(parseMarketFrame(JSON.stringify({ stream: 'btcusdt@kline_1m', data: kline }))).toMatchObject({
      ok: true,
      frame: { kind: 'kline', event: { k: { c: '29038.47000000' } } },
    });
  });

  it("reads the all-market mini tickers and a single pair's as a list, and refuses a malformed one", () => {
    const mini = {
      e: '24hrMiniTicker',
      E: 1,
      s: 'BTCUSDT',
      c: '61837.63',
      o: '61685.99',
      h: '62745.14',
      l: '60830',
      v: '212.03',
      q: '13084074.11',
    };
    expect(parseMarketFrame(JSON.stringify({ stream: '!miniTicker@arr', data: [mini, { ...mini, s: 'ETHUSDT' }] }))).toMatchObject({
      ok: true,
      frame: { kind: 'miniTickers', events: [{ s: 'BTCUSDT' }, { s: 'ETHUSDT' }] },
    });
    expect(parseMarketFrame(JSON.stringify({ stream: 'btcusdt@miniTicker', data: mini }))).toMatchObject({
      ok: true,
      frame: { kind: 'miniTickers', events: [{ c: '61837.63' }] },
    });
    expect(parseMarketFrame(JSON.stringify({ stream: '!miniTicker@arr', data: [{ ...mini, c: 61837.63 }] })).ok).toBe(false);
  });

  it('recognises the serverShutdown notice, wrapped or bare', () => {
    expect(parseMarketFrame('{"e":"serverShutdown","E":1}')).toEqual({ ok: true, frame: { kind: 'shutdown', stream: '' } });
    expect(parseMarketFrame('{"stream":"btcusdt@trade","data":{"e":"serverShutdown","E":1}}')).toEqual({
      ok: true,
      frame: { kind: 'shutdown', stream: 'btcusdt@trade' },
    });
  });
});
