import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RECORDED_QUOTE_SERIES } from '@bourse/market';

/** cli/data: the sessions and REST documents shipped with the CLI (see data/PROVENANCE.md). */
export const DATA_DIR = fileURLToPath(new URL('../../data/', import.meta.url));

/**
 * The recorded sessions replayed when no files are given: every .jsonl.gz in cli/data/sessions.
 *
 * @example
 * defaultSessionFiles(); // ['/…/cli/data/sessions/binance-spot_BTCUSDT_2024-08-08_to_09.jsonl.gz', '/…/ETHUSDT…']
 */
export function defaultSessionFiles(): string[] {
  const dir = join(DATA_DIR, 'sessions');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.jsonl.gz'))
    .sort()
    .map((name) => join(dir, name));
}

/**
 * The recorded OHLC series served as forex, metal and stock pairs: the market package's catalogue
 * of them (symbols, intervals, dates, sources), found in cli/data/ohlc (see data/PROVENANCE.md).
 *
 * @example
 * SHIPPED_OHLC[0]; // { symbol: 'EURUSD', interval: '1h', file: '/…/cli/data/ohlc/lean-oanda_EURUSD_1h_2018.csv.gz' }
 */
export const SHIPPED_OHLC = RECORDED_QUOTE_SERIES.map((series) => ({
  symbol: series.symbol,
  interval: series.interval,
  file: join(DATA_DIR, 'ohlc', series.file),
}));
