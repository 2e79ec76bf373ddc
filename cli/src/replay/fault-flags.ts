import { CliError } from '../errors';
import type { FaultPlan } from './faults';

/**
 * `bourse replay`'s fault flags as commander hands them over (text; a bare switch is `true`).
 *
 * @example
 * const flags: FaultFlags = { dropAfterMessages: '100', refuseConnections: true };
 */
export interface FaultFlags {
  dropAfterMessages?: string;
  dropAfterSeconds?: string;
  gapAfter?: string;
  delayMs?: string;
  rateLimit?: string;
  retryAfter?: string;
  refuseConnections?: boolean;
}

/** One line each for `--help`: what the flag does, exactly. */
export const FAULT_FLAG_HELP = {
  dropAfterMessages: 'cut every websocket connection once it has been sent N frames',
  dropAfterSeconds: 'cut every websocket connection S seconds after it opened (decimals allowed)',
  gapAfter: 'withhold the Nth depth diff, and every Nth after it, so clients see a sequence gap and must resync',
  delayMs: 'hold every websocket frame and REST answer MS milliseconds',
  rateLimit: 'answer the first N REST requests with 429 and Retry-After, then serve normally',
  retryAfter: 'seconds put in Retry-After by --rate-limit (default 1)',
  refuseConnections: 'refuse every websocket upgrade with 503, as an unreachable exchange would',
} as const;

const usage = (message: string) => new CliError(message, 2);

// Whole numbers only: "1e3", "0x10" or "12abc" would be read by Number() but are surely typos.
function count(flag: string, text: string | undefined, min: number, example: string): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text.trim()) || Number(text) < min) {
    throw usage(`${flag} must be a whole number of ${min} or more, e.g. ${flag} ${example} (got "${text}")`);
  }
  return Number(text);
}

function seconds(flag: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d*\.?\d+$/.test(text.trim()) || !(Number(text) > 0)) {
    throw usage(`${flag} must be a number of seconds above 0, e.g. ${flag} 2.5 (got "${text}")`);
  }
  return Number(text);
}

/**
 * Turn the fault flags into the server's FaultPlan; a bad value throws a CliError (exit code 2)
 * naming the flag and a good value. With no flag the plan is empty: no faults.
 *
 * @example
 * parseFaultFlags({ rateLimit: '3', retryAfter: '2' }); // { rateLimit: { requests: 3, retryAfterSec: 2 } }
 */
export function parseFaultFlags(flags: FaultFlags): FaultPlan {
  const plan: FaultPlan = {};
  const dropAfterMessages = count('--drop-after-messages', flags.dropAfterMessages, 1, '100');
  const dropAfterSeconds = seconds('--drop-after-seconds', flags.dropAfterSeconds);
  const gapAfter = count('--gap-after', flags.gapAfter, 1, '500');
  const delayMs = count('--delay-ms', flags.delayMs, 0, '250');
  const requests = count('--rate-limit', flags.rateLimit, 1, '3');
  const retryAfterSec = count('--retry-after', flags.retryAfter, 0, '2');
  if (retryAfterSec !== undefined && requests === undefined)
    throw usage('--retry-after needs --rate-limit N, e.g. --rate-limit 3 --retry-after 2');
  if (dropAfterMessages !== undefined) plan.dropAfterMessages = dropAfterMessages;
  if (dropAfterSeconds !== undefined) plan.dropAfterMs = Math.round(dropAfterSeconds * 1_000);
  if (gapAfter !== undefined) plan.gapEveryDiffs = gapAfter;
  if (delayMs !== undefined && delayMs > 0) plan.delayMs = delayMs;
  if (requests !== undefined) plan.rateLimit = { requests, retryAfterSec: retryAfterSec ?? 1 };
  if (flags.refuseConnections === true) plan.refuseConnections = true;
  return plan;
}

/**
 * The faults in force, one phrase each, for the start-up banner (empty when there are none), so a
 * misbehaving replay is never mistaken for a broken client.
 *
 * @example
 * describeFaultPlan({ gapEveryDiffs: 500 }); // ['a sequence gap every 500 depth diffs']
 */
export function describeFaultPlan(plan: FaultPlan): string[] {
  const phrases: string[] = [];
  if (plan.dropAfterMessages !== undefined) phrases.push(`connections cut after ${plan.dropAfterMessages} frames`);
  if (plan.dropAfterMs !== undefined) phrases.push(`connections cut after ${plan.dropAfterMs / 1_000} s`);
  if (plan.gapEveryDiffs !== undefined) phrases.push(`a sequence gap every ${plan.gapEveryDiffs} depth diffs`);
  if (plan.delayMs !== undefined) phrases.push(`every frame and answer delayed ${plan.delayMs} ms`);
  if (plan.rateLimit)
    phrases.push(`first ${plan.rateLimit.requests} REST requests answered 429, Retry-After ${plan.rateLimit.retryAfterSec} s`);
  if (plan.refuseConnections) phrases.push('websocket connections refused (503)');
  return phrases;
}
