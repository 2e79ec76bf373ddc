import { startReplayServer } from '@bourse/cli/replay';
import { freePort } from './ports';

/**
 * A replay server the test owns, for journeys that take the market feed away and bring it back:
 * the one `bourse start` runs lives inside the start process and cannot be stopped alone. The
 * product is pointed at it as its "Binance" host (`productEnv`), so the terminal's feed badge reads
 * live, not replay; everything else is the same recorded sessions on the same API.
 *
 * "Stopped" is the streaming side of the host going away (open websocket connections cut at their
 * next frame, new ones refused with 503, as an unreachable exchange does) while the server keeps
 * its clock: closing and restarting the process would restart the recording and its update ids,
 * which no exchange does, and send every client into resyncs that a real outage never causes.
 */
export type OwnReplay = {
  productEnv: NodeJS.ProcessEnv;
  /** Its REST address, for a test to ask what the feed says. */
  restUrl: string;
  /** Take the stream away: connections cut, new ones refused. */
  stop(): void;
  /** Serve the stream again. */
  start(): void;
  close(): Promise<void>;
};

/** `speed` as `bourse replay --speed` (1 the recorded pace): a journey that waits for the price to move plays it faster. */
export async function startOwnReplay(options: { speed?: number } = {}): Promise<OwnReplay> {
  const port = await freePort();
  const server = await startReplayServer({ host: '127.0.0.1', port, speed: options.speed ?? 1 });
  return {
    restUrl: `http://127.0.0.1:${port}`,
    productEnv: { MARKET_FEED: 'binance', BINANCE_REST_URL: `http://localhost:${port}`, BINANCE_WS_URL: `ws://localhost:${port}` },
    stop: () => server.faults.set({ refuseConnections: true, dropAfterMessages: 1 }),
    start: () => server.faults.set({}),
    close: () => server.close(),
  };
}
