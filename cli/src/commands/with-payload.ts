import type { getBoursePayload } from '@bourse/cms';
import { CliError } from '../errors';

type Payload = Awaited<ReturnType<typeof getBoursePayload>>;

/** Connection failures a user fixes by starting or pointing at the database server (exit 3). */
const unreachable = /ECONNREFUSED|ENOTFOUND|EHOSTUNREACH|ETIMEDOUT|ECONNRESET|getaddrinfo|connect ETIMEDOUT|server selection/i;

/**
 * Runs `work` with a migrated Payload instance on the configured database, then closes it (crons,
 * adapter and every connection) so the process exits on every adapter. Loading is lazy: `bourse
 * replay` and `--help` never pay for Payload.
 */
export async function withPayload<T>(
  work: (payload: Payload) => Promise<T>,
  hooks: { beforeMigrate?: (payload: Payload) => Promise<void> } = {},
): Promise<T> {
  process.env.PAYLOAD_LOG_LEVEL ??= 'warn';
  const { getBoursePayload, migrateDatabase, closeBoursePayload, classifyDatabaseUri } = await import('@bourse/cms');
  let payload: Payload;
  try {
    payload = await getBoursePayload();
  } catch (error) {
    const message = describe(error);
    if (!unreachable.test(message)) throw error;
    const { kind } = classifyDatabaseUri(process.env.DATABASE_URI);
    throw new CliError(
      `the ${kind} database in DATABASE_URI is not reachable (${message.split('\n')[0]}): start the database server or fix DATABASE_URI`,
      3,
    );
  }
  try {
    await hooks.beforeMigrate?.(payload);
    await migrateDatabase(payload);
    return await work(payload);
  } finally {
    await closeBoursePayload(payload);
  }
}

function describe(error: unknown): string {
  const parts: string[] = [];
  for (let e = error as { message?: string; cause?: unknown; code?: string } | undefined, i = 0; e && i < 4; e = e.cause as typeof e, i++) {
    parts.push(`${e.code ? `${e.code} ` : ''}${e.message ?? String(e)}`);
  }
  return parts.join(': ');
}
