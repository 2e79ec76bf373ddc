import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { siteChangeJsonSchema, sitesJsonSchema } from '@bourse/cli/schemas';
import { runBourse } from '../support/cli';
import { freshPostgresUri } from '../support/postgres';
import { startProduct, type RunningProduct } from '../support/product';

// The README's PostgreSQL path, end to end with the real binary. Each command must finish AND exit
// by itself: runBourse fails a command still running after its bound (the PostgreSQL pool once kept
// `migrate` and `seed` alive for ever, and `start` waited on `seed`).
const uri = freshPostgresUri('cli');
const env = { DATABASE_URI: uri, BOURSE_DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'bourse-cli-pg-')), MARKET_FEED: 'replay' };
const bound = 4 * 60_000;

describe.skipIf(!uri)('bourse on PostgreSQL', () => {
  let product: RunningProduct | undefined;
  afterAll(async () => {
    await product?.stop();
  });

  it('migrate exits 0 on a fresh database, and again when there is nothing to apply', async () => {
    const first = await runBourse(['migrate', '--json'], env, bound);
    expect(first.code, first.stderr).toBe(0);
    expect(JSON.parse(first.stdout)).toMatchObject({ database: 'postgres', applied: expect.arrayContaining([expect.any(String)]) });
    const again = await runBourse(['migrate'], env, bound);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toBe('database is up to date\n');
  }, 2 * bound);

  it('seed exits 0, then a second seed creates nothing', async () => {
    const first = await runBourse(['seed'], env, bound);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/^seeded: [1-9]\d* created, 0 updated, 0 kept$/m);
    expect(first.stdout).toMatch(/^editor login: editor@bourse\.local \/ \S+$/m);
    const again = await runBourse(['seed', '--json'], env, bound);
    expect(again.code, again.stderr).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject({ created: [], updated: [] });
    const sites = sitesJsonSchema.parse(JSON.parse((await runBourse(['sites', 'list', '--json'], env, bound)).stdout));
    expect(sites.filter((s) => s.active).map((s) => s.name)).toEqual(['Bourse']);
  }, 3 * bound);

  it('start reaches "Bourse is running", and a site switch reaches the running site at once', async () => {
    product = await startProduct({ DATABASE_URI: uri, BOURSE_DATA_DIR: env.BOURSE_DATA_DIR });
    expect(product.output()).toContain('Bourse is running:');
    expect(product.output()).toContain('[bourse] database: postgres');
    const home = await fetch(product.siteUrl);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('data-theme="exchange"');

    const cli = { ...env, ...product.env };
    const created = await runBourse(['sites', 'create', 'Acme', '--domain', 'acme.example', '--theme', 'simple'], cli, bound);
    expect(created.code, created.stderr).toBe(0);
    const activated = await runBourse(['sites', 'activate', 'Acme', '--json'], cli, bound);
    expect(activated.code, activated.stderr).toBe(0);
    expect(siteChangeJsonSchema.parse(JSON.parse(activated.stdout))).toMatchObject({ site: { name: 'Acme', active: true }, notified: true });
    // The command returns after the running site dropped its copy: the very next request shows it.
    expect(await (await fetch(product.siteUrl)).text()).toContain('data-theme="simple"');
    expect(await product.stop()).toBe(0);
    product = undefined;
  }, 3 * bound);
});
