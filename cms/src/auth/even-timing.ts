/**
 * Answers that must not reveal whether an e-mail address has an account (register, forgot
 * password) take different paths inside — hashing and storing a new password, or only sending a
 * notice — and would answer in measurably different times. They answer no sooner than this floor,
 * well above the slower path, so the time says nothing either.
 */
export const ENUMERATION_SAFE_FLOOR_MS = 400;

type Clock = { now: () => number; sleep: (ms: number) => Promise<void> };
const realClock: Clock = { now: () => Date.now(), sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)) };

/**
 * Starts the stopwatch; the returned function passes its value on once `floorMs` have passed.
 * @example const settle = answerNoSoonerThan(400); ...; return settle(response);
 */
export function answerNoSoonerThan(floorMs = ENUMERATION_SAFE_FLOOR_MS, clock: Clock = realClock) {
  const started = clock.now();
  return async <T>(value: T): Promise<T> => {
    const left = started + floorMs - clock.now();
    if (left > 0) await clock.sleep(left);
    return value;
  };
}
