import type { WritableAtom } from 'nanostores';
import {
  checkFetchedPrice,
  checkPriceOutlier,
  checkTickerPrice,
  checkTradePrice,
  PRICE_BUFFER_SIZE,
  describePriceRejection,
  mergeTicker,
  tickerFromEvent,
  tickerFromRest,
  applyTradeToTicker,
  tradeFromEvent,
  type Ticker,
  INITIAL_FEED_STATUS,
  type MarketFrame,
} from '@bourse/market';
import { priceEntryFromTicker } from '../../domain';
import { fetchTicker24h, joinSharedStream, Throttle } from '@bourse/market/client';
import { $feedStatus, setFeedStatus } from '../../feed/store/feed-status';
import type { MarketConfig } from '../../feed/store/market-config';
import { loadLastKnownPrice, rememberShownPrice } from './ticker-cache';
import { startStabilization } from './ticker-stabilizer';

/** Trade-driven price updates render at most once per 300 ms: a busy market would otherwise redraw on every trade. */
export const TICKER_PUBLISH_MS = 300;
/** The REST ticker poll, used only while the stream is not connected, so the price still moves. */
export const TICKER_POLL_MS = 10_000;

const log = (message: string) => console.warn(message);

/** The atoms a ticker feed writes; `$ticker`'s onMount passes its own. */
export interface TickerTargets {
  $ticker: WritableAtom<Ticker | null>;
  $tickerError: WritableAtom<string | null>;
}

/** Feed `$ticker` from one market configuration; returns the cleanup. */
export function startTickerFeed(config: MarketConfig, { $ticker, $tickerError }: TickerTargets): () => void {
  const { symbol } = config;
  const source = `${config.label} (${config.restUrl}, ${config.wsUrl})`;
  const abort = new AbortController();
  let stopped = false;
  let initialPrice: string | null = null;
  // `latest` is the raw ticker the sanity rules judge; `shownLatest` is what the store shows.
  let latest: Ticker | null = null;
  let shownLatest: Ticker | null = null;
  // Leading edge at once, then at most one update per period, ending on the newest value.
  const throttle = new Throttle<Ticker>(TICKER_PUBLISH_MS, (next) => $ticker.set(next));

  // A value from another feed or symbol must never show under this feed's badge.
  $ticker.set(null);
  loadLastKnownPrice(symbol);
  $tickerError.set(null);
  setFeedStatus(INITIAL_FEED_STATUS);

  let rememberedAt = 0;
  const show = (next: Ticker) => {
    shownLatest = next;
    // Remembered at most once a second: storage writes are synchronous on the main thread.
    if (Date.now() - rememberedAt >= 1_000) {
      rememberedAt = Date.now();
      rememberShownPrice(priceEntryFromTicker(next, rememberedAt));
    }
    throttle.push(next);
  };

  const stabilization = startStabilization(() => {
    if (latest && latest !== shownLatest && !stopped) show(latest);
  });
  const publish = (next: Ticker) => {
    latest = next;
    show(stabilization.shown(next));
  };

  // The last 10 accepted prices, trades included, so the outlier band follows the market.
  const recent: string[] = [];
  const note = (price: string) => {
    recent.push(price);
    if (recent.length > PRICE_BUFFER_SIZE) recent.shift();
  };

  const acceptTicker = (incoming: Ticker, origin: 'event' | 'fetched') => {
    if (incoming.symbol !== symbol) return;
    const rejection =
      checkTickerPrice(incoming.lastPrice, initialPrice) ??
      (origin === 'event'
        ? checkPriceOutlier(incoming.lastPrice, recent)
        : checkFetchedPrice(incoming.lastPrice, latest?.lastPrice ?? null));
    if (rejection) {
      log(
        `[ticker] ignored ${origin === 'event' ? '24hrTicker event' : 'REST 24hr ticker'} for ${symbol} from ${source}: ${describePriceRejection(rejection)}`,
      );
      return;
    }
    initialPrice ??= incoming.lastPrice;
    note(incoming.lastPrice);
    $tickerError.set(null);
    publish(mergeTicker(latest, incoming));
  };

  const onFrame = (frame: MarketFrame) => {
    if (stopped) return;
    if (frame.kind === 'ticker') acceptTicker(tickerFromEvent(frame.event), 'event');
    if (frame.kind !== 'trade' || frame.event.s !== symbol || latest === null) return;
    const rejection = checkTradePrice(frame.event.p, initialPrice);
    if (rejection) log(`[ticker] ignored trade ${frame.event.t} for ${symbol} from ${source}: ${describePriceRejection(rejection)}`);
    else {
      note(frame.event.p);
      publish(applyTradeToTicker(latest, tradeFromEvent(frame.event)));
    }
  };

  const load = () => {
    fetchTicker24h(config.restUrl, symbol, { signal: abort.signal })
      .then((rest) => {
        if (!stopped) acceptTicker(tickerFromRest(rest), 'fetched');
      })
      .catch((error: unknown) => {
        if (stopped) return;
        const message = error instanceof Error ? error.message : String(error);
        log(`[ticker] REST 24hr ticker for ${symbol} from ${source} failed: ${message}`);
        if (latest === null) $tickerError.set(message);
      });
  };

  load();
  const leave = joinSharedStream(
    config.wsUrl,
    {
      streams: [`${symbol.toLowerCase()}@ticker`, `${symbol.toLowerCase()}@trade`],
      onFrame,
      onStatus: setFeedStatus,
    },
    log,
  );
  // Without the stream, fall back to a 10 s poll so the price still moves.
  const poll = setInterval(() => {
    if ($feedStatus.get().state !== 'connected') load();
  }, TICKER_POLL_MS);

  return () => {
    stopped = true;
    abort.abort();
    leave();
    clearInterval(poll);
    stabilization.stop();
    throttle.cancel();
  };
}
