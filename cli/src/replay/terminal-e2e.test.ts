import { $feedStatus, $marketConfig, $ticker, configureMarket } from '@bourse/terminal/stores';
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
      const deadline = Date.now() + 10_000;
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
