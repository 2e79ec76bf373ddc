import { Command, CommanderError } from 'commander';
import { registerCacheCommand } from './commands/cache';
import { registerMigrateCommand, registerSeedCommand } from './commands/seed';
import { registerMailCommand } from './commands/mail';
import { registerReplayCommand } from './commands/replay';
import { registerBookCommand } from './commands/book';
import { registerRecordCommand } from './commands/record';
import { registerStartCommand } from './commands/start';
import { registerThemeCommand } from './commands/theme';
import { reportAndExit } from './errors';

/** Builds the `bourse` program; exported for tests, which run commands without a child process. */
export function buildProgram(): Command {
  const program = new Command('bourse')
    .description('Operate a Bourse trading site: start it, seed content, switch themes, clear caches, record and replay market data.')
    .version('0.1.0')
    .showHelpAfterError('(run "bourse --help" for usage)')
    .exitOverride();
  registerStartCommand(program);
  registerMigrateCommand(program);
  registerSeedCommand(program);
  registerThemeCommand(program);
  registerCacheCommand(program);
  registerReplayCommand(program);
  registerBookCommand(program);
  registerRecordCommand(program);
  registerMailCommand(program);
  return program;
}

export async function main(argv: string[]): Promise<void> {
  try {
    await buildProgram().parseAsync(argv);
  } catch (error) {
    if (error instanceof CommanderError) {
      // help and version end here too, with exit code 0
      process.exit(error.exitCode === 1 ? 2 : error.exitCode);
    }
    reportAndExit(error);
  }
}
