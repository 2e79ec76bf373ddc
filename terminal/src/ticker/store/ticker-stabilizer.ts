import { initialStabilizer, stabilizePrice, STABILIZATION_MS, withShownPrice, type Ticker } from '@bourse/market';

/**
 * Price stabilisation as one feed sees it: the first price is shown as it is, then for 5 s
 * the shown last price is the median of up to 20 buffered prices, and from then on the price
 * itself. Sanity rules keep judging the raw prices; only what is shown is stabilised.
 *
 * @example
 * const stabilization = startStabilization(() => show(latestRaw));
 * show(stabilization.shown(rawTicker));
 */
export interface Stabilization {
  /** The ticker to show for a newly accepted raw ticker. */
  shown(raw: Ticker, now?: number): Ticker;
  /** Forget the window and its timer (the feed stops or starts over). */
  stop(): void;
}

/**
 * `onSettled` runs once, 5 s after the first price: the window is over and the newest raw price
 * must replace the median at once, not only when the next price happens to arrive.
 */
export function startStabilization(onSettled: () => void): Stabilization {
  let state = initialStabilizer();
  let timer: ReturnType<typeof setTimeout> | null = null;
  return {
    shown(raw, now = Date.now()) {
      if (state.startedAt === null) timer = setTimeout(onSettled, STABILIZATION_MS);
      const step = stabilizePrice(state, raw.lastPrice, now);
      state = step.state;
      return withShownPrice(raw, step.shown);
    },
    stop() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}
