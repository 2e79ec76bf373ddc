import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { doctorJsonSchema, seedJsonSchema } from '@bourse/cli/schemas';
import { bourseBin, root, runBourse } from '../support/cli';
import { freshPostgresUri } from '../support/postgres';

const bound = 4 * 60_000;

/**
 * Starts `bourse seed --verbose` and kills it (SIGKILL: no clean-up runs) after `records` records.
 * Pictures are not counted: the next run finds them by file name and reports nothing for them.
 */
function killSeedAfter(records: number, env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bourseBin, 'seed', '--verbose'], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const written = out.split('\n').filter((line) => line.startsWith('created') && !/ picture /.test(line));
      if (written.length >= records) child.kill('SIGKILL');
    });
    child.on('exit', (code, signal) =>
      signal === 'SIGKILL' ? resolve(out) : reject(new Error(`seed ended (${code}) before it was killed:\n${out}`)),
    );
  });
}

// A seed killed part-way must leave a database that opens clean, and the next run must complete it:
// records written in some languages only get the rest, nothing is duplicated.
for (const dialect of ['sqlite', 'postgres'] as const) {
  const uri = dialect === 'sqlite' ? '' : freshPostgresUri('seed_kill');
  describe.skipIf(uri === undefined)(`an interrupted bourse seed (${dialect})`, () => {
    it(
      'is completed by the next run, which a third run finds whole',
      async () => {
        // A database of its own on each attempt: a retry must not find the first attempt's whole seed.
        const database = dialect === 'sqlite' ? '' : (freshPostgresUri('seed_kill') ?? '');
        const env = {
          DATABASE_URI: database,
          BOURSE_DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'bourse-seed-kill-')),
          MARKET_FEED: 'replay',
        };
        // Past the themes and the site, into the pages: each is written one language after another.
        const before = await killSeedAfter(8, env);
        expect(before).toContain('created page');

        const doctor = await runBourse(['doctor', '--json'], env, bound);
        const checks = doctorJsonSchema.parse(JSON.parse(doctor.stdout)).checks;
        expect(checks.filter((c) => c.name === 'database' || c.name === 'migrations').map((c) => c.status)).toEqual(['ok', 'ok']);

        const rerun = await runBourse(['seed', '--json'], env, bound);
        expect(rerun.code, rerun.stderr).toBe(0);
        const second = seedJsonSchema.parse(JSON.parse(rerun.stdout));
        expect(second.kept.length).toBeGreaterThanOrEqual(8);
        expect(second.created.length).toBeGreaterThan(0);

        const third = seedJsonSchema.parse(JSON.parse((await runBourse(['seed', '--json'], env, bound)).stdout));
        expect(third).toMatchObject({ created: [], updated: [] });
        // Every record the second run wrote or kept, the third keeps (pictures are found by file name and not listed).
        const records = [...second.created, ...second.updated, ...second.kept].filter((line) => !/ picture /.test(line));
        expect(third.kept).toHaveLength(records.length);

        const sites = JSON.parse((await runBourse(['sites', 'list', '--json'], env, bound)).stdout) as Array<{ active: boolean }>;
        expect(sites.filter((s) => s.active)).toHaveLength(1);
      },
      4 * bound,
    );
  });
}
