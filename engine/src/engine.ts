import type { AddressInfo } from 'node:net';
import type { Payload } from 'payload';
import { traderSession } from '@bourse/cms';
import { apiKeyExists, openLedger, type Ledger } from '@bourse/cms/ledger';
import { FEES } from '@bourse/trading';
import type { EngineConfig } from './config';
import { UserEvents } from './events';
import { BinanceApi } from './binance/api';
import { RequestLimits, type LimitFigures } from './binance/limits';
import { UserDataStreams } from './binance/user-data-stream';
import { createEngineServer } from './http/server';
import { MarketHub } from './market/market-hub';
import { Matcher } from './matcher';
import { UserStream } from './push/user-stream';
import { TradingService } from './service';
import { ForexDesk } from './forex/desk';
import { RecordedQuoteFeed } from './forex/recorded-feed';
import { ForexService } from './forex/service';

/** How often the engine reconsiders which symbols to follow. */
const FOLLOW_CHECK_MS = 30_000;

/**
 * A running engine: where it listens, its parts (for tests and the bench), and how to stop it.
 *
 * @example
 * const engine = await startEngine(payload, resolveEngineConfig(), { secret });
 * console.log(engine.url); // http://127.0.0.1:3002
 * await engine.close();
 */
export type RunningEngine = {
  url: string;
  ledger: Ledger;
  hub: MarketHub;
  matcher: Matcher;
  events: UserEvents;
  service: TradingService;
  desk: ForexDesk;
  forex: ForexService;
  close(): Promise<void>;
};

/**
 * Starts the trading engine on a Payload instance: the ledger, the market follower (every symbol
 * with waiting orders or alerts, from where it stopped), the matcher, the account API and the push
 * channel. One engine per market (several engines on one database would each match every order).
 */
export async function startEngine(
  payload: Payload,
  config: EngineConfig,
  options: {
    secret: string;
    apiKeySecret: string;
    log?: (message: string) => void;
    /** The trading API's limits; Binance's unless a test asks for smaller ones. */
    limits?: LimitFigures;
  },
): Promise<RunningEngine> {
  // A copy: the trading API's address is filled in below, for this engine only.
  config = { ...config };
  const log = options.log ?? ((m: string) => console.warn(m));
  const ledger = await openLedger(payload);
  const events = new UserEvents();
  // The matcher and the hub need each other: the hub hands trades to the matcher, the matcher follows symbols on the hub.
  let matcher: Matcher | null = null;
  const hub = new MarketHub({
    restUrl: config.restUrl,
    wsUrl: config.wsUrl,
    onTrade: (symbol, trade) => matcher?.trade(symbol, trade),
    onBook: (symbol) => matcher?.book(symbol),
    log,
  });
  matcher = new Matcher({ ledger, hub, events, fees: FEES, staleAfterMs: config.staleAfterMs, restUrl: config.restUrl, log });
  const started = matcher;
  await started.start();
  const service = new TradingService({ ledger, hub, matcher: started, events, config, fees: FEES, apiKeySecret: options.apiKeySecret });
  const desk = new ForexDesk({
    ledger,
    events,
    source: await RecordedQuoteFeed.load(config.forexQuotesDir, config.forexQuoteMs, log),
    log,
  });
  const forex = new ForexService({ ledger, desk, events });
  desk.start();
  const stream = new UserStream(events, (headers) => traderSession(payload, headers, 'GET', 'websocket'));
  const binance = new BinanceApi({
    service,
    restUrl: config.restUrl,
    apiKeySecret: options.apiKeySecret,
    streams: new UserDataStreams(events, (keyId) => apiKeyExists(ledger, keyId)),
    events,
    limits: new RequestLimits(options.limits),
  });
  const server = createEngineServer({
    service,
    forex,
    stream,
    binance,
    secret: options.secret,
    authenticate: (headers, method) => traderSession(payload, headers, method),
    health: () => ({ symbols: hub.followed(), waiting: started.index.size, connections: events.connections, ...started.stats }),
    log,
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const lastUse = new Map<string, number>();
  const followCheck = setInterval(() => {
    const now = Date.now();
    const needed = started.symbolsInUse();
    for (const symbol of hub.followed()) {
      if (needed.has(symbol)) lastUse.set(symbol, now);
      else if (now - (lastUse.get(symbol) ?? now) > config.lingerMs) started.unfollow(symbol);
      else if (!lastUse.has(symbol)) lastUse.set(symbol, now);
    }
  }, FOLLOW_CHECK_MS);
  followCheck.unref();
  const address = server.address() as AddressInfo;
  const localHost = ['127.0.0.1', '0.0.0.0', '::', '::1'].includes(config.host) ? 'localhost' : config.host;
  config.tradingApiUrl ??= `http://${localHost.includes(':') ? `[${localHost}]` : localHost}:${address.port}`;
  return {
    url: `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${address.port}`,
    ledger,
    hub,
    matcher: started,
    events,
    service,
    desk,
    forex,
    async close() {
      clearInterval(followCheck);
      await desk.close();
      stream.close();
      binance.streams.shutdown();
      binance.wsApi.shutdown();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      hub.close();
      started.close();
      await started.idle();
      await ledger.close();
    },
  };
}
