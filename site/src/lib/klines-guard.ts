import { LRUCache } from 'lru-cache';
import { RateLimiterMemory, type RateLimiterRes } from 'rate-limiter-flexible';

/**
 * `{site}/binance/klines` spends the server's own request budget at the market host (Binance
 * allows each address 6,000 weight a minute and bans an address that keeps going past it), so no
 * client may spend it for everybody: each client address gets PER_CLIENT_PER_MINUTE requests a
 * minute (429 with Retry-After past it), identical questions within TTL_MS share one answer (and
 * one upstream call while it is being fetched), and the upstream calls of all clients together stay
 * under UPSTREAM_PER_MINUTE (503 with Retry-After past it, the host is never pushed further).
 * Only a market answer of 200 is kept; refusals and errors pass through as they came.
 */
export const PER_CLIENT_PER_MINUTE = 60;
export const UPSTREAM_PER_MINUTE = 600;
export const TTL_MS = 5_000;

type Answer = { status: number; body: string; headers: [string, string][] };
type Proxy = (request: Request) => Promise<Response>;

const refuse = (status: number, code: string, msg: string, retryAfterSeconds: number) =>
  new Response(JSON.stringify({ code, msg }), {
    status,
    headers: { 'content-type': 'application/json;charset=UTF-8', 'cache-control': 'no-store', 'retry-after': String(retryAfterSeconds) },
  });

const waitOf = (res: unknown) => Math.max(1, Math.ceil(((res as RateLimiterRes).msBeforeNext ?? 1000) / 1000));

/** The same question in any spelling of its query: parameters sorted, nothing else kept. */
export function klinesKey(url: URL): string {
  const params = [...url.searchParams].filter(([name]) => ['symbol', 'interval', 'limit', 'startTime', 'endTime'].includes(name));
  return new URLSearchParams(params.sort(([a], [b]) => a.localeCompare(b))).toString();
}

/**
 * A guard around the klines proxy, one per server process.
 * @example const guard = createKlinesGuard((request) => proxyKlines(request, marketRestUrl)); await guard(request, '192.0.2.1')
 */
export function createKlinesGuard(
  proxy: Proxy,
  limits = { perClient: PER_CLIENT_PER_MINUTE, upstream: UPSTREAM_PER_MINUTE, ttlMs: TTL_MS },
) {
  const clients = new RateLimiterMemory({ keyPrefix: 'klines-client', points: limits.perClient, duration: 60 });
  const upstream = new RateLimiterMemory({ keyPrefix: 'klines-upstream', points: limits.upstream, duration: 60 });
  type Context = { request: Request; passThrough?: Response };
  const cache = new LRUCache<string, Answer, Context>({
    max: 500,
    ttl: limits.ttlMs,
    fetchMethod: async (_key, _stale, { context }) => {
      try {
        await upstream.consume('all');
      } catch (res) {
        context.passThrough = refuse(503, 'MARKET_BUDGET', 'The market host is asked too often right now: try again shortly.', waitOf(res));
        return undefined;
      }
      const response = await proxy(context.request);
      if (response.status !== 200) {
        context.passThrough = response;
        return undefined;
      }
      return { status: 200, body: await response.text(), headers: [...response.headers] };
    },
  });
  return async (request: Request, clientAddress: string): Promise<Response> => {
    try {
      await clients.consume(clientAddress);
    } catch (res) {
      return refuse(429, 'TOO_MANY_REQUESTS', `At most ${limits.perClient} chart requests a minute: try again shortly.`, waitOf(res));
    }
    const context: Context = { request };
    const answer = await cache.fetch(klinesKey(new URL(request.url)), { context });
    if (!answer) return context.passThrough ?? refuse(502, 'MARKET_UNREACHABLE', 'The market host did not answer.', 1);
    return new Response(answer.body, { status: answer.status, headers: answer.headers });
  };
}
