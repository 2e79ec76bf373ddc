/**
 * Benchmark: the paper-trading engine on the product's database, once on SQLite and once on
 * PostgreSQL (a throwaway cluster, as the test command's; skipped with the reason when PostgreSQL
 * is not installed). Each run, in its own process (Payload is one per process):
 * - ledger writes per second: 10,000 limit orders placed through the ledger (each one transaction:
 *   the order, its hold, the balances), 8 at a time over 4 demo accounts. Target >= 200/s on
 *   SQLite, >= 300/s on PostgreSQL.
 * - orders matched per second: the real engine (startEngine: market follower, matcher, push
 *   channel) with those 10,000 orders resting across the recording's price range, following the
 *   replay of the shipped BTCUSDT session at 100x; fills applied per second (each its own ledger
 *   transaction) while the replay trades through them. Target >= 100/s.
 * - trade to push latency: from the engine receiving a market trade to a websocket client signed
 *   in as the trader (the browser's connection, without its rendering) getting the fill it made;
 *   p50 and p99, measured during the run above, so it includes the trades queued behind the
 *   fills. Target p99 <= 250 ms.
 * Run: npm run bench -- paper-engine
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { atLeast, atMost, reportRow } from './support/results';

const here = path.dirname(fileURLToPath(import.meta.url));
const database = process.env.PAPER_BENCH_DATABASE;

function runChild(env: Record<string, string>): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(here, 'node_modules', 'tsx', 'dist', 'cli.mjs'), fileURLToPath(import.meta.url)], {
      cwd: here,
      stdio: 'inherit',
      env: { ...process.env, PAYLOAD_LOG_LEVEL: 'error', ...env },
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

if (!database) {
  const sqliteDir = mkdtempSync(path.join(os.tmpdir(), 'bourse-paper-bench-'));
  let failed = await runChild({ PAPER_BENCH_DATABASE: 'sqlite', BOURSE_DATA_DIR: sqliteDir, DATABASE_URI: `file:${sqliteDir}/bourse.db` });
  // @ts-expect-error a plain .mjs helper of the test command, without types
  const { startTestPostgres } = (await import('../scripts/test-postgres.mjs')) as {
    startTestPostgres: () => { uri?: string; reason?: string; stop(): void };
  };
  const postgres = startTestPostgres();
  if (postgres.uri) {
    const pgDir = mkdtempSync(path.join(os.tmpdir(), 'bourse-paper-bench-'));
    failed += await runChild({ PAPER_BENCH_DATABASE: 'postgres', BOURSE_DATA_DIR: pgDir, DATABASE_URI: postgres.uri });
  } else console.log(`paper engine on PostgreSQL skipped: ${postgres.reason}`);
  postgres.stop();
  process.exit(failed === 0 ? 0 : 1);
} else {
  const { measureEngine } = await import('./support/paper-engine');
  const figures = await measureEngine();
  const name = database === 'sqlite' ? 'SQLite' : 'PostgreSQL';
  const writeTarget = database === 'sqlite' ? 200 : 300;
  reportRow({
    what: `ledger writes, ${name} (order placed: one transaction)`,
    now: `${figures.writesPerSecond.toFixed(0)}/s`,
    target: `>= ${writeTarget}/s`,
    ratio: atLeast(figures.writesPerSecond, writeTarget),
    order: 20,
  });
  reportRow({
    what: `orders matched, 10,000 resting, replay at 100x, ${name}`,
    now: `${figures.fillsPerSecond.toFixed(0)} fills/s (${figures.fills} fills on ${figures.trades} trades)`,
    target: '>= 100/s',
    ratio: atLeast(figures.fillsPerSecond, 100),
    order: 21,
  });
  reportRow({
    what: `market trade to the trader's push connection, during the 10,000-order run, ${name}`,
    now: `p50 ${figures.latency.p50.toFixed(0)} ms, p99 ${figures.latency.p99.toFixed(0)} ms (${figures.latency.count} fills)`,
    target: 'p99 <= 250 ms',
    ratio: atMost(figures.latency.p99, 250),
    order: 22,
  });
  // The rows are written; the engine gets 15 s to stop (a long queue of trades is not waited for).
  await Promise.race([figures.close(), new Promise((resolve) => setTimeout(resolve, 15_000))]);
  process.exit(0);
}
