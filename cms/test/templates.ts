import { spawn } from 'node:child_process';
import { cpSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { inject } from 'vitest';

/**
 * The run's template database: each test file starts from a copy of a database migrated once per run
 * instead of migrating its own. A copy is the state the migrations produce, because they produced
 * it (test/template-build.ts, in a child process: Payload keeps one instance per process); the files
 * that test the migrations run them on their own empty databases. The suite's global setup
 * (test/global-setup.ts) builds it before any file starts and provides its folder.
 */
declare module 'vitest' {
  interface ProvidedContext {
    cmsTemplate: string;
  }
}

type Database = { dataDir: string; uri: string };

/** The database of a data folder: the SQLite file in it, or a PostgreSQL database named after it. */
export function databaseUri(dir: string): string {
  if (process.env.CMS_TEST_DATABASE !== 'postgres') return `file:${path.join(dir, 'test.db')}`;
  const server = process.env.TEST_POSTGRES_URI;
  if (!server) throw new Error('CMS_TEST_DATABASE=postgres needs TEST_POSTGRES_URI');
  const url = new URL(server);
  url.pathname = `/bourse_test_${path.basename(dir).replace(/\W/g, '_').toLowerCase()}`;
  return url.toString();
}

/** Migrates a new database in `dataDir` (named after the folder, unique per run) in a child process. */
export function buildTemplate(dataDir: string): Promise<void> {
  const builder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'template-build.ts');
  mkdirSync(dataDir, { recursive: true });
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', builder, dataDir, databaseUri(dataDir)], {
      cwd: path.dirname(path.dirname(builder)),
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the template database failed (exit ${code}):\n${errors}`))));
  });
}

/** Copies a data folder and its database into `copy` (PostgreSQL: CREATE DATABASE ... TEMPLATE). */
async function copyInto(template: Database, copy: Database): Promise<void> {
  cpSync(template.dataDir, copy.dataDir, { recursive: true });
  if (template.uri.startsWith('file:')) return;
  const server = new URL(template.uri);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${new URL(copy.uri).pathname.slice(1)}" TEMPLATE "${new URL(template.uri).pathname.slice(1)}"`);
  } finally {
    await client.end();
  }
}

/**
 * A copy of the run's migrated template into `dir` (its data folder: the SQLite file and generated
 * secrets; on PostgreSQL a new database made from the template). Resolves with the copy's
 * DATABASE_URI, or undefined when the run has no template (the caller migrates for itself).
 */
export async function copyTemplate(dir: string): Promise<string | undefined> {
  // Undefined when the run did not go through the global setup (another config).
  const templateDir = inject('cmsTemplate');
  if (!templateDir) return undefined;
  const copy = { dataDir: dir, uri: databaseUri(dir) };
  await copyInto({ dataDir: templateDir, uri: databaseUri(templateDir) }, copy);
  return copy.uri;
}
