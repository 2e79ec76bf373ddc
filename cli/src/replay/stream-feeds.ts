import { toTickerEvent, type Ticker24hRest, averagePrice, parseWindowSize, rollingStats } from '@bourse/market';
import { klineStreamInterval, klineUpdates } from './kline-events';
import type { SymbolMarket } from './market-state';
import type { StreamHub } from './ws-hub';

const miniEvent = (t: Ticker24hRest, now: number) => ({
  e: '24hrMiniTicker',
  E: now,
  s: t.symbol,
  c: t.lastPrice,
  o: t.openPrice,
  h: t.highPrice,
  l: t.lowPrice,
  v: t.volume,
  q: t.quoteVolume,
});

function rollingEvent(market: SymbolMarket, window: string, now: number) {
  const windowMs = parseWindowSize(window) ?? 3_600_000;
  const r = rollingStats(market.symbol, market.trades, windowMs, now);
  return {
    e: `${window}Ticker`,
    E: now,
    s: r.symbol,
    p: r.priceChange,
    P: r.priceChangePercent,
    o: r.openPrice,
    h: r.highPrice,
    l: r.lowPrice,
    c: r.lastPrice,
    w: r.weightedAvgPrice,
    v: r.volume,
    q: r.quoteVolume,
    O: r.openTime,
    C: r.closeTime,
    F: r.firstId,
    L: r.lastId,
    n: r.count,
  };
}

// The rolling windows Binance streams.
const STREAM_WINDOWS = ['1h', '4h', '1d'];

/**
 * The streams Binance sends on a clock rather than per event: 24 h tickers (full, mini, all
 * symbols), rolling-window tickers, average price, klines (with a closing event when a candle
 * ends) every second; partial books (`depth5/10/20`) every second or, with `@100ms`, every 100 ms.
 * Only streams someone is subscribed to are computed.
 *
 * @example
 * const feeds = new PeriodicFeeds(hub, markets);
 * setInterval(() => feeds.everySecond(Date.now()), 1000);
 */
export class PeriodicFeeds {
  // Open time of the candle last sent on each kline stream, to send its close when it ends.
  private readonly klineOpen = new Map<string, number>();

  constructor(
    private readonly hub: StreamHub,
    private readonly markets: ReadonlyMap<string, SymbolMarket>,
  ) {}

  everySecond(now: number): void {
    const streams = this.hub.subscribedStreams();
    for (const key of this.klineOpen.keys()) if (!streams.has(key)) this.klineOpen.delete(key);
    for (const stream of streams) {
      if (stream === '!miniTicker@arr')
        this.hub.publish(
          stream,
          this.all((m) => miniEvent(m.ticker(now), now)),
        );
      else if (stream === '!ticker@arr')
        this.hub.publish(
          stream,
          this.all((m) => toTickerEvent(m.ticker(now), now)),
        );
      else if (/^!ticker_(1h|4h|1d)@arr$/.test(stream))
        this.hub.publish(
          stream,
          this.all((m) => rollingEvent(m, stream.slice(8, 10), now)),
        );
      else this.perSymbol(stream, now, false);
    }
  }

  every100ms(now: number): void {
    for (const stream of this.hub.subscribedStreams()) if (stream.endsWith('@100ms')) this.perSymbol(stream, now, true);
  }

  private all<T>(make: (market: SymbolMarket) => T): T[] {
    return [...this.markets.values()].filter((m) => m.trades.length > 0).map(make);
  }

  private perSymbol(stream: string, now: number, fast: boolean): void {
    const at = stream.indexOf('@');
    const market = this.markets.get(stream.slice(0, at).toUpperCase());
    if (!market) return;
    const kind = stream.slice(at + 1);
    const partial = kind.match(/^depth(5|10|20)(@100ms)?$/);
    if (partial) {
      if (Boolean(partial[2]) === fast) this.hub.publish(stream, market.depth(Number(partial[1])));
      return;
    }
    if (fast) return;
    if (kind === 'ticker') this.hub.publish(stream, toTickerEvent(market.ticker(now), now));
    else if (kind === 'miniTicker') this.hub.publish(stream, miniEvent(market.ticker(now), now));
    else if (kind === 'avgPrice') {
      const avg = averagePrice(market.trades, now);
      if (avg.closeTime > 0)
        this.hub.publish(stream, { e: 'avgPrice', E: now, s: market.symbol, i: `${avg.mins}m`, w: avg.price, T: avg.closeTime });
    } else if (kind.startsWith('ticker_') && STREAM_WINDOWS.includes(kind.slice(7))) {
      this.hub.publish(stream, rollingEvent(market, kind.slice(7), now));
    } else {
      const interval = klineStreamInterval(stream);
      if (!interval) return;
      const events = klineUpdates(market.symbol, market.trades, interval, now, this.klineOpen.get(stream));
      for (const event of events) this.hub.publish(stream, event);
      const last = events.at(-1);
      if (last) this.klineOpen.set(stream, last.k.t);
    }
  }
}
