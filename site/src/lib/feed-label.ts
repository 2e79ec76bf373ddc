import { describeFeed } from '@bourse/i18n';
import { cabinetTexts } from '../i18n';
import type { ServerEnv } from './server-env';

/**
 * The price source as the page's reader is told it (an island prop): the operator's own
 * MARKET_FEED_LABEL when set, else live Binance or the replay with its recorded dates, in the
 * page's language.
 *
 * @example marketFeedLabel(serverEnv(), 'de') // 'Wiedergabe · aufgezeichnete Binance-Sitzung (8. Aug. 2024, 23:54 UTC – …), nicht live'
 */
export function marketFeedLabel(
  env: Pick<ServerEnv, 'MARKET_FEED' | 'MARKET_FEED_LABEL' | 'MARKET_REPLAY_FROM' | 'MARKET_REPLAY_TO'>,
  locale: string,
): string {
  if (env.MARKET_FEED_LABEL) return env.MARKET_FEED_LABEL;
  const recorded =
    env.MARKET_REPLAY_FROM && env.MARKET_REPLAY_TO
      ? { from: Date.parse(env.MARKET_REPLAY_FROM), to: Date.parse(env.MARKET_REPLAY_TO) }
      : null;
  return describeFeed(cabinetTexts(locale).market.feedLabel, env.MARKET_FEED, recorded, locale);
}
