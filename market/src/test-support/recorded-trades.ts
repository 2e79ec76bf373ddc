// Test helper (the `@bourse/market/testing` door, for tests only): real trades from the session shipped with the cli.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { tradeFromEvent, type TradeEvent } from '../protocol/binance';
import type { Trade } from '../types';
import { sessionFile } from './recorded-session';

/** Every trade of the recorded 2024-08-08 23:54 to 08-09 00:05 UTC session of `symbol`, in arrival order. */
export function loadRecordedTrades(symbol: 'BTCUSDT' | 'ETHUSDT'): Trade[] {
  const text = gunzipSync(readFileSync(sessionFile(symbol))).toString('utf8');
  const trades: Trade[] = [];
  for (const line of text.split('\n')) {
    if (!line.includes('@trade')) continue;
    const record = JSON.parse(line) as { data: { stream: string; data: TradeEvent } };
    if (record.data.stream.endsWith('@trade')) trades.push(tradeFromEvent(record.data.data));
  }
  return trades;
}
