import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { z } from 'zod';
import {
  bookTickerSchema,
  combinedFrameSchema,
  decimalString,
  depthSnapshotSchema,
  depthUpdateSchema,
  describeIssues,
  tradeEventSchema,
  type BookTicker,
  type DepthSnapshot,
  type DepthUpdate,
  type TradeEvent,
} from '@bourse/market';
import { RecordingError } from './errors';

const gunzipAsync = promisify(gunzip);

/**
 * One line of a recorded session (see data/PROVENANCE.md for the format).
 *
 * @example
 * recordLineSchema.parse({ ts_local: 1723161253.93, kind: 'ws', data: { stream: 'btcusdt@trade', data: {} } });
 */
export const recordLineSchema = z.object({
  ts_local: z.number().nonnegative(),
  ts_local_ns: z.number().optional(),
  kind: z.enum(['ws', 'http', 'ws_connect']),
  data: z.unknown().optional(),
  url: z.string().nullable().optional(),
  note: z.string().nullable().optional(),
});

interface At {
  line: number;
  atMs: number;
}

/**
 * `<sym>@aggTrade` payload: the fills of one taker order at one price (trade ids f..l).
 *
 * @example
 * aggTradeEventSchema.parse({ e: 'aggTrade', E: 1616176861895, s: 'BTCUSDT', a: 640283266, p: '58942.01', q: '0.000356', f: 716849523, l: 716849523, T: 1616176861893, m: false, M: true });
 */
export const aggTradeEventSchema = z.object({
  e: z.literal('aggTrade'),
  E: z.number().int(),
  s: z.string().min(1),
  a: z.number().int(),
  p: decimalString,
  q: decimalString,
  f: z.number().int(),
  l: z.number().int(),
  T: z.number().int(),
  m: z.boolean(),
  M: z.boolean().optional(),
});
export type AggTradeEvent = z.infer<typeof aggTradeEventSchema>;

/**
 * A validated record, typed by what the replay does with it. Other streams are relayed as recorded.
 *
 * @example
 * const record: ReplayRecord = { type: 'trade', line: 4, atMs: 1723161254087.9, stream: 'btcusdt@trade', event };
 */
export type ReplayRecord = At &
  (
    | { type: 'trade'; stream: string; event: TradeEvent }
    | { type: 'aggTrade'; stream: string; event: AggTradeEvent }
    | { type: 'depth'; stream: string; event: DepthUpdate }
    | { type: 'bookTicker'; stream: string; event: BookTicker }
    | { type: 'frame'; stream: string; data: unknown }
    | { type: 'snapshot'; url: string | null; snapshot: DepthSnapshot }
    | { type: 'http'; url: string | null; data: unknown }
    | { type: 'connect'; url: string | null }
  );

/** A whole session, every line validated. */
export interface Recording {
  file: string;
  records: ReplayRecord[];
}

const PAYLOADS = [
  { test: /@trade$/, type: 'trade', schema: tradeEventSchema, what: 'trade' },
  { test: /@aggTrade$/, type: 'aggTrade', schema: aggTradeEventSchema, what: 'aggTrade' },
  { test: /@depth(@\d+ms)?$/, type: 'depth', schema: depthUpdateSchema, what: 'depthUpdate' },
  { test: /@bookTicker$/, type: 'bookTicker', schema: bookTickerSchema, what: 'bookTicker' },
] as const;

/**
 * Read and validate a recorded session (.jsonl.gz or .jsonl). Everything is checked here, so a
 * replay never fails halfway; any problem throws a RecordingError naming the file and line.
 *
 * @example
 * const { records } = await readRecording('data/sessions/binance-spot_BTCUSDT_2024-08-08_to_09.jsonl.gz');
 */
export async function readRecording(file: string): Promise<Recording> {
  const text = await readText(file);
  const records: ReplayRecord[] = [];
  const lines = text.split('\n');
  for (const [index, raw] of lines.entries()) {
    if (raw.trim() === '') continue;
    records.push(parseLine(file, index + 1, raw));
  }
  if (records.length === 0) throw new RecordingError(file, 'has no records');
  return { file, records };
}

async function readText(file: string): Promise<string> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const problem =
      code === 'ENOENT'
        ? 'file not found'
        : code === 'EISDIR'
          ? 'is a directory, not a file'
          : `cannot be read (${(error as Error).message})`;
    throw new RecordingError(file, problem);
  }
  const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b;
  if (!gzipped && file.endsWith('.gz')) throw new RecordingError(file, 'is not a gzip file although its name ends in .gz');
  if (!gzipped) return bytes.toString('utf8');
  try {
    return (await gunzipAsync(bytes)).toString('utf8');
  } catch (error) {
    throw new RecordingError(file, `is not a readable gzip file (${(error as Error).message})`);
  }
}

function parseLine(file: string, line: number, raw: string): ReplayRecord {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (error) {
    throw new RecordingError(file, `not valid JSON (${(error as Error).message})`, line);
  }
  const record = recordLineSchema.safeParse(json);
  if (!record.success) throw new RecordingError(file, `not a recording record: ${describeIssues(record.error)}`, line);
  const { kind, data, url = null } = record.data;
  const at = { line, atMs: record.data.ts_local * 1000 };
  if (kind === 'ws_connect') return { ...at, type: 'connect', url };
  if (kind === 'http') {
    if (data === undefined) throw new RecordingError(file, 'an http record without its answer in "data"', line);
    const isDepth = typeof data === 'object' && data !== null && 'lastUpdateId' in data;
    if (!isDepth) return { ...at, type: 'http', url, data };
    const snapshot = depthSnapshotSchema.safeParse(data);
    if (!snapshot.success) throw new RecordingError(file, `depth snapshot is malformed: ${describeIssues(snapshot.error)}`, line);
    return { ...at, type: 'snapshot', url, snapshot: snapshot.data };
  }
  const frame = combinedFrameSchema.safeParse(data);
  if (!frame.success) throw new RecordingError(file, `ws record without a {stream, data} frame: ${describeIssues(frame.error)}`, line);
  const { stream } = frame.data;
  const payload = PAYLOADS.find((p) => p.test.test(stream));
  if (!payload) return { ...at, type: 'frame', stream, data: frame.data.data };
  const parsed = payload.schema.safeParse(frame.data.data);
  if (!parsed.success) {
    throw new RecordingError(file, `${stream} frame is not a Binance ${payload.what}: ${describeIssues(parsed.error)}`, line);
  }
  return { ...at, type: payload.type, stream, event: parsed.data } as ReplayRecord;
}
