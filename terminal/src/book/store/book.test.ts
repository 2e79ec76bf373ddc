import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOK_KEPT_LEVELS, bookView, initialBookSync, receiveDiff, receiveSnapshot, type BookSync, type DepthDiff } from '@bourse/market';
import { resetRateLimits } from '@bourse/market/client';
import { FakeWebSocket, FakeWebSocketImpl, loadBookRecords } from '@bourse/market/testing';
import { $book } from './book';
import { $feedStatus } from '../../feed/store/feed-status';
import { $marketConfig, configureMarket } from '../../feed/store/market-config';

const replay = { restUrl: 'http://127.0.0.1:9443', wsUrl: 'ws://127.0.0.1:9443', feed: 'replay' as const, label: 'Replay' };
const records = loadBookRecords('BTCUSDT');
const diffs = records.flatMap((r) => (r.type === 'diff' ? [r.diff] : []));
const snapshot = records.flatMap((r) => (r.type === 'snapshot' ? [r.snapshot] : []))[0];
const fetchMock = vi.fn(async (_url: string) => new Response(JSON.stringify(snapshot)));

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
  resetRateLimits();
  vi.stubGlobal('WebSocket', FakeWebSocketImpl);
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  $marketConfig.set(null);
});
afterEach(() => {
  cleanStores($book);
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const frame = (diff: DepthDiff) => ({ stream: 'btcusdt@depth@100ms', data: diff });

describe('$book', () => {
  it('rebuilds the recorded BTCUSDT book, up to 1000 levels a side for grouping, publishing at most every 200 ms', async () => {
    const published: (number | null)[] = [];
    $book.subscribe((book) => published.push(book?.lastUpdateId ?? null));
    configureMarket(replay);
    const socket = FakeWebSocket.latest();
    expect(socket.url).toBe('ws://127.0.0.1:9443/stream?streams=btcusdt@depth@100ms');
    socket.open();
    expect($feedStatus.get().state).toBe('connected');
    expect($book.get()).toMatchObject({ symbol: 'BTCUSDT', status: 'loading' });
    // The stream runs at 10 diffs a second, as recorded.
    for (const diff of diffs.slice(0, 600)) {
      socket.receive(frame(diff));
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('http://127.0.0.1:9443/api/v3/depth?symbol=BTCUSDT&limit=1000');
    await vi.advanceTimersByTimeAsync(200);
    let reference: BookSync = initialBookSync();
    reference = receiveSnapshot(reference, snapshot!).sync;
    for (const diff of diffs.slice(0, 600)) reference = receiveDiff(reference, diff).sync;
    if (reference.status !== 'live') throw new Error('reference not live');
    expect($book.get()).toEqual({ symbol: 'BTCUSDT', status: 'live', ...bookView(reference.book, BOOK_KEPT_LEVELS) });
    expect($book.get()?.bids.slice(0, 20)).toEqual(bookView(reference.book, 20).bids);
    expect($book.get()?.bids.length).toBeGreaterThan(500);
    // 60 s of diffs: one publication per 200 ms at most, plus the loading state and the first.
    expect(published.length).toBeLessThanOrEqual(60_000 / 200 + 3);
    expect(published.length).toBeGreaterThan(100);
  });

  it('goes back to loading on a gap and fetches a fresh snapshot', async () => {
    $book.subscribe(() => {});
    configureMarket(replay);
    const socket = FakeWebSocket.latest();
    socket.open();
    for (const diff of diffs.slice(0, 20)) socket.receive(frame(diff));
    await vi.advanceTimersByTimeAsync(300);
    expect($book.get()?.status).toBe('live');
    socket.receive(frame(diffs[25]!));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('says the book is unavailable, and stops asking, when the host does not serve the symbol', async () => {
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ code: -1121, msg: 'Invalid symbol.' }), { status: 400 }));
    const stop = $book.listen(() => {});
    configureMarket({ ...replay, symbol: 'SOLUSDT' });
    const socket = FakeWebSocket.latest();
    socket.open();
    // The first diff starts the snapshot request, as Binance's procedure says.
    socket.receive({ stream: 'solusdt@depth@100ms', data: { ...diffs[0]!, s: 'SOLUSDT' } });
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect($book.get()).toMatchObject({ symbol: 'SOLUSDT', status: 'unavailable', bids: [], asks: [] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    stop();
  });
});
