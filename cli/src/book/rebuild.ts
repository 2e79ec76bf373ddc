import {
  bookView,
  describeResync,
  initialBookSync,
  receiveDiff,
  receivePartialDepth,
  receiveSnapshot,
  type BookSync,
  type DepthSnapshotData,
  type ResyncReason,
  type SyncStep,
  partialDepthSchema,
} from '@bourse/market';
import { RecordingError, type Recording } from '../replay';
import { recordSymbol } from '../replay/track';

/**
 * One step of a rebuild: the book after an applied diff (or partial book), or a resync with the
 * recording line that caused it.
 *
 * @example
 * const event: BookEvent = { type: 'book', line: 12, view: { lastUpdateId: 50093239219, bids: [...], asks: [...] } };
 */
export type BookEvent =
  { type: 'book'; line: number; view: DepthSnapshotData } | { type: 'resync'; line: number; reason: ResyncReason; message: string };

// A snapshot belongs to the symbol its URL names, or to the only symbol of a one-symbol session.
function snapshotSymbol(url: string | null, symbols: Set<string>): string | null {
  const named = url ? new URL(url, 'http://x').searchParams.get('symbol')?.toUpperCase() : undefined;
  return named ?? (symbols.size === 1 ? ([...symbols][0] ?? null) : null);
}

/**
 * Rebuild `symbol`'s local book from a recording with the terminal's own procedure: diffs are
 * buffered until a recorded snapshot arrives (a recording cannot fetch one, so "fetch a snapshot"
 * means "wait for the next recorded one"), gaps resync, partial depth20 frames replace the book.
 *
 * @example
 * for (const event of rebuildBook(await readRecording(file), 'BTCUSDT', 20)) console.log(event);
 */
export function* rebuildBook(recording: Recording, symbol: string, depth: number): Generator<BookEvent> {
  const symbols = new Set(recording.records.map(recordSymbol).filter((s): s is string => s !== null));
  if (!symbols.has(symbol)) {
    throw new RecordingError(
      recording.file,
      `has no ${symbol} frames (symbols in it: ${[...symbols].join(', ') || 'none'})`,
      undefined,
      'Pass one of those with --symbol, or a recording of that symbol.',
    );
  }
  let sync: BookSync = initialBookSync();
  let sawDepth = false;
  for (const record of recording.records) {
    let step: SyncStep | null = null;
    if (record.type === 'depth' && record.event.s.toUpperCase() === symbol) {
      sawDepth = true;
      step = receiveDiff(sync, record.event);
    } else if (record.type === 'snapshot' && snapshotSymbol(record.url, symbols) === symbol) {
      step = receiveSnapshot(sync, record.snapshot);
    } else if (record.type === 'frame' && recordSymbol(record) === symbol && /@depth(5|10|20)(@\d+ms)?$/.test(record.stream)) {
      const partial = partialDepthSchema.safeParse(record.data);
      if (!partial.success) throw new RecordingError(recording.file, `${record.stream} frame is not a partial book`, record.line);
      sawDepth = true;
      step = receivePartialDepth(sync, partial.data);
    }
    if (!step) continue;
    sync = step.sync;
    if (step.resync) yield { type: 'resync', line: record.line, reason: step.resync, message: describeResync(step.resync) };
    if (step.applied > 0 && step.sync.status === 'live') yield { type: 'book', line: record.line, view: bookView(step.sync.book, depth) };
  }
  if (!sawDepth)
    throw new RecordingError(
      recording.file,
      `has no depth frames for ${symbol}`,
      undefined,
      'Record it with a depth stream, e.g. --streams depth,trade.',
    );
  if (sync.status !== 'live') {
    throw new RecordingError(
      recording.file,
      `has no usable /api/v3/depth snapshot for ${symbol}, so its diffs cannot be placed`,
      undefined,
      'Record the session again; `bourse record` stores the snapshot.',
    );
  }
}

/** The text line printed per book: update id, then the top levels, bids and asks side by side. */
export function formatBookText(view: DepthSnapshotData): string {
  const rows = Math.max(view.bids.length, view.asks.length);
  const lines = [`update ${view.lastUpdateId}`];
  for (let i = 0; i < rows; i += 1) {
    const bid = view.bids[i];
    const ask = view.asks[i];
    lines.push(`  ${(bid ? `${bid[1]} @ ${bid[0]}` : '').padStart(34)}  |  ${ask ? `${ask[0]} x ${ask[1]}` : ''}`);
  }
  return lines.join('\n');
}
