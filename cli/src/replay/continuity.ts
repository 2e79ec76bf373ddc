import { applyDepthDiff, bookFromSnapshot, type OrderBook, type DepthSnapshot } from '@bourse/market';
import type { ReplayRecord } from './recording';

/**
 * How one symbol's ids carry on from one loop to the next. At the end of a pass the server sets its
 * book to the restart book, numbered above every id sent before, and closes every websocket with a
 * normal close frame, as Binance's scheduled disconnects do: a client reconnects, fetches a fresh
 * snapshot and follows the recorded diffs, renumbered to continue from it. Ids and times only rise.
 *
 * @example
 * const plan = planContinuity(records, ['BTCUSDT'], snapshots).bySymbol.get('BTCUSDT');
 * plan.updateIdSpan; // ids added per loop: the next loop's first diff follows the last one
 */
export interface SymbolContinuity {
  /** The book the server starts from: the recorded snapshot, or an empty book just before the first diff. */
  initial: DepthSnapshot | null;
  /** The book at the restart point (snapshot plus every diff up to it), or null without diffs. */
  restartBook: OrderBook | null;
  /** Recorded update id of that book; later loops skip the diffs it already contains. */
  restartUpdateId: number;
  updateIdSpan: number;
  tradeIdSpan: number;
  /** Recorded aggregate trade ids added per loop. */
  aggIdSpan: number;
}

/** Where later loops start (a record index) and each symbol's continuity. */
export interface LoopPlan {
  loopStart: number;
  bySymbol: Map<string, SymbolContinuity>;
}

const symbolOf = (record: ReplayRecord): string | null =>
  record.type === 'depth' || record.type === 'trade' || record.type === 'aggTrade' || record.type === 'bookTicker'
    ? record.event.s.toUpperCase()
    : null;

/**
 * Plan the loops of a recording. Later loops start at the first record where every symbol's
 * book is in sync (its first diff past the snapshot): what came before the snapshot cannot be
 * replayed without a gap, exactly as on the exchange, where a book starts at a snapshot.
 */
export function planContinuity(
  records: readonly ReplayRecord[],
  symbols: readonly string[],
  snapshots: ReadonlyMap<string, DepthSnapshot>,
): LoopPlan {
  const initial = new Map<string, DepthSnapshot>();
  let loopStart = 0;
  for (const symbol of symbols) {
    const diffs = records.flatMap((r, index) => (r.type === 'depth' && symbolOf(r) === symbol ? [{ index, event: r.event }] : []));
    const first = diffs[0];
    if (!first) continue;
    const start = snapshots.get(symbol) ?? { lastUpdateId: first.event.U - 1, bids: [], asks: [] };
    const sync = diffs.find((d) => d.event.u > start.lastUpdateId);
    if (!sync) continue;
    initial.set(symbol, start);
    loopStart = Math.max(loopStart, sync.index);
  }
  const bySymbol = new Map<string, SymbolContinuity>();
  for (const symbol of symbols) {
    const start = initial.get(symbol) ?? null;
    const book = start ? bookFromSnapshot(start) : null;
    let lastUpdateId = -Infinity;
    let firstTrade = Infinity;
    let lastTrade = -Infinity;
    let firstTicker = Infinity;
    let firstAgg = Infinity;
    let lastAgg = -Infinity;
    for (const [index, record] of records.entries()) {
      if (symbolOf(record) !== symbol) continue;
      if (record.type === 'depth') {
        lastUpdateId = Math.max(lastUpdateId, record.event.u);
        if (book && index <= loopStart && record.event.u > book.lastUpdateId) applyDepthDiff(book, record.event);
      } else if (record.type === 'trade' && index >= loopStart) {
        firstTrade = Math.min(firstTrade, record.event.t);
        lastTrade = Math.max(lastTrade, record.event.t);
      } else if (record.type === 'aggTrade' && index >= loopStart) {
        firstTrade = Math.min(firstTrade, record.event.f);
        lastTrade = Math.max(lastTrade, record.event.l);
        firstAgg = Math.min(firstAgg, record.event.a);
        lastAgg = Math.max(lastAgg, record.event.a);
      } else if (record.type === 'bookTicker') {
        firstTicker = Math.min(firstTicker, record.event.u);
        lastUpdateId = Math.max(lastUpdateId, record.event.u);
      }
    }
    // Without diffs only bookTicker ids need to keep rising: one recorded range per loop.
    const restartUpdateId = book ? book.lastUpdateId : firstTicker - 1;
    bySymbol.set(symbol, {
      initial: start,
      restartBook: book,
      restartUpdateId,
      updateIdSpan: Number.isFinite(lastUpdateId) && Number.isFinite(restartUpdateId) ? lastUpdateId - restartUpdateId + 1 : 0,
      tradeIdSpan: Number.isFinite(firstTrade) ? lastTrade - firstTrade + 1 : 0,
      aggIdSpan: Number.isFinite(firstAgg) ? lastAgg - firstAgg + 1 : 0,
    });
  }
  return { loopStart, bySymbol };
}
