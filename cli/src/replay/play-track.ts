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
export function playTrack(
  track: Track,
  markets: Map<string, SymbolMarket>,
  hub: StreamHub,
  faults: FaultInjector,
  options: { speed: number; loop: boolean },
) {
  const publishDiff = (diff: Parameters<SymbolMarket['applyDepth']>[0]) => {
    if (faults.withholdDiff(diff.U)) return;
    const symbol = diff.s.toLowerCase();
    // Binance's @depth is 1 s diffs; replaying the 100 ms ones on both keeps ids contiguous.
    hub.publish(`${symbol}@depth@100ms`, diff);
    hub.publish(`${symbol}@depth`, diff);
  };
  return startPlayback(track, options, {
    congested: () => hub.congested(),
    onLoop(loop) {
      for (const [symbol, plan] of track.continuity) {
        const market = markets.get(symbol);
        if (!market || !plan.initial) continue;
        if (loop === 0) market.resetBook(plan.initial);
        // The restart book, numbered above every id sent so far: what the next snapshot answers.
        else if (plan.restartBook) market.restartAt(plan.restartBook, plan.restartUpdateId + loop * plan.updateIdSpan);
      }
      // Every client reconnects and starts again from a snapshot, as after Binance's scheduled
      // disconnects, instead of seeing the market jump from the end of the recording to its start.
      if (loop > 0) hub.closeAll('the replayed session starts again: reconnect and fetch a new depth snapshot');
    },
    onEvent(event) {
      const record = retimeRecord(event, track);
      if (!record) return;
      if (record.type === 'trade') {
        const market = markets.get(record.event.s);
        // Recorded aggregates, when there are, are the ones to serve: none are made up beside them.
        const aggregating = market && !track.withAggTrades.has(market.symbol);
        market?.addTrade(record.event, Boolean(aggregating));
        hub.publish(record.stream, record.event);
        const aggregate = aggregating && track.aggregateEnds.has(record.line) ? market.closeAggregate() : undefined;
        if (aggregate)
          hub.publish(`${record.event.s.toLowerCase()}@aggTrade`, { e: 'aggTrade', E: record.event.E, s: record.event.s, ...aggregate });
      } else if (record.type === 'aggTrade') {
        const market = markets.get(record.event.s);
        const { a, p, q, f, l, T, m } = record.event;
        market?.addAggTrade({ a, p, q, f, l, T, m, M: true }, !track.withTrades.has(market.symbol));
        hub.publish(record.stream, { ...record.event, M: record.event.M ?? true });
      } else if (record.type === 'depth') {
        const market = markets.get(record.event.s);
        market?.applyDepth(record.event);
        publishDiff(record.event);
        // Without recorded bookTickers, each diff's new best bid and ask come from the book.
        const stream = `${record.event.s.toLowerCase()}@bookTicker`;
        if (market && !track.withBookTicker.has(market.symbol) && hub.hasSubscribers(stream)) {
          const best = market.bestBidAsk();
          if (best)
            hub.publish(stream, {
              u: record.event.u,
              s: market.symbol,
              b: best.bidPrice,
              B: best.bidQty,
              a: best.askPrice,
              A: best.askQty,
            });
        }
      } else if (record.type === 'bookTicker') {
        markets.get(record.event.s)?.setBest(record.event);
        hub.publish(record.stream, record.event);
      } else if (record.type === 'frame') {
        hub.publish(record.stream, record.data);
      }
    },
  });
}
