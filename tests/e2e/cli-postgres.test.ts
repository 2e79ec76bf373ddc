import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportJsonSchema, importJsonSchema, siteChangeJsonSchema, sitesJsonSchema } from '@bourse/cli/schemas';
import { runBourse } from '../support/cli';
import { freshPostgresUri } from '../support/postgres';
import { startProduct, type RunningProduct } from '../support/product';

// The README's PostgreSQL path, end to end with the real binary. Each command must finish AND exit
// by itself: runBourse fails a command still running after its bound (the PostgreSQL pool once kept
// `migrate` and `seed` alive for ever, and `start` waited on `seed`).
const uri = freshPostgresUri('cli');
const env = { DATABASE_URI: uri, BOURSE_DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'bourse-cli-pg-')), MARKET_FEED: 'replay' };
const bound = 4 * 60_000;
// A second database, filled only by `bourse import content` from a SQLite site: the product started
// below runs on it, so the site it renders is the imported one.
const importTarget = () => ({
  DATABASE_URI: freshPostgresUri('cli-import'),
  BOURSE_DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'bourse-cli-pg-import-')),
  MARKET_FEED: 'replay',
});
const importedEnv = importTarget();
const scratch = (name: string) => path.join(mkdtempSync(path.join(os.tmpdir(), 'bourse-content-')), name);

/** An export folder's files, parsed, without what says when and from where it was written. */
function readExport(dir: string): Record<string, unknown> {
  const files: Record<string, unknown> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, file)] = file.endsWith('.json')
      ? JSON.parse(readFileSync(file, 'utf8'))
      : readFileSync(file).toString('base64');
  }
  const manifest = files['manifest.json'] as Record<string, unknown> & { collections: { files: string[] }[] };
  delete manifest.exportedAt;
  delete manifest.database;
  // Content, not storage: each collection's files in name order (an import writes records that refer
  // to others later, so ids and the listing order change), an image as its format and that it holds
  // a picture (the CMS re-encodes every upload, so the same picture is other bytes each time).
  manifest.collections = manifest.collections.map((c) => ({ ...c, files: [...c.files].sort() }));
  for (const [name, value] of Object.entries(files)) {
    if (!/\.(webp|png|jpe?g|gif)$/.test(name)) continue;
    const bytes = Buffer.from(String(value), 'base64');
    files[name] = { signature: bytes.subarray(0, 4).toString('latin1'), holdsPicture: bytes.length > 100 };
  }
  return files;
}

describe.skipIf(!uri)('bourse on PostgreSQL', () => {
  it(
    'migrate exits 0 on a fresh database, and again when there is nothing to apply',
    async () => {
      const first = await runBourse(['migrate', '--json'], env, bound);
      expect(first.code, first.stderr).toBe(0);
      expect(JSON.parse(first.stdout)).toMatchObject({ database: 'postgres', applied: expect.arrayContaining([expect.any(String)]) });
      const again = await runBourse(['migrate'], env, bound);
      expect(again.code, again.stderr).toBe(0);
      expect(again.stdout).toBe('database is up to date\n');
    },
    2 * bound,
  );

  it(
    'seed exits 0, then a second seed creates nothing',
    async () => {
      const first = await runBourse(['seed'], env, bound);
      expect(first.code, first.stderr).toBe(0);
      expect(first.stdout).toMatch(/^seeded: [1-9]\d* created, 0 updated, 0 kept$/m);
      expect(first.stdout).toMatch(/^admin login: admin@bourse\.local \/ \S+ \(admin: everything\)$/m);
      expect(first.stdout).toMatch(/^editor login: editor@bourse\.local \/ \S+ \(editor: content only\)$/m);
      const again = await runBourse(['seed', '--json'], env, bound);
      expect(again.code, again.stderr).toBe(0);
      expect(JSON.parse(again.stdout)).toMatchObject({ created: [], updated: [] });
      const sites = sitesJsonSchema.parse(JSON.parse((await runBourse(['sites', 'list', '--json'], env, bound)).stdout));
      expect(sites.filter((s) => s.active).map((s) => s.name)).toEqual(['Bourse']);
    },
    3 * bound,
  );

  let exported = '';
  it(
    'export from the embedded SQLite, import into a new PostgreSQL database: the same content, files included',
    async () => {
      const sqlite = { BOURSE_DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'bourse-cli-sqlite-')) };
      expect((await runBourse(['seed', '--quiet'], sqlite, bound)).code).toBe(0);
      exported = scratch('from-sqlite');
      const out = await runBourse(['export', 'content', exported, '--json'], sqlite, bound);
      expect(out.code, out.stderr).toBe(0);
      const summary = exportJsonSchema.parse(JSON.parse(out.stdout));
      expect(summary.database).toBe('sqlite');
      expect(summary.collections.find((c) => c.slug === 'pages')?.records).toBeGreaterThan(5);
      expect(summary.collections.map((c) => c.slug)).not.toContain('traders');

      const imported = await runBourse(['import', 'content', exported, '--json'], importedEnv, bound);
      expect(imported.code, imported.stderr).toBe(0);
      const report = importJsonSchema.parse(JSON.parse(imported.stdout));
      expect(report.updated).toEqual([]);
      expect(report.created).toHaveLength(summary.collections.reduce((sum, c) => sum + c.records, 0));

      const again = scratch('from-postgres');
      const back = await runBourse(['export', 'content', again, '--json'], importedEnv, bound);
      expect(back.code, back.stderr).toBe(0);
      expect(exportJsonSchema.parse(JSON.parse(back.stdout)).database).toBe('postgres');
      expect(readExport(again)).toEqual(readExport(exported));
    },
    4 * bound,
  );

  it(
    'import refuses a folder that is not an export, with the reason and exit code 1',
    async () => {
      const result = await runBourse(['import', 'content', mkdtempSync(path.join(os.tmpdir(), 'bourse-empty-'))], importedEnv, bound);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/has no manifest\.json: give the folder `bourse export content` wrote/);
    },
    bound,
  );

  it(
    'start on the imported database reaches "Bourse is running" and renders the imported site; a site switch reaches it at once',
    async ({ task }) => {
      // A retry starts on a new import of the same export: the first attempt switched the site in
      // its database, and its product is stopped (finally below) before the retry starts another.
      const target = (task.result?.retryCount ?? 0) > 0 ? importTarget() : importedEnv;
      if (target !== importedEnv) {
        const imported = await runBourse(['import', 'content', exported, '--json'], target, bound);
        expect(imported.code, imported.stderr).toBe(0);
      }
      const product = await startProduct({ DATABASE_URI: target.DATABASE_URI, BOURSE_DATA_DIR: target.BOURSE_DATA_DIR });
      try {
        await startedOnImport(product, { ...target, ...product.env }, exported);
      } finally {
        await product.stop();
      }
    },
    3 * bound,
  );
});

/** The product started on the imported database renders the imported pages and follows a site switch. */
async function startedOnImport(product: RunningProduct, cli: NodeJS.ProcessEnv, exported: string): Promise<void> {
  expect(product.output()).toContain('Bourse is running:');
  expect(product.output()).toContain('[bourse] database: postgres');
  const home = await fetch(product.siteUrl);
  expect(home.status).toBe(200);
  expect(await home.text()).toContain('data-theme="exchange"');
  // Pages as the site renders them from the imported records, in two languages.
  const terms = JSON.parse(readFileSync(path.join(exported, 'pages', 'terms.json'), 'utf8')) as {
    data: { title: Record<string, string> };
  };
  for (const [prefix, locale] of [
    ['', 'en'],
    ['/ru', 'ru'],
  ] as const) {
    const page = await fetch(`${product.siteUrl}${prefix}/terms`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(terms.data.title[locale]!.replace(/&/g, '&amp;'));
  }

  const created = await runBourse(['sites', 'create', 'Acme', '--domain', 'acme.example', '--theme', 'simple'], cli, bound);
  expect(created.code, created.stderr).toBe(0);
  const activated = await runBourse(['sites', 'activate', 'Acme', '--json'], cli, bound);
  expect(activated.code, activated.stderr).toBe(0);
  expect(siteChangeJsonSchema.parse(JSON.parse(activated.stdout))).toMatchObject({
    site: { name: 'Acme', active: true },
    notified: true,
  });
  // The command returns after the running site dropped its copy: the very next request shows it.
  expect(await (await fetch(product.siteUrl)).text()).toContain('data-theme="simple"');
  expect(await product.stop()).toBe(0);
}
