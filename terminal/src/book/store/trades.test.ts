import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket, FakeWebSocketImpl, loadRecordedTrades } from '@bourse/market/testing';
import { $marketConfig, configureMarket } from '../../feed/store/market-config';
import { $trades } from './trades';

const replay = { restUrl: 'http://127.0.0.1:9443', wsUrl: 'ws://127.0.0.1:9443', feed: 'replay' as const, label: 'Replay' };
const recorded = loadRecordedTrades('BTCUSDT');
const frame = (t: (typeof recorded)[number], price = t.price) => ({
  stream: 'btcusdt@trade',
  data: { e: 'trade', E: t.time + 1, s: 'BTCUSDT', t: t.id, p: price, q: t.qty, T: t.time, m: t.isBuyerMaker },
});
let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocketImpl);
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  $marketConfig.set(null);
});
afterEach(() => {
  cleanStores($trades);
  vi.unstubAllGlobals();
  vi.useRealTimers();
  warn.mockRestore();
});

describe('$trades', () => {
  it('keeps the 50 newest recorded trades, newest first, publishing at most every 300 ms', async () => {
    let publications = 0;
    $trades.listen(() => {
      publications += 1;
    });
    configureMarket(replay);
    const socket = FakeWebSocket.latest();
    socket.open();
    publications = 0;
    for (const trade of recorded.slice(0, 300)) socket.receive(frame(trade));
    expect(publications).toBe(1);
    await vi.advanceTimersByTimeAsync(300);
    expect($trades.get()).toHaveLength(50);
    expect($trades.get()[0]).toEqual(recorded[299]);
    expect($trades.get()[49]).toEqual(recorded[250]);
    expect(publications).toBe(2);
  });

  it('ignores a trade more than 10% from the base price, and says so with its source', async () => {
    $trades.subscribe(() => {});
    configureMarket(replay);
    const socket = FakeWebSocket.latest();
    socket.open();
    const [first, second, third] = recorded as [(typeof recorded)[0], (typeof recorded)[0], (typeof recorded)[0]];
    socket.receive(frame(first, '60000.00000000'));
    socket.receive(frame(second, '66000.00000001'));
    socket.receive(frame(third, '66000.00000000'));
    await vi.advanceTimersByTimeAsync(300);
    expect($trades.get().map((t) => t.price)).toEqual(['66000.00000000', '60000.00000000']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`ignored trade ${second.id} for BTCUSDT from Replay (ws://127.0.0.1:9443)`));
  });

  it('fills the tape from aggregate trades when the feed sends no single trades, and drops them once it does', async () => {
    $trades.subscribe(() => {});
    configureMarket(replay);
    const socket = FakeWebSocket.latest();
    socket.open();
    const agg = (t: (typeof recorded)[number], a: number) => ({
      stream: 'btcusdt@aggTrade',
      data: { e: 'aggTrade', E: t.time + 1, s: 'BTCUSDT', a, p: t.price, q: t.qty, f: t.id, l: t.id, T: t.time, m: t.isBuyerMaker },
    });
    socket.receive(agg(recorded[0]!, 1));
    socket.receive(agg(recorded[1]!, 2));
    await vi.advanceTimersByTimeAsync(300);
    expect($trades.get()).toEqual([recorded[1], recorded[0]]);
    socket.receive(frame(recorded[2]!));
    socket.receive(agg(recorded[3]!, 3));
    await vi.advanceTimersByTimeAsync(300);
    expect($trades.get().map((t) => t.id)).toEqual([recorded[2]!.id, recorded[1]!.id, recorded[0]!.id]);
  });
});
