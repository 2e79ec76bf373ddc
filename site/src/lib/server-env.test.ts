import { describe, expect, it } from 'vitest';
import { readServerEnv } from './server-env';

describe('site environment', () => {
  it('uses the documented defaults when nothing is set', () => {
    expect(readServerEnv({})).toEqual({
      CMS_INTERNAL_URL: 'http://127.0.0.1:3001',
      CMS_URL: 'http://localhost:3001',
      MARKET_REST_URL: 'https://api.binance.com',
      MARKET_WS_URL: 'wss://stream.binance.com:9443',
      MARKET_FEED: 'binance',
      MARKET_FEED_LABEL: undefined,
      MARKET_REPLAY_FROM: undefined,
      MARKET_REPLAY_TO: undefined,
      AUTO_LOGOUT_MINUTE_MS: 60_000,
      REVALIDATE_SECRET: undefined,
    });
  });

  it('refuses an auto-logout minute outside 100 ms to 60 s, naming the variable', () => {
    expect(readServerEnv({ AUTO_LOGOUT_MINUTE_MS: '1000' }).AUTO_LOGOUT_MINUTE_MS).toBe(1000);
    expect(() => readServerEnv({ AUTO_LOGOUT_MINUTE_MS: '5' })).toThrow(/AUTO_LOGOUT_MINUTE_MS/);
  });

  it('takes the replay feed and its addresses from the environment', () => {
    const env = readServerEnv({ MARKET_FEED: 'replay', MARKET_WS_URL: 'ws://127.0.0.1:9443', MARKET_FEED_LABEL: 'Replay' });
    expect([env.MARKET_FEED, env.MARKET_WS_URL, env.MARKET_FEED_LABEL]).toEqual(['replay', 'ws://127.0.0.1:9443', 'Replay']);
  });

  it('refuses recorded dates that are not ISO 8601, naming the variable', () => {
    expect(readServerEnv({ MARKET_REPLAY_FROM: '2024-08-08T23:54:00.000Z' }).MARKET_REPLAY_FROM).toBe('2024-08-08T23:54:00.000Z');
    expect(() => readServerEnv({ MARKET_REPLAY_TO: 'yesterday' })).toThrow(/MARKET_REPLAY_TO/);
  });

  it('treats an empty variable as unset', () => {
    expect(readServerEnv({ MARKET_FEED: '', REVALIDATE_SECRET: '' })).toMatchObject({
      MARKET_FEED: 'binance',
      REVALIDATE_SECRET: undefined,
    });
  });

  it('refuses an unknown feed, naming the variable', () => {
    expect(() => readServerEnv({ MARKET_FEED: 'kraken' })).toThrow(/MARKET_FEED/);
  });

  it('refuses a CMS address that is not a URL', () => {
    expect(() => readServerEnv({ CMS_INTERNAL_URL: 'localhost:3001/api' })).toThrow(/CMS_INTERNAL_URL/);
  });

  it('refuses a websocket address on an http scheme', () => {
    expect(() => readServerEnv({ MARKET_WS_URL: 'https://stream.binance.com' })).toThrow(/MARKET_WS_URL: Expected a ws/);
  });
});
