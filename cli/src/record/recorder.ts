import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { createGzip } from 'node:zlib';
import { depthSnapshotSchema } from '@bourse/market';

/** Short names accepted by `--streams`, and the Binance stream each records per symbol. */
export const STREAM_KINDS: Record<string, string> = {
  depth: 'depth@100ms',
  depth20: 'depth20@100ms',
  trade: 'trade',
  bookTicker: 'bookTicker',
  ticker: 'ticker',
  kline: 'kline_1m',
};

/**
 * What to record and where from. `wsBase`/`restBase` are Binance's hosts or a replay server.
 *
 * @example
 * const options: RecordOptions = { symbols: ['BTCUSDT'], streams: ['depth', 'trade'], durationMs: 60_000,
 *   out: 'btc.jsonl.gz', wsBase: 'wss://stream.binance.com:9443', restBase: 'https://api.binance.com' };
 */
export interface RecordOptions {
  symbols: string[];
  streams: string[];
  durationMs: number;
  out: string;
  wsBase: string;
  restBase: string;
  log?: (line: string) => void;
}

/** What was written: record counts by kind, so the operator sees the file is useful. */
export interface RecordSummary {
  file: string;
  ws: number;
  snapshots: number;
  streams: string[];
}

function stamp(): { ts_local: number; ts_local_ns: number } {
  const ms = performance.timeOrigin + performance.now();
  return { ts_local: ms / 1000, ts_local_ns: Math.round(ms * 1e6) };
}

/**
 * Record a live session in the replay's format (see cli/data/PROVENANCE.md): a `ws_connect` line,
 * every combined-stream frame as `ws`, and for each symbol with a diff-depth stream one REST
 * `/api/v3/depth` snapshot taken after its first diff arrived, as Binance's book procedure needs.
 * Gzipped when `out` ends in .gz.
 *
 * @example
 * await recordSession({ ...options, durationMs: 10_000 }); // { ws: 812, snapshots: 1, ... }
 */
export async function recordSession(options: RecordOptions): Promise<RecordSummary> {
  const log = options.log ?? (() => {});
  const streams = options.symbols.flatMap((symbol) =>
    options.streams.map((kind) => `${symbol.toLowerCase()}@${STREAM_KINDS[kind] ?? kind}`),
  );
  const url = `${options.wsBase.replace(/\/+$/, '')}/stream?streams=${streams.join('/')}`;
  const file = createWriteStream(options.out);
  const gzip = options.out.endsWith('.gz') ? createGzip() : null;
  if (gzip) gzip.pipe(file);
  const sink = gzip ?? file;
  const write = (record: object) => sink.write(`${JSON.stringify(record)}\n`);
  const summary: RecordSummary = { file: options.out, ws: 0, snapshots: 0, streams };
  const snapshotWanted = new Set(options.streams.includes('depth') ? options.symbols.map((s) => s.toUpperCase()) : []);
  const pending: Promise<void>[] = [];

  const takeSnapshot = async (symbol: string) => {
    const restUrl = `${options.restBase.replace(/\/+$/, '')}/api/v3/depth?symbol=${symbol}&limit=1000`;
    const response = await fetch(restUrl);
    if (!response.ok) throw new Error(`the depth snapshot ${restUrl} answered HTTP ${response.status}`);
    const data = depthSnapshotSchema.parse(await response.json());
    write({ ...stamp(), kind: 'http', url: restUrl, note: 'REST /api/v3/depth snapshot (limit=1000) recorded by bourse record', data });
    summary.snapshots += 1;
  };

  write({ ...stamp(), kind: 'ws_connect', url, note: null });
  const ws = new WebSocket(url);
  const done = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      ws.close();
      resolve();
    }, options.durationMs);
    ws.onopen = () => log(`recording ${streams.join(', ')} from ${url} for ${options.durationMs / 1000} s`);
    ws.onerror = () => {
      clearTimeout(timer);
      reject(new Error(`cannot record from ${url}: the connection failed`));
    };
    ws.onclose = () => {
      clearTimeout(timer);
      resolve();
    };
    ws.onmessage = (event: MessageEvent) => {
      const data: unknown = JSON.parse(String(event.data));
      write({ ...stamp(), kind: 'ws', data });
      summary.ws += 1;
      const frame = data as { stream?: string; data?: { e?: string; s?: string } };
      const symbol = frame.data?.e === 'depthUpdate' ? frame.data.s?.toUpperCase() : undefined;
      if (symbol && snapshotWanted.delete(symbol)) pending.push(takeSnapshot(symbol));
    };
  });
  try {
    await done;
    await Promise.all(pending);
  } finally {
    sink.end();
    await once(file, 'close');
  }
  return summary;
}
