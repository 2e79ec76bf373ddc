import type { Command } from 'commander';
import { normalizeSymbol } from '@bourse/market';
import { formatBookText, rebuildBook } from '../book/rebuild';
import { CliError } from '../errors';
import { readRecording } from '../replay';

/** Options as commander hands them over. */
export interface BookCliOptions {
  symbol: string;
  depth: string;
  json?: boolean;
}

/** Checked options of `bourse book`, or a CliError with exit code 2. */
export function parseBookOptions(options: BookCliOptions): { symbol: string; depth: number; json: boolean } {
  const symbol = normalizeSymbol(options.symbol);
  if (!symbol) throw new CliError(`--symbol must be letters and digits with an optional slash, e.g. BTCUSDT (got "${options.symbol}")`, 2);
  if (!/^\d{1,4}$/.test(options.depth) || Number(options.depth) < 1 || Number(options.depth) > 5000) {
    throw new CliError(`--depth must be a whole number from 1 to 5000, e.g. 20 (got "${options.depth}")`, 2);
  }
  return { symbol, depth: Number(options.depth), json: options.json === true };
}

// Waits for stdout to drain, so a long rebuild piped into `head` or a file never buffers it all.
function write(text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (process.stdout.write(text, (error) => (error ? reject(error) : undefined))) resolve();
    else process.stdout.once('drain', resolve);
  });
}

/**
 * `bourse book FILE --symbol S [--depth N] [--json]`: rebuild the local order book from a
 * recording with the terminal's code and print it after every applied diff.
 *
 * @example
 * registerBookCommand(program); // bourse book session.jsonl.gz --symbol BTCUSDT --depth 5 --json
 */
export function registerBookCommand(program: Command): void {
  program
    .command('book')
    .description(
      "Rebuild a symbol's local order book from a recorded session, as the terminal does, and print the top levels after each applied diff.",
    )
    .argument('<file>', 'recorded session, .jsonl.gz or .jsonl')
    .requiredOption('--symbol <s>', 'symbol to rebuild, e.g. BTCUSDT')
    .option('--depth <n>', 'levels per side to print', '20')
    .option('--json', 'one JSON object per line: {"lastUpdateId", "bids", "asks"}')
    .action(async (file: string, options: BookCliOptions) => {
      const { symbol, depth, json } = parseBookOptions(options);
      // `bourse book ... | head` closes the pipe early: that is the reader being done, not a fault.
      process.stdout.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'EPIPE') process.exit(0);
        throw error;
      });
      const recording = await readRecording(file);
      let chunk = '';
      for (const event of rebuildBook(recording, symbol, depth)) {
        if (event.type === 'resync') {
          process.stderr.write(`bourse: line ${event.line}: ${event.message}; waiting for the next snapshot\n`);
          continue;
        }
        chunk += json ? `${JSON.stringify(event.view)}\n` : `${formatBookText(event.view)}\n`;
        if (chunk.length > 65_536) {
          await write(chunk);
          chunk = '';
        }
      }
      if (chunk) await write(chunk);
    });
}
