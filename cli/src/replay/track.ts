import type { DepthSnapshot } from '@bourse/terminal/market';
import { ReplayError } from './errors';
import type { Recording, ReplayRecord } from './recording';

// Wider than any recorded range, so that update ids keep rising across loops and a client that
// follows Binance's book procedure sees a gap at each restart and takes a fresh snapshot.
const UPDATE_ID_GAP = 1_000;

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
  updateIdSpan: number;
  tradeIdSpan: number;
  snapshots: Map<string, DepthSnapshot>;
}

/** The symbol a record is about, upper-case, or null for records that are about none. */
export function recordSymbol(record: ReplayRecord): string | null {
  if (record.type === 'trade' || record.type === 'depth' || record.type === 'bookTicker') return record.event.s.toUpperCase();
  if (record.type === 'frame') return record.stream.split('@')[0]?.toUpperCase() || null;
  return null;
}

export function buildTrack(recording: Recording): Track {
  const { file, records } = recording;
  const symbols = new Set<string>();
  let minUpdate = Infinity;
  let maxUpdate = -Infinity;
  let minTrade = Infinity;
  let maxTrade = -Infinity;
  let clockSkewMs: number | null = null;
  for (const record of records) {
    const symbol = recordSymbol(record);
    if (symbol) symbols.add(symbol);
    if (record.type === 'depth') {
      minUpdate = Math.min(minUpdate, record.event.U);
      maxUpdate = Math.max(maxUpdate, record.event.u);
    }
    if (record.type === 'bookTicker') {
      minUpdate = Math.min(minUpdate, record.event.u);
      maxUpdate = Math.max(maxUpdate, record.event.u);
    }
    if (record.type === 'trade') {
      minTrade = Math.min(minTrade, record.event.t);
      maxTrade = Math.max(maxTrade, record.event.t);
    }
    if (clockSkewMs === null && (record.type === 'trade' || record.type === 'depth')) clockSkewMs = record.event.E - record.atMs;
  }
  if (symbols.size === 0) {
    throw new ReplayError(`recording ${file} has no market frames (trade, depth or bookTicker): nothing to replay. Record a session with market streams.`);
  }
  const snapshots = new Map<string, DepthSnapshot>();
  for (const record of records) {
    if (record.type !== 'snapshot') continue;
    // The recorder may not keep the request URL; a one-symbol session's snapshot is that symbol's.
    const fromUrl = record.url ? new URL(record.url, 'http://x').searchParams.get('symbol')?.toUpperCase() : undefined;
    const symbol = fromUrl ?? (symbols.size === 1 ? [...symbols][0] : undefined);
    if (symbol && !snapshots.has(symbol)) snapshots.set(symbol, record.snapshot);
  }
  const times = records.map((r) => r.atMs);
  const startMs = Math.min(...times);
  return {
    file, symbols: [...symbols].sort(), records, startMs,
    durationMs: Math.max(...times) - startMs,
    clockSkewMs: clockSkewMs ?? 0,
    updateIdSpan: Number.isFinite(minUpdate) ? maxUpdate - minUpdate + UPDATE_ID_GAP : 0,
    tradeIdSpan: Number.isFinite(minTrade) ? maxTrade - minTrade + 1 : 0,
    snapshots,
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
