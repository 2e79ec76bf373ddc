import type { PlaybackEvent } from './playback';
import type { ReplayRecord } from './recording';
import type { Track } from './track';

/**
 * A record as it goes out now: exchange times (E, T) moved by the playback shift, and trade and
 * book update ids raised by one recorded span per loop so they never repeat or go back.
 *
 * @example
 * retimeRecord({ record, loop: 1, shiftMs }, track).event.T; // about Date.now()
 */
export function retimeRecord({ record, loop, shiftMs }: PlaybackEvent, track: Track): ReplayRecord {
  const ids = loop * track.updateIdSpan;
  switch (record.type) {
    case 'trade':
      return { ...record, event: { ...record.event, E: record.event.E + shiftMs, T: record.event.T + shiftMs, t: record.event.t + loop * track.tradeIdSpan } };
    case 'depth':
      return { ...record, event: { ...record.event, E: record.event.E + shiftMs, U: record.event.U + ids, u: record.event.u + ids } };
    case 'bookTicker':
      return { ...record, event: { ...record.event, u: record.event.u + ids } };
    case 'snapshot':
      return { ...record, snapshot: { ...record.snapshot, lastUpdateId: record.snapshot.lastUpdateId + ids } };
    case 'frame':
      return { ...record, data: shiftTimes(record.data, shiftMs) };
    default:
      return record;
  }
}

// Streams this server does not model are relayed as recorded, with their event times moved.
function shiftTimes(data: unknown, shiftMs: number): unknown {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  const copy: Record<string, unknown> = { ...data };
  for (const field of ['E', 'T']) if (typeof copy[field] === 'number') copy[field] = (copy[field] as number) + shiftMs;
  return copy;
}
