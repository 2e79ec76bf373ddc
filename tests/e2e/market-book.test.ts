import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { $book, configureMarket, type OrderBookState } from '@bourse/terminal/stores';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bourseBin, root, runBourse } from '../support/cli';
import { freePort, isListening } from '../support/ports';

const session = path.join(root, 'cli/data/sessions/binance-spot_BTCUSDT_2024-08-08_to_09.jsonl.gz');
let replay: ChildProcess;
let port: number;

beforeAll(async () => {
  port = await freePort();
  // One pass at 4x: update ids stay the recorded ones, so they can be looked up in `bourse book`.
  replay = spawn(process.execPath, [bourseBin, 'replay', session, '--port', String(port), '--speed', '4', '--no-loop'], { cwd: root, stdio: 'ignore' });
  const deadline = Date.now() + 30_000;
  while (!(await isListening(port))) {
    if (Date.now() > deadline) throw new Error(`bourse replay did not listen on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
});
afterAll(() => {
  replay?.kill('SIGINT');
});

describe('the terminal order book against `bourse replay`', () => {
  it('shows, at every update id it publishes, the same 20 levels a side as `bourse book` computes', async () => {
    const shown: OrderBookState[] = [];
    const stop = $book.subscribe((book) => { if (book?.status === 'live') shown.push(book); });
    configureMarket({ restUrl: `http://127.0.0.1:${port}`, wsUrl: `ws://127.0.0.1:${port}`, feed: 'replay', label: 'Replay', symbol: 'BTCUSDT' });
    await new Promise((resolve) => setTimeout(resolve, 12_000));
    stop();
    const cli = await runBourse(['book', session, '--symbol', 'BTCUSDT', '--depth', '20', '--json'], {}, 60_000);
    expect(cli.code).toBe(0);
    const byId = new Map<number, { bids: string[][]; asks: string[][] }>();
    for (const line of cli.stdout.trim().split('\n')) {
      const view = JSON.parse(line) as { lastUpdateId: number; bids: string[][]; asks: string[][] };
      byId.set(view.lastUpdateId, view);
    }
    expect(shown.length).toBeGreaterThan(20);
    const mismatches = shown.filter((book) => {
      const expected = byId.get(book.lastUpdateId ?? -1);
      return !expected || JSON.stringify([book.bids, book.asks]) !== JSON.stringify([expected.bids, expected.asks]);
    });
    expect(mismatches.map((m) => m.lastUpdateId)).toEqual([]);
    expect(shown.at(-1)?.bids).toHaveLength(20);
  }, 90_000);
});
