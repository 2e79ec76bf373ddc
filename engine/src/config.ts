import { BOOK_STALE_AFTER_MS, DAY_MS } from '@bourse/trading';
import path from 'node:path';
import { z } from 'zod';

/** The shipped recorded quotes (forex, gold, stocks), beside the CLI's other recordings. */
const SHIPPED_QUOTES_DIR = path.resolve(import.meta.dirname ?? '.', '../../cli/data/ohlc');

const whole = (name: string, min: number, max: number, fallback: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be from ${min} to ${max}`)
    .max(max, `${name} must be from ${min} to ${max}`)
    .default(fallback);

const engineEnvSchema = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  ENGINE_PORT: whole('ENGINE_PORT', 0, 65_535, 3002),
  MARKET_REST_URL: z.url({ error: 'MARKET_REST_URL must be the market host’s REST address' }).default('https://api.binance.com'),
  MARKET_WS_URL: z.url({ error: 'MARKET_WS_URL must be the market host’s websocket address' }).default('wss://stream.binance.com:9443'),
  BOOK_STALE_AFTER_MS: whole('BOOK_STALE_AFTER_MS', 1_000, 600_000, BOOK_STALE_AFTER_MS),
  ENGINE_LINGER_MS: whole('ENGINE_LINGER_MS', 0, 86_400_000, 5 * 60_000),
  WITHDRAW_WHITELIST_WAIT_MS: whole('WITHDRAW_WHITELIST_WAIT_MS', 0, 30 * DAY_MS, DAY_MS),
  FOREX_QUOTES_DIR: z.string().min(1).default(SHIPPED_QUOTES_DIR),
  FOREX_QUOTE_MS: whole('FOREX_QUOTE_MS', 20, 3_600_000, 2_000),
  TRADING_API_URL: z.optional(
    z.url({ protocol: /^https?$/, error: 'TRADING_API_URL must be the http(s) address bots reach the engine at' }),
  ),
});

/**
 * Where the engine listens and which market it follows, from the environment (`bourse start` sets
 * them; every one has a default). Site origins come from SITE_ORIGINS or SITE_URL: only pages of
 * the site may open the push channel or write with the trader's cookie.
 *
 * @example
 * resolveEngineConfig({ ENGINE_PORT: '3002', MARKET_REST_URL: 'http://127.0.0.1:9443' }).port; // 3002
 */
export type EngineConfig = ReturnType<typeof resolveEngineConfig>;

export class EngineConfigError extends Error {
  override name = 'EngineConfigError';
}

export function resolveEngineConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = engineEnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new EngineConfigError(`invalid setting ${String(issue?.path[0] ?? '')}: ${issue?.message ?? 'invalid value'}`);
  }
  const e = parsed.data;
  const origins = (env.SITE_ORIGINS ?? env.SITE_URL ?? 'http://localhost:4321')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  return {
    host: e.HOST,
    port: e.ENGINE_PORT,
    restUrl: e.MARKET_REST_URL,
    wsUrl: e.MARKET_WS_URL,
    staleAfterMs: e.BOOK_STALE_AFTER_MS,
    lingerMs: e.ENGINE_LINGER_MS,
    whitelistWaitMs: e.WITHDRAW_WHITELIST_WAIT_MS,
    /** The forex desk's recorded quotes: their folder, and how often each series moves on one quote. */
    forexQuotesDir: e.FOREX_QUOTES_DIR,
    forexQuoteMs: e.FOREX_QUOTE_MS,
    siteOrigins: origins,
    /**
     * The trading API's address as bots reach it (the cabinet's keys screen shows it): TRADING_API_URL,
     * else this machine's port, filled in once the engine listens (ENGINE_PORT 0 picks one).
     */
    tradingApiUrl: e.TRADING_API_URL?.replace(/\/+$/, '') ?? null,
  };
}
