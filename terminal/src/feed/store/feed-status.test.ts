// @vitest-environment happy-dom
import { STORE_UNMOUNT_DELAY } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_FEED_STATUS } from '@bourse/market';
import { joinSharedStream } from '@bourse/market/client';
import { FakeWebSocket } from '@bourse/market/testing';
import { $feedHealth, $feedStatus, $feedTimes, isFeedStale, setFeedStatus } from './feed-status';
import { $marketConfig, configureMarket } from './market-config';

afterEach(() => {
  setFeedStatus(INITIAL_FEED_STATUS);
  $marketConfig.set(null);
});

describe('feed health', () => {
  it('names the feed while connected: replay or live', () => {
    configureMarket({ restUrl: 'http://127.0.0.1:9443', wsUrl: 'ws://127.0.0.1:9443', feed: 'replay', label: 'Replay', symbol: 'BTCUSDT' });
    setFeedStatus({ state: 'connected', attempt: 0, retryInMs: null, exhausted: false });
    expect($feedHealth.get()).toEqual({ state: 'replay', attempt: 0 });
    configureMarket({
      restUrl: 'https://api.binance.com',
      wsUrl: 'wss://stream.binance.com:9443',
      feed: 'binance',
      label: 'Live',
      symbol: 'BTCUSDT',
    });
    expect($feedHealth.get().state).toBe('live');
  });

  it('counts down to the next attempt, and is stale once the 5 attempts failed', () => {
    setFeedStatus({ state: 'connected', attempt: 0, retryInMs: null, exhausted: false }, 1_000);
    setFeedStatus({ state: 'disconnected', attempt: 2, retryInMs: 2_000, exhausted: false }, 5_000);
    expect($feedHealth.get()).toEqual({ state: 'reconnecting', attempt: 2 });
    expect($feedTimes.get()).toEqual({ retryAt: 7_000, downSince: 5_000 });
    expect(isFeedStale($feedHealth.get())).toBe(false);
    setFeedStatus({ state: 'connecting', attempt: 5, retryInMs: null, exhausted: false }, 30_000);
    setFeedStatus({ state: 'disconnected', attempt: 5, retryInMs: null, exhausted: true }, 31_000);
    expect($feedHealth.get()).toEqual({ state: 'stale', attempt: 5 });
    expect(isFeedStale($feedHealth.get())).toBe(true);
    // The prices are as old as the moment the feed first went down, not the last failed attempt.
    expect($feedTimes.get()).toEqual({ retryAt: null, downSince: 5_000 });
    setFeedStatus({ state: 'connected', attempt: 0, retryInMs: null, exhausted: false }, 40_000);
    expect($feedTimes.get().downSince).toBeNull();
  });
});

describe('resuming by itself', () => {
  it('starts a given-up feed again when the browser comes back online or the tab becomes visible', () => {
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeWebSocket);
    FakeWebSocket.reset();
    const stopWatching = $feedHealth.listen(() => {});
    const leave = joinSharedStream('ws://127.0.0.1:9443', { streams: ['btcusdt@trade'], onFrame: () => {}, onStatus: setFeedStatus });
    try {
      for (let drop = 0; drop < 6; drop += 1) {
        FakeWebSocket.latest().drop();
        vi.advanceTimersByTime(15_000);
      }
      expect($feedHealth.get().state).toBe('stale');
      const sockets = FakeWebSocket.instances.length;
      window.dispatchEvent(new Event('online'));
      expect(FakeWebSocket.instances).toHaveLength(sockets + 1);
      expect($feedHealth.get().state).toBe('connecting');
      FakeWebSocket.latest().open();
      for (let drop = 0; drop < 6; drop += 1) {
        FakeWebSocket.latest().drop();
        vi.advanceTimersByTime(15_000);
      }
      document.dispatchEvent(new Event('visibilitychange'));
      expect($feedHealth.get().state).toBe('connecting');
    } finally {
      leave();
      stopWatching();
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });
});

describe('unmounting after the page is gone', () => {
  it('removes its page listeners a second after the last subscriber left, even once window and document are no more', () => {
    vi.useFakeTimers();
    const page = window;
    const stopWatching = $feedHealth.listen(() => {});
    stopWatching();
    // What a closed tab, or a test environment torn down before the unmount timer, leaves behind.
    vi.stubGlobal('window', undefined);
    vi.stubGlobal('document', undefined);
    try {
      expect(() => vi.advanceTimersByTime(STORE_UNMOUNT_DELAY)).not.toThrow();
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
    // The listeners left the page they were added to: with nothing showing the feed's health, a
    // given-up feed stays given up when the browser comes back online.
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeWebSocket);
    const leave = joinSharedStream('ws://127.0.0.1:9443', { streams: ['btcusdt@trade'], onFrame: () => {}, onStatus: setFeedStatus });
    try {
      for (let drop = 0; drop < 6; drop += 1) {
        FakeWebSocket.latest().drop();
        vi.advanceTimersByTime(15_000);
      }
      // (Read from the status atom: reading $feedHealth would mount it again.)
      expect($feedStatus.get()).toMatchObject({ state: 'disconnected', exhausted: true });
      const sockets = FakeWebSocket.instances.length;
      page.dispatchEvent(new Event('online'));
      expect(FakeWebSocket.instances).toHaveLength(sockets);
    } finally {
      leave();
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });
});
