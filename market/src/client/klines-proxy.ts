import { MAX_KLINE_LIMIT, normalizeSymbol, parseKlineInterval } from '../index';
import { joinUrl } from './rest';

const JSON_TYPE = { 'Content-Type': 'application/json;charset=UTF-8' };

// Errors are data with a code; `msg` says how to fix the request.
function refuse(status: number, code: string, msg: string): Response {
  return new Response(JSON.stringify({ code, msg }), { status, headers: { ...JSON_TYPE, 'Cache-Control': 'no-store' } });
}

/**
 * The site's `{proxy}/binance/klines` route as a plain function (the site mounts it): checks the
 * query the way Binance would (symbol letters and digits with an optional slash, a known interval,
 * limit 1-1000, default 500, startTime/endTime in ms), forwards it to `{marketRestUrl}/api/v3/klines`
 * and hands back the answer with its status and Retry-After, so the browser's retries honour
 * Binance's rate limits too. `fetchImpl` is for tests.
 *
 * @example
 * // site/src/pages/api/binance/klines.ts
 * export const GET: APIRoute = ({ request }) => proxyKlines(request, process.env.MARKET_REST_URL!);
 */
export async function proxyKlines(request: Request, marketRestUrl: string, fetchImpl: typeof fetch = fetch): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return refuse(405, 'METHOD_NOT_ALLOWED', 'use GET');
  const query = new URL(request.url).searchParams;
  const symbol = normalizeSymbol(query.get('symbol') ?? '');
  if (!symbol) return refuse(400, 'INVALID_SYMBOL', 'symbol must be letters and digits with an optional slash, e.g. BTCUSDT or BTC/USDT');
  const interval = parseKlineInterval(query.get('interval') ?? '');
  if (!interval)
    return refuse(400, 'INVALID_INTERVAL', 'interval must be one of 1m, 3m, 5m, 15m, 30m, 1h, 2h, 4h, 6h, 8h, 12h, 1d, 3d, 1w, 1M');
  const forwarded = new URLSearchParams({ symbol, interval });
  const limitText = query.get('limit') ?? '500';
  if (!/^\d{1,4}$/.test(limitText) || Number(limitText) < 1 || Number(limitText) > MAX_KLINE_LIMIT) {
    return refuse(400, 'INVALID_LIMIT', `limit must be a whole number from 1 to ${MAX_KLINE_LIMIT} (default 500)`);
  }
  forwarded.set('limit', String(Number(limitText)));
  for (const name of ['startTime', 'endTime']) {
    const value = query.get(name);
    if (value === null || value === '') continue;
    if (!/^\d{1,15}$/.test(value)) return refuse(400, 'INVALID_TIME', `${name} must be milliseconds since 1970, e.g. 1723161240000`);
    forwarded.set(name, value);
  }
  let upstream: Response;
  try {
    upstream = await fetchImpl(joinUrl(marketRestUrl, `/api/v3/klines?${forwarded}`), { signal: request.signal });
  } catch (error) {
    return refuse(502, 'MARKET_UNREACHABLE', `the market host ${marketRestUrl} did not answer: ${(error as Error).message}`);
  }
  const headers = new Headers({ ...JSON_TYPE, 'Cache-Control': 'no-store' });
  const retryAfter = upstream.headers.get('retry-after');
  if (retryAfter !== null) headers.set('Retry-After', retryAfter);
  return new Response(await upstream.text(), { status: upstream.status, headers });
}
