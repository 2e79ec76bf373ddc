// Test helper (the `@bourse/market/testing` door, for tests only): the book-related records of a shipped session.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { DepthDiff, DepthSnapshotData } from '../book/order-book';

/** A record of a session as the book sees it, in arrival order. */
export type BookRecord =
  | { type: 'diff'; diff: DepthDiff }
  | { type: 'snapshot'; snapshot: DepthSnapshotData }
  | { type: 'bookTicker'; u: number; b: string; B: string; a: string; A: string };

export const RECORDED_SYMBOLS = ['BTCUSDT', 'ETHUSDT'] as const;

export function sessionFile(symbol: (typeof RECORDED_SYMBOLS)[number]): string {
  // Resolved on call, not on load: DOM tests import this door for the fake websocket, and under
  // happy-dom a module's URL is not a file URL.
  const sessions = fileURLToPath(new URL('../../../cli/data/sessions/', import.meta.url));
  return `${sessions}binance-spot_${symbol}_2024-08-08_to_09.jsonl.gz`;
}

/** Depth diffs, snapshots and bookTickers of the recorded 2024-08-08 23:54 to 08-09 00:05 UTC session of `symbol`. */
export function loadBookRecords(symbol: (typeof RECORDED_SYMBOLS)[number]): BookRecord[] {
  const text = gunzipSync(readFileSync(sessionFile(symbol))).toString('utf8');
  const records: BookRecord[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const record = JSON.parse(line) as { kind: string; data: any };
    if (record.kind === 'http' && record.data?.lastUpdateId !== undefined) {
      records.push({ type: 'snapshot', snapshot: record.data as DepthSnapshotData });
    } else if (record.kind === 'ws' && String(record.data.stream).includes('@depth')) {
      records.push({ type: 'diff', diff: record.data.data as DepthDiff });
    } else if (record.kind === 'ws' && String(record.data.stream).endsWith('@bookTicker')) {
      records.push({ type: 'bookTicker', ...record.data.data });
    }
  }
  return records;
}
