import { describe, expect, it } from 'vitest';
import { resolveSpotPair, searchSpotPairs } from './spot-pairs';

describe('the pair the terminal opens on', () => {
  it.each([
    [null, 'BTCUSDT'],
    ['', 'BTCUSDT'],
    ['ETHUSDT', 'ETHUSDT'],
    ['eth/usdt', 'ETHUSDT'],
    ['SOL-USDT', 'SOLUSDT'],
    ['xrp', 'XRPUSDT'],
    ['DOGEUSDT', 'BTCUSDT'],
    ['BTC/EUR', 'BTCUSDT'],
    ['<script>', 'BTCUSDT'],
  ])('?pair=%j opens %s', (param, symbol) => {
    expect(resolveSpotPair(param)).toBe(symbol);
  });
});

describe('pair dropdown search', () => {
  it('lists all five USDT pairs without a query and narrows as the trader types', () => {
    expect(searchSpotPairs('').map((p) => p.pair)).toEqual(['BTC/USDT', 'ETH/USDT', 'BNB/USDT', 'SOL/USDT', 'XRP/USDT']);
    expect(searchSpotPairs('so').map((p) => p.pair)).toEqual(['SOL/USDT']);
    expect(searchSpotPairs('doge')).toEqual([]);
  });
});
