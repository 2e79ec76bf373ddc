import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialBookSync, receiveDiff, receiveSnapshot, topLevels, type BookSync } from '@bourse/market';
import { DEMO_BALANCES, FEES } from '../config';
import { Dec } from '../decimal';
import { PaperExchange } from '../test-support/paper-exchange';
import { loadSession } from '../test-support/session';
import { BTCUSDT } from '../test-support/spot';
import type { NewOrderRequest } from './order-request';
import type { MarketTrade, MarketView, OrderType } from './vocabulary';

// Random order sequences against the recorded BTCUSDT session (real Binance trades and book), run
// through the engine's own steps: nothing fills at a price the market did not reach, no amount is
// made or lost, fees are exact, partial fills add up, a stop fires once, and a restart mid-session
// (state through JSON, the index rebuilt, some trades delivered again) fills exactly the same.

const events = loadSession('BTCUSDT');
const tradesById = new Map(events.flatMap((e) => (e.type === 'trade' ? [[e.trade.id, e.trade] as const] : [])));
const ACCOUNTS = [1, 2, 3];
const TYPES: OrderType[] = ['LIMIT', 'LIMIT', 'LIMIT_MAKER', 'MARKET', 'STOP_LOSS', 'STOP_LOSS_LIMIT', 'TAKE_PROFIT', 'TAKE_PROFIT_LIMIT'];

const action = fc.record({
  at: fc.integer({ min: 0, max: events.length - 1 }),
  kind: fc.constantFrom('order', 'order', 'order', 'oco', 'cancel'),
  account: fc.constantFrom(...ACCOUNTS),
  side: fc.constantFrom('BUY' as const, 'SELL' as const),
  type: fc.constantFrom(...TYPES),
  offsetBps: fc.integer({ min: -60, max: 60 }),
  spreadBps: fc.integer({ min: 1, max: 40 }),
  steps: fc.integer({ min: 1, max: 30_000 }),
  tif: fc.constantFrom('GTC' as const, 'GTC' as const, 'IOC' as const, 'FOK' as const),
  pick: fc.nat(),
});
type Action = typeof action extends fc.Arbitrary<infer T> ? T : never;

const onTick = (value: Dec) => value.toDecimalPlaces(2, Dec.ROUND_DOWN).toFixed(2);
const qtyOf = (steps: number) => new Dec(steps).times('0.00001').toFixed(5);

function view(sync: BookSync, last: MarketTrade | null): MarketView {
  const book = sync.status === 'live' ? sync.book : null;
  return {
    symbol: 'BTCUSDT',
    bids: book ? topLevels(book, 'bids', 200) : [],
    asks: book ? topLevels(book, 'asks', 200) : [],
    lastPrice: last?.price ?? null,
    lastTradeId: last?.id ?? -1,
    bookAgeMs: book ? 0 : null,
  };
}

function apply(exchange: PaperExchange, a: Action, market: MarketView, now: number): void {
  if (!market.lastPrice) return;
  const last = new Dec(market.lastPrice);
  const at = (bps: number) => onTick(last.times(new Dec(1).plus(new Dec(bps).div(10_000))));
  if (a.kind === 'cancel') {
    const open = [...exchange.orders.values()].filter((o) => o.status === 'NEW' || o.status === 'PARTIALLY_FILLED');
    if (open.length) exchange.cancel(open[a.pick % open.length]!.orderId, now);
    return;
  }
  if (a.kind === 'oco') {
    const far = Math.abs(a.offsetBps) + 1;
    exchange.placeList(
      a.account,
      a.side === 'SELL'
        ? {
            symbol: 'BTCUSDT',
            side: 'SELL',
            quantity: qtyOf(a.steps),
            aboveType: 'LIMIT_MAKER',
            abovePrice: at(far),
            belowType: 'STOP_LOSS',
            belowStopPrice: at(-a.spreadBps),
          }
        : {
            symbol: 'BTCUSDT',
            side: 'BUY',
            quantity: qtyOf(a.steps),
            aboveType: 'STOP_LOSS',
            aboveStopPrice: at(a.spreadBps),
            belowType: 'LIMIT_MAKER',
            belowPrice: at(-far),
          },
      market,
      now,
    );
    return;
  }
  const request: NewOrderRequest = { symbol: 'BTCUSDT', side: a.side, type: a.type, quantity: qtyOf(a.steps) };
  if (a.type === 'LIMIT') Object.assign(request, { price: at(a.offsetBps), timeInForce: a.tif });
  if (a.type === 'LIMIT_MAKER') request.price = at(a.offsetBps);
  if (a.type === 'STOP_LOSS' || a.type === 'TAKE_PROFIT') request.stopPrice = at(a.offsetBps);
  if (a.type === 'STOP_LOSS_LIMIT' || a.type === 'TAKE_PROFIT_LIMIT')
    Object.assign(request, {
      stopPrice: at(a.offsetBps),
      price: at(a.offsetBps + (a.side === 'BUY' ? a.spreadBps : -a.spreadBps)),
      timeInForce: 'GTC',
    });
  exchange.place(a.account, request, market, now);
}

/** The session with these actions, optionally restarted at event `restart` with the `overlap` trades before it delivered again. */
function run(actions: Action[], restart?: { at: number; overlap: number }): PaperExchange {
  let exchange = new PaperExchange(BTCUSDT, ACCOUNTS);
  const byEvent = new Map<number, Action[]>();
  for (const a of actions) byEvent.set(a.at, [...(byEvent.get(a.at) ?? []), a]);
  let sync: BookSync = initialBookSync();
  let last: MarketTrade | null = null;
  for (let i = 0; i < events.length; i += 1) {
    if (restart && i === restart.at) {
      exchange = new PaperExchange(BTCUSDT, ACCOUNTS, exchange.save());
      const again = events.slice(Math.max(0, i - restart.overlap), i).flatMap((e) => (e.type === 'trade' ? [e.trade] : []));
      for (const trade of again) exchange.trade(trade, () => view(sync, last));
    }
    for (const a of byEvent.get(i) ?? []) apply(exchange, a, view(sync, last), last?.time ?? 0);
    const event = events[i]!;
    if (event.type === 'diff') sync = receiveDiff(sync, event.diff).sync;
    else if (event.type === 'snapshot') sync = receiveSnapshot(sync, event.snapshot).sync;
    else {
      last = event.trade;
      exchange.trade(event.trade, () => view(sync, last));
    }
  }
  return exchange;
}

function checkInvariants(exchange: PaperExchange): void {
  for (const { fill, side, levels, trade } of exchange.fills) {
    const price = new Dec(fill.price);
    if (fill.isMaker) {
      // A maker fill happened on a recorded trade at or through its price.
      const printed = tradesById.get(fill.marketTradeId!)!;
      expect(trade?.id).toBe(printed.id);
      expect(side === 'BUY' ? new Dec(printed.price).lte(price) : new Dec(printed.price).gte(price)).toBe(true);
    } else {
      // A taker fill took a level the book offered, no more than it held.
      const level = levels!.find(([p]) => new Dec(p).eq(price));
      expect(level, `taker fill at ${fill.price} not in the book`).toBeDefined();
      expect(new Dec(fill.qty).lte(level![1])).toBe(true);
    }
    const received = new Dec(side === 'BUY' ? fill.qty : fill.quoteQty);
    expect(fill.commission).toBe(
      received
        .times(fill.isMaker ? FEES.maker : FEES.taker)
        .toDecimalPlaces(8, Dec.ROUND_DOWN)
        .toFixed(8),
    );
  }
  for (const accountId of ACCOUNTS) {
    const sums = new Map(Object.entries(DEMO_BALANCES).map(([asset, v]) => [asset, new Dec(v)]));
    for (const { accountId: owner, fill } of exchange.fills)
      if (owner === accountId) for (const m of fill.movements) sums.set(m.asset, (sums.get(m.asset) ?? new Dec(0)).plus(m.amount));
    const held = new Map<string, Dec>();
    for (const o of exchange.orders.values())
      if (o.accountId === accountId && (o.status === 'NEW' || o.status === 'PARTIALLY_FILLED'))
        held.set(o.lockAsset, (held.get(o.lockAsset) ?? new Dec(0)).plus(o.locked));
    for (const [asset, balance] of Object.entries(exchange.balances.get(accountId)!)) {
      expect(new Dec(balance.total).eq(sums.get(asset) ?? 0), `${asset} total of account ${accountId}`).toBe(true);
      expect(new Dec(balance.locked).eq(held.get(asset) ?? 0), `${asset} locked of account ${accountId}`).toBe(true);
      expect(new Dec(balance.free).isNegative() || new Dec(balance.locked).isNegative()).toBe(false);
    }
  }
  for (const order of exchange.orders.values()) {
    const own = exchange.fills.filter((f) => f.orderId === order.orderId).map((f) => f.fill);
    expect(own.reduce((sum, f) => sum.plus(f.qty), new Dec(0)).eq(order.executedQty)).toBe(true);
    expect(own.reduce((sum, f) => sum.plus(f.quoteQty), new Dec(0)).eq(order.cummulativeQuoteQty)).toBe(true);
    expect(new Dec(order.executedQty).lte(order.origQty) || order.origQty === '0.00000000').toBe(true);
    expect(exchange.fired.get(order.orderId) ?? 0).toBeLessThanOrEqual(1);
  }
}

const fingerprint = (exchange: PaperExchange) => ({
  fills: exchange.fills.map(({ orderId, fill }) => [orderId, fill.price, fill.qty, fill.commission, fill.marketTradeId, fill.isMaker]),
  balances: [...exchange.balances.entries()],
});

describe('matching over the recorded BTCUSDT session', () => {
  it('fills only at prices the market reached, creates and loses nothing, charges exact fees, adds up partials, fires each stop once', () => {
    fc.assert(
      fc.property(fc.array(action, { minLength: 1, maxLength: 40 }), (actions) => {
        const exchange = run(actions);
        checkInvariants(exchange);
      }),
      { numRuns: 25 },
    );
  }, 600_000);

  it('a restart mid-session, with trades delivered again, fills exactly what a run without one fills', () => {
    fc.assert(
      fc.property(
        fc.array(action, { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 1, max: events.length - 1 }),
        fc.integer({ min: 0, max: 500 }),
        (actions, at, overlap) => {
          const straight = run(actions);
          const restarted = run(actions, { at, overlap });
          expect(fingerprint(restarted)).toEqual(fingerprint(straight));
        },
      ),
      { numRuns: 15 },
    );
  }, 600_000);

  it('the sequences do trade: resting limits fill on recorded trades, market orders walk the book, stops fire', () => {
    // A fixed sequence, so the properties above are known to be exercised, not vacuously true.
    const firstTrade = events.findIndex((e, i) => e.type === 'trade' && events.slice(0, i).some((p) => p.type === 'snapshot'));
    const base = { account: 1, offsetBps: 0, spreadBps: 5, steps: 1000, tif: 'GTC' as const, pick: 0 };
    const exchange = run([
      { ...base, at: firstTrade + 1, kind: 'order', side: 'BUY', type: 'LIMIT', offsetBps: -5 },
      { ...base, at: firstTrade + 2, kind: 'order', side: 'BUY', type: 'MARKET' },
      { ...base, at: firstTrade + 3, kind: 'order', side: 'SELL', type: 'STOP_LOSS', offsetBps: -5 },
    ]);
    const kinds = new Set(exchange.fills.map((f) => (f.fill.isMaker ? 'maker' : 'taker')));
    expect(kinds).toEqual(new Set(['maker', 'taker']));
    expect([...exchange.fired.values()]).toEqual([1]);
    checkInvariants(exchange);
  }, 120_000);
});
