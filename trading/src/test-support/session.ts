// Test helper (not exported by the package): a shipped recorded session as the engine meets it,
// depth diffs, the REST snapshot and trades in arrival order.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { DepthDiff, DepthSnapshotData } from '@bourse/market';
import { sessionFile } from '@bourse/market/testing';
import type { MarketTrade } from '../spot/vocabulary';

export type SessionEvent =
  { type: 'diff'; diff: DepthDiff } | { type: 'snapshot'; snapshot: DepthSnapshotData } | { type: 'trade'; trade: MarketTrade };

const cache = new Map<string, SessionEvent[]>();

/** Every book and trade record of the recorded 2024-08-08/09 session of `symbol`, in arrival order. */
export function loadSession(symbol: 'BTCUSDT' | 'ETHUSDT'): SessionEvent[] {
  const known = cache.get(symbol);
  if (known) return known;
  const events: SessionEvent[] = [];
  for (const line of gunzipSync(readFileSync(sessionFile(symbol)))
    .toString('utf8')
    .split('\n')) {
    if (!line) continue;
    const record = JSON.parse(line) as { kind: string; data: any };
    if (record.kind === 'http' && record.data?.lastUpdateId !== undefined) events.push({ type: 'snapshot', snapshot: record.data });
    else if (record.kind === 'ws' && String(record.data.stream).includes('@depth')) events.push({ type: 'diff', diff: record.data.data });
    else if (record.kind === 'ws' && String(record.data.stream).endsWith('@trade')) {
      const t = record.data.data;
      events.push({ type: 'trade', trade: { id: t.t, symbol, price: t.p, qty: t.q, time: t.T, isBuyerMaker: t.m } });
    }
  }
  cache.set(symbol, events);
  return events;
}
