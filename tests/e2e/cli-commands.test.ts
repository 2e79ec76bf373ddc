import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  cacheJsonSchema,
  doctorJsonSchema,
  ledgerCheckJsonSchema,
  mailJsonSchema,
  siteChangeJsonSchema,
  sitesJsonSchema,
  themesJsonSchema,
  userCreatedJsonSchema,
  usersJsonSchema,
} from '@bourse/cli/schemas';
import { root, runBourse } from '../support/cli';
import { freePort } from '../support/ports';
import { freshPostgresUri } from '../support/postgres';

// The operator's commands with the real binary on a fresh database, in the order a new
// installation meets them: the embedded SQLite (the default), then a new PostgreSQL database when
// the test command started a server. Nothing is running: changes are read back with the CLI.
const bound = 3 * 60_000;
const json = (stdout: string): unknown => JSON.parse(stdout);
const oneErrorLine = (stderr: string) => {
  const lines = stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^bourse: /);
  return lines[0]!;
};

const postgresUri = freshPostgresUri('cli_commands');
const databases = [{ name: 'SQLite', uri: '' }, ...(postgresUri ? [{ name: 'PostgreSQL', uri: postgresUri }] : [])];

for (const database of databases) {
  const env = {
    BOURSE_DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'bourse-cli-commands-')),
    DATABASE_URI: database.uri,
    MARKET_FEED: 'replay',
    CMS_PORT: String(await freePort()),
    SITE_PORT: String(await freePort()),
    REPLAY_PORT: String(await freePort()),
    ENGINE_PORT: String(await freePort()),
  };
  const bourse = (args: string[], input?: string) => runBourse(args, env, bound, input);

  describe(`bourse commands on a fresh ${database.name} database`, () => {
    it(
      'doctor fails before the database is migrated, saying how to fix it',
      async () => {
        const result = await bourse(['doctor', '--json']);
        expect(result.code).toBe(1);
        const report = doctorJsonSchema.parse(json(result.stdout));
        expect(report.ok).toBe(false);
        // SQLite: no file yet, so no database. PostgreSQL: the server creates the database on the
        // first connection, so it is reachable and its migrations are what is missing.
        const missing = database.uri ? 'migrations' : 'database';
        expect(report.checks.filter((c) => c.status === 'fail')).toEqual([
          expect.objectContaining({ name: missing, fix: expect.stringContaining('bourse migrate') }),
        ]);
        expect(report.checks.find((c) => c.name === 'node')?.status).toBe('ok');
        expect(oneErrorLine(result.stderr)).toContain(`check(s) failed: ${missing}`);
      },
      bound,
    );

    it(
      'seed --only users makes the logins; doctor then passes',
      async () => {
        const seeded = await bourse(['seed', '--only', 'site,users']);
        expect(seeded.code, seeded.stderr).toBe(0);
        expect(seeded.stdout).toMatch(/^trader login: demo@bourse\.local \/ \S+$/m);
        expect(seeded.stdout).not.toContain('\u001b['); // no colours off a terminal
        const doctor = await bourse(['doctor']);
        expect(doctor.code, doctor.stdout + doctor.stderr).toBe(0);
        expect(doctor.stdout).toMatch(/^ok\s+migrations\s+every committed migration is applied$/m);
      },
      2 * bound,
    );

    it(
      'ledger check finds every balance equal to its records on a new installation, as JSON too',
      async () => {
        const plain = await bourse(['ledger', 'check']);
        expect(plain.code, plain.stderr).toBe(0);
        expect(plain.stdout).toMatch(
          /^ledger check: 0 accounts, 0 movements; every balance equals its records, every forex balance its deals$/m,
        );
        const report = ledgerCheckJsonSchema.parse(json((await bourse(['ledger', 'check', '--json'])).stdout));
        expect(report).toEqual({ ok: true, accounts: 0, movements: 0, problems: [], marginProblems: [] });
      },
      bound,
    );

    it(
      'sites: create, refuse bad input with the valid choices, activate exactly one',
      async () => {
        const badTheme = await bourse(['sites', 'create', 'Acme', '--domain', 'acme.example', '--theme', 'neon']);
        expect(badTheme.code).toBe(2);
        expect(oneErrorLine(badTheme.stderr)).toBe('bourse: unknown theme "neon": choose one of exchange, dark-brand, simple');
        const created = await bourse(['sites', 'create', 'Acme', '--domain', 'acme.example', '--theme', 'simple', '--json']);
        expect(created.code, created.stderr).toBe(0);
        expect(siteChangeJsonSchema.parse(json(created.stdout)).site).toMatchObject({
          name: 'Acme',
          url: 'https://acme.example',
          active: false,
        });
        const unknown = await bourse(['sites', 'activate', 'Acne']);
        expect(unknown.code).toBe(2);
        expect(oneErrorLine(unknown.stderr)).toBe('bourse: unknown site "Acne": choose one of Bourse, Acme');
        expect((await bourse(['sites', 'activate', 'Acme'])).code).toBe(0);
        const sites = sitesJsonSchema.parse(json((await bourse(['sites', 'list', '--json'])).stdout));
        expect(sites.filter((s) => s.active).map((s) => s.name)).toEqual(['Acme']);
      },
      4 * bound,
    );

    it(
      'theme use --site changes that site only; theme list shows it',
      async () => {
        const used = await bourse(['theme', 'use', 'dark-brand', '--site', 'Bourse']);
        expect(used.code, used.stderr).toBe(0);
        const bourseThemes = themesJsonSchema.parse(json((await bourse(['theme', 'list', '--site', 'Bourse', '--json'])).stdout));
        expect(bourseThemes.themes.filter((t) => t.active).map((t) => t.id)).toEqual(['dark-brand']);
        const active = themesJsonSchema.parse(json((await bourse(['theme', 'list', '--json'])).stdout));
        expect(active).toMatchObject({ site: 'Acme' });
        expect(active.themes.filter((t) => t.active).map((t) => t.id)).toEqual(['simple']);
      },
      4 * bound,
    );

    it(
      'user create, list and the password rules',
      async () => {
        const weak = await bourse(['user', 'create', 'anna@broker.example', '--role', 'editor', '--password-stdin'], 'password\n');
        expect(weak.code).toBe(2);
        expect(oneErrorLine(weak.stderr)).toContain('the password is not accepted');
        const badRole = await bourse(['user', 'create', 'anna@broker.example', '--role', 'root']);
        expect(badRole.code).toBe(2);
        expect(oneErrorLine(badRole.stderr)).toBe('bourse: unknown role "root": choose one of trader, editor, admin');
        const piped = await bourse(
          ['user', 'create', 'anna@broker.example', '--role', 'editor', '--password-stdin', '--json'],
          'Quiet-Harbour-41\n',
        );
        expect(piped.code, piped.stderr).toBe(0);
        expect(userCreatedJsonSchema.parse(json(piped.stdout))).toEqual({
          user: expect.objectContaining({ email: 'anna@broker.example', role: 'editor' }),
        });
        const generated = userCreatedJsonSchema.parse(
          json((await bourse(['user', 'create', 'tom@broker.example', '--role', 'trader', '--json'])).stdout),
        );
        expect(generated.password).toMatch(/^\S{16}$/);
        const again = await bourse(['user', 'create', 'tom@broker.example', '--role', 'trader']);
        expect(again.code).toBe(1);
        const users = usersJsonSchema.parse(json((await bourse(['user', 'list', '--json'])).stdout));
        expect(users.map((u) => `${u.role} ${u.email}`).sort()).toEqual([
          'admin admin@bourse.local',
          'editor anna@broker.example',
          'editor editor@bourse.local',
          'trader demo@bourse.local',
          'trader tom@broker.example',
        ]);
        const unlocked = await bourse(['user', 'unlock', 'tom@broker.example']);
        expect(unlocked.code, unlocked.stderr).toBe(0);
        const missing = await bourse(['user', 'unlock', 'nobody@broker.example']);
        expect(missing.code).toBe(1);
        expect(oneErrorLine(missing.stderr)).toContain('bourse user list');
      },
      6 * bound,
    );

    it(
      'cache clear --site names the site it reads from the database, and says nothing is running; mail list reads the outbox',
      async () => {
        const unknown = await bourse(['cache', 'clear', '--site', 'Nope']);
        expect(unknown.code).toBe(2);
        expect(oneErrorLine(unknown.stderr)).toBe('bourse: unknown site "Nope": choose one of Bourse, Acme');
        const cleared = await bourse(['cache', 'clear', '--site', 'Acme', '--json']);
        expect(cleared.code).toBe(3);
        const outcomes = cacheJsonSchema.parse(json(cleared.stdout));
        expect(outcomes.map((o) => `${o.process} ${o.cache} ${o.outcome}`)).toEqual([
          'cms CMS read cache unreachable',
          'site site cache of Acme unreachable',
        ]);
        expect(oneErrorLine(cleared.stderr)).toContain('(is "bourse start" running?)');
        const mail = await bourse(['mail', 'list', '--json']);
        expect(mail.code, mail.stderr).toBe(0);
        expect(mailJsonSchema.parse(json(mail.stdout))).toEqual([]);
      },
      2 * bound,
    );

    it(
      'usage errors: did-you-mean, bad seed part, completion for an unknown shell',
      async () => {
        const typo = await bourse(['sedd']);
        expect(typo.code).toBe(2);
        expect(oneErrorLine(typo.stderr)).toBe('bourse: unknown command \'sedd\' (did you mean seed?); run "bourse --help" for usage');
        const option = await bourse(['seed', '--onyl', 'pages']);
        expect(option.code).toBe(2);
        expect(oneErrorLine(option.stderr)).toContain('(did you mean --only?)');
        const part = await bourse(['seed', '--only', 'pages,blog']);
        expect(part.code).toBe(2);
        expect(oneErrorLine(part.stderr)).toBe('bourse: unknown seed part "blog": choose from site, pages, faq, coins, posts, users');
        const shell = await bourse(['completion', 'fish']);
        expect(shell.code).toBe(2);
        expect((await bourse(['completion', 'bash'])).stdout).toContain('complete -F _bourse_complete bourse');
        const help = await bourse(['sites', 'create', '--help']);
        expect(help.code).toBe(0);
        expect(help.stdout).toContain('$ bourse sites create Acme --domain acme.example');
      },
      2 * bound,
    );
  });
}

describe('bourse from the repository root', () => {
  it.each([
    ['npx', ['bourse', '--help']],
    ['pnpm', ['bourse', '--help']],
  ])(
    '%s bourse --help',
    (tool, args) => {
      const result = spawnSync(tool, args, { cwd: root, encoding: 'utf8', timeout: bound });
      expect(result.status, result.stderr).toBe(0);
      expect(result.stdout).toContain('Usage: bourse [options] [command]');
      expect(result.stdout).toContain('$ bourse doctor');
    },
    bound,
  );
});
