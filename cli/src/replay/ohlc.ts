import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import {
  Dec,
  klineOpenTime,
  MAX_KLINE_LIMIT,
  DEFAULT_KLINE_LIMIT,
  toBinanceString,
  type Kline,
  type KlineInterval,
  type KlineRange,
  type Ticker24hRest,
} from '@bourse/market';
import { RecordingError } from './errors';

/**
 * A recorded OHLC series served as a pair (forex, metals, stocks): bars in time order at their
 * native interval, in Binance's kline shape (mid prices where the source has bid/ask/mid).
 *
 * @example
 * const eur = await readOhlcSeries('data/ohlc/lean-oanda_EURUSD_1h_2018.csv.gz', 'EURUSD', '1h');
 */
export interface OhlcSeries {
  symbol: string;
  file: string;
  interval: KlineInterval;
  bars: Kline[];
}

const INTERVAL_MS: Partial<Record<KlineInterval, number>> = { '1m': 60_000, '1h': 3_600_000, '1d': 86_400_000 };

/** Read a CSV with a time column (open_time_ms, time_utc or date) and open/high/low/close (or mid_*). */
export async function readOhlcSeries(file: string, symbol: string, interval: KlineInterval): Promise<OhlcSeries> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    throw new RecordingError(file, `cannot be read (${(error as Error).message})`);
  }
  const text = (file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
  const [header = '', ...rows] = text.trim().split(/\r?\n/);
  const columns = header.split(',');
  const at = (...names: string[]) => names.map((n) => columns.indexOf(n)).find((i) => i >= 0) ?? -1;
  const time = at('open_time_ms', 'time_utc', 'date');
  const fields = [at('mid_open', 'open'), at('mid_high', 'high'), at('mid_low', 'low'), at('mid_close', 'close')];
  if (time < 0 || fields.some((i) => i < 0)) throw new RecordingError(file, 'has no time and open/high/low/close columns in its header', 1);
  const volume = at('volume');
  const size = INTERVAL_MS[interval] ?? 86_400_000;
  const bars = rows.map((row, index): Kline => {
    const cells = row.split(',');
    const timeText = cells[time] ?? '';
    const openTime = /^\d+$/.test(timeText) ? Number(timeText) : Date.parse(timeText.length === 10 ? `${timeText}T00:00:00Z` : timeText);
    const [o, h, l, c] = fields.map((i) => cells[i] ?? '');
    if (!Number.isFinite(openTime) || ![o, h, l, c].every((v) => /^\d+(\.\d+)?$/.test(v ?? ''))) {
      throw new RecordingError(file, `is not a bar: "${row.slice(0, 80)}"`, index + 2);
    }
    const v = volume >= 0 ? (cells[volume] ?? '0') : '0';
    const fix = (x: string) => toBinanceString(new Dec(x));
    return [openTime, fix(o!), fix(h!), fix(l!), fix(c!), fix(v), openTime + size - 1, '0', 0, '0', '0', '0'];
  });
  return { symbol, file, interval, bars };
}

/**
 * Klines of a series for `interval`: its own bars, or bars merged into coarser intervals. A finer
 * interval than the series has cannot be made up, so the series' own bars are returned.
 */
export function ohlcKlines(series: OhlcSeries, interval: KlineInterval, range: KlineRange = {}): Kline[] {
  const coarser = (INTERVAL_MS[interval] ?? Infinity) > (INTERVAL_MS[series.interval] ?? 0);
  const merged: Kline[] = [];
  for (const bar of series.bars) {
    const openTime = coarser ? klineOpenTime(bar[0], interval) : bar[0];
    const last = merged.at(-1);
    if (!last || last[0] !== openTime) {
      merged.push([openTime, bar[1], bar[2], bar[3], bar[4], bar[5], coarser ? bar[6] : bar[6], '0', 0, '0', '0', '0']);
      continue;
    }
    last[2] = Dec.max(last[2], bar[2]).toFixed(8);
    last[3] = Dec.min(last[3], bar[3]).toFixed(8);
    last[4] = bar[4];
    last[5] = new Dec(last[5]).plus(bar[5]).toFixed(8);
    last[6] = bar[6];
  }
  const limit = Math.min(Math.max(1, range.limit ?? DEFAULT_KLINE_LIMIT), MAX_KLINE_LIMIT);
  const inRange = merged.filter(
    (k) => (range.startTime === undefined || k[0] >= range.startTime) && (range.endTime === undefined || k[0] <= range.endTime),
  );
  return range.startTime === undefined ? inRange.slice(-limit) : inRange.slice(0, limit);
}

/** 24h statistics over the series' last 24 hours of bars (historical times, as recorded). */
export function ohlcTicker(series: OhlcSeries): Ticker24hRest {
  const last = series.bars.at(-1);
  if (!last) throw new RecordingError(series.file, 'has no bars');
  const window = series.bars.filter((bar) => bar[0] > last[6] - 86_400_000);
  const first = window[0] ?? last;
  const open = new Dec(first[1]);
  const close = new Dec(last[4]);
  const high = window.reduce((m, b) => Dec.max(m, b[2]), new Dec(first[2]));
  const low = window.reduce((m, b) => Dec.min(m, b[3]), new Dec(first[3]));
  const volume = window.reduce((sum, b) => sum.plus(b[5]), new Dec(0));
  const f = toBinanceString;
  return {
    symbol: series.symbol,
    priceChange: f(close.minus(open)),
    priceChangePercent: open.isZero() ? '0.000' : close.minus(open).div(open).times(100).toFixed(3),
    weightedAvgPrice: f(close),
    prevClosePrice: f(open),
    lastPrice: f(close),
    lastQty: '0.00000000',
    bidPrice: f(close),
    bidQty: '0.00000000',
    askPrice: f(close),
    askQty: '0.00000000',
    openPrice: f(open),
    highPrice: f(high),
    lowPrice: f(low),
    volume: f(volume),
    quoteVolume: '0.00000000',
    openTime: first[0],
    closeTime: last[6],
    firstId: -1,
    lastId: -1,
    count: 0,
  };
}
