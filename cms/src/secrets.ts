import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { resolveDataDir } from './db/resolve-uri';

export type Secrets = { payloadSecret: string; revalidateSecret: string };

let cached: Secrets | undefined;

/**
 * Secrets come from the environment (PAYLOAD_SECRET, REVALIDATE_SECRET) or, on a developer machine,
 * from `<data dir>/secrets.json`, generated once with random bytes. Nothing secret lives in the repo.
 */
export function readSecrets(): Secrets {
  if (cached) return cached;
  const fromEnv = { payloadSecret: process.env.PAYLOAD_SECRET, revalidateSecret: process.env.REVALIDATE_SECRET };
  if (fromEnv.payloadSecret && fromEnv.revalidateSecret) {
    cached = fromEnv as Secrets;
    return cached;
  }
  const file = path.join(resolveDataDir(), 'secrets.json');
  let stored: Partial<Secrets> = {};
  if (existsSync(file)) stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>;
  const secrets: Secrets = {
    payloadSecret: fromEnv.payloadSecret ?? stored.payloadSecret ?? randomBytes(32).toString('hex'),
    revalidateSecret: fromEnv.revalidateSecret ?? stored.revalidateSecret ?? randomBytes(32).toString('hex'),
  };
  if (stored.payloadSecret !== secrets.payloadSecret || stored.revalidateSecret !== secrets.revalidateSecret) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  cached = secrets;
  return secrets;
}
