import type { DepthSnapshot } from '@bourse/market';
import { planContinuity, type SymbolContinuity } from './continuity';
import { ReplayError } from './errors';
import type { Recording, ReplayRecord } from './recording';

/**
 * A recording prepared for playback: its symbols, its depth snapshots, and the figures needed to
 * make each loop look like new exchange traffic (times moved to now, ids still increasing).
 *
 * @example
 * const track = buildTrack(await readRecording(file));
 * track.symbols; // ['BTCUSDT']
 */
export interface Track {
  file: string;
  symbols: string[];
  records: ReplayRecord[];
  startMs: number;
  durationMs: number;
  /** Exchange event time minus local receive time, so shifted events read as "just now". */
  clockSkewMs: number;
  /** Index of the record where every loop after the first starts (books are in sync there). */
  loopStart: number;
  /** Per symbol: the starting book and how ids continue across loops. */
  continuity: Map<string, SymbolContinuity>;
  /** Lines of the trades that complete an aggregate trade (the next fill is another order's). */
  aggregateEnds: Set<number>;
  /** Symbols whose recording has bookTicker frames; the others get theirs from the server's book. */
  withBookTicker: Set<string>;
  /** Symbols whose recording has trade frames; those with only aggTrade frames count those as trades. */
  withTrades: Set<string>;
  /** Symbols whose recording has aggTrade frames; the others get aggregates made from their trades. */
  withAggTrades: Set<string>;
}

/** The symbol a record is about, upper-case, or null for records that are about none. */
export function recordSymbol(record: ReplayRecord): string | null {
  if (record.type === 'trade' || record.type === 'aggTrade' || record.type === 'depth' || record.type === 'bookTicker')
    return record.event.s.toUpperCase();
  if (record.type === 'frame') return record.stream.split('@')[0]?.toUpperCase() || null;
  return null;
}

export function buildTrack(recording: Recording): Track {
  const { file, records } = recording;
  const symbols = new Set<string>();
  let clockSkewMs: number | null = null;
  for (const record of records) {
    const symbol = recordSymbol(record);
    if (symbol) symbols.add(symbol);
    if (clockSkewMs === null && (record.type === 'trade' || record.type === 'aggTrade' || record.type === 'depth'))
      clockSkewMs = record.event.E - record.atMs;
  }
  if (symbols.size === 0) {
    throw new ReplayError(
      `recording ${file} has no market frames (trade, aggTrade, depth or bookTicker): nothing to replay. Record a session with market streams.`,
    );
  }
  const snapshots = new Map<string, DepthSnapshot>();
  for (const record of records) {
    if (record.type !== 'snapshot') continue;
    // The recorder may not keep the request URL; a one-symbol session's snapshot is that symbol's.
    const fromUrl = record.url ? new URL(record.url, 'http://x').searchParams.get('symbol')?.toUpperCase() : undefined;
    const symbol = fromUrl ?? (symbols.size === 1 ? [...symbols][0] : undefined);
    if (symbol && !snapshots.has(symbol)) snapshots.set(symbol, record.snapshot);
  }
  let startMs = Infinity;
  let endMs = -Infinity;
  for (const { atMs } of records) {
    startMs = Math.min(startMs, atMs);
    endMs = Math.max(endMs, atMs);
  }
  const sorted = [...symbols].sort();
  const { loopStart, bySymbol } = planContinuity(records, sorted, snapshots);
  return {
    file,
    symbols: sorted,
    records,
    startMs,
    durationMs: endMs - startMs,
    clockSkewMs: clockSkewMs ?? 0,
    loopStart,
    continuity: bySymbol,
    aggregateEnds: aggregateEnds(records),
    withBookTicker: symbolsOf(records, 'bookTicker'),
    withTrades: symbolsOf(records, 'trade'),
    withAggTrades: symbolsOf(records, 'aggTrade'),
  };
}

/** Refuse two sessions of the same symbol: their prices and ids would interleave into nonsense. */
export function assertDistinctSymbols(tracks: readonly Track[]): void {
  const owner = new Map<string, string>();
  for (const track of tracks) {
    for (const symbol of track.symbols) {
      const other = owner.get(symbol);
      if (other) throw new ReplayError(`recordings ${other} and ${track.file} both contain ${symbol}: replay one session per symbol`);
      owner.set(symbol, track.file);
    }
  }
}

// Binance aggregates the fills of one taker order at one price: consecutive trade ids with the
// same time, price and side. A trade ends its aggregate when the symbol's next trade is not such.
function aggregateEnds(records: readonly ReplayRecord[]): Set<number> {
  const ends = new Set<number>();
  const previous = new Map<string, Extract<ReplayRecord, { type: 'trade' }>>();
  for (const record of records) {
    if (record.type !== 'trade') continue;
    const before = previous.get(record.event.s);
    const e = record.event;
    if (before && !(before.event.T === e.T && before.event.p === e.p && before.event.m === e.m && before.event.t + 1 === e.t))
      ends.add(before.line);
    previous.set(e.s, record);
  }
  for (const last of previous.values()) ends.add(last.line);
  return ends;
}

function symbolsOf(records: readonly ReplayRecord[], type: 'trade' | 'aggTrade' | 'bookTicker'): Set<string> {
  return new Set(records.flatMap((r) => (r.type === type ? [r.event.s.toUpperCase()] : [])));
}
