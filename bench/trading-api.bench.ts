/**
 * Benchmark: signed order placement on the trading API (Binance's POST /api/v3/order, HMAC-SHA256),
 * 50 orders a second for 30 s, open loop (each sent on its tick whether or not the last answered),
 * from a client in this process to the engine in this process, on SQLite, following the replay.
 * Every order is a LIMIT_MAKER far below the market: a full placement (signature, key, weight,
 * filters, balance hold, one ledger transaction) that rests. The per-account order limit is raised
 * for the run (Binance's 100 per 10 s would refuse most of them). Target p99 <= 100 ms.
 * Run: npm run bench -- trading-api
 */
import { createHmac } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startReplayServer } from '@bourse/cli/replay';
import { atMost, reportRow } from './support/results';

const RATE = 50;
const RUN_MS = 30_000;
const TARGET_P99_MS = 100;

const dir = mkdtempSync(path.join(os.tmpdir(), 'bourse-bench-trading-api-'));
Object.assign(process.env, {
  BOURSE_DATA_DIR: dir,
  DATABASE_URI: `file:${path.join(dir, 'bench.db')}`,
  PAYLOAD_LOG_LEVEL: 'error',
  BOURSE_JOBS: 'off',
  SITE_INTERNAL_URL: 'http://127.0.0.1:9',
});

const replay = await startReplayServer({ port: 0, speed: 1 });
// Imported by name at run time: the CMS brings Next's global types, which would change how the
// other benchmarks' environment objects type-check. What is used is typed here.
type Engine = {
  url: string;
  ledger: unknown;
  service: { accounts(traderId: number): Promise<{ id: number; slot: string }[]> };
  close(): Promise<void>;
};
type Made = { ok: true; value: { key: { apiKey: string }; secret: string | null } } | { ok: false; error: { code: string } };
const cmsName: string = '@bourse/cms';
const { getBoursePayload, migrateDatabase, closeBoursePayload } = (await import(cmsName)) as {
  getBoursePayload(): Promise<{ create(args: unknown): Promise<{ id: number | string }> }>;
  migrateDatabase(payload: unknown): Promise<void>;
  closeBoursePayload(payload: unknown): Promise<void>;
};
const { createApiKey } = (await import(`${cmsName}/ledger`)) as {
  createApiKey(ledger: unknown, traderId: number, input: unknown, serverSecret: string, now: number): Promise<Made>;
};
const engineName: string = '@bourse/engine';
const { startEngine, resolveEngineConfig } = (await import(engineName)) as {
  startEngine(payload: unknown, config: unknown, options: unknown): Promise<Engine>;
  resolveEngineConfig(env: Record<string, string>): unknown;
};
const payload = await getBoursePayload();
await migrateDatabase(payload);
const trader = await payload.create({
  collection: 'traders',
  data: { email: 'bench@bourse.test', password: 'bench password 1', status: 'active', emailVerified: true },
});
const config = resolveEngineConfig({ ENGINE_PORT: '0', MARKET_REST_URL: replay.restUrl, MARKET_WS_URL: replay.wsUrl });
const engine = await startEngine(payload, config, {
  secret: 'bench-secret',
  apiKeySecret: 'bench-key-secret',
  log: () => {},
  limits: { weightPerMinute: 1_000_000, ordersPer10s: 1_000_000, ordersPerDay: 1_000_000 },
});
const accounts = await engine.service.accounts(Number(trader.id));
const demo = accounts.find((a) => a.slot === 'demo')!;
const made = await createApiKey(
  engine.ledger,
  Number(trader.id),
  { label: 'bench', permissions: 'trade', kind: 'HMAC_SHA256', accountId: demo.id, ipAllowList: [] },
  'bench-key-secret',
  Date.now(),
);
if (!made.ok) throw new Error(`no key: ${made.error.code}`);
const { apiKey } = made.value.key;
const secret = made.value.secret!;

const last = Number(((await (await fetch(`${engine.url}/api/v3/ticker/price?symbol=BTCUSDT`)).json()) as { price: string }).price);
const price = (Math.floor(last * 0.5 * 100) / 100).toFixed(2);

const refused: string[] = [];
async function placeOne(n: number): Promise<number> {
  const query = new URLSearchParams({
    symbol: 'BTCUSDT',
    side: 'BUY',
    type: 'LIMIT_MAKER',
    quantity: '0.0003',
    price,
    newClientOrderId: `bench-${n}`,
    newOrderRespType: 'ACK',
    // The longest window Binance allows: on a loaded machine a request can wait seconds for the engine.
    recvWindow: '60000',
    timestamp: String(Date.now()),
  }).toString();
  const body = `${query}&signature=${createHmac('sha256', secret).update(query).digest('hex')}`;
  const started = performance.now();
  const answer = await fetch(`${engine.url}/api/v3/order`, {
    method: 'POST',
    headers: { 'x-mbx-apikey': apiKey, 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  const text = await answer.text();
  if (answer.status !== 200) refused.push(`${answer.status} ${text}`);
  return performance.now() - started;
}

for (let i = 0; i < 20; i += 1) await placeOne(-1 - i); // warm up the JIT and the book
const latencies: number[] = [];
const pending: Promise<void>[] = [];
// CPU this process spent per order (engine, client and replay alike): unlike latency, it hardly
// depends on what else the machine runs, so runs on a busy machine stay comparable.
const cpuBefore = process.cpuUsage();
const start = performance.now();
for (let n = 0; n < (RATE * RUN_MS) / 1000; n += 1) {
  const due = start + (n * 1000) / RATE;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  pending.push(placeOne(n).then((ms) => void latencies.push(ms)));
}
await Promise.all(pending);
const elapsed = (performance.now() - start) / 1000;
const cpu = process.cpuUsage(cpuBefore);
const cpuPerOrder = (cpu.user + cpu.system) / 1000 / latencies.length;
latencies.sort((a, b) => a - b);
const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
const p50 = at(0.5);
const p99 = at(0.99);
if (refused.length > 0) console.log(`refused: ${refused.length}, first: ${refused[0]}`);
console.log(
  `signed orders: ${latencies.length} in ${elapsed.toFixed(1)} s (${(latencies.length / elapsed).toFixed(1)}/s), p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${latencies.at(-1)!.toFixed(1)} ms, CPU ${cpuPerOrder.toFixed(2)} ms an order`,
);
reportRow({
  what: `trading API: signed order placement, ${RATE}/s for ${RUN_MS / 1000} s (SQLite)`,
  now: `p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, CPU ${cpuPerOrder.toFixed(1)} ms an order, ${refused.length} refused`,
  target: `p99 <= ${TARGET_P99_MS} ms, none refused`,
  ratio: refused.length > 0 ? 0 : atMost(p99, TARGET_P99_MS),
  order: 9,
});
await engine.close();
await closeBoursePayload(payload);
await replay.close();
