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
 * Maps a recorded exchange time (ms) to the replay's clock, so the session appears to happen now.
 * It follows the exchange's own clock, not the recorder's receive times, so times that were in
 * order on the exchange stay in order at any speed.
 */
export type ExchangeClock = (exchangeMs: number) => number;

/**
 * One record due now: `loop` counts restarts (0 first); `time` moves its exchange times.
 *
 * @example
 * const event: PlaybackEvent = { record, loop: 2, time: (ms) => ms + 71_234_567_890 };
 */
export interface PlaybackEvent {
  record: ReplayRecord;
  loop: number;
  time: ExchangeClock;
}

/**
 * What playback calls: `onLoop` before the first record of each pass (the book restarts there),
 * `onEvent` per record, `onEnd` when a session without looping is over.
 *
 * @example
 * const handlers: PlaybackHandlers = { onLoop: (loop) => {}, onEvent: ({ record }) => {} };
 */
export interface PlaybackHandlers {
  onLoop(loop: number, time: ExchangeClock): void;
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
  const { records, startMs, clockSkewMs, loopStart } = track;
  // Later loops start where the books are in sync (see continuity.ts), so they are shorter.
  const restartMs = records[loopStart]?.atMs ?? startMs;
  const firstLength = track.durationMs + LOOP_GAP_MS;
  const laterLength = startMs + track.durationMs - restartMs + LOOP_GAP_MS;
  const origin = clock();
  let loop = 0;
  let cursor = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  const dueIn = (pass: number, atMs: number) =>
    origin + (pass === 0 ? atMs - startMs : firstLength + (pass - 1) * laterLength + (atMs - restartMs)) / options.speed;
  const dueAt = (atMs: number) => dueIn(loop, atMs);
  const clockOf =
    (pass: number): ExchangeClock =>
    (exchangeMs) =>
      Math.round(dueIn(pass, exchangeMs - clockSkewMs));
  let time = clockOf(0);

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
        cursor = loopStart;
        time = clockOf(loop);
        handlers.onLoop(loop, time);
      }
      const record = records[cursor] as ReplayRecord;
      const due = dueAt(record.atMs);
      if (due > now + DUE_SLACK_MS) {
        timer = setTimeout(tick, Math.max(0, Math.floor(due - now) - EARLY_WAKE_MS));
        return;
      }
      cursor += 1;
      handlers.onEvent({ record, loop, time });
    }
  };

  handlers.onLoop(0, time);
  tick();
  return {
    stop() {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
    },
  };
}
