import type { Command } from 'commander';
import { CliError } from '../errors';
import { MAX_SPEED, startReplayServer, type ReplayOptions } from '../replay';
import { describeFaultPlan, FAULT_FLAG_HELP, parseFaultFlags, type FaultFlags } from '../replay/fault-flags';

const DEFAULT_PORT = 9443;

/** Options as commander hands them over: text, except the --no-loop flag. */
export interface ReplayCliOptions extends FaultFlags {
  port?: string;
  host: string;
  speed: string;
  loop: boolean;
}

// Usage mistakes exit with 2, like commander's own; the message says what a good value looks like.
const usage = (message: string) => new CliError(message, 2);

/** Turn command-line text into server options, or throw a CliError with exit code 2. */
export function parseReplayOptions(
  files: string[],
  options: ReplayCliOptions,
  env: Readonly<Record<string, string | undefined>>,
): ReplayOptions {
  const portText = options.port ?? env.REPLAY_PORT ?? String(DEFAULT_PORT);
  const portSource = options.port !== undefined ? '--port' : 'REPLAY_PORT';
  if (!/^\d{1,5}$/.test(portText) || Number(portText) > 65_535) {
    throw usage(`${portSource} must be a port number from 0 to 65535, e.g. 9443 (got "${portText}")`);
  }
  const speed = Number(options.speed);
  if (!/^\d*\.?\d+$/.test(options.speed.trim()) || !(speed > 0) || speed > MAX_SPEED) {
    throw usage(
      `--speed must be a positive number up to ${MAX_SPEED}, e.g. --speed 10 for ten times the recorded pace (got "${options.speed}")`,
    );
  }
  if (options.host.trim() === '') throw usage('--host must be an address to listen on, e.g. 127.0.0.1 or 0.0.0.0');
  const faults = parseFaultFlags(options);
  return { files: files.length > 0 ? files : undefined, host: options.host, port: Number(portText), speed, loop: options.loop, faults };
}

/**
 * The first SIGINT or SIGTERM. Listening starts at once, so Ctrl+C while sessions load still
 * stops the server as soon as it is up; `cancel` removes the listeners when start-up fails.
 */
function watchStopSignals(): { stopped: Promise<'SIGINT' | 'SIGTERM'>; cancel(): void } {
  let cancel = () => {};
  const stopped = new Promise<'SIGINT' | 'SIGTERM'>((resolve) => {
    const onInterrupt = () => stop('SIGINT');
    const onTerminate = () => stop('SIGTERM');
    cancel = () => {
      process.off('SIGINT', onInterrupt);
      process.off('SIGTERM', onTerminate);
    };
    const stop = (signal: 'SIGINT' | 'SIGTERM') => {
      cancel();
      resolve(signal);
    };
    process.on('SIGINT', onInterrupt);
    process.on('SIGTERM', onTerminate);
  });
  return { stopped, cancel };
}

/**
 * `bourse replay [files...]`: serve recorded Binance sessions on Binance's API until Ctrl+C.
 *
 * @example
 * registerReplayCommand(program); // bourse replay --speed 10 --port 9444
 */
export function registerReplayCommand(program: Command): void {
  program
    .command('replay')
    .description(
      "Serve recorded Binance sessions on Binance's REST and websocket API, timed as if live (default: the shipped BTCUSDT and ETHUSDT sessions).",
    )
    .argument('[files...]', 'recorded sessions, .jsonl.gz or .jsonl')
    .option('--port <n>', `port for REST and websocket (default: REPLAY_PORT, else ${DEFAULT_PORT})`)
    .option('--host <h>', 'address to listen on', '127.0.0.1')
    .option('--speed <n>', 'playback speed; 1 is the recorded pace', '1')
    .option('--no-loop', 'play each session once instead of looping')
    .option('--drop-after-messages <n>', `fault: ${FAULT_FLAG_HELP.dropAfterMessages}`)
    .option('--drop-after-seconds <s>', `fault: ${FAULT_FLAG_HELP.dropAfterSeconds}`)
    .option('--gap-after <n>', `fault: ${FAULT_FLAG_HELP.gapAfter}`)
    .option('--delay-ms <ms>', `fault: ${FAULT_FLAG_HELP.delayMs}`)
    .option('--rate-limit <n>', `fault: ${FAULT_FLAG_HELP.rateLimit}`)
    .option('--retry-after <s>', `fault: ${FAULT_FLAG_HELP.retryAfter}`)
    .option('--refuse-connections', `fault: ${FAULT_FLAG_HELP.refuseConnections}`)
    .action(async (files: string[], options: ReplayCliOptions) => {
      const settings = parseReplayOptions(files, options, process.env);
      const { stopped, cancel } = watchStopSignals();
      const replay = await startReplayServer(settings).catch((error: unknown) => {
        cancel();
        throw error;
      });
      const out = (line: string) => process.stdout.write(`${line}\n`);
      out(
        `replay: ${replay.symbols.join(', ')} at ${settings.speed}x, ${settings.loop ? 'looping' : 'playing once'} (recorded sessions, not live)`,
      );
      out(`recorded pairs (historical OHLC bars, not live): ${replay.recordedPairs.join(', ')}`);
      for (const fault of describeFaultPlan(settings.faults ?? {})) out(`fault injected: ${fault}`);
      out(`REST      ${replay.restUrl}`);
      out(`websocket ${replay.wsUrl}`);
      out('Ctrl+C to stop');
      const signal = await stopped;
      out(`replay: ${signal}, closing`);
      await replay.close();
    });
}
