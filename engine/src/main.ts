import { closeBoursePayload, getBoursePayload, migrateDatabase, readSecrets } from '@bourse/cms';
import { LedgerUnavailableError } from '@bourse/cms/ledger';
import { resolveEngineConfig } from './config';
import { startEngine } from './engine';

/**
 * The engine as a process (`bourse engine`, and `bourse start` runs it beside the CMS and the
 * site): migrated database, engine started, stopped cleanly on SIGINT or SIGTERM.
 */
export async function runEngine(log: (line: string) => void = (line) => process.stdout.write(`${line}\n`)): Promise<void> {
  const config = resolveEngineConfig();
  process.env.PAYLOAD_LOG_LEVEL ??= 'warn';
  // The engine runs no scheduled-publish jobs: that is the CMS's work.
  process.env.BOURSE_JOBS = 'off';
  const payload = await getBoursePayload();
  await migrateDatabase(payload);
  let engine;
  try {
    const secrets = readSecrets();
    engine = await startEngine(payload, config, {
      secret: secrets.revalidateSecret,
      apiKeySecret: secrets.apiKeySecret,
      log: (m) => log(m),
    });
  } catch (error) {
    await closeBoursePayload(payload);
    if (error instanceof LedgerUnavailableError) throw new Error(`the trading engine cannot start: ${error.message}`);
    throw error;
  }
  log(`engine listening on ${engine.url} (market ${config.restUrl})`);
  await new Promise<void>((resolve) => {
    const stop = () => resolve();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  await engine.close();
  await closeBoursePayload(payload);
}
