import { describe, expect, it } from 'vitest';
import { parseMarketFrame } from './frames';

// The ethusdt@ticker frame of market-data/messages/binance_single_messages.json.
const recordedTicker = {
  e: '24hrTicker', E: 1653812650349, s: 'ETHUSDT', p: '28.23000000', P: '1.600', w: '1781.16275609',
  x: '1764.61000000', c: '1792.84000000', Q: '0.55720000', b: '1792.83000000', B: '1.62740000',
  a: '1792.84000000', A: '20.29140000', o: '1764.61000000', h: '1808.98000000', l: '1748.94000000',
  v: '471703.53110000', q: '840180761.51358100', O: 1653726250344, C: 1653812650344, F: 841094172,
  L: 841646650, n: 552479,
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
    expect(parseMarketFrame('{"stream":"btcusdt@depth","data":{"x":1}}'))
      .toEqual({ ok: true, frame: { kind: 'other', stream: 'btcusdt@depth', data: { x: 1 } } });
  });
});
