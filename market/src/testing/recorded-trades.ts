// Test helper (not exported by the package): real trades from the session shipped with the cli.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { tradeFromEvent, type TradeEvent } from '../domain/binance';
import type { Trade } from '../domain/types';

const SESSIONS = fileURLToPath(new URL('../../../cli/data/sessions/', import.meta.url));

/** Every trade of the recorded 2024-08-08 23:54 to 08-09 00:05 UTC session of `symbol`, in arrival order. */
export function loadRecordedTrades(symbol: 'BTCUSDT' | 'ETHUSDT'): Trade[] {
  const text = gunzipSync(readFileSync(`${SESSIONS}binance-spot_${symbol}_2024-08-08_to_09.jsonl.gz`)).toString('utf8');
  const trades: Trade[] = [];
  for (const line of text.split('\n')) {
    if (!line.includes('@trade')) continue;
    const record = JSON.parse(line) as { data: { stream: string; data: TradeEvent } };
    if (record.data.stream.endsWith('@trade')) trades.push(tradeFromEvent(record.data.data));
  }
  return trades;
}
