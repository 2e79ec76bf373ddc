import { createServer, type Server } from 'node:http';
import { ReplayError } from './errors';
import { FaultInjector, type FaultPlan } from './faults';
import { SymbolMarket } from './market-state';
import { readOhlcSeries } from './ohlc';
import { SHIPPED_OHLC, defaultSessionFiles } from './paths';
import { servedSymbols } from './exchange-info';
import { readRecording } from './recording';
import { createRestHandler, type RestContext } from './rest-api';
import { playTrack } from './play-track';
import { assertDistinctSymbols, buildTrack } from './track';
import { PeriodicFeeds } from './stream-feeds';
import { StreamHub } from './ws-hub';

/**
 * How to run the replay. Defaults: the shipped sessions, 127.0.0.1:9443, recorded pace, looping.
 *
 * @example
 * const replay = await startReplayServer({ port: 0, speed: 10 });
 */
export interface ReplayOptions {
  files?: string[];
  host?: string;
  port?: number;
  speed?: number;
  loop?: boolean;
  /** Faults to inject from the start (tests); change them later with `faults.set`. */
  faults?: FaultPlan;
  /** How often clients are pinged; default 20 s. */
  pingIntervalMs?: number;
}

/** A running replay server: Binance's REST and websocket API on one port. */
export interface ReplayServer {
  /** Symbols served from recorded sessions, e.g. ['BTCUSDT', 'ETHUSDT']. */
  symbols: string[];
  /** Pairs served from recorded OHLC series (klines and 24hr ticker only), e.g. ['EURUSD', …]. */
  recordedPairs: string[];
  /** When the served sessions were recorded (ms since 1970, first to last event): traders are told. */
  recorded: { from: number; to: number };
  restUrl: string;
  wsUrl: string;
  port: number;
  faults: FaultInjector;
  close(): Promise<void>;
}

export const MAX_SPEED = 1_000;

/**
 * Serve recorded Binance sessions as if they were happening now. Everything is loaded and
 * validated before listening, so bad input fails here with a RecordingError or ReplayError.
 *
 * @example
 * const replay = await startReplayServer();
 * console.log(replay.restUrl, replay.wsUrl); // http://127.0.0.1:9443 ws://127.0.0.1:9443
 * await replay.close();
 */
export async function startReplayServer(options: ReplayOptions = {}): Promise<ReplayServer> {
  const { host = '127.0.0.1', port = 9443, speed = 1, loop = true } = options;
  if (!Number.isFinite(speed) || speed <= 0 || speed > MAX_SPEED) {
    throw new ReplayError(
      `speed must be a number above 0 and at most ${MAX_SPEED} (got ${speed}): 1 is the recorded pace, 10 ten times faster`,
    );
  }
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new ReplayError(`port must be an integer from 0 to 65535 (got ${port})`);
  const files = options.files && options.files.length > 0 ? options.files : defaultSessionFiles();
  const tracks = (await Promise.all(files.map(readRecording))).map(buildTrack);
  assertDistinctSymbols(tracks);
  const markets = new Map(tracks.flatMap((t) => t.symbols).map((symbol) => [symbol, new SymbolMarket(symbol)] as const));
  const faults = new FaultInjector(options.faults);
  const ohlc = new Map(
    (await Promise.all(SHIPPED_OHLC.map((s) => readOhlcSeries(s.file, s.symbol, s.interval)))).map(
      (series) => [series.symbol, series] as const,
    ),
  );
  const context: RestContext = { markets, faults, ohlc, served: servedSymbols(tracks, ohlc.values()) };

  const hub = new StreamHub(faults, options.pingIntervalMs);
  const server = createServer(createRestHandler(context));
  server.on('upgrade', (request, socket, head) => hub.upgrade(request, socket, head));
  try {
    await listen(server, host, port);
  } catch (error) {
    await hub.close();
    throw error;
  }
  const players = tracks.map((track) => playTrack(track, markets, hub, faults, { speed, loop }));
  const feeds = new PeriodicFeeds(hub, markets);
  const timers = [setInterval(() => feeds.everySecond(Date.now()), 1_000), setInterval(() => feeds.every100ms(Date.now()), 100)];

  const address = server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  // A wildcard address is where we listen, not where a browser can connect.
  const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return {
    symbols: [...markets.keys()],
    recordedPairs: [...ohlc.keys()],
    recorded: {
      from: Math.min(...tracks.map((track) => track.startMs)),
      to: Math.max(...tracks.map((track) => track.startMs + track.durationMs)),
    },
    restUrl: `http://${reachable}:${boundPort}`,
    wsUrl: `ws://${reachable}:${boundPort}`,
    port: boundPort,
    faults,
    async close() {
      for (const timer of timers) clearInterval(timer);
      for (const player of players) player.stop();
      await hub.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function listen(server: Server, host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') {
        reject(
          new ReplayError(`port ${port} is already in use: stop the process using it or choose another port with --port / REPLAY_PORT`),
        );
      } else if (error.code === 'EACCES') {
        reject(new ReplayError(`no permission to listen on port ${port}: choose a port above 1023 with --port / REPLAY_PORT`));
      } else if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND') {
        reject(new ReplayError(`cannot listen on host ${host}: it is not an address of this machine; try --host 127.0.0.1`));
      } else {
        reject(new ReplayError(`cannot listen on ${host}:${port}: ${error.message}`));
      }
    });
    server.listen(port, host, () => resolve());
  });
}
