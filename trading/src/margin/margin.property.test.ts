import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayQuotes, type RecordedQuote } from '@bourse/market';
import { loadQuoteBars } from '@bourse/market/testing';
import { Dec } from '../decimal';
import { marginAccountSchema, STOP_OUT_LEVEL, summarize, type MarginAccount } from './account';
import type { Deal } from './deals';
import { INSTRUMENTS } from './instruments';
import { profitAt, toCents, type MarketQuotes } from './money';
import type { MarginOrderRequest } from './order-check';
import { placeMarginOrder } from './orders';
import { closePosition } from './positions';
import { applyQuote } from './quote-step';

// Random traders on the recorded OANDA EUR/USD and gold quotes of 2018 and Apple's daily bars of
// those months (the streams merged in time order): every deal is at a quote the market gave at that moment (a buy at the ask, a sell
// at the bid), a stop-out closes the largest losses first and no more than it must, no account is
// left at 50 % or less with positions open, the balance is the start plus every booked result, and
// the account comes back the same from JSON.

const SYMBOLS = ['EURUSD', 'XAUUSD', 'AAPLUSD'];
const stream: RecordedQuote[] = SYMBOLS.flatMap((symbol) => {
  const { series, bars } = loadQuoteBars(symbol);
  // Apple's bars from the months the OANDA series cover, so the three trade side by side.
  const overlapping = bars.filter((bar) => bar.time >= Date.UTC(2018, 0, 1) && bar.time < Date.UTC(2019, 1, 26));
  return [...replayQuotes(overlapping, { symbol, digits: INSTRUMENTS[symbol]!.digits, sides: series.sides })];
}).sort((a, b) => a.time - b.time || a.symbol.localeCompare(b.symbol));

const action = fc.record({
  at: fc.nat({ max: 999 }),
  kind: fc.constantFrom('MARKET', 'MARKET', 'LIMIT', 'STOP', 'CLOSE', 'PARTIAL'),
  symbol: fc.constantFrom(...SYMBOLS),
  side: fc.constantFrom('BUY' as const, 'SELL' as const),
  lots: fc.constantFrom('0.01', '0.1', '0.5', '1', '2', '3'),
  leverage: fc.constantFrom(1, 20, 100, 200, 500, 500, 500),
  offsetPips: fc.integer({ min: 1, max: 300 }),
  stopLossPips: fc.option(fc.integer({ min: 5, max: 400 }), { freq: 2 }),
  takeProfitMoney: fc.option(fc.integer({ min: 5, max: 2000 }), { freq: 2 }),
  pick: fc.nat(),
});
const scenario = fc.record({
  start: fc.nat({ max: stream.length - 1001 }),
  balance: fc.constantFrom('300.00', '500.00', '2000.00', '10000.00'),
  actions: fc.array(action, { minLength: 1, maxLength: 25 }),
});

const seen = { stopOuts: 0, stops: 0, pendings: 0 };

type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

function run({ start, balance, actions }: Scenario) {
  let account: MarginAccount = { balance, maxLeverage: 500, positions: [], orders: [], marginCall: false, nextTicket: 1 };
  let book: MarketQuotes = {};
  const deals: Deal[] = [];
  // Each deal must be at the quote of its instrument at the moment it was made.
  const record = (made: Deal[]) => {
    for (const deal of made) {
      const quote = book[deal.symbol]!;
      expect(deal.price).toBe(deal.side === 'BUY' ? quote.ask : quote.bid);
      deals.push(deal);
    }
  };
  for (let i = 0; i < 1000; i++) {
    for (const a of actions.filter((x) => x.at === i)) {
      const instrument = INSTRUMENTS[a.symbol]!;
      const quote = book[a.symbol];
      if (!quote) continue;
      if (a.kind === 'CLOSE' || a.kind === 'PARTIAL') {
        const position = account.positions[a.pick % Math.max(1, account.positions.length)];
        if (!position) continue;
        const units = a.kind === 'PARTIAL' ? new Dec(position.units).div(2).toDecimalPlaces(0, Dec.ROUND_DOWN) : null;
        if (units?.isZero()) continue;
        const closed = closePosition(account, position.ticket, book, quote.time, 'CLOSE', units?.toFixed(0));
        if (!closed.ok) continue;
        account = closed.value.account;
        record(closed.value.deals);
        continue;
      }
      const market = new Dec(a.side === 'BUY' ? quote.ask : quote.bid);
      const away = new Dec(a.offsetPips).times(instrument.pipSize);
      const below = (a.kind === 'LIMIT') === (a.side === 'BUY');
      const request: MarginOrderRequest = {
        symbol: a.symbol,
        side: a.side,
        type: a.kind,
        volume: { kind: 'lots', amount: a.lots },
        leverage: a.leverage,
        ...(a.kind === 'MARKET' ? {} : { price: (below ? market.minus(away) : market.plus(away)).toFixed(instrument.digits) }),
        ...(a.stopLossPips ? { stopLoss: { by: 'pips' as const, pips: String(a.stopLossPips) } } : {}),
        ...(a.takeProfitMoney ? { takeProfit: { by: 'money' as const, amount: String(a.takeProfitMoney) } } : {}),
      };
      const placed = placeMarginOrder(account, request, book, quote.time);
      if (!placed.ok) continue;
      account = placed.value.account;
      record(placed.value.deals);
    }
    const quote = stream[start + i]!;
    book = { ...book, [quote.symbol]: { bid: quote.bid, ask: quote.ask, time: quote.time } };
    const before = account;
    const step = applyQuote(account, book, quote.symbol);
    account = step.account;
    record(step.deals);
    checkTriggers(before, step.deals);
    checkStopOut(before, step.deals, account, book);
    seen.stops += step.deals.filter((d) => d.reason === 'STOP_LOSS' || d.reason === 'TAKE_PROFIT').length;
    seen.pendings += step.deals.filter((d) => d.reason === 'LIMIT' || d.reason === 'STOP').length;
    // The engine keeps the account as JSON in its database: a round trip through the schema changes nothing.
    if (i % 100 === 99) {
      const stored = marginAccountSchema.parse(JSON.parse(JSON.stringify(account)));
      expect(stored).toEqual(account);
      account = stored;
    }
  }
  checkMoney(balance, deals, account);
}

/** A pending order filled only at a price at or through its own, a stop only where the closing price reached it. */
function checkTriggers(before: MarginAccount, made: Deal[]) {
  for (const deal of made) {
    const price = new Dec(deal.price);
    const order = before.orders.find((o) => o.ticket === deal.positionTicket);
    if (order && deal.entry === 'IN') {
      const below = (order.type === 'LIMIT') === (order.side === 'BUY');
      expect(below ? price.lte(order.price) : price.gte(order.price)).toBe(true);
    }
    const position = before.positions.find((p) => p.ticket === deal.positionTicket);
    const level = deal.reason === 'STOP_LOSS' ? position?.stopLoss : deal.reason === 'TAKE_PROFIT' ? position?.takeProfit : null;
    if (!position || !level) continue;
    const falls = (deal.reason === 'STOP_LOSS') === (position.side === 'BUY');
    expect(falls ? price.lte(level) : price.gte(level)).toBe(true);
  }
}

/** The stop-out closed positions from the largest loss up, and only while the level was at 50 % or less. */
function checkStopOut(before: MarginAccount, made: Deal[], after: MarginAccount, book: MarketQuotes) {
  const stopped = made.filter((d) => d.reason === 'STOP_OUT');
  const summary = summarize(after, book);
  if (after.positions.length) expect(summary.level!.gt(STOP_OUT_LEVEL)).toBe(true);
  if (!stopped.length) return;
  seen.stopOuts++;
  const profits = stopped.map((d) => new Dec(d.profit));
  profits.slice(1).forEach((p, k) => expect(p.gte(profits[k]!)).toBe(true));
  for (const open of summary.open) expect(toCents(open.money).gte(profits.at(-1)!)).toBe(true);
  // Just before the last close the level was still at 50 % or less.
  const last = stopped.at(-1)!;
  const margin = before.positions.find((p) => p.ticket === last.positionTicket)?.margin;
  if (!margin) return;
  const exact = profitAt(
    INSTRUMENTS[last.symbol]!,
    { side: last.side === 'BUY' ? 'SELL' : 'BUY', units: last.units, openPrice: openPriceOf(last, before) },
    new Dec(last.price),
  ).money;
  const equity = summary.equity.minus(last.profit).plus(exact);
  expect(equity.div(summary.margin.plus(margin)).times(100).lte(STOP_OUT_LEVEL)).toBe(true);
}

const openPriceOf = (deal: Deal, account: MarginAccount) => account.positions.find((p) => p.ticket === deal.positionTicket)!.openPrice;

/** Every OUT deal booked its exact result to the cent at its own price, and the balance is the start plus those. */
function checkMoney(start: string, deals: Deal[], account: MarginAccount) {
  const entries = new Map(deals.filter((d) => d.entry === 'IN').map((d) => [d.positionTicket, d]));
  let balance = new Dec(start);
  for (const deal of deals.filter((d) => d.entry === 'OUT')) {
    const entry = entries.get(deal.positionTicket)!;
    const exact = profitAt(
      INSTRUMENTS[deal.symbol]!,
      { side: entry.side, units: deal.units, openPrice: entry.price },
      new Dec(deal.price),
    ).money;
    expect(deal.profit).toBe(toCents(exact).toFixed(2));
    balance = balance.plus(deal.profit);
    expect(deal.balanceAfter).toBe(balance.toFixed(2));
  }
  expect(account.balance).toBe(balance.toFixed(2));
}

describe('margin trading on the recorded EUR/USD, gold and Apple quotes', () => {
  it('fills only at quotes the market gave, stops out largest loss first, and creates or loses no money', () => {
    fc.assert(fc.property(scenario, run), { numRuns: 120 });
    // The runs reached what they check: stop-outs, stops and pending fills did happen.
    expect(seen.stopOuts).toBeGreaterThan(0);
    expect(seen.stops).toBeGreaterThan(0);
    expect(seen.pendings).toBeGreaterThan(0);
  }, 240_000);
});
