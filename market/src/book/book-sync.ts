import { applyDepthDiff, bookFromSnapshot, type DepthDiff, type DepthSnapshotData, type OrderBook } from './order-book';

/**
 * Where a local book stands in Binance's documented procedure: `buffering` diffs while a
 * snapshot is awaited, or `live` with a book that every diff so far was applied to in order.
 *
 * @example
 * let sync: BookSync = initialBookSync();
 */
export type BookSync = { status: 'buffering'; buffer: DepthDiff[]; book: null } | { status: 'live'; buffer: []; book: OrderBook };

/**
 * Why the book was thrown away (errors are data; the feed logs them with their source).
 *
 * @example
 * const why: ResyncReason = { code: 'BOOK_GAP', expected: 101, got: 105 };
 */
export type ResyncReason =
  { code: 'BOOK_GAP'; expected: number; got: number } | { code: 'SNAPSHOT_TOO_OLD'; lastUpdateId: number; firstBuffered: number };

/**
 * What happened on one step: the new state, whether a (new) REST snapshot must be fetched, how
 * many diffs went into the book, and why the book was reset, if it was.
 */
export interface SyncStep {
  sync: BookSync;
  fetchSnapshot: boolean;
  applied: number;
  resync: ResyncReason | null;
}

export function initialBookSync(): BookSync {
  return { status: 'buffering', buffer: [], book: null };
}

// Start over from `diff`: it becomes the first buffered diff, and a snapshot is needed.
function restart(diff: DepthDiff, reason: ResyncReason): SyncStep {
  return { sync: { status: 'buffering', buffer: [diff], book: null }, fetchSnapshot: true, applied: 0, resync: reason };
}

/**
 * Take one diff. While buffering it is kept (the first one asks for a snapshot); once live, a
 * diff the book already contains (u <= lastUpdateId) is dropped, the next one applied, and one
 * that skips ids (U > lastUpdateId + 1) throws the book away and starts a resync.
 *
 * @example
 * const step = receiveDiff(sync, diff);
 * if (step.fetchSnapshot) requestSnapshot();
 */
export function receiveDiff(sync: BookSync, diff: DepthDiff): SyncStep {
  if (sync.status === 'buffering') {
    sync.buffer.push(diff);
    return { sync, fetchSnapshot: sync.buffer.length === 1, applied: 0, resync: null };
  }
  const { book } = sync;
  if (diff.u <= book.lastUpdateId) return { sync, fetchSnapshot: false, applied: 0, resync: null };
  if (diff.U > book.lastUpdateId + 1) return restart(diff, { code: 'BOOK_GAP', expected: book.lastUpdateId + 1, got: diff.U });
  applyDepthDiff(book, diff);
  return { sync, fetchSnapshot: false, applied: 1, resync: null };
}

/**
 * Take a REST snapshot. One older than the first buffered diff (lastUpdateId < U) is refused and
 * fetched again; otherwise buffered diffs with u <= lastUpdateId are dropped and the rest applied
 * in order, with the same gap rule as live diffs.
 *
 * @example
 * const step = receiveSnapshot(sync, await fetchDepth(rest, 'BTCUSDT', 1000));
 */
export function receiveSnapshot(sync: BookSync, snapshot: DepthSnapshotData): SyncStep {
  const buffered = sync.status === 'buffering' ? sync.buffer : [];
  const first = buffered[0];
  if (first && snapshot.lastUpdateId < first.U) {
    return {
      sync,
      fetchSnapshot: true,
      applied: 0,
      resync: { code: 'SNAPSHOT_TOO_OLD', lastUpdateId: snapshot.lastUpdateId, firstBuffered: first.U },
    };
  }
  let next: BookSync = { status: 'live', buffer: [], book: bookFromSnapshot(snapshot) };
  let fetchSnapshot = false;
  let applied = 0;
  let resync: ResyncReason | null = null;
  // A gap inside the buffer restarts there; the diffs after it stay buffered for the next snapshot.
  for (const diff of buffered) {
    const step = receiveDiff(next, diff);
    next = step.sync;
    fetchSnapshot ||= step.fetchSnapshot;
    applied += step.applied;
    resync ??= step.resync;
  }
  return { sync: next, fetchSnapshot, applied, resync };
}

/**
 * Take a partial-book frame (`<sym>@depth20@100ms`): it is the whole top of the book, so it
 * replaces the book outright and needs no snapshot.
 *
 * @example
 * sync = receivePartialDepth(sync, frame).sync;
 */
export function receivePartialDepth(_sync: BookSync, partial: DepthSnapshotData): SyncStep {
  return { sync: { status: 'live', buffer: [], book: bookFromSnapshot(partial) }, fetchSnapshot: false, applied: 1, resync: null };
}

/** One line for a log, saying why the book was thrown away. */
export function describeResync(reason: ResyncReason): string {
  return reason.code === 'BOOK_GAP'
    ? `update ids jump from ${reason.expected - 1} to ${reason.got}`
    : `snapshot ${reason.lastUpdateId} is older than the first buffered diff ${reason.firstBuffered}`;
}
