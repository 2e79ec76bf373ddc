import { z } from 'zod';
import { CliError } from '../errors';

const port = (name: string, fallback: number) =>
  z.coerce
    .number({ error: `${name} must be a port number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be between 1 and 65535`)
    .max(65535, `${name} must be between 1 and 65535`)
    .default(fallback);

const startEnvSchema = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  CMS_PORT: port('CMS_PORT', 3001),
  SITE_PORT: port('SITE_PORT', 4321),
  REPLAY_PORT: port('REPLAY_PORT', 9443),
  ENGINE_PORT: port('ENGINE_PORT', 3002),
  MARKET_FEED: z.enum(['auto', 'binance', 'replay'], { error: 'MARKET_FEED must be auto, binance or replay' }).default('auto'),
  BINANCE_REST_URL: z.url().default('https://api.binance.com'),
  BINANCE_WS_URL: z.url().default('wss://stream.binance.com:9443'),
  BINANCE_PROBE_TIMEOUT_MS: z.coerce.number().int().positive().default(3000),
  // Read by the CMS and the site themselves; checked here so a bad value stops start with one line.
  AUTH_ACCESS_TOKEN_SECONDS: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ error: 'AUTH_ACCESS_TOKEN_SECONDS must be a number of seconds' })
      .int('AUTH_ACCESS_TOKEN_SECONDS must be a whole number')
      .min(10, 'AUTH_ACCESS_TOKEN_SECONDS must be from 10 to 86400')
      .max(86_400, 'AUTH_ACCESS_TOKEN_SECONDS must be from 10 to 86400')
      .optional(),
  ),
  AUTO_LOGOUT_MINUTE_MS: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ error: 'AUTO_LOGOUT_MINUTE_MS must be a number of milliseconds' })
      .int('AUTO_LOGOUT_MINUTE_MS must be a whole number')
      .min(100, 'AUTO_LOGOUT_MINUTE_MS must be from 100 to 60000')
      .max(60_000, 'AUTO_LOGOUT_MINUTE_MS must be from 100 to 60000')
      .optional(),
  ),
});

/**
 * Everything `bourse start` needs, from the environment, with the documented defaults.
 * @example resolveStartConfig({ SITE_PORT: '4400' }).siteUrl // 'http://localhost:4400'
 */
export type StartConfig = ReturnType<typeof resolveStartConfig>;

export function resolveStartConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = startEnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new CliError(`invalid setting ${String(issue?.path[0] ?? '')}: ${issue?.message ?? 'invalid value'}`, 2);
  }
  const e = parsed.data;
  const publicHost = e.HOST === '127.0.0.1' || e.HOST === '0.0.0.0' ? 'localhost' : e.HOST;
  return {
    host: e.HOST,
    cmsPort: e.CMS_PORT,
    sitePort: e.SITE_PORT,
    replayPort: e.REPLAY_PORT,
    enginePort: e.ENGINE_PORT,
    feedMode: e.MARKET_FEED,
    binanceRestUrl: e.BINANCE_REST_URL,
    binanceWsUrl: e.BINANCE_WS_URL,
    probeTimeoutMs: e.BINANCE_PROBE_TIMEOUT_MS,
    cmsUrl: env.CMS_URL ?? `http://${publicHost}:${e.CMS_PORT}`,
    siteUrl: env.SITE_URL ?? `http://${publicHost}:${e.SITE_PORT}`,
    cmsInternalUrl: `http://127.0.0.1:${e.CMS_PORT}`,
    siteInternalUrl: `http://127.0.0.1:${e.SITE_PORT}`,
    engineInternalUrl: `http://127.0.0.1:${e.ENGINE_PORT}`,
    /** Binance's spot REST API for bots, on the engine's port (TRADING_API_URL when a proxy puts it elsewhere). */
    tradingApiUrl: (env.TRADING_API_URL ?? `http://${publicHost}:${e.ENGINE_PORT}`).replace(/\/+$/, ''),
  };
}
