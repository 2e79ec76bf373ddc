import type { Command } from 'commander';
import { withPayload } from './with-payload';

export function registerMigrateCommand(program: Command): void {
  program
    .command('migrate')
    .description('Apply the committed database migrations (SQLite or PostgreSQL, from DATABASE_URI).')
    .action(async () => {
      await withPayload(async () => {});
      process.stdout.write('database is up to date\n');
    });
}

export function registerSeedCommand(program: Command): void {
  program
    .command('seed')
    .description('Create the default site, three themes, home and terms pages, an editor and a demo trader. Safe to repeat.')
    .option('--reset', 'overwrite seeded records, discarding editor changes to them')
    .option('--quiet', 'print only the logins')
    .action(async (options: { reset?: boolean; quiet?: boolean }) => {
      const { seed } = await import('@bourse/cms');
      const report = await withPayload((payload) =>
        seed(payload, { reset: options.reset, log: options.quiet ? undefined : (line) => process.stdout.write(`${line}\n`) }),
      );
      const { editor, trader } = report.logins;
      process.stdout.write(
        `seeded: ${report.created.length} created, ${report.updated.length} updated, ${report.kept.length} kept\n` +
          `editor login: ${editor.email} / ${editor.password}\ntrader login: ${trader.email} / ${trader.password}\n`,
      );
    });
}
