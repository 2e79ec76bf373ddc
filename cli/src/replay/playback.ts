import type { ReplayRecord } from './recording';
import type { Track } from './track';

/** Pause between the end of a session and its next loop, in recorded time. */
export const LOOP_GAP_MS = 500;
// Yield to the sockets and REST clients after this many records even when more are overdue.
const RECORDS_PER_TICK = 2_000;
// Timers fire a millisecond or so after the asked delay: wake 1 ms early and send what is due
// within a quarter millisecond, so records leave on time rather than about 1.5 ms late.
const EARLY_WAKE_MS = 1;
const DUE_SLACK_MS = 0.25;
const clock = () => performance.timeOrigin + performance.now();

/**
 * One record due now: `loop` counts restarts (0 first); `shiftMs` moves its exchange times so the
 * session appears to happen now.
 *
 * @example
 * const event: PlaybackEvent = { record, loop: 2, shiftMs: 71_234_567_890 };
 */
export interface PlaybackEvent { record: ReplayRecord; loop: number; shiftMs: number }

/**
 * What playback calls: `onLoop` before the first record of each pass (the book resets there),
 * `onEvent` per record, `onEnd` when a session without looping is over.
 *
 * @example
 * const handlers: PlaybackHandlers = { onLoop: (loop) => {}, onEvent: ({ record }) => {} };
 */
export interface PlaybackHandlers {
  onLoop(loop: number, shiftMs: number): void;
  onEvent(event: PlaybackEvent): void;
  onEnd?(): void;
  /** True while clients cannot take more; playback waits (the sends fall behind the clock). */
  congested?(): boolean;
}

/**
 * Play a track at its recorded pace scaled by `speed`, looping if asked. One timer per track;
 * records that fall due together go out together, in recorded order.
 */
export function startPlayback(track: Track, options: { speed: number; loop: boolean }, handlers: PlaybackHandlers): { stop(): void } {
  const { records, startMs, clockSkewMs } = track;
  const loopLength = track.durationMs + LOOP_GAP_MS;
  const origin = clock();
  let loop = 0;
  let cursor = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  const dueAt = (atMs: number) => origin + (loop * loopLength + (atMs - startMs)) / options.speed;
  const shiftFor = (atMs: number) => dueAt(atMs) - atMs - clockSkewMs;

  const tick = () => {
    timer = null;
    const now = clock();
    if (handlers.congested?.()) {
      timer = setTimeout(tick, 1);
      return;
    }
    for (let sent = 0; !stopped; sent += 1) {
      if (sent === RECORDS_PER_TICK) {
        timer = setTimeout(tick, 0);
        return;
      }
      if (cursor >= records.length) {
        if (!options.loop) {
          handlers.onEnd?.();
          return;
        }
        loop += 1;
        cursor = 0;
        handlers.onLoop(loop, Math.round(shiftFor(startMs)));
      }
      const record = records[cursor] as ReplayRecord;
      const due = dueAt(record.atMs);
      if (due > now + DUE_SLACK_MS) {
        timer = setTimeout(tick, Math.max(0, Math.floor(due - now) - EARLY_WAKE_MS));
        return;
      }
      cursor += 1;
      handlers.onEvent({ record, loop, shiftMs: Math.round(shiftFor(record.atMs)) });
    }
  };

  handlers.onLoop(0, Math.round(shiftFor(startMs)));
  tick();
  return {
    stop() {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
    },
  };
}
