import type { Command } from 'commander';
import { CliError } from '../errors';
import { printJson } from '../output/json';
import { migrateJsonSchema, seedJsonSchema } from '../output/schemas';
import { startSpinner } from '../output/terminal';
import { example } from './help';
import { withPayload } from './with-payload';

export function registerMigrateCommand(program: Command): void {
  const migrate = program
    .command('migrate')
    .description('Apply the committed database migrations (SQLite or PostgreSQL, from DATABASE_URI).')
    .option('--json', 'print the database kind and the migrations applied as JSON')
    .action(async (options: { json?: boolean }) => {
      const { classifyDatabaseUri } = await import('@bourse/cms');
      const database = classifyDatabaseUri(process.env.DATABASE_URI).kind;
      const spinner = startSpinner('migrating…');
      const names = async (payload: Parameters<Parameters<typeof withPayload>[0]>[0]) =>
        database === 'mongodb'
          ? []
          : (await payload.find({ collection: 'payload-migrations', limit: 0, pagination: false, depth: 0 })).docs.map((d) =>
              String(d.name),
            );
      let before: string[] = [];
      const after = await withPayload(names, {
        beforeMigrate: async (payload) => void (before = await names(payload).catch(() => [])),
      }).finally(() => spinner.stop());
      const applied = after.filter((name) => !before.includes(name));
      if (options.json) return printJson(migrateJsonSchema, { database, applied, total: after.length });
      process.stdout.write(applied.length ? `applied ${applied.length} migration(s): ${applied.join(', ')}\n` : '');
      process.stdout.write('database is up to date\n');
    });
  example(migrate, 'bourse migrate', 'DATABASE_URI=postgres://bourse@localhost/bourse bourse migrate --json');
}

type SeedFlags = { reset?: boolean; quiet?: boolean; verbose?: boolean; json?: boolean; only?: string; site?: string };

export function registerSeedCommand(program: Command): void {
  const seedCommand = program
    .command('seed')
    .description(
      'Create the default site, three themes, every public page, FAQ, coins, posts, an editor and a demo trader. Safe to repeat (keeps editor changes) and to interrupt (the next run completes it).',
    )
    .option('--only <sections>', 'comma-separated parts: site, pages, faq, coins, posts, users (default: all)')
    .option('--site <name>', "fill this site's menus instead of the default site (it must exist: bourse sites create)")
    .option('--reset', 'overwrite seeded records, discarding editor changes to them')
    .option('--verbose', 'print each record as it is created, updated or kept')
    .option('--quiet', 'print only the logins')
    .option('--json', 'print the report as JSON')
    .action(async (options: SeedFlags) => {
      const { seed, seedSections, SeedTargetError } = await import('@bourse/cms');
      const only = options.only
        ?.split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const unknown = only?.filter((s) => !(seedSections as readonly string[]).includes(s)) ?? [];
      if (unknown.length > 0 || only?.length === 0) {
        throw new CliError(`unknown seed part "${unknown[0] ?? options.only}": choose from ${seedSections.join(', ')}`, 2);
      }
      const sections = seedSections.filter((s) => !only || only.includes(s));
      const spinner = startSpinner('seeding…');
      const log = options.verbose ? (line: string) => process.stdout.write(`${line}\n`) : undefined;
      const report = await withPayload((payload) =>
        seed(payload, {
          reset: options.reset,
          only: sections,
          site: options.site,
          log,
          onSection: (s, i, n) => spinner.update(`seeding… ${s} done (${i}/${n})`),
        }),
      )
        .catch((error: Error) => {
          throw error instanceof SeedTargetError ? new CliError(error.message, 2) : error;
        })
        .finally(() => spinner.stop());
      const logins: Partial<typeof report.logins> = sections.includes('users') ? report.logins : {};
      if (options.json)
        return printJson(seedJsonSchema, { sections, created: report.created, updated: report.updated, kept: report.kept, logins });
      const lines = options.quiet
        ? []
        : [`seeded: ${report.created.length} created, ${report.updated.length} updated, ${report.kept.length} kept`];
      if (logins.admin) lines.push(`admin login: ${logins.admin.email} / ${logins.admin.password} (admin: everything)`);
      if (logins.editor) lines.push(`editor login: ${logins.editor.email} / ${logins.editor.password} (editor: content only)`);
      if (logins.trader) lines.push(`trader login: ${logins.trader.email} / ${logins.trader.password}`);
      process.stdout.write(lines.map((line) => `${line}\n`).join(''));
    });
  example(
    seedCommand,
    'bourse seed',
    'bourse seed --only pages,faq --reset',
    'bourse seed --site Acme --only site',
    'bourse seed --json > seed-report.json',
  );
}
