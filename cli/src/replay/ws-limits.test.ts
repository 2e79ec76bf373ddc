import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReplayServer, type ReplayServer } from './server';
import { answerControlMessage, MAX_STREAMS_PER_CONNECTION, type Subscriptions } from './ws-control';

let replay: ReplayServer;
beforeAll(async () => {
  replay = await startReplayServer({ port: 0, speed: 10 });
});
afterAll(() => replay.close());

const names = (count: number, from = 0) => Array.from({ length: count }, (_, i) => `x${from + i}@trade`);

/** Opens a connection, sends `messages` at once, and resolves with its answers and how it closed. */
// Generous: the answer is the close itself, which resolves at once; the wait only bounds a connection left open.
function exchange(
  path: string,
  messages: string[],
  waitMs = 30_000,
): Promise<{ answers: any[]; close?: { code: number; reason: string } }> {
  return new Promise((resolve) => {
    const answers: any[] = [];
    const ws = new WebSocket(`${replay.wsUrl}${path}`);
    let close: { code: number; reason: string } | undefined;
    const done = setTimeout(() => {
      ws.close();
      resolve({ answers, close });
    }, waitMs);
    ws.onopen = () => messages.forEach((message) => ws.send(message));
    ws.onmessage = (event) => {
      const frame = JSON.parse(String(event.data));
      if ('id' in frame) answers.push(frame);
    };
    ws.onclose = (event) => {
      close = { code: event.code, reason: event.reason };
      clearTimeout(done);
      resolve({ answers, close });
    };
  });
}

describe("the replay websocket keeps Binance's limits", () => {
  it('answers a SUBSCRIBE past 1,024 streams with an error, taking none of them', () => {
    const state: Subscriptions = { streams: new Set(names(1000)), combined: false };
    expect(answerControlMessage(state, JSON.stringify({ method: 'SUBSCRIBE', params: names(50, 1000), id: 7 }))).toEqual({
      error: { code: 2, msg: `Invalid request: a connection can listen to at most ${MAX_STREAMS_PER_CONNECTION} streams` },
      id: 7,
    });
    expect(state.streams.size).toBe(1000);
    expect(answerControlMessage(state, JSON.stringify({ method: 'SUBSCRIBE', params: names(24, 1000), id: 8 }))).toEqual({
      result: null,
      id: 8,
    });
    expect(state.streams.size).toBe(MAX_STREAMS_PER_CONNECTION);
  });

  it('closes a connection sending more than 5 messages a second with 1008 "Too many requests"', async () => {
    const list = JSON.stringify({ method: 'LIST_SUBSCRIPTIONS', id: 1 });
    const { answers, close } = await exchange(
      '/ws',
      Array.from({ length: 8 }, () => list),
    );
    expect(answers).toHaveLength(5);
    expect(close).toEqual({ code: 1008, reason: 'Too many requests' });
  }, 60_000);

  it('closes a connection whose message is larger than 64 KB with 1009, before reading it', async () => {
    // 50,000 streams in one 5 MB frame used to be taken whole.
    const huge = JSON.stringify({ method: 'SUBSCRIBE', params: names(50_000), id: 1 });
    const { answers, close } = await exchange('/ws', [huge]);
    expect(answers).toEqual([]);
    expect(close?.code).toBe(1009);
  }, 60_000);

  it('refuses a combined stream URL that lists more than 1,024 streams', async () => {
    const status = await new Promise<number | string>((resolve) => {
      const request = http.get(`${replay.restUrl}/stream?streams=${names(1025).join('/')}`, {
        headers: {
          connection: 'Upgrade',
          upgrade: 'websocket',
          'sec-websocket-version': '13',
          'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
        },
      });
      request.on('response', (response) => resolve(response.statusCode ?? 0));
      request.on('upgrade', (_response, socket) => {
        socket.destroy();
        resolve('upgraded');
      });
      request.on('error', (error) => resolve(error.message));
    });
    expect(status).toBe(400);
  });
});
