import type { ExchangeClock, PlaybackEvent } from './playback';
import type { ReplayRecord } from './recording';
import type { Track } from './track';

/**
 * A record as it goes out now: exchange times (E, T) moved by the playback shift, and trade and
 * book update ids raised by one recorded span per loop, so that each loop continues the last
 * one's ids without a gap. Null for a diff that a later loop does not send: the bridging diff
 * sent at the loop's start already holds it.
 *
 * @example
 * retimeRecord({ record, loop: 1, time }, track)?.event.T; // about Date.now()
 */
export function retimeRecord({ record, loop, time }: PlaybackEvent, track: Track): ReplayRecord | null {
  const plan = (symbol: string) => track.continuity.get(symbol.toUpperCase());
  switch (record.type) {
    case 'trade':
      return {
        ...record,
        event: {
          ...record.event,
          E: time(record.event.E),
          T: time(record.event.T),
          t: record.event.t + loop * (plan(record.event.s)?.tradeIdSpan ?? 0),
        },
      };
    case 'aggTrade': {
      const continuity = plan(record.event.s);
      const trades = loop * (continuity?.tradeIdSpan ?? 0);
      const { E, T, a, f, l } = record.event;
      return {
        ...record,
        event: { ...record.event, E: time(E), T: time(T), a: a + loop * (continuity?.aggIdSpan ?? 0), f: f + trades, l: l + trades },
      };
    }
    case 'depth': {
      const continuity = plan(record.event.s);
      if (loop > 0 && continuity && record.event.u <= continuity.restartUpdateId) return null;
      const ids = loop * (continuity?.updateIdSpan ?? 0);
      return { ...record, event: { ...record.event, E: time(record.event.E), U: record.event.U + ids, u: record.event.u + ids } };
    }
    case 'bookTicker':
      return { ...record, event: { ...record.event, u: record.event.u + loop * (plan(record.event.s)?.updateIdSpan ?? 0) } };
    case 'frame':
      return { ...record, data: shiftTimes(record.data, time) };
    default:
      return record;
  }
}

// Streams this server does not model are relayed as recorded, with their event times moved.
function shiftTimes(data: unknown, time: ExchangeClock): unknown {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  const copy: Record<string, unknown> = { ...data };
  for (const field of ['E', 'T']) if (typeof copy[field] === 'number') copy[field] = time(copy[field] as number);
  return copy;
}
