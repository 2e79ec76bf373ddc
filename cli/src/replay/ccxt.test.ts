import ccxt from 'ccxt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSessionFiles } from './paths';
import { recordedReference } from './recorded-reference';
import { startReplayServer, type ReplayServer } from './server';

// ccxt, a client library nobody here wrote, against the replay with only its URLs changed.
let replay: ReplayServer;
let frozen: ReplayServer;
let exchange: InstanceType<typeof ccxt.pro.binance>;
let frozenExchange: InstanceType<typeof ccxt.pro.binance>;
let btc: Awaited<ReturnType<typeof recordedReference>>;

async function connect(server: ReplayServer) {
  const client = new ccxt.pro.binance();
  const api = client.urls.api as Record<string, unknown>;
  for (const [key, url] of Object.entries(api)) if (typeof url === 'string') api[key] = url.replace(/^https:\/\/[^/]+/, server.restUrl);
  api.ws = { ...(api.ws as object), spot: `${server.wsUrl}/ws`, margin: `${server.wsUrl}/ws` };
  // ccxt needs this call to open plain ws:// connections (a local server has no TLS).
  await client.loadHttpProxyAgent();
  return client;
}

beforeAll(async () => {
  btc = await recordedReference(
    defaultSessionFiles().find((f) => f.includes('BTCUSDT'))!,
    'BTCUSDT',
  );
  // 30x: a loop of the shipped session every ~12 s, so the order-book test crosses two.
  replay = await startReplayServer({ port: 0, speed: 30 });
  exchange = await connect(replay);
  // One quick pass, then still: answers that must add up are read from a market that has stopped.
  frozen = await startReplayServer({ port: 0, speed: 200, loop: false, files: defaultSessionFiles().filter((f) => f.includes('ETHUSDT')) });
  frozenExchange = await connect(frozen);
  await new Promise((resolve) => setTimeout(resolve, 2_500));
}, 180_000);
afterAll(async () => {
  await exchange?.close();
  await frozenExchange?.close();
  await replay?.close();
  await frozen?.close();
});

const recordedTrade = (id: number) => btc.trades.get(btc.recordedTradeId(id));

/** A scheduled close at a loop boundary (code 1000, as Binance's own disconnects), which ccxt reports to the watcher. */
const isScheduledClose = (error: unknown) => error instanceof ccxt.NetworkError && /closing code 1000/.test((error as Error).message);

/**
 * A watch that a loop boundary may interrupt: on a slow machine the 12 s loop can end while a
 * watcher waits, and the next watch connects again, as a client of Binance does. Anything else
 * is thrown.
 */
async function watchThrough<T>(watch: () => Promise<T>): Promise<T> {
  for (let closes = 0; ; closes += 1) {
    try {
      return await watch();
    } catch (error) {
      if (!isScheduledClose(error) || closes >= 3) throw error;
    }
  }
}

describe('ccxt REST against the replay', () => {
  it('loads exactly the served markets with the recorded era filters', async () => {
    const markets = await exchange.loadMarkets();
    expect(Object.keys(markets)).toEqual(['BTC/USDT', 'ETH/USDT', 'EUR/USD', 'XAU/USD', 'AAPL/USD', 'SPY/USD']);
    expect(markets['BTC/USDT']).toMatchObject({ active: true, precision: { price: 0.01, amount: 0.00001 }, limits: { cost: { min: 5 } } });
    // Recorded OHLC series have statistics but no book: not open for trading, as on Binance.
    expect(markets['EUR/USD']?.active).toBe(false);
  });

  it('tells the time and the status', async () => {
    expect(Math.abs((await exchange.fetchTime())! - Date.now())).toBeLessThan(5_000);
    expect((await exchange.fetchStatus()).status).toBe('ok');
  });

  it('fetches tickers whose prices are recorded ones, with and without symbols', async () => {
    const ticker = await exchange.fetchTicker('BTC/USDT');
    expect(btc.tradePrices.has(ticker.last!)).toBe(true);
    expect(ticker.bid!).toBeLessThan(ticker.ask!);
    expect(Object.keys(await exchange.fetchTickers())).toEqual(['BTC/USDT', 'ETH/USDT', 'EUR/USD', 'XAU/USD', 'AAPL/USD', 'SPY/USD']);
    expect(Object.keys(await exchange.fetchTickers(['BTC/USDT', 'ETH/USDT']))).toEqual(['BTC/USDT', 'ETH/USDT']);
    const last = await exchange.fetchLastPrices(['BTC/USDT']);
    expect(btc.tradePrices.has(last['BTC/USDT']!.price!)).toBe(true);
    const best = (await exchange.fetchBidsAsks(['BTC/USDT']))['BTC/USDT']!;
    expect(btc.bookPrices.has(best.bid!)).toBe(true);
    expect(best.bid!).toBeLessThan(best.ask!);
  });

  it('fetches the order book the recording holds at its update id', async () => {
    const book = await exchange.fetchOrderBook('BTC/USDT', 50);
    const reference = btc.bookAt(btc.recordedUpdateId(book.nonce!), 50);
    expect(reference).not.toBeNull();
    expect(book.bids).toEqual(reference!.bids.map(([p, q]) => [Number(p), Number(q)]));
    expect(book.asks).toEqual(reference!.asks.map(([p, q]) => [Number(p), Number(q)]));
  });

  it('fetches trades: aggregates of recorded trades, each of one price, quantities summed', async () => {
    const trades = await exchange.fetchTrades('BTC/USDT', undefined, 50);
    expect(trades.length).toBe(50);
    for (const trade of trades) {
      const { f, l } = trade.info as { f: number; l: number };
      const fills = Array.from({ length: l - f + 1 }, (_, i) => recordedTrade(f + i));
      expect(
        fills.every((fill) => fill && Number(fill.p) === trade.price),
        `trades ${f}-${l}`,
      ).toBe(true);
      expect(fills.reduce((sum, fill) => sum + Number(fill!.q), 0)).toBeCloseTo(trade.amount!, 8);
    }
  });

  it('fetches 1s, 1m and 1h candles that add up to the same trades', async () => {
    const [seconds, minutes, hours] = await Promise.all(
      ['1s', '1m', '1h'].map((tf) => frozenExchange.fetchOHLCV('ETH/USDT', tf, undefined, 1000)),
    );
    for (const [, open, high, low, close] of [...seconds!, ...minutes!, ...hours!]) {
      expect(high).toBeGreaterThanOrEqual(Math.max(open!, close!));
      expect(low).toBeLessThanOrEqual(Math.min(open!, close!));
    }
    const volume = (rows: typeof seconds) => rows!.reduce((sum, r) => sum + r[5]!, 0);
    expect(seconds!.length).toBeGreaterThan(1);
    expect(volume(seconds)).toBeCloseTo(volume(minutes), 6);
    expect(volume(minutes)).toBeCloseTo(volume(hours), 6);
    expect(Math.max(...seconds!.map((r) => r[2]!))).toBe(Math.max(...hours!.map((r) => r[2]!)));
    expect(seconds!.at(-1)![4]).toBe(hours!.at(-1)![4]);
  });
});

describe('ccxt pro websocket against the replay', () => {
  it('watches the ticker and tickers', async () => {
    const ticker = await watchThrough(() => exchange.watchTicker('BTC/USDT'));
    expect(btc.tradePrices.has(ticker.last!)).toBe(true);
    const tickers = await watchThrough(() => exchange.watchTickers(['BTC/USDT', 'ETH/USDT']));
    expect(Object.keys(tickers).every((s) => ['BTC/USDT', 'ETH/USDT'].includes(s))).toBe(true);
  }, 60_000);

  it('watches trades that are the recorded ones and candles of them', async () => {
    const trades = await watchThrough(() => exchange.watchTrades('BTC/USDT'));
    for (const trade of trades)
      expect([trade.price, trade.amount]).toEqual([Number(recordedTrade(Number(trade.id))?.p), Number(recordedTrade(Number(trade.id))?.q)]);
    const candles = await watchThrough(() => exchange.watchOHLCV('BTC/USDT', '1m'));
    expect(btc.tradePrices.has(candles.at(-1)![4]!)).toBe(true);
  }, 60_000);

  it('keeps its order book across two loop boundaries, equal to the recording, with only the scheduled closes', async () => {
    let until = Infinity;
    let checked = 0;
    const closes: string[] = [];
    for (let nonce = 0; nonce < until;) {
      // A 5000-level snapshot holds the whole book: a smaller one holds only a window of prices,
      // and levels beyond it that the price later reaches are missing, on Binance as here.
      let book: Awaited<ReturnType<typeof exchange.watchOrderBook>>;
      try {
        book = await exchange.watchOrderBook('BTC/USDT', 5000);
      } catch (error) {
        // Each pass ends with a normal close, as Binance's scheduled disconnects: ccxt reports it
        // to the watcher, and the next watch connects again from a new snapshot. Nothing else
        // (no nonce gap, no checksum error) may come up.
        if (!isScheduledClose(error)) throw error;
        closes.push((error as Error).message);
        continue;
      }
      nonce = book.nonce!;
      // Two whole loops from wherever the replay stands now: two loop boundaries at least.
      if (until === Infinity) until = nonce + 2 * btc.plan.updateIdSpan;
      const reference = btc.bookAt(btc.recordedUpdateId(nonce), 50);
      if (!reference) continue;
      expect(book.bids.slice(0, 50)).toEqual(reference.bids.map(([p, q]) => [Number(p), Number(q)]));
      expect(book.asks.slice(0, 50)).toEqual(reference.asks.map(([p, q]) => [Number(p), Number(q)]));
      checked += 1;
    }
    // Many books compared (how many depends on how fast this machine lets ccxt take them: a loaded
    // one sees fewer of the 30x updates), each equal to the recording.
    expect(checked).toBeGreaterThan(30);
    expect(closes.length).toBeGreaterThanOrEqual(2);
  }, 180_000);
});
