import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { resolveDataDir } from '../db/resolve-uri';

export type Login = { email: string; password: string };
export type SeededLogins = { editor: Login; trader: Login };

/**
 * The seeded editor and demo trader. Passwords come from SEED_EDITOR_PASSWORD / SEED_TRADER_PASSWORD,
 * else are generated once per data folder and kept in `<data dir>/seeded-logins.json` (mode 600), so
 * no password is written into the repository and `bourse start` can print them.
 */
export function seededLogins(): SeededLogins {
  const file = path.join(resolveDataDir(), 'seeded-logins.json');
  const stored: Partial<SeededLogins> = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<SeededLogins>) : {};
  const generate = () => randomBytes(9).toString('base64url');
  const logins: SeededLogins = {
    editor: {
      email: process.env.SEED_EDITOR_EMAIL ?? stored.editor?.email ?? 'editor@bourse.local',
      password: process.env.SEED_EDITOR_PASSWORD ?? stored.editor?.password ?? generate(),
    },
    trader: {
      email: process.env.SEED_TRADER_EMAIL ?? stored.trader?.email ?? 'demo@bourse.local',
      password: process.env.SEED_TRADER_PASSWORD ?? stored.trader?.password ?? generate(),
    },
  };
  if (JSON.stringify(stored) !== JSON.stringify(logins)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(logins, null, 2), { mode: 0o600 });
  }
  return logins;
}
