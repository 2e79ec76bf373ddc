/**
 * Benchmark: the terminal's book engine (Binance's procedure: `receiveSnapshot` then
 * `receiveDiff` per diff) on the recorded BTCUSDT session, in level updates per second.
 * Target >= 1,000,000 level updates/s in Node. Run: pnpm exec tsx market-book.bench.ts
 */
import { initialBookSync, receiveDiff, receiveSnapshot, type BookSync, type DepthDiff } from '@bourse/market';
import { defaultSessionFiles, readRecording } from '@bourse/cli/replay';

const TARGET = 1_000_000;
const RUN_MS = 3_000;

const recording = await readRecording(defaultSessionFiles().find((file) => file.includes('BTCUSDT')) ?? '');
const snapshot = recording.records.find((r) => r.type === 'snapshot');
if (snapshot?.type !== 'snapshot') throw new Error('the BTCUSDT session has no snapshot');
const diffs: DepthDiff[] = recording.records.flatMap((r) =>
  r.type === 'depth' && r.event.u > snapshot.snapshot.lastUpdateId ? [r.event] : [],
);
const levelsPerPass = diffs.reduce((sum, d) => sum + d.b.length + d.a.length, 0);

function pass(): void {
  let sync: BookSync = receiveSnapshot(initialBookSync(), snapshot!.snapshot).sync;
  for (const diff of diffs) sync = receiveDiff(sync, diff).sync;
  if (sync.status !== 'live') throw new Error('the book lost sync during the benchmark');
}

for (let i = 0; i < 5; i += 1) pass(); // warm up the JIT
let passes = 0;
let levels = 0;
const started = process.hrtime.bigint();
let elapsedMs = 0;
while (elapsedMs < RUN_MS) {
  pass();
  passes += 1;
  levels += levelsPerPass;
  elapsedMs = Number(process.hrtime.bigint() - started) / 1e6;
}
const rate = levels / (elapsedMs / 1000);
console.log(
  `book engine, BTCUSDT session: ${diffs.length} diffs, ${levelsPerPass} level updates a pass (snapshot of ${snapshot.snapshot.bids.length + snapshot.snapshot.asks.length} levels included in the timing), ${passes} passes`,
);
console.log(
  `  level updates per second: ${Math.round(rate).toLocaleString('en-US')} (target >= ${TARGET.toLocaleString('en-US')}/s, ratio ${(rate / TARGET).toFixed(2)}) ${rate >= TARGET ? 'OK' : 'MISSED'}`,
);
