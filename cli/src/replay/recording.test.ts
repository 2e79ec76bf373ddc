import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { RecordingError } from './errors';
import { defaultSessionFiles } from './paths';
import { readRecording } from './recording';

const dir = mkdtempSync(join(tmpdir(), 'bourse-recording-'));
const trade = {
  e: 'trade',
  E: 1723161255343,
  s: 'BTCUSDT',
  t: 3735683259,
  p: '61837.63000000',
  q: '0.02000000',
  T: 1723161255342,
  m: true,
  M: true,
};
const line = (data: unknown, ts = 1723161254.08) => JSON.stringify({ ts_local: ts, kind: 'ws', data });
const good = line({ stream: 'btcusdt@trade', data: trade });

function write(name: string, content: string | Buffer): string {
  const file = join(dir, name);
  writeFileSync(file, content);
  return file;
}

async function failure(file: string): Promise<RecordingError> {
  const error = await readRecording(file).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RecordingError);
  return error as RecordingError;
}

describe('readRecording', () => {
  it('reads the shipped BTCUSDT session in full', async () => {
    const btc = defaultSessionFiles().find((f) => f.includes('BTCUSDT')) ?? '';
    const { records } = await readRecording(btc);
    expect(records).toHaveLength(99_574);
    expect(records.filter((r) => r.type === 'trade')).toHaveLength(19_904);
    expect(records.filter((r) => r.type === 'snapshot')).toHaveLength(1);
  });

  it('reads a plain .jsonl file and skips blank lines', async () => {
    const { records } = await readRecording(write('plain.jsonl', `${good}\n\n${good}\n`));
    expect(records.map((r) => r.line)).toEqual([1, 3]);
  });

  it('names the file and line of text that is not JSON, and says what to do', async () => {
    const file = write('broken.jsonl.gz', gzipSync(`${good}\n${good}\n{"ts_local": 1, oops}\n`));
    const error = await failure(file);
    expect(error.message).toMatch(
      new RegExp(`^recording ${file} line 3: not valid JSON \\(.+\\)\\. Fix or remove that line, or record the session again\\.$`),
    );
  });

  it('names the line of a record with an unknown kind', async () => {
    const error = await failure(write('kind.jsonl', `${good}\n${JSON.stringify({ ts_local: 1, kind: 'telegram', data: {} })}\n`));
    expect(error.message).toContain('line 2: not a recording record: kind:');
  });

  it('names the line and stream of a trade whose price is not a decimal string', async () => {
    const bad = line({ stream: 'btcusdt@trade', data: { ...trade, p: 61837.63 } });
    const error = await failure(write('price.jsonl', `${good}\n${good}\n${good}\n${bad}\n`));
    expect(error.message).toContain('line 4: btcusdt@trade frame is not a Binance trade: p:');
  });

  it('says so when the file does not exist', async () => {
    const error = await failure(join(dir, 'missing.jsonl.gz'));
    expect(error.message).toBe(
      `recording ${join(dir, 'missing.jsonl.gz')}: file not found. Give the path of a .jsonl.gz or .jsonl session, or record the session again.`,
    );
  });

  it('refuses a .gz file that is not gzip', async () => {
    const error = await failure(write('garbage.jsonl.gz', 'this is not gzip at all'));
    expect(error.message).toContain('is not a gzip file');
  });

  it('refuses a truncated gzip file', async () => {
    const whole = gzipSync(`${good}\n`.repeat(500));
    const error = await failure(write('truncated.jsonl.gz', whole.subarray(0, whole.length - 40)));
    expect(error.message).toContain('is not a readable gzip file');
  });

  it('refuses an empty recording', async () => {
    expect((await failure(write('empty.jsonl', '\n'))).message).toContain('has no records');
  });
});
