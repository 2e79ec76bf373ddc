import type { Command } from 'commander';
import { normalizeSymbol } from '@bourse/market';
import { CliError } from '../errors';
import { startSpinner } from '../output/terminal';
import { recordSession, STREAM_KINDS, type RecordOptions } from '../record/recorder';

/** Options as commander hands them over. */
export interface RecordCliOptions {
  symbols: string;
  streams: string;
  duration: string;
  out: string;
  restUrl?: string;
  wsUrl?: string;
}

const usage = (message: string) => new CliError(message, 2);

/** Checked options of `bourse record`, or a CliError with exit code 2. */
export function parseRecordOptions(options: RecordCliOptions, env: Readonly<Record<string, string | undefined>>): RecordOptions {
  const symbols = options.symbols
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const normalized = symbols.map(normalizeSymbol);
  if (symbols.length === 0 || normalized.some((s) => s === null)) {
    throw usage(`--symbols must be a comma-separated list of symbols, e.g. BTCUSDT,ETHUSDT (got "${options.symbols}")`);
  }
  const streams = options.streams
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = streams.filter((s) => !(s in STREAM_KINDS));
  if (streams.length === 0 || unknown.length > 0) {
    throw usage(`--streams must be a comma-separated list of ${Object.keys(STREAM_KINDS).join(', ')} (got "${options.streams}")`);
  }
  const seconds = Number(options.duration);
  if (!/^\d+(\.\d+)?$/.test(options.duration) || !(seconds > 0) || seconds > 86_400) {
    throw usage(`--duration must be seconds from above 0 to 86400, e.g. 60 (got "${options.duration}")`);
  }
  if (!/\.jsonl(\.gz)?$/.test(options.out))
    throw usage(`--out must name a .jsonl.gz or .jsonl file, e.g. session.jsonl.gz (got "${options.out}")`);
  return {
    symbols: normalized as string[],
    streams,
    durationMs: seconds * 1000,
    out: options.out,
    restBase: options.restUrl ?? env.BINANCE_REST_URL ?? 'https://api.binance.com',
    wsBase: options.wsUrl ?? env.BINANCE_WS_URL ?? 'wss://stream.binance.com:9443',
  };
}

/**
 * `bourse record --symbols .. --streams .. --duration .. --out file.jsonl.gz`: record a session in
 * the format `bourse replay` and `bourse book` read, including the REST depth snapshot.
 *
 * @example
 * registerRecordCommand(program); // bourse record --symbols BTCUSDT --streams depth,trade,bookTicker --duration 60 --out btc.jsonl.gz
 */
export function registerRecordCommand(program: Command): void {
  program
    .command('record')
    .description('Record Binance market streams (and the depth snapshot) into a session file that bourse replay and bourse book read.')
    .requiredOption('--symbols <list>', 'comma-separated symbols, e.g. BTCUSDT,ETHUSDT')
    .option('--streams <list>', `comma-separated: ${Object.keys(STREAM_KINDS).join(', ')}`, 'depth,trade,bookTicker')
    .requiredOption('--duration <seconds>', 'how long to record')
    .requiredOption('--out <file>', 'where to write, .jsonl.gz or .jsonl')
    .option('--rest-url <url>', 'REST host (default: BINANCE_REST_URL, else https://api.binance.com)')
    .option('--ws-url <url>', 'websocket host (default: BINANCE_WS_URL, else wss://stream.binance.com:9443)')
    .action(async (options: RecordCliOptions) => {
      const settings = parseRecordOptions(options, process.env);
      const out = (line: string) => process.stdout.write(`${line}\n`);
      // On a terminal, a spinner counts the seconds recorded out of the duration asked for.
      const total = Math.round(settings.durationMs / 1000);
      const spinner = startSpinner(`recording ${settings.symbols.join(', ')}…`, {
        progress: (seconds) => `${Math.min(total, seconds)} s of ${total}`,
      });
      const summary = await recordSession({ ...settings, log: out })
        .catch((error: unknown) => {
          throw new CliError((error as Error).message);
        })
        .finally(() => spinner.stop());
      out(`recorded ${summary.ws} frames and ${summary.snapshots} depth snapshot(s) into ${summary.file}`);
    });
}
