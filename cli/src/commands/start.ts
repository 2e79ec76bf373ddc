import type { Command } from 'commander';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveStartConfig } from '../start/config';
import { chooseFeed } from '../start/feed';
import { buildIfStale } from '../start/build';
import { assertPortFree, waitForHttp } from '../start/ports';
import { startService, stopServices, type Service } from '../start/processes';
import { CliError } from '../errors';

const root = path.resolve(fileURLToPath(import.meta.url), '../../../..');
const log = (line: string) => process.stdout.write(`[bourse] ${line}\n`);

/** Runs `bourse seed --quiet` in a child so this process never holds the database open. */
async function seedDatabase(env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'cli/bin/bourse.mjs'), 'seed', '--quiet'], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new CliError((err.trim() || out.trim()).replace(/^bourse: /, '')))));
  });
}

/**
 * `bourse start`: migrate and seed, build what is missing, pick the market feed, run the CMS and the
 * site, print where everything is. Ctrl+C stops every process it started.
 */
export function registerStartCommand(program: Command): void {
  program
    .command('start')
    .description(
      'Run the whole product: CMS, site, trading engine and market feed (Binance, or the replay server when Binance is unreachable).',
    )
    .action(async () => {
      const config = resolveStartConfig();
      const { classifyDatabaseUri, readSecrets, resolveDataDir } = await import('@bourse/cms/boot');
      const database = classifyDatabaseUri(process.env.DATABASE_URI);
      const secrets = readSecrets();
      const feed = await chooseFeed(config);
      await assertPortFree(config.cmsPort, config.host, 'CMS_PORT');
      await assertPortFree(config.sitePort, config.host, 'SITE_PORT');
      // Paper trading needs SQL: on MongoDB the product runs without the engine and says so.
      const trading = database.kind !== 'mongodb';
      if (trading) await assertPortFree(config.enginePort, config.host, 'ENGINE_PORT');
      if (feed.replay) await assertPortFree(config.replayPort, config.host, 'REPLAY_PORT');

      const env: NodeJS.ProcessEnv = {
        ...process.env,
        BOURSE_DATA_DIR: resolveDataDir(),
        DATABASE_URI: database.uri,
        PAYLOAD_SECRET: secrets.payloadSecret,
        REVALIDATE_SECRET: secrets.revalidateSecret,
        API_KEY_SECRET: secrets.apiKeySecret,
        CMS_URL: config.cmsUrl,
        SITE_URL: config.siteUrl,
        CMS_INTERNAL_URL: config.cmsInternalUrl,
        SITE_INTERNAL_URL: config.siteInternalUrl,
        ...(trading ? { ENGINE_INTERNAL_URL: config.engineInternalUrl } : {}),
        // The site's server calls the CMS from loopback with its visitor's address in X-Forwarded-For.
        TRUSTED_PROXIES: process.env.TRUSTED_PROXIES ?? '127.0.0.1,::1',
        NEXT_TELEMETRY_DISABLED: '1',
        ASTRO_TELEMETRY_DISABLED: '1',
      };
      log(`database: ${database.kind} (${database.kind === 'sqlite' ? database.uri.slice(5) : 'from DATABASE_URI'})`);
      const seeded = await seedDatabase(env);

      let replay: { restUrl: string; wsUrl: string; recorded: { from: number; to: number }; close(): Promise<void> } | undefined;
      if (feed.replay) {
        const { startReplayServer } = await import('../replay');
        replay = await startReplayServer({ host: config.host, port: config.replayPort });
      }
      const publicHost = (url: string) => url.replace('127.0.0.1', 'localhost');
      const market = replay
        ? { restUrl: publicHost(replay.restUrl), wsUrl: publicHost(replay.wsUrl) }
        : { restUrl: config.binanceRestUrl, wsUrl: config.binanceWsUrl };
      log(`market feed: ${feed.feed === 'binance' ? 'live Binance' : `replay server at ${market.restUrl}`} (${feed.reason})`);
      // The site tells traders the source in each page's language, a replay with its recorded dates
      // (an operator's own MARKET_FEED_LABEL, if set, is passed on as it is).
      Object.assign(env, {
        MARKET_FEED: feed.feed,
        MARKET_REST_URL: market.restUrl,
        MARKET_WS_URL: market.wsUrl,
        ...(replay && {
          MARKET_REPLAY_FROM: new Date(replay.recorded.from).toISOString(),
          MARKET_REPLAY_TO: new Date(replay.recorded.to).toISOString(),
        }),
      });
      const { describeFeed, messagesFor } = await import('@bourse/i18n');
      const feedLabel = describeFeed(messagesFor('en').market.feedLabel, feed.feed, replay?.recorded ?? null, 'en');

      const services: Service[] = [];
      let stopping = false;
      const shutdown = async (code: number) => {
        if (stopping) return;
        stopping = true;
        log('stopping…');
        await stopServices(services);
        await replay?.close();
        process.exit(code);
      };
      process.on('SIGINT', () => void shutdown(0));
      process.on('SIGTERM', () => void shutdown(0));

      try {
        await buildIfStale(
          {
            name: 'cms',
            cwd: path.join(root, 'cms'),
            marker: '.next/BUILD_ID',
            // The lock file too: a changed or patched dependency changes it.
            sources: ['cms/src', 'cms/next.config.mjs', 'themes/src', 'i18n/src', 'terminal/src/api', 'pnpm-lock.yaml'].map((p) =>
              path.join(root, p),
            ),
            args: ['--import', 'tsx', 'scripts/build.ts'],
          },
          log,
        );
        await buildIfStale(
          {
            name: 'site',
            cwd: path.join(root, 'site'),
            marker: 'dist/server/entry.mjs',
            sources: [
              'site/src',
              'site/astro.config.mjs',
              'themes/src',
              'i18n/src',
              'market/src',
              'trading/src',
              'terminal/src',
              'pnpm-lock.yaml',
            ].map((p) => path.join(root, p)),
            args: [path.join(root, 'site/node_modules/astro/bin/astro.mjs'), 'build'],
          },
          log,
        );
        const cms = startService('cms', [path.join(root, 'cms/server.ts')], path.join(root, 'cms'), {
          ...env,
          NODE_ENV: 'production',
          HOST: config.host,
          PORT: String(config.cmsPort),
        });
        const site = startService('site', [path.join(root, 'site/server.mjs')], path.join(root, 'site'), {
          ...env,
          NODE_ENV: 'production',
          HOST: config.host,
          PORT: String(config.sitePort),
        });
        services.push(cms, site);
        // The engine follows the market from the server: on the replay feed it takes the replay's own
        // loopback address (the browser's is the public one).
        const engine = trading
          ? startService('engine', [path.join(root, 'cli/bin/bourse.mjs'), 'engine'], root, {
              ...env,
              HOST: config.host,
              ENGINE_PORT: String(config.enginePort),
              // What the cabinet's keys screen shows bots (the banner's address).
              TRADING_API_URL: config.tradingApiUrl,
              ...(replay ? { MARKET_REST_URL: replay.restUrl, MARKET_WS_URL: replay.wsUrl } : {}),
            })
          : null;
        if (engine) services.push(engine);
        else log('paper trading is off: it needs SQLite or PostgreSQL, and DATABASE_URI names MongoDB');
        for (const service of services) {
          service.child.on('exit', (code, signal) => {
            // Ctrl+C reaches the whole process group: a child ending on SIGINT is part of a normal stop.
            if (signal === 'SIGINT' || code === 130) return void shutdown(0);
            if (!stopping) {
              process.stderr.write(`[bourse] ${service.name} exited (code ${code}); stopping everything\n`);
              void shutdown(1);
            }
          });
        }
        await waitForHttp(`${config.cmsInternalUrl}/api/site/active`, 120_000, () => !cms.exited);
        await waitForHttp(`${config.siteInternalUrl}/`, 60_000, () => !site.exited);
        if (engine) await waitForHttp(`${config.engineInternalUrl}/healthz`, 120_000, () => !engine.exited);
      } catch (error) {
        await stopServices(services);
        await replay?.close();
        throw error;
      }
      const logins = seeded.split('\n').filter((line) => line.includes('login:'));
      process.stdout.write(
        [
          '',
          'Bourse is running:',
          `  site       ${config.siteUrl}`,
          `  cabinet    ${config.siteUrl}/cabinet`,
          `  CMS admin  ${config.cmsUrl}/admin`,
          `  CMS API    ${config.cmsUrl}/api`,
          `  market     ${feedLabel} — ${market.restUrl}`,
          ...(trading
            ? [
                `  engine     ${config.engineInternalUrl} (paper trading: matching, ledger, account API)`,
                `  trading API  ${config.tradingApiUrl} (Binance's spot API for bots; keys in the cabinet's security settings)`,
              ]
            : []),
          ...logins.map((line) => `  ${line}`),
          'Press Ctrl+C to stop.',
          '',
        ].join('\n'),
      );
      await new Promise(() => {}); // run until a signal
    });
}
