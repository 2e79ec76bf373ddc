/** Update throttles, in ms (so a busy market does not redraw on every message): trades 300, ticker 500, book 200, everything else 1 s. */
export const THROTTLE_MS = { trades: 300, ticker: 500, book: 200, general: 1_000 } as const;

/**
 * Pass a value on at once, then at most once per `periodMs`, always ending on the newest value:
 * a burst of 100 book updates in 200 ms renders twice, the last one included.
 *
 * @example
 * const throttle = new Throttle(THROTTLE_MS.book, (view) => $book.set(view));
 * throttle.push(view);
 */
export class Throttle<T> {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private pending: { value: T } | null = null;

  constructor(
    private readonly periodMs: number,
    private readonly publish: (value: T) => void,
  ) {}

  push(value: T): void {
    if (this.timer !== null) {
      this.pending = { value };
      return;
    }
    this.publish(value);
    this.timer = setTimeout(() => this.flush(), this.periodMs);
  }

  /** Drop a pending value and the timer (the feed stopped). */
  cancel(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.pending = null;
  }

  private flush(): void {
    this.timer = null;
    const pending = this.pending;
    this.pending = null;
    if (pending) this.push(pending.value);
  }
}
