import fc from 'fast-check';
import { describe, it } from 'vitest';
import { Dec, type DecimalInput } from './decimal';
import { createDemoBalances } from './balances';
import { DAY_MS, DEMO_BALANCES, FEES } from './config';
import { advanceOrders, cancelOrder, placeOrder, splitPair } from './orders';
import type { TradingState } from './schemas';
import { deposit, withdraw } from './withdrawals';

const TRON = 'T' + 'B'.repeat(33);
const BTC_ADDR = '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy';
const PAIRS = ['BTC/USDT', 'ETH/USDT', 'SOL/USDT', 'ETH/BTC'];
const decimalText = (max: number, scale: number) =>
  fc.integer({ min: 0, max: max * 10 ** scale }).map((n) => new Dec(n).div(10 ** scale).toString());

const step = fc.oneof(
  fc.record({
    kind: fc.constant('place' as const),
    pair: fc.constantFrom(...PAIRS),
    side: fc.constantFrom('buy' as const, 'sell' as const),
    type: fc.constantFrom('limit' as const, 'market' as const),
    price: decimalText(80_000, 2),
    amount: decimalText(3, 8),
  }),
  fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 15_000 }) }),
  fc.record({ kind: fc.constant('deposit' as const), currency: fc.constantFrom('BTC', 'USDT', 'ETH'), amount: decimalText(1000, 8) }),
  fc.record({
    kind: fc.constant('withdraw' as const),
    currency: fc.constantFrom('BTC', 'USDT'),
    amount: decimalText(200, 8),
    later: fc.boolean(),
  }),
);

/** Replays the recorded orders and transactions into per-asset totals: what the balances must be. */
function ledger(state: TradingState): Map<string, Dec> {
  const sums = new Map(Object.entries(DEMO_BALANCES).map(([a, v]) => [a, new Dec(v)]));
  const add = (asset: string, v: DecimalInput) => sums.set(asset, (sums.get(asset) ?? new Dec(0)).plus(v));
  for (const t of state.transactions) add(t.currency, t.type === 'deposit' ? t.amount : new Dec(t.amount).negated());
  for (const o of state.orders) {
    if (o.status !== 'filled') continue;
    const [base, quote] = splitPair(o.pair)!;
    if (o.side === 'buy') {
      add(quote, new Dec(o.total).negated());
      add(base, new Dec(o.amount).minus(o.fee!));
    } else {
      add(base, new Dec(o.amount).negated());
      add(quote, new Dec(o.total).minus(o.fee!));
    }
  }
  return sums;
}

// A plain throw, not expect(): this runs after every step of 10,000 sequences.
function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}

function checkInvariants(state: TradingState): void {
  const expected = ledger(state);
  const locked = new Map<string, Dec>();
  for (const o of state.orders.filter((x) => x.status === 'open')) {
    const [base, quote] = splitPair(o.pair)!;
    const asset = o.side === 'buy' ? quote : base;
    locked.set(asset, (locked.get(asset) ?? new Dec(0)).plus(o.locked));
  }
  for (const [asset, b] of Object.entries(state.balances)) {
    const [free, lock, total] = [new Dec(b.free), new Dec(b.locked), new Dec(b.total)];
    check(!(free.isNegative() || lock.isNegative()), `${asset} negative`);
    check(free.plus(lock).eq(total), `${asset} free + locked = total`);
    check(total.eq(expected.get(asset) ?? 0), `${asset} total matches the ledger`);
    check(lock.eq(locked.get(asset) ?? 0), `${asset} locked matches open orders`);
  }
  for (const o of state.orders.filter((x) => x.status === 'filled')) {
    const rate = o.type === 'market' ? FEES.taker : FEES.maker;
    const gross = new Dec(o.side === 'buy' ? o.amount : o.total);
    check(new Dec(o.fee!).eq(gross.times(rate).toDecimalPlaces(8, Dec.ROUND_DOWN)), 'fee exact');
  }
}

describe('the trading engine under random sequences', () => {
  it('keeps free + locked = total, nothing negative, every change accounted for, fees exact', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 25 }), (steps) => {
        let now = 1_700_000_000_000;
        let state: TradingState = {
          balances: createDemoBalances(),
          orders: [],
          transactions: [],
          whitelist: [
            { address: TRON, network: 'TRC20', createdAt: 0 },
            { address: BTC_ADDR, network: 'BTC', createdAt: 0 },
          ],
        };
        steps.forEach((s, i) => {
          const id = `id-${i}`;
          if (s.kind === 'place') {
            const r = placeOrder(state, s, { id, now });
            if (r.ok) state = r.value;
          } else if (s.kind === 'cancel') {
            const open = state.orders.filter((o) => o.status === 'open');
            const r = open.length ? cancelOrder(state, open[s.pick % open.length]!.id, now) : null;
            if (r?.ok) state = r.value;
          } else if (s.kind === 'wait') {
            now += s.ms;
            state = advanceOrders(state, now);
          } else if (s.kind === 'deposit') {
            const r = deposit(state, { currency: s.currency, amount: s.amount, network: 'X', address: 'x' }, { id, now });
            if (r.ok) state = r.value;
          } else {
            if (s.later) now += DAY_MS;
            const r = withdraw(
              state,
              {
                currency: s.currency,
                amount: s.amount,
                address: s.currency === 'BTC' ? BTC_ADDR : TRON,
                network: s.currency === 'BTC' ? 'BTC' : 'TRC20',
                twoFactorCode: '123456',
                emailCode: '123456',
              },
              { id, now },
            );
            if (r.ok) state = r.value;
          }
          checkInvariants(state);
        });
      }),
      { numRuns: 10_000 },
    );
  }, 240_000);
});
