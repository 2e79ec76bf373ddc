import type { Ticker24hRest } from '../domain';
import { describeIssues, ticker24hRestSchema } from './schemas';

/** Joins a base address and a path whether or not the base ends with a slash. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}

/**
 * Binance's 24h statistics for one symbol from `{restBase}/api/v3/ticker/24hr`.
 * Throws 'HTTP error! status: {code}' on a non-OK answer (the spec's text), and names the
 * address and the fields when the answer does not have Binance's shape.
 *
 * @example
 * const rest = await fetchTicker24h('https://api.binance.com', 'BTCUSDT');
 * rest.lastPrice; // '61685.99000000'
 */
export async function fetchTicker24h(
  restBase: string,
  symbol: string,
  options: { signal?: AbortSignal; fetchImpl?: typeof fetch } = {},
): Promise<Ticker24hRest> {
  const url = joinUrl(restBase, `/api/v3/ticker/24hr?symbol=${encodeURIComponent(symbol)}`);
  const response = await (options.fetchImpl ?? fetch)(url, { signal: options.signal });
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  const parsed = ticker24hRestSchema.safeParse(await response.json());
  if (!parsed.success) throw new Error(`unexpected 24hr ticker from ${url}: ${describeIssues(parsed.error)}`);
  return parsed.data;
}
