import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parseQuoteBars, RECORDED_QUOTE_SERIES, replayQuotes, type RecordedQuote, type RecordedQuoteSeries } from '@bourse/market';
import { INSTRUMENTS } from '@bourse/trading';

/**
 * A quote as the forex desk uses it: the recorded bid and ask at the instrument's decimals, the
 * recorded bar's time (`recordedAt`, the date the label shows), and `time`, when the engine received
 * it (the rules stamp deals with it: a position opened today is dated today).
 *
 * @example
 * const quote: DeskQuote = { symbol: 'EURUSD', bid: '1.19995', ask: '1.20055', spread: '0.00060', recordedAt: 1514851200000, time: 1795000000000, sides: 'bid-ask' };
 */
export type DeskQuote = Pick<RecordedQuote, 'symbol' | 'bid' | 'ask' | 'spread' | 'sides'> & { recordedAt: number; time: number };

/** Where quotes come from: one series per instrument, each with what it is (recorded, its dates and source). */
export interface QuoteSource {
  readonly series: readonly RecordedQuoteSeries[];
  start(onQuote: (quote: DeskQuote) => void): void;
  close(): void;
}

/**
 * The shipped recordings replayed as a quote feed: each series' bars as MetaTrader's tester walks
 * them (open, nearer extreme, farther extreme, close), one quote per series every `stepMs`, looping.
 * Which quote plays is a function of the clock (the step number since 1970, modulo the series'
 * length), so an engine restarted goes on where the loop is instead of jumping back to the first
 * bar (a jump would reach stops at prices months away). Only instruments the margin rules know are
 * read; a series whose file cannot be read is left out with one line in the log.
 *
 * @example
 * const feed = await RecordedQuoteFeed.load('/srv/bourse/cli/data/ohlc', 2000, console.warn);
 * feed.start((quote) => desk.quote(quote));
 */
export class RecordedQuoteFeed implements QuoteSource {
  private timer: NodeJS.Timeout | null = null;

  private constructor(
    readonly series: readonly RecordedQuoteSeries[],
    private readonly streams: Map<string, readonly RecordedQuote[]>,
    private readonly stepMs: number,
    private readonly clock: () => number,
  ) {}

  static async load(dir: string, stepMs: number, log: (line: string) => void, clock = Date.now): Promise<RecordedQuoteFeed> {
    const streams = new Map<string, readonly RecordedQuote[]>();
    const loaded: RecordedQuoteSeries[] = [];
    for (const series of RECORDED_QUOTE_SERIES.filter((s) => INSTRUMENTS[s.symbol])) {
      const file = path.join(dir, series.file);
      try {
        const parsed = parseQuoteBars(gunzipSync(await readFile(file)).toString('utf8'));
        if (!parsed.ok) throw new Error(`line ${parsed.line}: ${parsed.reason}`);
        if (parsed.bars.length === 0) throw new Error('no bars');
        const replay = { symbol: series.symbol, digits: INSTRUMENTS[series.symbol]!.digits, sides: parsed.sides };
        streams.set(series.symbol, [...replayQuotes(parsed.bars, replay)]);
        loaded.push(series);
      } catch (error) {
        log(`[engine] recorded quotes ${file} left out: ${(error as Error).message}`);
      }
    }
    return new RecordedQuoteFeed(loaded, streams, stepMs, clock);
  }

  start(onQuote: (quote: DeskQuote) => void): void {
    const emit = () => {
      for (const quotes of this.streams.values()) onQuote(this.quoteAt(quotes, this.clock()));
    };
    emit();
    this.timer = setInterval(emit, this.stepMs);
    this.timer.unref();
  }

  /** The quote of a series that plays at `now`. */
  private quoteAt(quotes: readonly RecordedQuote[], now: number): DeskQuote {
    const { symbol, bid, ask, spread, sides, time } = quotes[Math.floor(now / this.stepMs) % quotes.length]!;
    return { symbol, bid, ask, spread, sides, recordedAt: time, time: now };
  }

  /** The quote of `symbol` that plays at `now` (null for a series not loaded). */
  quoteOf(symbol: string, now: number): DeskQuote | null {
    const quotes = this.streams.get(symbol);
    return quotes ? this.quoteAt(quotes, now) : null;
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
