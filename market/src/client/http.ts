import type * as z from 'zod/mini';
import { describeIssues } from '../protocol/schemas';

/**
 * Why a market call failed (errors are data; `message` is 'HTTP error! status: {code}' for HTTP failures).
 * INVALID_SYMBOL: refused before any request (an invalid symbol stops loading: a typo must not reach the exchange).
 * RATE_LIMITED: the host answered 429/418, or an earlier answer's Retry-After has not passed yet.
 *
 * @example
 * catch (error) { if (error instanceof MarketRequestError && error.code === 'RATE_LIMITED') wait(error.retryAfterMs); }
 */
export class MarketRequestError extends Error {
  override readonly name = 'MarketRequestError';
  constructor(
    readonly code: 'HTTP_ERROR' | 'RATE_LIMITED' | 'BAD_ANSWER' | 'NETWORK' | 'INVALID_SYMBOL',
    message: string,
    readonly url: string,
    readonly status: number | null = null,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }
}

/** How a request is made; tests pass their own fetch, clock and sleep. */
export interface RequestOptions {
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
  now?: () => number;
}

// Binance bans an IP that keeps calling after a 429 (then answers 418): remember Retry-After per
// host and refuse calls until it has passed, without touching the network.
const blockedUntil = new Map<string, number>();

/** Forget every host's Retry-After (tests). */
export function resetRateLimits(): void {
  blockedUntil.clear();
}

function retryAfterMs(header: string | null): number {
  const seconds = header === null ? NaN : Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : 60_000;
}

/**
 * GET `url` and validate the JSON answer with `schema`. Throws MarketRequestError: 'HTTP error!
 * status: {code}' on a non-OK answer, RATE_LIMITED on 429/418 (and until Retry-After passes).
 *
 * @example
 * const depth = await getJson(`${rest}/api/v3/depth?symbol=BTCUSDT&limit=1000`, depthSnapshotSchema);
 */
export async function getJson<T extends z.ZodMiniType>(url: string, schema: T, options: RequestOptions = {}): Promise<z.output<T>> {
  const now = options.now ?? Date.now;
  const host = new URL(url).host;
  const until = blockedUntil.get(host) ?? 0;
  if (until > now()) {
    throw new MarketRequestError(
      'RATE_LIMITED',
      `HTTP error! status: 429 (rate limited, retry in ${Math.ceil((until - now()) / 1000)} s)`,
      url,
      429,
      until - now(),
    );
  }
  let response: Response;
  try {
    response = await (options.fetchImpl ?? fetch)(url, { signal: options.signal });
  } catch (error) {
    throw new MarketRequestError('NETWORK', `${url}: ${(error as Error).message}`, url);
  }
  if (response.status === 429 || response.status === 418) {
    const wait = retryAfterMs(response.headers.get('retry-after'));
    blockedUntil.set(host, now() + wait);
    throw new MarketRequestError('RATE_LIMITED', `HTTP error! status: ${response.status}`, url, response.status, wait);
  }
  if (!response.ok) throw new MarketRequestError('HTTP_ERROR', `HTTP error! status: ${response.status}`, url, response.status);
  const parsed = schema.safeParse(await response.json());
  if (!parsed.success)
    throw new MarketRequestError('BAD_ANSWER', `unexpected answer from ${url}: ${describeIssues(parsed.error)}`, url, response.status);
  return parsed.data;
}

/** Klines retries: up to 3 tries, 1 s before the second and 2 s before the third. */
export const KLINE_RETRY_DELAYS_MS = [1_000, 2_000] as const;

/**
 * Run `call` and try again after each delay when it fails; a rate-limited answer waits at least its
 * Retry-After. The last failure is thrown.
 *
 * @example
 * await withRetries(() => getJson(url, klinesSchema), KLINE_RETRY_DELAYS_MS);
 */
export async function withRetries<T>(
  call: () => Promise<T>,
  delays: readonly number[],
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      const delay = delays[attempt];
      if (delay === undefined || (error as Error).name === 'AbortError') throw error;
      const retryAfter = error instanceof MarketRequestError ? (error.retryAfterMs ?? 0) : 0;
      await sleep(Math.max(delay, retryAfter));
    }
  }
}
