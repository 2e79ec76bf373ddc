import type { FaultInjector } from './faults';
import type { SymbolMarket } from './market-state';
import { startPlayback } from './playback';
import { retimeRecord } from './retime';
import type { Track } from './track';
import type { StreamHub } from './ws-hub';

/**
 * Play one recorded session into the replay: every event updates the server's own market state
 * (book, trades, best prices; what REST answers from) and reaches the websocket subscribers,
 * except the depth diffs a gap fault withholds. Returns the playback, to stop it.
 *
 * @example
 * const player = playTrack(track, markets, hub, faults, { speed: 1, loop: true });
 * player.stop();
 */
export function playTrack(track: Track, markets: Map<string, SymbolMarket>, hub: StreamHub, faults: FaultInjector, options: { speed: number; loop: boolean }) {
  return startPlayback(track, options, {
    congested: () => hub.congested(),
    onLoop(loop) {
      // Each pass starts from the recorded snapshot, renumbered like the diffs that follow it.
      for (const [symbol, snapshot] of track.snapshots) {
        markets.get(symbol)?.resetBook({ ...snapshot, lastUpdateId: snapshot.lastUpdateId + loop * track.updateIdSpan });
      }
    },
    onEvent(event) {
      const record = retimeRecord(event, track);
      if (record.type === 'trade') {
        markets.get(record.event.s)?.addTrade(record.event);
        hub.publish(record.stream, record.event);
      } else if (record.type === 'depth') {
        markets.get(record.event.s)?.applyDepth(record.event);
        if (faults.withholdDiff(record.event.U)) return;
        const symbol = record.event.s.toLowerCase();
        // Binance's @depth is 1 s diffs; replaying the 100 ms ones on both keeps ids contiguous.
        hub.publish(`${symbol}@depth@100ms`, record.event);
        hub.publish(`${symbol}@depth`, record.event);
      } else if (record.type === 'bookTicker') {
        markets.get(record.event.s)?.setBest(record.event);
        hub.publish(record.stream, record.event);
      } else if (record.type === 'frame') {
        hub.publish(record.stream, record.data);
      }
    },
  });
}
