import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReplayServer, type ReplayServer } from './server';

let replay: ReplayServer;
beforeAll(async () => {
  replay = await startReplayServer({ port: 0, speed: 10 });
});
afterAll(() => replay.close());

/** Frames of one connection until `done` says so; `sends` go out once it is open. */
function collect(path: string, done: (frames: any[]) => boolean, sends: unknown[] = [], ms = 45_000): Promise<any[]> {
  return new Promise((resolve, reject) => {
    const frames: any[] = [];
    const ws = new WebSocket(`${replay.wsUrl}${path}`);
    const timer = setTimeout(() => {
      ws.close();
      reject(new Error(`only ${JSON.stringify(frames).slice(0, 300)} from ${path}`));
    }, ms);
    // One at a time, each a quarter of a second after the previous answer: Binance (and the replay)
    // close a connection sending more than 5 a second, and timers set all at once can fire together
    // on a loaded machine.
    const queue = [...sends];
    const sendNext = () => {
      const message = queue.shift();
      if (message !== undefined) ws.send(JSON.stringify(message));
    };
    ws.onopen = sendNext;
    ws.onmessage = (event) => {
      const frame = JSON.parse(String(event.data));
      frames.push(frame);
      if (frame !== null && typeof frame === 'object' && 'id' in frame) setTimeout(sendNext, 250);
      if (done(frames)) {
        clearTimeout(timer);
        ws.close();
        resolve(frames);
      }
    };
  });
}
const on = (frames: any[], stream: string) => frames.filter((f) => f.stream === stream).map((f) => f.data);

describe('replay websocket streams', () => {
  it('sends mini tickers for one symbol and for all, and the all-symbol tickers', async () => {
    const streams = ['btcusdt@miniTicker', '!miniTicker@arr', '!ticker@arr'];
    const frames = await collect(`/stream?streams=${streams.join('/')}`, (all) => streams.every((s) => on(all, s).length > 0));
    expect(on(frames, 'btcusdt@miniTicker')[0]).toMatchObject({
      e: '24hrMiniTicker',
      s: 'BTCUSDT',
      c: expect.stringMatching(/^\d+\.\d{8}$/),
    });
    expect(on(frames, '!miniTicker@arr')[0].map((t: any) => t.s)).toEqual(['BTCUSDT', 'ETHUSDT']);
    expect(on(frames, '!ticker@arr')[0][0]).toMatchObject({ e: '24hrTicker', s: 'BTCUSDT' });
  });

  it('sends aggregate trades whose trade ids run on without a gap', async () => {
    const frames = await collect('/ws/btcusdt@aggTrade', (all) => all.length >= 30);
    expect(frames[0]).toMatchObject({ e: 'aggTrade', s: 'BTCUSDT', M: true });
    for (let i = 1; i < frames.length; i += 1) {
      expect(frames[i].a).toBe(frames[i - 1].a + 1);
      expect(frames[i].f).toBe(frames[i - 1].l + 1);
      expect(frames[i].l).toBeGreaterThanOrEqual(frames[i].f);
    }
  });

  it('sends partial books every 100 ms from the server book, and the average price', async () => {
    const frames = await collect(
      '/stream?streams=ethusdt@depth5@100ms/btcusdt@depth10/btcusdt@avgPrice',
      (all) =>
        on(all, 'ethusdt@depth5@100ms').length >= 5 && on(all, 'btcusdt@depth10').length > 0 && on(all, 'btcusdt@avgPrice').length > 0,
    );
    const book = on(frames, 'ethusdt@depth5@100ms').at(-1);
    expect(book.bids).toHaveLength(5);
    expect(Number(book.bids[0][0])).toBeLessThan(Number(book.asks[0][0]));
    expect(on(frames, 'btcusdt@depth10')[0].asks).toHaveLength(10);
    expect(on(frames, 'btcusdt@avgPrice')[0]).toMatchObject({ e: 'avgPrice', s: 'BTCUSDT', i: '5m' });
  });

  it('closes each candle with an x: true event before the next one opens', async () => {
    const frames = await collect('/ws/btcusdt@kline_1s', (all) => all.some((f) => f.k.x), [], 8_000);
    const closed = frames.find((f) => f.k.x);
    const after = frames[frames.indexOf(closed) + 1];
    expect(closed.k.T - closed.k.t).toBe(999);
    expect(frames.filter((f) => f.k.t === closed.k.t && !f.k.x).every((f) => frames.indexOf(f) < frames.indexOf(closed))).toBe(true);
    if (after) expect(after.k.t).toBeGreaterThan(closed.k.t);
  });

  it('answers LIST_SUBSCRIPTIONS, SET_PROPERTY and GET_PROPERTY as Binance does', async () => {
    const frames = await collect('/ws/btcusdt@trade', (all) => all.filter((f) => 'id' in f).length >= 6, [
      { method: 'LIST_SUBSCRIPTIONS', id: 1 },
      { method: 'GET_PROPERTY', params: ['combined'], id: 2 },
      { method: 'SET_PROPERTY', params: ['combined', true], id: 3 },
      { method: 'GET_PROPERTY', params: ['combined'], id: 4 },
      { method: 'SET_PROPERTY', params: ['combined', 'yes'], id: 5 },
      { method: 'PING', id: 6 },
    ]);
    const replies = frames.filter((f) => 'id' in f);
    expect(replies).toEqual([
      { result: ['btcusdt@trade'], id: 1 },
      { result: false, id: 2 },
      { result: null, id: 3 },
      { result: true, id: 4 },
      { error: { code: 1, msg: 'Invalid value type: expected Boolean' }, id: 5 },
      {
        error: {
          code: 2,
          msg: 'Invalid request: unknown variant "PING", expected one of `SUBSCRIBE`, `UNSUBSCRIBE`, `LIST_SUBSCRIPTIONS`, `SET_PROPERTY`, `GET_PROPERTY`',
        },
        id: 6,
      },
    ]);
    // After SET_PROPERTY combined=true, trades come wrapped.
    const last = frames.at(-1).stream ? frames.at(-1) : frames.filter((f) => 'stream' in f).at(-1);
    if (last) expect(last).toMatchObject({ stream: 'btcusdt@trade', data: { e: 'trade' } });
  });
});
