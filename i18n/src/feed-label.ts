/** Which market a page's prices come from: Binance itself, or the replay of recorded sessions. */
export type MarketFeed = 'binance' | 'replay';

/** When a replayed session was recorded, in ms since 1970 (first to last event). */
export interface RecordedSpan {
  from: number;
  to: number;
}

/** The catalogue's three feed labels (`market.feedLabel`); `{span}` takes the recorded dates. */
export interface FeedLabelTexts {
  live: string;
  replay: string;
  replayUndated: string;
}

const spanFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The dates a session was recorded, in UTC and the reader's language, shortened where the two ends
 * share them.
 *
 * @example
 * formatRecordedSpan(Date.UTC(2024, 7, 8, 23, 54), Date.UTC(2024, 7, 9, 0, 5), 'en');
 * // 'Aug 8, 2024, 23:54 UTC – Aug 9, 2024, 00:05 UTC'
 */
export function formatRecordedSpan(from: number, to: number, locale: string): string {
  let format = spanFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'UTC',
      timeZoneName: 'short',
    });
    spanFormats.set(locale, format);
  }
  return format.formatRange(Math.min(from, to), Math.max(from, to));
}

/**
 * What a trader is told about the prices' source, in their language: live Binance, or a replay of
 * a recorded session with its dates (without them when they are not known).
 *
 * @example
 * describeFeed({ live: 'Live · Binance', replay: 'Replay ({span}), not live', replayUndated: 'Replay, not live' }, 'replay', null, 'en');
 * // 'Replay, not live'
 */
export function describeFeed(texts: FeedLabelTexts, feed: MarketFeed, recorded: RecordedSpan | null, locale: string): string {
  if (feed === 'binance') return texts.live;
  if (!recorded || !Number.isFinite(recorded.from) || !Number.isFinite(recorded.to)) return texts.replayUndated;
  return texts.replay.replace('{span}', formatRecordedSpan(recorded.from, recorded.to, locale));
}
