import { Command, CommanderError } from 'commander';
import { registerBookCommand } from './commands/book';
import { registerCacheCommand } from './commands/cache';
import { registerCompletionCommand } from './commands/completion';
import { registerContentCommands } from './commands/content';
import { registerDoctorCommand } from './commands/doctor';
import { example } from './commands/help';
import { registerEngineCommand } from './commands/engine';
import { registerLedgerCommand } from './commands/ledger';
import { registerMailCommand } from './commands/mail';
import { registerRecordCommand } from './commands/record';
import { registerReplayCommand } from './commands/replay';
import { registerMigrateCommand, registerSeedCommand } from './commands/seed';
import { registerSitesCommand } from './commands/sites';
import { registerStartCommand } from './commands/start';
import { registerThemeCommand } from './commands/theme';
import { registerUserCommand } from './commands/user';
import { reportAndExit } from './errors';

/**
 * Commander's usage errors as one line: "bourse: unknown command 'sed' (did you mean seed?)".
 * Its did-you-mean hint arrives on a second line; it joins the first.
 */
export function oneLineUsageError(text: string, command = 'bourse'): string {
  const joined = text
    .replace(/^error: /, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' ')
    .replace(/\(Did you mean (.+?)\?\)/, '(did you mean $1?)');
  return `bourse: ${joined}; run "${command} --help" for usage\n`;
}

/** Builds the `bourse` program; exported for tests, which run commands without a child process. */
export function buildProgram(): Command {
  const program = new Command('bourse')
    .description(
      'Operate a Bourse trading site: start it, check it, manage sites, themes, users and content, clear caches, record and replay market data.',
    )
    .version('0.1.0')
    .configureOutput({ outputError: (text, write) => write(oneLineUsageError(text)) })
    .exitOverride();
  example(program, 'bourse start', 'bourse doctor', 'bourse sites list --json', 'bourse <command> --help');
  registerStartCommand(program);
  registerEngineCommand(program);
  registerDoctorCommand(program);
  registerMigrateCommand(program);
  registerSeedCommand(program);
  registerSitesCommand(program);
  registerThemeCommand(program);
  registerUserCommand(program);
  registerCacheCommand(program);
  registerContentCommands(program);
  registerMailCommand(program);
  registerLedgerCommand(program);
  registerReplayCommand(program);
  registerBookCommand(program);
  registerRecordCommand(program);
  registerCompletionCommand(program);
  // A usage error points to the help of the command it happened in ("bourse theme --help" for
  // `bourse theme uze`), which lists what that command takes.
  const pointHelp = (command: Command, path: string) => {
    for (const sub of command.commands) {
      const subPath = `${path} ${sub.name()}`;
      sub.configureOutput({ outputError: (text, write) => write(oneLineUsageError(text, subPath)) });
      pointHelp(sub, subPath);
    }
  };
  pointHelp(program, 'bourse');
  for (const [path, lines] of Object.entries(examples)) {
    const command = path.split(' ').reduce<Command | undefined>((parent, name) => parent?.commands.find((c) => c.name() === name), program);
    if (command) example(command, ...lines);
  }
  return program;
}

/** Examples for commands registered without their own (their modules keep to their options). */
const examples: Record<string, string[]> = {
  start: ['bourse start', 'DATABASE_URI=postgres://bourse@localhost/bourse SITE_PORT=8080 bourse start', 'MARKET_FEED=replay bourse start'],
  engine: ['bourse engine', 'ENGINE_PORT=3002 MARKET_REST_URL=http://127.0.0.1:9443 MARKET_WS_URL=ws://127.0.0.1:9443 bourse engine'],
  cache: ['bourse cache clear'],
  mail: ['bourse mail list --to demo@bourse.local'],
  'mail list': ['bourse mail list', 'bourse mail list --to demo@bourse.local --json'],
  ledger: ['bourse ledger check'],
  'ledger check': ['bourse ledger check', 'DATABASE_URI=postgres://bourse@localhost/bourse bourse ledger check --json'],
  replay: ['bourse replay', 'bourse replay --port 9443 --speed 2 --drop-after-seconds 30'],
  book: ['bourse book cli/data/sessions/binance-spot_BTCUSDT_2024-08-08_to_09.jsonl.gz --symbol BTCUSDT --depth 5'],
  record: ['bourse record --symbols BTCUSDT,ETHUSDT --duration 300 --out session.jsonl.gz'],
};

export async function main(argv: string[]): Promise<void> {
  try {
    await buildProgram().parseAsync(argv);
  } catch (error) {
    if (error instanceof CommanderError) {
      // help and version end here too, with exit code 0; usage errors are exit 2
      process.exit(error.exitCode === 1 ? 2 : error.exitCode);
    }
    reportAndExit(error);
  }
}
