import { atom } from 'nanostores';
import * as z from 'zod/mini';
import { normalizeSymbol } from '@bourse/market';

/**
 * Where market data comes from: Binance live or the `bourse replay` server, which speaks the
 * same API. `label` is what the feed badge says, so a replay is never mistaken for live prices.
 *
 * @example
 * const config: MarketConfig = { restUrl: 'http://127.0.0.1:9443', wsUrl: 'ws://127.0.0.1:9443',
 *   feed: 'replay', label: 'Replay · recorded session, not live', symbol: 'BTCUSDT' };
 */
export const marketConfigSchema = z.object({
  restUrl: z.url({ protocol: /^https?$/, error: 'restUrl must be an http(s) address' }),
  wsUrl: z.url({ protocol: /^wss?$/, error: 'wsUrl must be a ws(s) address' }),
  feed: z.enum(['binance', 'replay']),
  /** The site's proxy base for klines (`{proxyUrl}/binance/klines`); without it, the market host's own route. */
  proxyUrl: z.optional(z.string().check(z.minLength(1))),
  label: z.string().check(z.trim(), z.minLength(1, 'label must say where the prices come from')),
  symbol: z.pipe(
    z._default(z.string(), 'BTCUSDT'),
    z.transform((value, ctx) => {
      const symbol = normalizeSymbol(value);
      if (symbol === null)
        ctx.issues.push({ code: 'custom', message: `symbol "${value}" must be letters and digits, e.g. BTCUSDT`, input: value });
      return symbol ?? value;
    }),
  ),
});
export type MarketConfig = z.output<typeof marketConfigSchema>;
export type MarketConfigInput = z.input<typeof marketConfigSchema>;

/** Binance's public spot endpoints. */
export const BINANCE_LIVE: MarketConfig = {
  restUrl: 'https://api.binance.com',
  wsUrl: 'wss://stream.binance.com:9443',
  feed: 'binance',
  label: 'Live · Binance',
  symbol: 'BTCUSDT',
};

/**
 * The configured market feed, or null until an island configures it (nothing connects before,
 * so a page meant for the replay never opens a Binance connection first).
 *
 * @example
 * configureMarket({ ...BINANCE_LIVE, symbol: 'ETHUSDT' });
 * $marketConfig.get()?.symbol; // 'ETHUSDT'
 */
export const $marketConfig = atom<MarketConfig | null>(null);

/**
 * Point the market stores at a feed. Setting the same configuration again changes nothing (islands
 * call this on every render). An invalid one is refused with a console error and loading stops,
 * as for an invalid symbol; the result says why.
 */
export function configureMarket(input: MarketConfigInput): { ok: true } | { ok: false; error: string } {
  const parsed = marketConfigSchema.safeParse(input);
  if (!parsed.success) {
    const error = parsed.error.issues.map((issue) => issue.message).join('; ');
    console.error(`[market] configuration refused: ${error}`);
    $marketConfig.set(null);
    return { ok: false, error };
  }
  const current = $marketConfig.get();
  const next = parsed.data;
  const keys = new Set([...Object.keys(next), ...Object.keys(current ?? {})]) as Set<keyof MarketConfig>;
  const same = current !== null && [...keys].every((key) => current[key] === next[key]);
  if (!same) $marketConfig.set(next);
  return { ok: true };
}
