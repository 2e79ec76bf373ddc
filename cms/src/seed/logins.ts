import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { resolveDataDir } from '../db/resolve-uri';

export type Login = { email: string; password: string };
export type SeededLogins = { admin: Login; editor: Login; trader: Login };

/**
 * The seeded admin (everything), editor (content only) and demo trader. Passwords come from
 * SEED_ADMIN_PASSWORD / SEED_EDITOR_PASSWORD / SEED_TRADER_PASSWORD, else are generated once per data
 * folder and kept in `<data dir>/seeded-logins.json` (mode 600), so no password is written into the
 * repository and `bourse start` can print them. A folder seeded when the one seeded editor was an
 * admin keeps that login as the admin's, and gets a separate editor.
 */
export function seededLogins(): SeededLogins {
  const file = path.join(resolveDataDir(), 'seeded-logins.json');
  const stored: Partial<SeededLogins> = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<SeededLogins>) : {};
  const generate = () => randomBytes(9).toString('base64url');
  const olderAdmin = stored.admin ? undefined : stored.editor;
  const storedEditor = olderAdmin ? undefined : stored.editor;
  const admin: Login = {
    email: process.env.SEED_ADMIN_EMAIL ?? stored.admin?.email ?? olderAdmin?.email ?? 'admin@bourse.local',
    password: process.env.SEED_ADMIN_PASSWORD ?? stored.admin?.password ?? olderAdmin?.password ?? generate(),
  };
  const defaultEditor = admin.email === 'editor@bourse.local' ? 'content-editor@bourse.local' : 'editor@bourse.local';
  const logins: SeededLogins = {
    admin,
    editor: {
      email: process.env.SEED_EDITOR_EMAIL ?? storedEditor?.email ?? defaultEditor,
      password: process.env.SEED_EDITOR_PASSWORD ?? storedEditor?.password ?? generate(),
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
