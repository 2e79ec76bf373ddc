import type { WritableAtom } from 'nanostores';
import { checkTradePrice, describePriceRejection, tradeFromEvent, type Trade } from '../domain';
import { joinSharedStream, Throttle, THROTTLE_MS, type MarketFrame } from '../market';
import { setFeedStatus } from './feed-status';
import type { MarketConfig } from './market-config';

/** Spec: 50 trades kept. */
export const TRADES_KEPT = 50;

const log = (message: string) => console.warn(message);

/**
 * Feed `$trades` from one market configuration: `<sym>@trade` frames, newest first, 50 kept,
 * published at most every 300 ms. A trade more than 10% from the base price (the first accepted
 * trade's) is ignored and logged with its source.
 */
export function startTradesFeed(config: MarketConfig, $trades: WritableAtom<Trade[]>): () => void {
  const { symbol } = config;
  let kept: Trade[] = [];
  let basePrice: string | null = null;
  $trades.set([]);
  const throttle = new Throttle(THROTTLE_MS.trades, (trades: Trade[]) => $trades.set(trades));
  const onFrame = (frame: MarketFrame) => {
    if (frame.kind !== 'trade' || frame.event.s !== symbol) return;
    const rejection = checkTradePrice(frame.event.p, basePrice);
    if (rejection) {
      log(`[trades] ignored trade ${frame.event.t} for ${symbol} from ${config.label} (${config.wsUrl}): ${describePriceRejection(rejection)}`);
      return;
    }
    basePrice ??= frame.event.p;
    kept = [tradeFromEvent(frame.event), ...kept].slice(0, TRADES_KEPT);
    throttle.push(kept);
  };
  const leave = joinSharedStream(config.wsUrl, { streams: [`${symbol.toLowerCase()}@trade`], onFrame, onStatus: setFeedStatus }, log);
  return () => {
    leave();
    throttle.cancel();
  };
}
