import type { WritableAtom } from 'nanostores';
import {
  checkFetchedPrice,
  DEFAULT_KLINE_LIMIT,
  describePriceRejection,
  type Kline,
  type KlineInterval,
  type KlineEvent,
  type MarketFrame,
} from '@bourse/market';
import { fetchKlines, joinSharedStream, Throttle, THROTTLE_MS } from '@bourse/market/client';
import type { CandlesState } from './candles';
import { setFeedStatus } from '../../feed/store/feed-status';
import type { MarketConfig } from '../../feed/store/market-config';

const log = (message: string) => console.warn(message);

function toKline({ k }: KlineEvent): Kline {
  return [k.t, k.o, k.h, k.l, k.c, k.v, k.T, k.q, k.n, k.V, k.Q, '0'];
}

/** The candles with the live one merged in: it replaces the open candle or opens the next one. */
export function mergeLiveCandle(candles: readonly Kline[], live: Kline, limit = DEFAULT_KLINE_LIMIT): Kline[] {
  const last = candles.at(-1);
  if (last && live[0] < last[0]) return [...candles];
  const kept = last && live[0] === last[0] ? candles.slice(0, -1) : candles;
  return [...kept, live].slice(-limit);
}

/**
 * Feed `$candles` for one configuration and interval: 500 klines over REST (through the site's
 * proxy when configured, retried 3 times), then the live candle from `<sym>@kline_<interval>`,
 * published at most once a second. A live close more than 10% from the last one is ignored.
 */
export function startCandlesFeed(config: MarketConfig, interval: KlineInterval, $candles: WritableAtom<CandlesState | null>): () => void {
  const { symbol } = config;
  const abort = new AbortController();
  let candles: Kline[] | null = null;
  let stopped = false;
  $candles.set({ symbol, interval, status: 'loading', candles: [], error: null });
  const throttle = new Throttle(THROTTLE_MS.general, (next: Kline[]) =>
    $candles.set({ symbol, interval, status: 'ready', candles: next, error: null }),
  );

  const onFrame = (frame: MarketFrame) => {
    if (stopped || frame.kind !== 'kline' || frame.event.s !== symbol || frame.event.k.i !== interval || candles === null) return;
    const live = toKline(frame.event);
    const rejection = checkFetchedPrice(live[4], candles.at(-1)?.[4] ?? null);
    if (rejection) {
      log(`[candles] ignored ${symbol} ${interval} candle from ${config.label} (${config.wsUrl}): ${describePriceRejection(rejection)}`);
      return;
    }
    candles = mergeLiveCandle(candles, live);
    throttle.push(candles);
  };

  fetchKlines(
    config.proxyUrl ?? config.restUrl,
    { symbol, interval, limit: DEFAULT_KLINE_LIMIT },
    { signal: abort.signal, direct: !config.proxyUrl },
  )
    .then((loaded) => {
      if (stopped) return;
      candles = loaded;
      throttle.push(loaded);
    })
    .catch((error: unknown) => {
      if (stopped) return;
      const message = (error as Error).message;
      log(`[candles] ${symbol} ${interval} klines from ${config.proxyUrl ?? config.restUrl} failed: ${message}`);
      $candles.set({ symbol, interval, status: 'error', candles: [], error: message });
    });
  const leave = joinSharedStream(
    config.wsUrl,
    { streams: [`${symbol.toLowerCase()}@kline_${interval}`], onFrame, onStatus: setFeedStatus },
    log,
  );
  return () => {
    stopped = true;
    abort.abort();
    leave();
    throttle.cancel();
  };
}
