import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { resolveDataDir } from './db/resolve-uri';

/**
 * `apiKeySecret` seals the trading API's HMAC secrets in the database (api-keys/seal.ts): losing it
 * makes every HMAC key unusable (the traders make new ones), so it is kept and backed up with the others.
 */
export type Secrets = { payloadSecret: string; revalidateSecret: string; apiKeySecret: string };

let cached: Secrets | undefined;

/**
 * Secrets come from the environment (PAYLOAD_SECRET, REVALIDATE_SECRET, API_KEY_SECRET) or, on a developer machine,
 * from `<data dir>/secrets.json`, generated once with random bytes. Nothing secret lives in the repo.
 */
export function readSecrets(): Secrets {
  if (cached) return cached;
  const fromEnv = {
    payloadSecret: process.env.PAYLOAD_SECRET,
    revalidateSecret: process.env.REVALIDATE_SECRET,
    apiKeySecret: process.env.API_KEY_SECRET,
  };
  if (fromEnv.payloadSecret && fromEnv.revalidateSecret && fromEnv.apiKeySecret) {
    cached = fromEnv as Secrets;
    return cached;
  }
  const file = path.join(resolveDataDir(), 'secrets.json');
  let stored: Partial<Secrets> = {};
  if (existsSync(file)) stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>;
  const secrets: Secrets = {
    payloadSecret: fromEnv.payloadSecret ?? stored.payloadSecret ?? randomBytes(32).toString('hex'),
    revalidateSecret: fromEnv.revalidateSecret ?? stored.revalidateSecret ?? randomBytes(32).toString('hex'),
    apiKeySecret: fromEnv.apiKeySecret ?? stored.apiKeySecret ?? randomBytes(32).toString('hex'),
  };
  // The file keeps what the environment does not give: a secret set there is never written to disk.
  const kept = { ...stored };
  for (const name of Object.keys(secrets) as (keyof Secrets)[]) if (!fromEnv[name]) kept[name] = secrets[name];
  if ((Object.keys(kept) as (keyof Secrets)[]).some((name) => stored[name] !== kept[name])) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(kept, null, 2), { mode: 0o600 });
  }
  cached = secrets;
  return secrets;
}
