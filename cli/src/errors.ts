/** An error whose message is already the one line the operator should read. */
export class CliError extends Error {
  override name = 'CliError';
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

const knownErrorNames = new Set(['CliError', 'DatabaseConfigError', 'RecordingError', 'ReplayError', 'ThemeConfigError']);

/** The one place the CLI turns an error into a line on stderr and an exit code. */
export function reportAndExit(error: unknown): never {
  const err = error instanceof Error ? error : new Error(String(error));
  if (knownErrorNames.has(err.name)) {
    process.stderr.write(`bourse: ${err.message}\n`);
  } else {
    process.stderr.write(`bourse: unexpected error: ${err.stack ?? err.message}\n`);
  }
  process.exit(err instanceof CliError ? err.exitCode : 1);
}
