import { z } from 'zod';
import { Dec } from '../decimal';

/**
 * One recorded bar as a dealer quoted it: the bid's and the ask's open, high, low and close,
 * decimal strings exactly as the recording wrote them, at the bar's open time (ms since the epoch).
 * A recording of trade prices only (daily stock bars) has no spread: its bid and ask are the same
 * prices, and `sides` of its series says so.
 *
 * @example
 * const bar: QuoteBar = { time: Date.UTC(2018, 0, 2), bid: { open: '1.19995', high: '1.20174', low: '1.19995', close: '1.20152' },
 *   ask: { open: '1.20055', high: '1.20189', low: '1.20055', close: '1.20166' } };
 */
export interface QuoteBar {
  time: number;
  bid: Ohlc;
  ask: Ohlc;
}
export type Ohlc = { open: string; high: string; low: string; close: string };

/** `bid-ask`: the recording has both sides (OANDA); `trade`: one price per point, no spread recorded. */
export type QuoteSides = 'bid-ask' | 'trade';

/** Bars of one CSV recording, or where and why it is not one (errors are data; line numbers from 1). */
export type QuoteBarsResult = { ok: true; sides: QuoteSides; bars: QuoteBar[] } | { ok: false; line: number; reason: string };

const price = z.string().regex(/^\d+(\.\d+)?$/, 'is not a price');
const POINTS = ['open', 'high', 'low', 'close'] as const;
const cmp = (a: string, b: string) => new Dec(a).cmp(b);

/**
 * Read a recorded OHLC CSV (QuantConnect Lean's exports shipped in cli/data/ohlc): a time column
 * (`time_utc`, `date` or `open_time_ms`) and either `bid_open`…`ask_close` or `open`…`close`.
 * A row is refused with its line when a price is not a number, a bar's high or low does not hold
 * its open and close, an ask is below its bid, or time does not move forward.
 *
 * @example
 * parseQuoteBars('date,open,high,low,close,volume\n2021-03-31,121.65,123.54,121.15,122.15,109019052');
 * // { ok: true, sides: 'trade', bars: [{ time: 1617148800000, bid: { open: '121.65', … }, ask: { open: '121.65', … } }] }
 */
export function parseQuoteBars(text: string): QuoteBarsResult {
  const [header = '', ...rows] = text.trim().split(/\r?\n/);
  const columns = header.split(',');
  const column = (...names: string[]) => names.map((n) => columns.indexOf(n)).find((i) => i >= 0) ?? -1;
  const time = column('time_utc', 'date', 'open_time_ms');
  const sides: QuoteSides = columns.includes('bid_open') ? 'bid-ask' : 'trade';
  const of = (side: string) => POINTS.map((p) => column(sides === 'trade' ? p : `${side}_${p}`));
  const bidAt = of('bid');
  const askAt = of('ask');
  if (time < 0 || [...bidAt, ...askAt].some((i) => i < 0))
    return { ok: false, line: 1, reason: 'the header has no time and open/high/low/close columns' };
  const bars: QuoteBar[] = [];
  for (const [index, row] of rows.entries()) {
    const line = index + 2;
    const cells = row.split(',');
    const at = readTime(cells[time] ?? '');
    if (at === null) return { ok: false, line, reason: `"${cells[time] ?? ''}" is not a time` };
    if (bars.length && at <= bars.at(-1)!.time) return { ok: false, line, reason: 'the bar is not later than the one before' };
    const bid = readOhlc(cells, bidAt);
    const ask = readOhlc(cells, askAt);
    if (!bid || !ask) return { ok: false, line, reason: 'a price is not a number' };
    const problem = barProblem(bid) ?? barProblem(ask) ?? (POINTS.some((p) => cmp(ask[p], bid[p]) < 0) ? 'an ask is below its bid' : null);
    if (problem) return { ok: false, line, reason: problem };
    bars.push({ time: at, bid, ask });
  }
  return { ok: true, sides, bars };
}

function readTime(text: string): number | null {
  if (/^\d+$/.test(text)) return Number(text);
  const ms = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text);
  return /^\d{4}-\d{2}-\d{2}/.test(text) && Number.isFinite(ms) ? ms : null;
}

function readOhlc(cells: string[], at: number[]): Ohlc | null {
  const values = at.map((i) => price.safeParse(cells[i]));
  if (!values.every((v) => v.success)) return null;
  const [open, high, low, close] = values.map((v) => v.data as string) as [string, string, string, string];
  return { open, high, low, close };
}

function barProblem(bar: Ohlc): string | null {
  const inside = (p: string) => cmp(p, bar.low) >= 0 && cmp(p, bar.high) <= 0;
  return inside(bar.open) && inside(bar.close) ? null : "the bar's high and low do not hold its open and close";
}
