import path from 'node:path';
import type { Command } from 'commander';
import { CliError } from '../errors';
import { printJson } from '../output/json';
import { exportJsonSchema, importJsonSchema } from '../output/schemas';
import { startSpinner } from '../output/terminal';
import { example } from './help';
import { withPayload } from './with-payload';

/** A transfer error is the user's to fix (a folder, a record): exit 1 with its message alone. */
async function asCliError<T>(work: () => Promise<T>): Promise<T> {
  const { ContentTransferError } = await import('@bourse/cms');
  return work().catch((error: unknown) => {
    throw error instanceof ContentTransferError ? new CliError(error.message) : error;
  });
}

/**
 * `bourse export content DIR` and `bourse import content DIR`: the site's content (sites, themes,
 * pages, FAQ, posts, news, research, coins, media with their files) as JSON files, to move a site
 * between databases (SQLite to PostgreSQL) or keep it in git. Accounts are never exported.
 */
export function registerContentCommands(program: Command): void {
  const exporter = program.command('export').description('Write data out of the database.');
  const exportContentCommand = exporter
    .command('content <dir>')
    .description(
      'Write every content record, in every language, and the uploaded files into DIR (new or empty): one JSON file per record, references by slug or name.',
    )
    .option('--json', 'print what was written as JSON')
    .action(async (dir: string, options: { json?: boolean }) => {
      const target = path.resolve(dir);
      const spinner = startSpinner('exporting…');
      const manifest = await asCliError(() =>
        withPayload(async (payload) => (await import('@bourse/cms')).exportContent(payload, target)),
      ).finally(() => spinner.stop());
      const collections = manifest.collections.map(({ slug, key, files }) => ({ slug, key, records: files.length }));
      if (options.json) return printJson(exportJsonSchema, { dir: target, database: manifest.database, collections });
      const total = collections.reduce((sum, c) => sum + c.records, 0);
      process.stdout.write(
        `exported ${total} records from ${manifest.database} to ${target}: ${collections.map((c) => `${c.records} ${c.slug}`).join(', ')}\n`,
      );
    });
  example(exportContentCommand, 'bourse export content ./content', 'bourse export content ./content --json');
  example(exporter, 'bourse export content ./content');

  const importer = program.command('import').description('Read data into the database.');
  const importContentCommand = importer
    .command('content <dir>')
    .description(
      'Write a folder made by `bourse export content` into this database: records with the same slug or name are updated, the others created. The folder is checked whole first; a failure changes nothing.',
    )
    .option('--json', 'print the records created and updated as JSON')
    .action(async (dir: string, options: { json?: boolean }) => {
      const source = path.resolve(dir);
      // All or nothing on SQLite too (Payload runs it without transactions unless asked).
      process.env.BOURSE_SQLITE_TRANSACTIONS = '1';
      const spinner = startSpinner('importing…');
      const report = await asCliError(() =>
        withPayload(async (payload) => (await import('@bourse/cms')).importContent(payload, source)),
      ).finally(() => spinner.stop());
      if (options.json) return printJson(importJsonSchema, { dir: source, ...report });
      process.stdout.write(`imported from ${source}: ${report.created.length} created, ${report.updated.length} updated\n`);
    });
  example(importer, 'bourse import content ./content');
  example(
    importContentCommand,
    'bourse import content ./content',
    'DATABASE_URI=postgres://bourse@localhost/bourse bourse import content ./content',
  );
}
