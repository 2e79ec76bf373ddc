import { describe, expect, it } from 'vitest';
import { loadBookRecords, RECORDED_SYMBOLS } from '../test-support/recorded-session';
import { initialBookSync, receiveDiff, receivePartialDepth, receiveSnapshot, type BookSync } from './book-sync';
import { bestLevels, bookView, type DepthDiff } from './order-book';
import { priceKey } from './price-level';

const diff = (U: number, u: number, b: DepthDiff['b'] = [], a: DepthDiff['a'] = []): DepthDiff => ({ U, u, b, a });
const snapshot = (lastUpdateId: number) => ({
  lastUpdateId,
  bids: [['100.00', '1.0']] as [string, string][],
  asks: [['101.00', '2.0']] as [string, string][],
});

describe.each(RECORDED_SYMBOLS)("the %s session rebuilt by Binance's procedure", (symbol) => {
  it('matches the recorded bookTicker best bid and ask at every shared update id', () => {
    const records = loadBookRecords(symbol);
    const tickers = new Map<number, { b: string; B: string; a: string; A: string }>();
    for (const record of records) if (record.type === 'bookTicker') tickers.set(record.u, record);
    let sync: BookSync = initialBookSync();
    let checked = 0;
    const mismatches: string[] = [];
    const check = () => {
      if (sync.status !== 'live') return;
      const ticker = tickers.get(sync.book.lastUpdateId);
      if (!ticker) return;
      checked += 1;
      const { bid, ask } = bestLevels(sync.book);
      const got = [bid?.[0], bid?.[1], ask?.[0], ask?.[1]].map((v) => (v === undefined ? '-' : priceKey(v)));
      const want = [ticker.b, ticker.B, ticker.a, ticker.A].map(priceKey);
      if (got.join() !== want.join()) mismatches.push(`${sync.book.lastUpdateId}: ${got} != ${want}`);
    };
    for (const record of records) {
      if (record.type === 'diff') {
        const step = receiveDiff(sync, record.diff);
        sync = step.sync;
        expect(step.resync).toBeNull();
        if (step.applied) check();
      } else if (record.type === 'snapshot') {
        sync = receiveSnapshot(sync, record.snapshot).sync;
        check();
      }
    }
    expect(mismatches).toEqual([]);
    expect(checked).toBeGreaterThan(300);
  });

  it('resyncs on an injected gap and then equals the next snapshot', () => {
    const records = loadBookRecords(symbol);
    const diffs = records.flatMap((r) => (r.type === 'diff' ? [r.diff] : []));
    const first = records.find((r) => r.type === 'snapshot');
    if (first?.type !== 'snapshot') throw new Error('session without a snapshot');
    // A reference book that saw every diff: its state at an id is the "next snapshot" a server would send.
    let reference: BookSync = receiveSnapshot(initialBookSync(), first.snapshot).sync;
    let sync: BookSync = receiveSnapshot(initialBookSync(), first.snapshot).sync;
    const dropped = new Set([1_000, 2_000, 3_000].map((i) => diffs[i]?.u));
    let resyncs = 0;
    for (const d of diffs) {
      reference = receiveDiff(reference, d).sync;
      if (dropped.has(d.u)) continue;
      const step = receiveDiff(sync, d);
      sync = step.sync;
      if (!step.resync) continue;
      resyncs += 1;
      expect(step.resync.code).toBe('BOOK_GAP');
      expect(step.fetchSnapshot).toBe(true);
      if (reference.status !== 'live') throw new Error('reference lost sync');
      const next = bookView(reference.book, 5_000);
      sync = receiveSnapshot(sync, next).sync;
      if (sync.status !== 'live') throw new Error('still buffering after the snapshot');
      expect(bookView(sync.book, 5_000)).toEqual(next);
    }
    expect(resyncs).toBe(3);
    if (sync.status !== 'live' || reference.status !== 'live') throw new Error('not live');
    expect(bookView(sync.book, 20)).toEqual(bookView(reference.book, 20));
  });
});

describe('receiveDiff and receiveSnapshot', () => {
  it('buffers diffs and asks for one snapshot until it arrives', () => {
    let step = receiveDiff(initialBookSync(), diff(10, 12));
    expect(step.fetchSnapshot).toBe(true);
    step = receiveDiff(step.sync, diff(13, 15));
    expect(step.fetchSnapshot).toBe(false);
    expect(step.sync.status).toBe('buffering');
  });

  it('fetches the snapshot again when it is older than the first buffered diff', () => {
    const buffered = receiveDiff(initialBookSync(), diff(10, 12)).sync;
    const step = receiveSnapshot(buffered, snapshot(9));
    expect(step.fetchSnapshot).toBe(true);
    expect(step.resync).toEqual({ code: 'SNAPSHOT_TOO_OLD', lastUpdateId: 9, firstBuffered: 10 });
    expect(step.sync.status).toBe('buffering');
    expect(receiveSnapshot(buffered, snapshot(10)).sync.status).toBe('live');
  });

  it('drops buffered diffs the snapshot already holds and applies the rest in order', () => {
    let sync = receiveDiff(initialBookSync(), diff(10, 12, [['100.00', '9']])).sync;
    sync = receiveDiff(sync, diff(13, 15, [['99.00', '3']], [['101.00', '0']])).sync;
    const step = receiveSnapshot(sync, snapshot(12));
    expect(step.applied).toBe(1);
    if (step.sync.status !== 'live') throw new Error('not live');
    expect(bookView(step.sync.book)).toEqual({
      lastUpdateId: 15,
      bids: [
        ['100.00', '1.0'],
        ['99.00', '3'],
      ],
      asks: [],
    });
  });

  it('ignores a stale live diff and throws the book away on a gap at U > id + 1, but not at id + 1', () => {
    const live = receiveSnapshot(initialBookSync(), snapshot(20)).sync;
    expect(receiveDiff(live, diff(15, 20)).applied).toBe(0);
    expect(receiveDiff(live, diff(21, 22)).applied).toBe(1);
    const gap = receiveDiff(live, diff(24, 25));
    expect(gap.resync).toEqual({ code: 'BOOK_GAP', expected: 23, got: 24 });
    expect(gap.sync).toEqual({ status: 'buffering', buffer: [diff(24, 25)], book: null });
  });

  it('takes a depth20 partial frame as the whole book', () => {
    const step = receivePartialDepth(initialBookSync(), { lastUpdateId: 7, bids: [['1.5', '2']], asks: [['1.6', '0.5']] });
    if (step.sync.status !== 'live') throw new Error('not live');
    expect(bestLevels(step.sync.book)).toEqual({ bid: ['1.5', '2'], ask: ['1.6', '0.5'] });
  });
});
