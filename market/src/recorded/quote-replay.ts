import { Dec } from '../decimal';
import type { Ohlc, QuoteBar, QuoteSides } from './quote-bars';

/**
 * A bid/ask quote replayed from a recording, labelled as recorded: `time` is the recorded bar's
 * open time (its date, never today's), `point` which of the bar's recorded prices it is. Prices are
 * the recorded ones at the instrument's precision, the bid rounded down and the ask rounded up, so
 * a quote is never narrower than the recorded one; `spread` is ask minus bid.
 *
 * @example
 * const quote: RecordedQuote = { symbol: 'EURUSD', time: Date.UTC(2018, 0, 2), point: 'open', bid: '1.19995',
 *   ask: '1.20055', spread: '0.00060', recorded: true, sides: 'bid-ask' };
 */
export interface RecordedQuote {
  symbol: string;
  time: number;
  point: keyof Ohlc;
  bid: string;
  ask: string;
  spread: string;
  recorded: true;
  /** `trade`: the recording has one price per point (daily stock bars), so bid = ask and no spread was recorded. */
  sides: QuoteSides;
}

/** What a replay needs to know of the series: its symbol, the instrument's price decimals and the recording's sides. */
export type ReplaySeries = { symbol: string; digits: number; sides: QuoteSides };

/**
 * The quotes one bar passed through, in the order MetaTrader's strategy tester assumes when it has
 * only bars: open, then the extreme nearer the open's side (low first on a rising bar, high first
 * on a falling one), the other extreme, close. Which moment inside the bar an extreme came is not
 * recorded, so each quote carries the bar's time; a point with the same bid and ask as the one
 * before it is not repeated.
 *
 * @example
 * quotesOfBar(bar, { symbol: 'EURUSD', digits: 5, sides: 'bid-ask' }).map((q) => q.point); // ['open', 'low', 'high', 'close']
 */
export function quotesOfBar(bar: QuoteBar, series: ReplaySeries): RecordedQuote[] {
  const rising = new Dec(bar.bid.close).gte(bar.bid.open);
  const points: (keyof Ohlc)[] = rising ? ['open', 'low', 'high', 'close'] : ['open', 'high', 'low', 'close'];
  const quotes: RecordedQuote[] = [];
  for (const point of points) {
    const bid = new Dec(bar.bid[point]).toDecimalPlaces(series.digits, Dec.ROUND_DOWN);
    const ask = new Dec(bar.ask[point]).toDecimalPlaces(series.digits, Dec.ROUND_UP);
    const last = quotes.at(-1);
    const [bidText, askText] = [bid.toFixed(series.digits), ask.toFixed(series.digits)];
    if (last && last.bid === bidText && last.ask === askText) continue;
    const spread = ask.minus(bid).toFixed(series.digits);
    quotes.push({ symbol: series.symbol, time: bar.time, point, bid: bidText, ask: askText, spread, recorded: true, sides: series.sides });
  }
  return quotes;
}

/**
 * Replay recorded bars as a stream of quotes, from the first bar at or after `from` (ms) when given.
 * Lazy: the engine pulls the next quote when its clock says so.
 *
 * @example
 * const stream = replayQuotes(bars, { symbol: 'XAUUSD', digits: 2, sides: 'bid-ask' });
 * stream.next().value; // { symbol: 'XAUUSD', time: 1514847600000, point: 'open', bid: '1302.73', ask: '1303.08', … }
 */
export function* replayQuotes(bars: readonly QuoteBar[], series: ReplaySeries, from?: number): Generator<RecordedQuote> {
  for (const bar of bars) {
    if (from !== undefined && bar.time < from) continue;
    yield* quotesOfBar(bar, series);
  }
}
