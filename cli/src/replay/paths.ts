import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** cli/data: the sessions and REST documents shipped with the CLI (see data/PROVENANCE.md). */
export const DATA_DIR = fileURLToPath(new URL('../../data/', import.meta.url));
export const EXCHANGE_INFO_FILE = join(DATA_DIR, 'rest', 'exchangeInfo_spot_usdt.json');

/**
 * The recorded sessions replayed when no files are given: every .jsonl.gz in cli/data/sessions.
 *
 * @example
 * defaultSessionFiles(); // ['/…/cli/data/sessions/binance-spot_BTCUSDT_2024-08-08.jsonl.gz', '/…/ETHUSDT…']
 */
export function defaultSessionFiles(): string[] {
  const dir = join(DATA_DIR, 'sessions');
  return readdirSync(dir).filter((name) => name.endsWith('.jsonl.gz')).sort().map((name) => join(dir, name));
}
