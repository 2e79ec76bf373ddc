import type { Command } from 'commander';
import { CliError } from '../errors';
import { printJson } from '../output/json';
import { ledgerCheckJsonSchema } from '../output/schemas';
import { withPayload } from './with-payload';

/**
 * `bourse ledger check`: every trading account's balances against the records that explain them
 * (each asset's total is the sum of its movements, its locked part what its open orders hold,
 * nothing below zero), and every forex (margin) account's balance and margin against its deals.
 * Prints the differences and exits 1 when there are any.
 */
export function registerLedgerCommand(program: Command): void {
  const ledger = program.command('ledger').description('Check the trading ledger (paper trading accounts).');
  ledger
    .command('check')
    .description('Check that every balance equals the sum of its records; exit 1 with the differences otherwise.')
    .option('--json', 'print the result as JSON')
    .action(async (options: { json?: boolean }) => {
      const report = await withPayload(async (payload) => {
        const { openLedger, checkLedger, checkMarginLedger, LedgerUnavailableError } = await import('@bourse/cms/ledger');
        let opened;
        try {
          opened = await openLedger(payload);
        } catch (error) {
          if (error instanceof LedgerUnavailableError) throw new CliError(error.message, 1);
          throw error;
        }
        try {
          return { ...(await checkLedger(opened)), marginProblems: await checkMarginLedger(opened) };
        } finally {
          await opened.close();
        }
      });
      const differences = report.problems.length + report.marginProblems.length;
      if (options.json) printJson(ledgerCheckJsonSchema, { ok: differences === 0, ...report });
      else if (differences === 0)
        process.stdout.write(
          `ledger check: ${report.accounts} accounts, ${report.movements} movements; every balance equals its records, every forex balance its deals\n`,
        );
      else {
        process.stdout.write(`ledger check: ${differences} difference(s) in ${report.accounts} accounts and the forex accounts\n`);
        for (const p of report.problems)
          process.stdout.write(`  account ${p.accountId} ${p.asset} ${p.rule}: expected ${p.expected}, found ${p.actual}\n`);
        for (const p of report.marginProblems) process.stdout.write(`  forex account ${p.accountId}: ${p.problem}\n`);
      }
      if (differences > 0) process.exitCode = 1;
    });
}
