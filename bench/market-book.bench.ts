/**
 * Benchmark: the terminal's book engine (Binance's procedure: `receiveSnapshot` then
 * `receiveDiff` per diff) on the recorded BTCUSDT session, in level updates per second.
 * Target >= 5,000,000 level updates/s in Node, in one process. Run: npm run bench -- market-book
 */
import { initialBookSync, receiveDiff, receiveSnapshot, type BookSync, type DepthDiff } from '@bourse/market';
import { defaultSessionFiles, readRecording } from '@bourse/cli/replay';
import { atLeast, reportRow } from './support/results';

const TARGET = 5_000_000;
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
const cpuAtStart = process.threadCpuUsage();
let elapsedMs = 0;
while (elapsedMs < RUN_MS) {
  pass();
  passes += 1;
  levels += levelsPerPass;
  elapsedMs = Number(process.hrtime.bigint() - started) / 1e6;
}
const cpu = process.threadCpuUsage(cpuAtStart);
// Per second of this thread's CPU: on a machine others share, wall-clock time also counts the time
// the thread waited for a core; on a quiet one the two agree.
const cpuMs = (cpu.user + cpu.system) / 1000;
const rate = levels / (cpuMs / 1000);
const wallRate = levels / (elapsedMs / 1000);
console.log(
  `book engine, BTCUSDT session: ${diffs.length} diffs, ${levelsPerPass} level updates a pass (snapshot of ${snapshot.snapshot.bids.length + snapshot.snapshot.asks.length} levels included in the timing), ${passes} passes in ${cpuMs.toFixed(0)} ms of CPU (${elapsedMs.toFixed(0)} ms wall: ${(wallRate / 1e6).toFixed(2)}M/s)`,
);
reportRow({
  what: 'book engine, BTCUSDT session',
  now: `${(rate / 1e6).toFixed(2)}M level updates per CPU second`,
  target: `>= ${TARGET / 1e6}M/s`,
  ratio: atLeast(rate, TARGET),
  order: 8,
});
