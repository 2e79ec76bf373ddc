// Test helper (the `@bourse/market/testing` door, for tests only): the shipped recorded OHLC series as bars.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { RECORDED_QUOTE_SERIES, type RecordedQuoteSeries } from '../recorded/catalogue';
import { parseQuoteBars, type QuoteBar } from '../recorded/quote-bars';

const cache = new Map<string, QuoteBar[]>();

/** Every bar of a shipped recorded series (EURUSD, XAUUSD, AAPLUSD, SPYUSD), with its catalogue entry. */
export function loadQuoteBars(symbol: string): { series: RecordedQuoteSeries; bars: QuoteBar[] } {
  const series = RECORDED_QUOTE_SERIES.find((s) => s.symbol === symbol);
  if (!series) throw new Error(`${symbol} is not a shipped recorded series`);
  const known = cache.get(symbol);
  if (known) return { series, bars: known };
  // Resolved on call, not on load, as sessionFile is (happy-dom gives modules no file URL).
  const file = fileURLToPath(new URL(`../../../cli/data/ohlc/${series.file}`, import.meta.url));
  const parsed = parseQuoteBars(gunzipSync(readFileSync(file)).toString('utf8'));
  if (!parsed.ok) throw new Error(`${series.file} line ${parsed.line}: ${parsed.reason}`);
  cache.set(symbol, parsed.bars);
  return { series, bars: parsed.bars };
}
