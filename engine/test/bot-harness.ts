// One engine on a fresh SQLite database following the replay, with two signed-in traders: what
// the trading API's tests (keys, signed requests, ccxt) start from. Import it before anything that
// opens Payload: it sets the process's database and data folder.
import type { Payload } from 'payload';
import type { LimitFigures } from '../src/binance/limits';
import { startReplay, TEST_ORIGIN, useFreshEngineDatabase, type Replay } from './support';

export const ORIGIN = TEST_ORIGIN;
export const PASSWORD = 'correct horse battery';
useFreshEngineDatabase('bourse-botapi-');

type Engine = Awaited<ReturnType<(typeof import('../src'))['startEngine']>>;
export type Harness = {
  engine: Engine;
  replay: Replay;
  payload: Payload;
  /** The account API as the site passes it on: the trader's session cookie and the site's Origin. */
  api(
    method: string,
    route: string,
    options?: { body?: unknown; as?: string; origin?: string | null },
  ): Promise<{ status: number; body: any }>;
  /** Each trader's demo account id. */
  demo: Record<string, number>;
  stop(): Promise<void>;
};

export async function startHarness(
  traders: string[] = ['anna', 'boris'],
  options: { speed?: number; limits?: LimitFigures } = {},
): Promise<Harness> {
  const speed = options.speed ?? 20;
  const replay = await startReplay(speed);
  const { getBoursePayload, migrateDatabase, readSecrets } = await import('@bourse/cms');
  const payload = await getBoursePayload();
  await migrateDatabase(payload);
  const cookies: Record<string, string> = {};
  for (const name of traders) {
    const data = { email: `${name}@engine.test`, password: PASSWORD, status: 'active' as const, emailVerified: true };
    await payload.create({ collection: 'traders', data });
    const { token } = await payload.login({ collection: 'traders', data: { email: data.email, password: data.password } });
    cookies[name] = token!;
  }
  const { startEngine, resolveEngineConfig } = await import('../src');
  const config = resolveEngineConfig({ ENGINE_PORT: '0', MARKET_REST_URL: replay.restUrl, MARKET_WS_URL: replay.wsUrl, SITE_URL: ORIGIN });
  const engine = await startEngine(payload, config, {
    // The secret the CMS's notices to the engine carry (a staff credit, a key revoked in the admin).
    secret: readSecrets().revalidateSecret,
    apiKeySecret: 'engine-test-key-secret',
    log: () => {},
    limits: options.limits,
  });
  const api: Harness['api'] = async (method, route, options = {}) => {
    const headers: Record<string, string> = {
      cookie: `bourse-session=${cookies[options.as ?? traders[0]!]}`,
      'content-type': 'application/json',
    };
    if (options.origin !== null) headers.origin = options.origin ?? ORIGIN;
    const answer = await fetch(`${engine.url}${route}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    return { status: answer.status, body: (await answer.json()) as any };
  };
  const demo: Record<string, number> = {};
  for (const name of traders)
    demo[name] = (await api('GET', '/api/trading/accounts', { as: name })).body.data.find((a: any) => a.slot === 'demo').id;
  // The CMS's hooks in this process tell this engine of staff changes, as `bourse start` wires them.
  process.env.ENGINE_INTERNAL_URL = engine.url;
  return {
    engine,
    replay,
    payload,
    api,
    demo,
    async stop() {
      await engine.close();
      replay.stop();
    },
  };
}
