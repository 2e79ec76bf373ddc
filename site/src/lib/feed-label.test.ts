import { describe, expect, it } from 'vitest';
import { marketFeedLabel } from './feed-label';

const replay = {
  MARKET_FEED: 'replay',
  MARKET_REPLAY_FROM: '2024-08-08T23:54:00.000Z',
  MARKET_REPLAY_TO: '2024-08-09T00:05:00.000Z',
} as const;

describe('the feed label the site gives its islands', () => {
  it('says the replay and its recorded dates in the page’s language', () => {
    expect(marketFeedLabel(replay, 'de')).toMatch(
      /^Wiedergabe · aufgezeichnete Binance-Sitzung \(8\. Aug\. 2024, 23:54\sUTC\s–\s9\. Aug\. 2024, 00:05\sUTC\), nicht live$/,
    );
    expect(marketFeedLabel(replay, 'ru')).toMatch(/^Повтор · записанная сессия Binance \(8 авг\. 2024/);
    expect(marketFeedLabel({ MARKET_FEED: 'binance' }, 'es')).toBe('En vivo · Binance');
  });

  it('keeps an operator’s own label, in every language', () => {
    expect(marketFeedLabel({ ...replay, MARKET_FEED_LABEL: 'Demo prices' }, 'ru')).toBe('Demo prices');
  });
});
