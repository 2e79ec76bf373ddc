import { describe, expect, it } from 'vitest';
import { loadRecordedTrades } from '../test-support/recorded-trades';
import { toTickerEvent } from '../protocol/binance';
import { DAY_MS, deriveTicker24h } from './ticker24h';

// Expected figures were computed apart from this code (Python decimal over the same file).
// Expected figures cover the session's first recording (its first ~6 minutes, up to the trade at
// 2024-08-09 00:00:01.271 UTC): the continuation after it is left out, as the figures predate it.
const lastTime = 1723161601271;
const trades = loadRecordedTrades('BTCUSDT').filter((trade) => trade.time <= lastTime);

describe('deriveTicker24h on the recorded BTCUSDT session', () => {
  const rest = deriveTicker24h(trades, 'BTCUSDT', lastTime + 1_000);

  it('takes the first trade in the window as the open and the newest as the last price', () => {
    expect(rest.openPrice).toBe('61837.63000000');
    expect(rest.lastPrice).toBe('61685.99000000');
    expect(rest.lastQty).toBe('0.00140000');
    expect(rest.priceChange).toBe('-151.64000000');
    expect(rest.priceChangePercent).toBe('-0.245');
  });

  it('reports high, low, volumes and the volume-weighted average exactly', () => {
    expect(rest.highPrice).toBe('61860.80000000');
    expect(rest.lowPrice).toBe('61583.22000000');
    expect(rest.volume).toBe('212.03315000');
    expect(rest.quoteVolume).toBe('13084074.11238860');
    expect(rest.weightedAvgPrice).toBe('61707.68161671');
  });

  it('counts the trades and names the first and last ids of the window', () => {
    expect(rest).toMatchObject({ count: 9757, firstId: 3735683259, lastId: 3735693015 });
    expect(rest.closeTime - rest.openTime).toBe(DAY_MS);
  });

  it('leaves trades older than 24 hours out and uses the last of them as previous close', () => {
    // Trade 3735683359 (index 100) shares its millisecond with five later ones.
    const later = deriveTicker24h(trades, 'BTCUSDT', 1723161259326 + DAY_MS);
    expect(later.count).toBe(9651);
    expect(later.firstId).toBe(3735683365);
    expect(later.openPrice).toBe('61829.77000000');
    expect(later.prevClosePrice).toBe('61828.35000000');
  });

  it('ignores trades stamped after now', () => {
    const early = deriveTicker24h(trades, 'BTCUSDT', trades[9]?.time ?? 0);
    expect(early.lastId).toBe(trades[9]?.id);
  });

  it('answers an empty window with zeros and ids of -1, as Binance does', () => {
    const empty = deriveTicker24h([], 'BTCUSDT', lastTime);
    expect(empty).toMatchObject({ lastPrice: '0.00000000', count: 0, firstId: -1, lastId: -1 });
  });

  it('copies the best bid and ask when the book is known', () => {
    const withBook = deriveTicker24h(trades, 'BTCUSDT', lastTime, {
      bidPrice: '61685.99000000',
      bidQty: '1.25869000',
      askPrice: '61686.00000000',
      askQty: '2.44807000',
    });
    expect(withBook.bidPrice).toBe('61685.99000000');
    expect(withBook.askQty).toBe('2.44807000');
  });
});

describe('toTickerEvent', () => {
  it('has exactly the fields of a recorded spot 24hrTicker frame, in order', () => {
    const event = toTickerEvent(deriveTicker24h(trades, 'BTCUSDT', lastTime), lastTime + 5);
    // Key order of the ethusdt@ticker frame in market-data/messages/binance_single_messages.json.
    expect(Object.keys(event)).toEqual([
      'e',
      'E',
      's',
      'p',
      'P',
      'w',
      'x',
      'c',
      'Q',
      'b',
      'B',
      'a',
      'A',
      'o',
      'h',
      'l',
      'v',
      'q',
      'O',
      'C',
      'F',
      'L',
      'n',
    ]);
    expect(event).toMatchObject({ e: '24hrTicker', E: lastTime + 5, s: 'BTCUSDT', c: '61685.99000000', n: 9757 });
  });
});
