import type { WritableAtom } from 'nanostores';
import { checkTradePrice, describePriceRejection, tradeFromEvent, type Trade, type MarketFrame } from '@bourse/market';
import { joinSharedStream, Throttle, THROTTLE_MS } from '@bourse/market/client';
import { setFeedStatus } from '../../feed/store/feed-status';
import type { MarketConfig } from '../../feed/store/market-config';

/** 50 trades kept, as an exchange's trade tape shows. */
export const TRADES_KEPT = 50;

const log = (message: string) => console.warn(message);

/**
 * Feed `$trades` from one market configuration: `<sym>@trade` frames (`<sym>@aggTrade` while no
 * single trade has come), newest first, 50 kept,
 * published at most every 300 ms. A trade more than 10% from the base price (the first accepted
 * trade's) is ignored and logged with its source.
 */
export function startTradesFeed(config: MarketConfig, $trades: WritableAtom<Trade[]>): () => void {
  const { symbol } = config;
  let kept: Trade[] = [];
  let basePrice: string | null = null;
  $trades.set([]);
  const throttle = new Throttle(THROTTLE_MS.trades, (trades: Trade[]) => $trades.set(trades));
  // A feed that records only aggregates (`@aggTrade`) still fills the tape; once a single trade
  // arrives the aggregates are ignored, as the two count the same fills.
  let singleTrades = false;
  const onFrame = (frame: MarketFrame) => {
    if ((frame.kind !== 'trade' && frame.kind !== 'aggTrade') || frame.event.s !== symbol) return;
    if (frame.kind === 'trade') singleTrades = true;
    else if (singleTrades) return;
    const rejection = checkTradePrice(frame.event.p, basePrice);
    if (rejection) {
      log(
        `[trades] ignored trade ${frame.event.t} for ${symbol} from ${config.label} (${config.wsUrl}): ${describePriceRejection(rejection)}`,
      );
      return;
    }
    basePrice ??= frame.event.p;
    kept = [tradeFromEvent(frame.event), ...kept].slice(0, TRADES_KEPT);
    throttle.push(kept);
  };
  const streams = [`${symbol.toLowerCase()}@trade`, `${symbol.toLowerCase()}@aggTrade`];
  const leave = joinSharedStream(config.wsUrl, { streams, onFrame, onStatus: setFeedStatus }, log);
  return () => {
    leave();
    throttle.cancel();
  };
}
