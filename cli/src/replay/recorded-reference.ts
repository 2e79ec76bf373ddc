// Test helper (not exported by the package): what the recording says, to check the replay's
// answers against, with loop renumbering undone.
import { applyDepthDiff, bookFromSnapshot, bookView, type OrderBook, type TradeEvent, type DepthUpdate } from '@bourse/market';
import { readRecording } from './recording';
import { buildTrack, type Track } from './track';

/** One recorded session of one symbol, indexed for lookups by id. */
export async function recordedReference(file: string, symbol: string) {
  const track: Track = buildTrack(await readRecording(file));
  const plan = track.continuity.get(symbol);
  if (!plan?.restartBook || !plan.initial) throw new Error(`${file} has no book for ${symbol}`);
  const trades = new Map<number, TradeEvent>();
  const tradePrices = new Set<number>();
  const bookPrices = new Set<number>();
  const diffs: DepthUpdate[] = [];
  for (const record of track.records) {
    if (record.type === 'trade' && record.event.s === symbol) {
      trades.set(record.event.t, record.event);
      tradePrices.add(Number(record.event.p));
    } else if (record.type === 'depth' && record.event.s === symbol) {
      diffs.push(record.event);
      for (const [price] of [...record.event.b, ...record.event.a]) bookPrices.add(Number(price));
    }
  }
  for (const [price] of [...plan.initial.bids, ...plan.initial.asks]) bookPrices.add(Number(price));
  const lastTradeId = Math.max(...trades.keys());
  const lastUpdateId = Math.max(...diffs.map((d) => d.u));

  // The recorded id of a served one: later loops add one span per loop.
  const recordedTradeId = (id: number) => id - Math.max(0, Math.ceil((id - lastTradeId) / plan.tradeIdSpan)) * plan.tradeIdSpan;
  const recordedUpdateId = (id: number) => id - Math.max(0, Math.ceil((id - lastUpdateId) / plan.updateIdSpan)) * plan.updateIdSpan;

  // The book at a recorded update id, rebuilt with the terminal's code; ids asked in order within
  // a loop, so the rebuild only goes forward, restarting from the restart book on a new loop.
  let book: OrderBook = bookFromSnapshot(plan.initial);
  let next = 0;
  const bookAt = (recordedId: number, depth: number) => {
    if (recordedId < book.lastUpdateId) {
      book = { lastUpdateId: plan.restartBook!.lastUpdateId, bids: new Map(plan.restartBook!.bids), asks: new Map(plan.restartBook!.asks) };
      next = diffs.findIndex((d) => d.u > book.lastUpdateId);
    }
    while (book.lastUpdateId < recordedId && next < diffs.length) {
      const diff = diffs[next++]!;
      if (diff.u > book.lastUpdateId) applyDepthDiff(book, diff);
    }
    return book.lastUpdateId === recordedId ? bookView(book, depth) : null;
  };
  return { track, plan, trades, tradePrices, bookPrices, recordedTradeId, recordedUpdateId, bookAt };
}
