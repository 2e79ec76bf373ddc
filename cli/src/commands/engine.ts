import type { Command } from 'commander';
import { CliError } from '../errors';

/**
 * `bourse engine`: the paper-trading engine in the foreground (what `bourse start` runs beside the
 * CMS and the site): follows the market feed, matches orders, keeps the ledger, serves the account
 * API and its push channel. Ctrl+C stops it.
 */
export function registerEngineCommand(program: Command): void {
  program
    .command('engine')
    .description('Run the paper-trading engine: market follower, matching, ledger, account API and push channel.')
    .action(async () => {
      const { runEngine, EngineConfigError } = await import('@bourse/engine');
      try {
        await runEngine((line) => process.stdout.write(`${line}\n`));
      } catch (error) {
        if (error instanceof EngineConfigError) throw new CliError(error.message, 2);
        throw error;
      }
    });
}
