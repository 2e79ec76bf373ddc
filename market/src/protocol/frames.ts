import * as z from 'zod/mini';
import type { MiniTickerEvent, Ticker24hEvent, TradeEvent } from './binance';
import {
  aggTradeEventSchema,
  bookTickerSchema,
  combinedFrameSchema,
  depthUpdateSchema,
  describeIssues,
  klineEventSchema,
  miniTickerEventSchema,
  partialDepthSchema,
  tickerEventSchema,
  tradeEventSchema,
  type BookTicker,
  type DepthSnapshot,
  type DepthUpdate,
  type KlineEvent,
} from './schemas';

/**
 * A validated frame from a combined stream. Streams this layer does not model pass as 'other';
 * `shutdown` is Binance's `serverShutdown` notice that the connection is about to close.
 *
 * @example
 * const frame: MarketFrame = { kind: 'trade', stream: 'btcusdt@trade', event: tradeEvent };
 */
export type MarketFrame =
  | { kind: 'ticker'; stream: string; event: Ticker24hEvent }
  | { kind: 'trade'; stream: string; event: TradeEvent }
  | { kind: 'aggTrade'; stream: string; event: TradeEvent }
  | { kind: 'depth'; stream: string; event: DepthUpdate }
  | { kind: 'partialDepth'; stream: string; symbol: string; event: DepthSnapshot }
  | { kind: 'bookTicker'; stream: string; event: BookTicker }
  | { kind: 'kline'; stream: string; event: KlineEvent }
  | { kind: 'miniTickers'; stream: string; events: MiniTickerEvent[] }
  | { kind: 'shutdown'; stream: string }
  | { kind: 'other'; stream: string; data: unknown };

/**
 * The outcome of reading one frame: the frame, or why it was refused (errors are data).
 *
 * @example
 * const result = parseMarketFrame('{"stream":"btcusdt@ticker","data":{"e":"24hrTicker"}}');
 * if (!result.ok) console.warn(result.stream, result.error);
 */
export type FrameResult = { ok: true; frame: MarketFrame } | { ok: false; stream: string | null; error: string };

// Stream name suffix -> how its payload is read; the first that matches wins.
const ROUTES = [
  { test: /@ticker$/, schema: tickerEventSchema, kind: 'ticker' },
  { test: /@trade$/, schema: tradeEventSchema, kind: 'trade' },
  { test: /@aggTrade$/, schema: aggTradeEventSchema, kind: 'aggTrade' },
  { test: /@depth(@\d+ms)?$/, schema: depthUpdateSchema, kind: 'depth' },
  { test: /@depth(5|10|20)(@\d+ms)?$/, schema: partialDepthSchema, kind: 'partialDepth' },
  { test: /@bookTicker$/, schema: bookTickerSchema, kind: 'bookTicker' },
  { test: /@kline_\w+$/, schema: klineEventSchema, kind: 'kline' },
  // One pair's mini ticker, or every pair's in one frame: both arrive as a list.
  { test: /@miniTicker$/, schema: miniTickerEventSchema, kind: 'miniTickers' },
  { test: /^!miniTicker@arr$/, schema: z.array(miniTickerEventSchema), kind: 'miniTickers' },
] as const;

/** Parse and validate a combined-stream text frame. */
export function parseMarketFrame(text: string): FrameResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, stream: null, error: `not JSON (${(error as Error).message})` };
  }
  if (isShutdown(json)) return { ok: true, frame: { kind: 'shutdown', stream: '' } };
  const wrapper = combinedFrameSchema.safeParse(json);
  if (!wrapper.success) {
    // Subscription acknowledgements ({"result":null,"id":1}) are not market frames: not a fault.
    if (isAcknowledgement(json)) return { ok: true, frame: { kind: 'other', stream: '', data: json } };
    return { ok: false, stream: null, error: `not a combined-stream frame: ${describeIssues(wrapper.error)}` };
  }
  const { stream, data } = wrapper.data;
  if (isShutdown(data)) return { ok: true, frame: { kind: 'shutdown', stream } };
  const route = ROUTES.find((r) => r.test.test(stream));
  if (!route) return { ok: true, frame: { kind: 'other', stream, data } };
  const event = route.schema.safeParse(data);
  if (!event.success) return { ok: false, stream, error: describeIssues(event.error) };
  if (route.kind === 'miniTickers') {
    return {
      ok: true,
      frame: { kind: 'miniTickers', stream, events: Array.isArray(event.data) ? event.data : [event.data as MiniTickerEvent] },
    };
  }
  if (route.kind === 'partialDepth') {
    return {
      ok: true,
      frame: { kind: 'partialDepth', stream, symbol: stream.split('@')[0]?.toUpperCase() ?? '', event: event.data as DepthSnapshot },
    };
  }
  return { ok: true, frame: { kind: route.kind, stream, event: event.data } as MarketFrame };
}

function isAcknowledgement(json: unknown): boolean {
  return typeof json === 'object' && json !== null && 'id' in json && ('result' in json || 'error' in json);
}

function isShutdown(json: unknown): boolean {
  return typeof json === 'object' && json !== null && (json as { e?: unknown }).e === 'serverShutdown';
}
