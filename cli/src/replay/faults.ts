/**
 * Faults a test can inject into the replay server, all off by default:
 * - `dropAfterMessages` / `dropAfterMs`: cut every websocket connection after N frames or S ms;
 * - `gapEveryDiffs`: withhold one depth diff in every N from clients (the server's own book still
 *   takes it), so a client following Binance's procedure sees `U > id + 1` and must resync;
 * - `delayMs`: hold every websocket frame and REST answer this long;
 * - `rateLimit`: answer the next `requests` REST calls with 429 and `Retry-After: retryAfterSec`;
 * - `refuseConnections`: refuse websocket upgrades (503), as an unreachable exchange would.
 *
 * @example
 * replay.faults.set({ gapEveryDiffs: 500 });
 * replay.faults.set({ rateLimit: { requests: 1, retryAfterSec: 2 } });
 */
export interface FaultPlan {
  dropAfterMessages?: number;
  dropAfterMs?: number;
  gapEveryDiffs?: number;
  delayMs?: number;
  rateLimit?: { requests: number; retryAfterSec: number };
  refuseConnections?: boolean;
}

/** The live fault plan with its counters; the hub, the REST handler and playback ask it. */
export class FaultInjector {
  private plan: FaultPlan = {};
  private diffs = 0;
  private rateLimited = 0;
  /** Diffs withheld so far, by their first update id (tests check each led to a resync). */
  readonly withheld: number[] = [];
  /** When each websocket upgrade was attempted (ms), refused or not. */
  readonly connectionAttempts: number[] = [];

  constructor(plan: FaultPlan = {}) {
    this.set(plan);
  }

  /** Replace the plan (counters start over). */
  set(plan: FaultPlan): void {
    for (const [name, value] of Object.entries(plan)) {
      if (typeof value === 'number' && !(Number.isFinite(value) && value >= 0))
        throw new Error(`fault ${name} must be a number at or above 0 (got ${value})`);
    }
    this.plan = { ...plan };
    this.diffs = 0;
    this.rateLimited = 0;
  }

  get current(): Readonly<FaultPlan> {
    return this.plan;
  }

  /** True when this diff must not reach clients. */
  withholdDiff(firstUpdateId: number): boolean {
    const every = this.plan.gapEveryDiffs;
    if (!every) return false;
    this.diffs += 1;
    if (this.diffs % every !== 0) return false;
    this.withheld.push(firstUpdateId);
    return true;
  }

  /** Seconds to put in Retry-After when this REST call must be answered 429, else null. */
  rateLimit(): number | null {
    const limit = this.plan.rateLimit;
    if (!limit || this.rateLimited >= limit.requests) return null;
    this.rateLimited += 1;
    return limit.retryAfterSec;
  }

  /** Records the attempt; true when it must be refused. */
  refuseConnection(now: number): boolean {
    this.connectionAttempts.push(now);
    return this.plan.refuseConnections === true;
  }
}
