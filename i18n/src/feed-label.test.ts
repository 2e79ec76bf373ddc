import { describe, expect, it } from 'vitest';
import { messagesFor } from './catalogue';
import { describeFeed, formatRecordedSpan } from './feed-label';

const recorded = { from: Date.UTC(2024, 7, 8, 23, 54), to: Date.UTC(2024, 7, 9, 0, 5) };
// Intl sets thin and no-break spaces (around a range's dash, before a year's abbreviation); the checks read them as plain spaces.
const plain = (text: string) => text.replace(/[\u2009\u00a0\u202f]/g, ' ');
const label = (locale: string, feed: 'binance' | 'replay', span = recorded) =>
  plain(describeFeed(messagesFor(locale).market.feedLabel, feed, span, locale));

describe('the market feed label', () => {
  it('says a replay is recorded and not live, with its dates in UTC in the reader’s language', () => {
    expect(label('en', 'replay')).toBe('Replay · recorded Binance session (Aug 8, 2024, 23:54 UTC – Aug 9, 2024, 00:05 UTC), not live');
    expect(label('ru', 'replay')).toBe(
      'Повтор · записанная сессия Binance (8 авг. 2024 г., 23:54 UTC – 9 авг. 2024 г., 00:05 UTC), не в реальном времени',
    );
    expect(label('de', 'replay')).toMatch(
      /^Wiedergabe · aufgezeichnete Binance-Sitzung \(8\. Aug\. 2024, 23:54 UTC – 9\. Aug\. 2024, 00:05 UTC\), nicht live$/,
    );
    expect(label('es', 'replay')).toContain('sesión grabada de Binance');
  });

  it('names live Binance in each language, and a replay without known dates without them', () => {
    expect(['en', 'ru', 'es'].map((locale) => label(locale, 'binance'))).toEqual([
      'Live · Binance',
      'В реальном времени · Binance',
      'En vivo · Binance',
    ]);
    expect(describeFeed(messagesFor('de').market.feedLabel, 'replay', null, 'de')).toBe(
      'Wiedergabe · aufgezeichnete Binance-Sitzung, nicht live',
    );
    expect(label('en', 'replay', { from: Number.NaN, to: 1 })).toBe('Replay · recorded Binance session, not live');
  });

  it('writes a span inside one day once per date', () => {
    expect(plain(formatRecordedSpan(Date.UTC(2024, 7, 8, 10, 0), Date.UTC(2024, 7, 8, 10, 10), 'en'))).toBe(
      'Aug 8, 2024, 10:00 – 10:10 UTC',
    );
  });
});
