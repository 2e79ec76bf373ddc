import { existsSync } from 'node:fs';
import path from 'node:path';

export type DatabaseKind = 'sqlite' | 'postgres' | 'mongodb';

export class DatabaseConfigError extends Error {
  override name = 'DatabaseConfigError';
}

/** The workspace root: the nearest folder above `from` holding pnpm-workspace.yaml. */
export function findWorkspaceRoot(from = process.cwd()): string {
  let dir = path.resolve(from);
  for (;;) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(from);
    dir = parent;
  }
}

/**
 * Where Bourse keeps its local state (SQLite file, generated secrets, outbox): BOURSE_DATA_DIR, else
 * `.data` at the workspace root. Resolved from the working directory, never from a bundle's location,
 * because Next and tsx place the compiled config in different folders.
 */
export function resolveDataDir(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): string {
  return path.resolve(cwd, env.BOURSE_DATA_DIR ?? path.join(findWorkspaceRoot(cwd), '.data'));
}

/**
 * Reads DATABASE_URI: `file:` (SQLite, the default), `postgres://`/`postgresql://` or `mongodb://`/
 * `mongodb+srv://`. Anything else is refused with a message naming the three.
 * @example classifyDatabaseUri('file:./.data/bourse.db') // { kind: 'sqlite', uri: 'file:/abs/.data/bourse.db' }
 */
export function classifyDatabaseUri(
  raw: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
): { kind: DatabaseKind; uri: string } {
  const uri = raw?.trim() || `file:${path.join(resolveDataDir(env, cwd), 'bourse.db')}`;
  if (uri.startsWith('file:')) {
    const file = uri.slice('file:'.length);
    if (!file) throw new DatabaseConfigError('DATABASE_URI "file:" names no file: give a path, e.g. file:./.data/bourse.db');
    return { kind: 'sqlite', uri: `file:${path.resolve(cwd, file)}` };
  }
  if (/^postgres(ql)?:\/\//.test(uri)) return { kind: 'postgres', uri };
  if (/^mongodb(\+srv)?:\/\//.test(uri)) return { kind: 'mongodb', uri };
  const scheme = uri.includes(':') ? uri.slice(0, uri.indexOf(':') + 1) : uri;
  throw new DatabaseConfigError(
    `DATABASE_URI scheme "${scheme}" is not supported: use file:<path> (SQLite, the default), postgres://… (PostgreSQL) or mongodb://… (MongoDB)`,
  );
}
