/**
 * Benchmarks of `bourse replay`, each against one websocket client in this process:
 *  - throughput flat out: every stream of both shipped sessions at the top speed, looping;
 *    target >= 50,000 messages/s received;
 *  - timing drift at 1x: how late each trade and depth frame arrives against its recorded time
 *    (lateness beyond the earliest frame); target p99 <= 5 ms.
 * Run: pnpm exec tsx market-replay.bench.ts
 */
import { defaultSessionFiles, MAX_SPEED, readRecording, startReplayServer } from '@bourse/cli/replay';
import { Worker } from 'node:worker_threads';

const THROUGHPUT_TARGET = 50_000;
const DRIFT_TARGET_MS = 5;

function line(label: string, value: string, target: string, ratio: number, ok: boolean): void {
  console.log(`  ${label}: ${value} (target ${target}, ratio ${ratio.toFixed(2)}) ${ok ? 'OK' : 'MISSED'}`);
}

// The client counts in a worker thread, so the server's event loop does only the server's work.
// Each loop of the recording ends with a normal close (1000), as Binance's scheduled disconnects
// do; at the top speed that is every second or so, and the client connects again at once, as a
// real one does. Any other close is the server dropping the client.
const CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
let count = 0, loops = 0, opened = false, dropped = null;
function connect() {
  const ws = new WebSocket(workerData.url);
  ws.onmessage = () => { count += 1; };
  ws.onopen = () => { if (!opened) { opened = true; parentPort.postMessage({ open: true }); } };
  ws.onclose = (event) => {
    if (event.code === 1000) { loops += 1; connect(); }
    else dropped = event.code + ' ' + event.reason;
  };
}
connect();
parentPort.on('message', () => parentPort.postMessage({ count, loops, dropped }));
`;

async function throughput(): Promise<void> {
  const replay = await startReplayServer({ port: 0, speed: MAX_SPEED, loop: true });
  const streams = replay.symbols.flatMap((s) => ['depth@100ms', 'trade', 'bookTicker'].map((kind) => `${s.toLowerCase()}@${kind}`));
  const worker = new Worker(CLIENT, { eval: true, workerData: { url: `${replay.wsUrl}/stream?streams=${streams.join('/')}` } });
  type Reply = { count?: number; loops?: number; dropped?: string | null };
  const replies: ((value: Reply) => void)[] = [];
  worker.on('message', (message: Reply) => replies.shift()?.(message));
  const next = () => new Promise<Reply>((resolve) => replies.push(resolve));
  await next(); // open
  await new Promise((resolve) => setTimeout(resolve, 1_000)); // warm up
  worker.postMessage('count');
  const from = (await next()).count ?? 0;
  const started = performance.now();
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  worker.postMessage('count');
  const end = await next();
  const to = end.count ?? 0;
  const rate = (to - from) / ((performance.now() - started) / 1000);
  const closed = end.dropped ?? null;
  await worker.terminate();
  await replay.close();
  console.log(
    `replay throughput, ${replay.symbols.join(' + ')} at ${MAX_SPEED}x, looping, one client (worker thread) on ${streams.length} streams, ` +
      `${end.loops ?? 0} loop(s) ended with a normal close and a reconnect${closed ? `; the server dropped the client (${closed})` : ''}`,
  );
  line(
    'messages per second',
    Math.round(rate).toLocaleString('en-US'),
    `>= ${THROUGHPUT_TARGET.toLocaleString('en-US')}/s`,
    rate / THROUGHPUT_TARGET,
    rate >= THROUGHPUT_TARGET,
  );
}

// The drift client also runs in a worker thread: it stamps arrivals, the main thread matches them.
const DRIFT_CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
const ws = new WebSocket(workerData.url);
const arrivals = [];
ws.onmessage = (event) => {
  const arrived = performance.timeOrigin + performance.now();
  const { data } = JSON.parse(String(event.data));
  arrivals.push([data.e === 'trade' ? 't' + data.t : 'd' + data.u, arrived]);
};
parentPort.on('message', () => { ws.close(); parentPort.postMessage(arrivals); });
`;

async function drift(): Promise<void> {
  const file = defaultSessionFiles().find((f) => f.includes('BTCUSDT')) ?? '';
  // Recorded receive time of each trade and diff, by the id the wire frame still carries.
  const recordedAt = new Map<string, number>();
  for (const r of (await readRecording(file)).records) {
    if (r.type === 'trade') recordedAt.set(`t${r.event.t}`, r.atMs);
    if (r.type === 'depth') recordedAt.set(`d${r.event.u}`, r.atMs);
  }
  const replay = await startReplayServer({ files: [file], port: 0, speed: 1, loop: false });
  const worker = new Worker(DRIFT_CLIENT, {
    eval: true,
    workerData: { url: `${replay.wsUrl}/stream?streams=btcusdt@trade/btcusdt@depth@100ms` },
  });
  await new Promise((resolve) => setTimeout(resolve, 20_000));
  worker.postMessage('done');
  const arrivals = await new Promise<[string, number][]>((resolve) => worker.once('message', resolve));
  await worker.terminate();
  await replay.close();
  const offsets = arrivals.flatMap(([id, arrived]) => {
    const at = recordedAt.get(id);
    return at === undefined ? [] : [arrived - at];
  });
  const base = Math.min(...offsets);
  const late = offsets.map((o) => o - base).sort((a, b) => a - b);
  const p = (q: number) => late[Math.min(late.length - 1, Math.floor(q * late.length))] ?? NaN;
  const p99 = p(0.99);
  console.log(
    `replay timing drift at 1x, BTCUSDT trades and diffs, ${late.length} frames over 20 s (client in a worker thread): p50 ${p(0.5).toFixed(2)} ms, max ${(late.at(-1) ?? NaN).toFixed(2)} ms`,
  );
  line('p99 lateness', `${p99.toFixed(2)} ms`, `<= ${DRIFT_TARGET_MS} ms`, DRIFT_TARGET_MS / Math.max(p99, 0.001), p99 <= DRIFT_TARGET_MS);
}

const which = process.argv[2];
if (which !== 'drift') await throughput();
if (which !== 'throughput') await drift();
