import type { getBoursePayload } from '@bourse/cms';

type Payload = Awaited<ReturnType<typeof getBoursePayload>>;

/**
 * Runs `work` with a Payload instance on the configured database, then closes it so the process can
 * exit. Loading is lazy: `bourse replay` and `--help` never pay for Payload.
 */
export async function withPayload<T>(work: (payload: Payload) => Promise<T>): Promise<T> {
  process.env.PAYLOAD_LOG_LEVEL ??= 'warn';
  const { getBoursePayload, migrateDatabase } = await import('@bourse/cms');
  const payload = await getBoursePayload();
  try {
    await migrateDatabase(payload);
    return await work(payload);
  } finally {
    await payload.destroy?.().catch(() => {});
  }
}
