import type { MarketFrame } from '../protocol/frames';
import { INITIAL_FEED_STATUS, type FeedStatus } from '../reconnect';
import { openMarketStream, type MarketStream } from './stream';

/**
 * One member of a shared stream: the streams it needs and where its frames and statuses go.
 *
 * @example
 * const member: StreamMember = { streams: ['btcusdt@depth@100ms'], onFrame: feed.receive, onStatus: setFeedStatus };
 */
export interface StreamMember {
  streams: readonly string[];
  onFrame: (frame: MarketFrame) => void;
  onStatus?: (status: FeedStatus) => void;
}

interface Shared {
  stream: MarketStream;
  members: Set<StreamMember>;
  status: FeedStatus;
}

const shared = new Map<string, Shared>();

/**
 * Join the one combined stream kept per market host. The ticker, the book, the trades and the
 * live candle each need streams of the same symbol; one connection carries them all (the
 * "connected once depth, ticker and trade are open" is then one open socket, and one reconnect
 * schedule). Streams are added with SUBSCRIBE and dropped with UNSUBSCRIBE when no member needs
 * them; the last member to leave closes the connection. Returns `leave`.
 *
 * @example
 * const leave = joinSharedStream('wss://stream.binance.com:9443', { streams: ['btcusdt@trade'], onFrame });
 * leave();
 */
export function joinSharedStream(wsBase: string, member: StreamMember, log?: (message: string) => void): () => void {
  let entry = shared.get(wsBase);
  if (!entry) {
    const created: Shared = { members: new Set([member]), status: INITIAL_FEED_STATUS, stream: null as unknown as MarketStream };
    shared.set(wsBase, created);
    created.stream = openMarketStream({
      wsBase,
      streams: member.streams,
      log,
      onFrame: (frame) => {
        for (const m of created.members) m.onFrame(frame);
      },
      onStatus: (status) => {
        created.status = status;
        for (const m of created.members) m.onStatus?.(status);
      },
    });
    entry = created;
  } else {
    entry.members.add(member);
    entry.stream.subscribe(member.streams);
    member.onStatus?.(entry.status);
  }
  const joined = entry;
  return () => {
    if (!joined.members.delete(member)) return;
    if (joined.members.size === 0) {
      joined.stream.close();
      shared.delete(wsBase);
      return;
    }
    const stillNeeded = new Set([...joined.members].flatMap((m) => m.streams));
    joined.stream.unsubscribe(member.streams.filter((stream) => !stillNeeded.has(stream)));
  };
}

/**
 * Start every shared stream again now, attempts counted from zero: the trader's "Reconnect", the
 * browser coming back online, the tab becoming visible. Open connections are left as they are.
 *
 * @example
 * window.addEventListener('online', reconnectSharedStreams);
 */
export function reconnectSharedStreams(): void {
  for (const entry of shared.values()) entry.stream.reconnect();
}
