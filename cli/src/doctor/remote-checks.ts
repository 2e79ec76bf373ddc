import { existsSync } from 'node:fs';
import net from 'node:net';
import { probeBinance } from '../start/feed';
import type { StartConfig } from '../start/config';
import { fail, ok, warn, type Check } from './check';

/** Can a TCP connection reach host:port within `timeoutMs`? */
function reachable(host: string, port: number, timeoutMs = 3000): Promise<string | undefined> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: timeoutMs });
    socket.once('connect', () => (socket.destroy(), resolve(undefined)));
    socket.once('timeout', () => (socket.destroy(), resolve(`no answer within ${timeoutMs / 1000} s`)));
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

/**
 * The database: reachable, and every committed migration applied. Never creates or changes
 * anything: a missing SQLite file is reported rather than created.
 */
export async function checkDatabase(): Promise<Check[]> {
  const { classifyDatabaseUri } = await import('@bourse/cms/boot');
  const { kind, uri } = classifyDatabaseUri(process.env.DATABASE_URI);
  const label =
    kind === 'sqlite'
      ? `SQLite ${uri.slice(5)}`
      : kind === 'postgres'
        ? `PostgreSQL ${new URL(uri).host}${new URL(uri).pathname}`
        : `MongoDB ${new URL(uri.replace(/^mongodb\+srv/, 'mongodb')).host}`;
  if (kind === 'sqlite' && !existsSync(uri.slice(5))) {
    return [
      fail('database', `${label} does not exist yet`, 'run "bourse migrate" then "bourse seed" (or "bourse start", which does both)'),
    ];
  }
  if (kind !== 'sqlite') {
    const url = new URL(uri.replace(/^mongodb\+srv/, 'mongodb'));
    const problem = await reachable(url.hostname, Number(url.port || (kind === 'postgres' ? 5432 : 27017)));
    if (problem)
      return [
        fail('database', `${label} is not reachable (${problem})`, 'start the database server, or fix the host and port in DATABASE_URI'),
      ];
  }
  process.env.PAYLOAD_LOG_LEVEL ??= 'fatal';
  const { getBoursePayload, pendingMigrations, closeBoursePayload } = await import('@bourse/cms');
  let payload: Awaited<ReturnType<typeof getBoursePayload>>;
  try {
    payload = await getBoursePayload();
  } catch (error) {
    return [
      fail(
        'database',
        `${label} refused the connection: ${(error as Error).message.split('\n')[0]}`,
        'check the user name, password and database name in DATABASE_URI',
      ),
    ];
  }
  try {
    const pending = await pendingMigrations(payload);
    const checks = [ok('database', `${label} answers`)];
    if (pending.length > 0) {
      checks.push(fail('migrations', `${pending.length} not applied: ${pending.join(', ')}`, 'run "bourse migrate"'));
      return checks;
    }
    checks.push(ok('migrations', 'every committed migration is applied'));
    const sites = await payload.count({ collection: 'sites' });
    checks.push(
      sites.totalDocs > 0
        ? ok('content', `${sites.totalDocs} site(s)`)
        : warn('content', 'no site yet: visitors see the built-in default', 'run "bourse seed"'),
    );
    return checks;
  } finally {
    await closeBoursePayload(payload);
  }
}

/** The live market host; without it `start` falls back to the replay server (a warning, not a failure). */
export async function checkMarket(config: StartConfig): Promise<Check> {
  if (config.feedMode === 'replay') return ok('market host', 'MARKET_FEED=replay: recorded sessions, no market host needed');
  const probe = await probeBinance(config);
  if (probe.ok) return ok('market host', `${config.binanceRestUrl} answers`);
  const detail = `${config.binanceRestUrl}: ${probe.reason}`;
  return config.feedMode === 'binance'
    ? fail(
        'market host',
        detail,
        'allow outgoing https to the host in BINANCE_REST_URL, or set MARKET_FEED=auto to fall back to the replay server',
      )
    : warn(
        'market host',
        `${detail}; start will use the replay server`,
        'allow outgoing https to the host in BINANCE_REST_URL for live prices, or set MARKET_FEED=replay to skip this probe',
      );
}
