import { $book, $feedStatus, $marketConfig, $ticker, configureMarket } from '@bourse/terminal/stores';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReplayServer, type ReplayServer } from './server';

// The terminal's own store, in Node 22 (global fetch and WebSocket), against the replay server.
let replay: ReplayServer;

beforeAll(async () => {
  replay = await startReplayServer({ port: 0, speed: 10 });
});
afterAll(() => replay.close());

describe('terminal $ticker against the replay server', () => {
  it('gets a BTCUSDT price that then changes, over a connected feed', async () => {
    configureMarket({ restUrl: replay.restUrl, wsUrl: replay.wsUrl, feed: 'replay', label: 'Replay · recorded session, not live' });
    const prices: string[] = [];
    const unsubscribe = $ticker.subscribe((ticker) => {
      if (ticker && prices.at(-1) !== ticker.lastPrice) prices.push(ticker.lastPrice);
    });
    try {
      const deadline = Date.now() + 60_000;
      while (prices.length < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(prices.length).toBeGreaterThanOrEqual(3);
      expect(prices.every((price) => Number(price) > 50_000 && Number(price) < 70_000)).toBe(true);
      expect($ticker.get()?.symbol).toBe('BTCUSDT');
      expect($ticker.get()?.priceChangePercent).toMatch(/^-?\d+\.\d{3}$/);
      expect($feedStatus.get().state).toBe('connected');
    } finally {
      unsubscribe();
      // Stops the feed now rather than after the store's unmount delay, before the server closes.
      $marketConfig.set(null);
    }
  });
});

describe('terminal $book across a loop of the replay', () => {
  it('reconnects at once after the normal close that ends a pass, and the book is live again above every id it had', async () => {
    // 100x: the shipped session ends a pass every few seconds.
    const fast = await startReplayServer({ port: 0, speed: 100 });
    configureMarket({ restUrl: fast.restUrl, wsUrl: fast.wsUrl, feed: 'replay', label: 'Replay · recorded session, not live' });
    const states: string[] = [];
    // A connection's epoch: counted up each time the feed goes from connecting to connected.
    let epoch = 0;
    const stopStatus = $feedStatus.subscribe((status) => {
      const state = `${status.state}${status.retryInMs === null ? '' : ` retry ${status.retryInMs}`}`;
      if (state === 'connected' && states.at(-1) === 'connecting') epoch += 1;
      if (states.at(-1) !== state) states.push(state);
    });
    const liveIds = new Map<number, number[]>();
    const stopBook = $book.subscribe((book) => {
      if (book?.status !== 'live' || book.lastUpdateId === null || epoch === 0) return;
      liveIds.set(epoch, [...(liveIds.get(epoch) ?? []), book.lastUpdateId]);
    });
    try {
      const deadline = Date.now() + 90_000;
      while (!liveIds.has(2) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      // Connected, then straight back through connecting after the close: no failure, no retry delay.
      expect(states.join(' > ')).toMatch(/connecting > connected > connecting > connected/);
      expect(states.filter((state) => state.startsWith('disconnected'))).toEqual([]);
      // The book is live on both connections, the second from a snapshot above every id of the first.
      const first = liveIds.get(1) ?? [];
      const second = liveIds.get(2) ?? [];
      expect(first.length).toBeGreaterThan(0);
      expect(second.length).toBeGreaterThan(0);
      expect(second[0]).toBeGreaterThan(Math.max(...first));
    } finally {
      stopStatus();
      stopBook();
      $marketConfig.set(null);
      await fast.close();
    }
  }, 120_000);
});
