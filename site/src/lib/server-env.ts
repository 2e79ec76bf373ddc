import * as z from 'zod';

// An empty variable (`MARKET_FEED=`) means "not set", so the default applies instead of failing.
const unsetIfEmpty = (value: unknown) => (value === '' ? undefined : value);
const setting = <T extends z.ZodType>(schema: T) => z.preprocess(unsetIfEmpty, schema);
const httpUrl = z.url({ protocol: /^https?$/, error: 'Expected an http(s):// URL' });
const wsUrl = z.url({ protocol: /^wss?$/, error: 'Expected a ws(s):// URL' });

/**
 * The site's run-time settings, read on the server from `process.env`. Only the market values
 * reach the browser (as island props); the CMS addresses and the secret never do.
 * @example readServerEnv({ MARKET_FEED: 'replay' }).MARKET_FEED // 'replay'
 */
export const serverEnvSchema = z.object({
  /** Server-to-server address of the CMS, used for every content fetch. */
  CMS_INTERNAL_URL: setting(httpUrl.default('http://127.0.0.1:3001')),
  /**
   * Server-to-server address of the trading engine (the account API under /api/trading and its
   * push channel). Unset: paper trading is not running, and those routes answer 503.
   */
  ENGINE_INTERNAL_URL: setting(httpUrl.optional()),
  /** Public address of the CMS (admin links, media), as a browser reaches it. */
  CMS_URL: setting(httpUrl.default('http://localhost:3001')),
  MARKET_REST_URL: setting(httpUrl.default('https://api.binance.com')),
  MARKET_WS_URL: setting(wsUrl.default('wss://stream.binance.com:9443')),
  MARKET_FEED: setting(z.enum(['binance', 'replay']).default('binance')),
  /**
   * What the trader is told about the price source, in every language. Unset, the site says it in
   * the page's language from MARKET_FEED (and, for a replay, the recorded dates below).
   */
  MARKET_FEED_LABEL: setting(z.string().min(1).optional()),
  /** When the replayed sessions were recorded (ISO 8601), set by `bourse start` on the replay feed. */
  MARKET_REPLAY_FROM: setting(z.iso.datetime({ offset: true }).optional()),
  MARKET_REPLAY_TO: setting(z.iso.datetime({ offset: true }).optional()),
  /**
   * How long one minute of the auto-logout setting (and of its warning) lasts: 60000 in use; tests
   * shorten it to watch the timer on a real clock.
   */
  AUTO_LOGOUT_MINUTE_MS: setting(z.coerce.number().int().min(100).max(60_000).default(60_000)),
  /** Shared with the CMS; without it the revalidate endpoint refuses every call. */
  REVALIDATE_SECRET: setting(z.string().min(1).optional()),
});

export type ServerEnv = z.infer<typeof serverEnvSchema>;

/** Validates the environment; a bad value stops with a message naming the variable. */
export function readServerEnv(env: Record<string, string | undefined>): ServerEnv {
  const result = serverEnvSchema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid site environment: ${problems.join('; ')}`);
}

let current: ServerEnv | undefined;

/** The process's settings, read once on first use (at run time, never at build time). */
export function serverEnv(): ServerEnv {
  current ??= readServerEnv(process.env);
  return current;
}
