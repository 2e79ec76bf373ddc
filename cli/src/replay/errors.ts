/**
 * A recording that cannot be replayed: missing, not gzip, or a line that is not a valid record.
 * The message names the file (and the line) and says what to do; nothing is replayed from it.
 *
 * @example
 * new RecordingError('/x/y.jsonl.gz', 'not valid JSON (Unexpected token)', 12).message;
 * // 'recording /x/y.jsonl.gz line 12: not valid JSON (Unexpected token). Fix or remove that line, or record the session again.'
 */
export class RecordingError extends Error {
  override readonly name = 'RecordingError';

  constructor(
    readonly file: string,
    readonly problem: string,
    readonly line?: number,
    advice?: string,
  ) {
    const where = line === undefined ? `recording ${file}` : `recording ${file} line ${line}`;
    const fix =
      advice ??
      (line === undefined
        ? 'Give the path of a .jsonl.gz or .jsonl session, or record the session again.'
        : 'Fix or remove that line, or record the session again.');
    super(`${where}: ${problem}. ${fix}`);
  }
}

/**
 * The replay server cannot start or run as asked (port in use, bad option, conflicting sessions).
 *
 * @example
 * new ReplayError('port 9443 is already in use: stop the process using it or choose another port with --port / REPLAY_PORT');
 */
export class ReplayError extends Error {
  override readonly name = 'ReplayError';
}
