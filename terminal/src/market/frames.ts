import type { Ticker24hEvent, TradeEvent } from '../domain';
import { combinedFrameSchema, describeIssues, tickerEventSchema, tradeEventSchema } from './schemas';

/**
 * A validated frame from a combined stream. Streams this layer does not model yet pass as 'other'.
 *
 * @example
 * const frame: MarketFrame = { kind: 'trade', stream: 'btcusdt@trade', event: tradeEvent };
 */
export type MarketFrame =
  | { kind: 'ticker'; stream: string; event: Ticker24hEvent }
  | { kind: 'trade'; stream: string; event: TradeEvent }
  | { kind: 'other'; stream: string; data: unknown };

/**
 * The outcome of reading one frame: the frame, or why it was refused (errors are data).
 *
 * @example
 * const result = parseMarketFrame('{"stream":"btcusdt@ticker","data":{"e":"24hrTicker"}}');
 * if (!result.ok) console.warn(result.stream, result.error);
 */
export type FrameResult =
  | { ok: true; frame: MarketFrame }
  | { ok: false; stream: string | null; error: string };

/** Parse and validate a combined-stream text frame. */
export function parseMarketFrame(text: string): FrameResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, stream: null, error: `not JSON (${(error as Error).message})` };
  }
  const wrapper = combinedFrameSchema.safeParse(json);
  if (!wrapper.success) {
    // Subscription acknowledgements ({"result":null,"id":1}) are not market frames: not a fault.
    if (isAcknowledgement(json)) return { ok: true, frame: { kind: 'other', stream: '', data: json } };
    return { ok: false, stream: null, error: `not a combined-stream frame: ${describeIssues(wrapper.error)}` };
  }
  const { stream, data } = wrapper.data;
  if (stream.endsWith('@ticker')) {
    const event = tickerEventSchema.safeParse(data);
    return event.success
      ? { ok: true, frame: { kind: 'ticker', stream, event: event.data } }
      : { ok: false, stream, error: describeIssues(event.error) };
  }
  if (stream.endsWith('@trade')) {
    const event = tradeEventSchema.safeParse(data);
    return event.success
      ? { ok: true, frame: { kind: 'trade', stream, event: event.data } }
      : { ok: false, stream, error: describeIssues(event.error) };
  }
  return { ok: true, frame: { kind: 'other', stream, data } };
}

function isAcknowledgement(json: unknown): boolean {
  return typeof json === 'object' && json !== null && 'id' in json && ('result' in json || 'error' in json);
}
