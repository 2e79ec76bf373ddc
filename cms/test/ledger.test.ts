import { FEES, fillOnTrade, symbolFiltersFrom, type MarketView } from '@bourse/trading';
import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addAddress,
  applyToOrder,
  balancesOf,
  cancelOrders,
  checkLedger,
  creditDemo,
  deposit,
  fillsOf,
  filledOnTrade,
  noticesOf,
  openLedger,
  ordersOf,
  placeOrder,
  resetDemo,
  traderAccounts,
  withdraw,
  type Ledger,
  type MarketContext,
  type TradingAccount,
} from '../src/ledger';
import { freshPayload } from './helpers';
import { editorToken, rest } from './rest-support';

// The ledger on the product's database (SQLite here, PostgreSQL in the test command's second pass):
// every change one transaction with the movements that explain it, idempotent by request id,
// serialised per account, and checkable.

let payload: Payload;
let ledger: Ledger;
let demo: TradingAccount;
let real: TradingAccount;
let traderId: number;
const NOW = 1_795_000_000_000;

const filters = symbolFiltersFrom({
  symbol: 'BTCUSDT',
  status: 'TRADING',
  baseAsset: 'BTC',
  quoteAsset: 'USDT',
  filters: [
    { filterType: 'PRICE_FILTER', minPrice: '0.01', maxPrice: '1000000', tickSize: '0.01' },
    { filterType: 'LOT_SIZE', minQty: '0.00001', maxQty: '9000', stepSize: '0.00001' },
    { filterType: 'NOTIONAL', minNotional: '5', applyMinToMarket: true },
  ],
});
const market: MarketView = {
  symbol: 'BTCUSDT',
  asks: [
    ['60000.00', '0.5'],
    ['60001.00', '1'],
  ],
  bids: [['59999.99', '1']],
  lastPrice: '60000',
  lastTradeId: 100,
  bookAgeMs: 20,
};
const context = (now = NOW): MarketContext => ({ filters, market, fees: FEES, staleAfterMs: 10_000, now });

beforeAll(async () => {
  payload = await freshPayload();
  const trader = await payload.create({
    collection: 'traders',
    data: { email: 'ledger@bourse.test', password: 'correct horse battery', status: 'active', emailVerified: true },
  });
  traderId = Number(trader.id);
  ledger = await openLedger(payload);
  const accounts = await Promise.all([traderAccounts(ledger, traderId, NOW), traderAccounts(ledger, traderId, NOW)]);
  [demo, real] = [accounts[0].find((a) => a.slot === 'demo')!, accounts[0].find((a) => a.slot === 'real-usd')!];
});

afterAll(async () => {
  await ledger?.close();
});

describe('trading accounts', () => {
  it('are created once each however many requests ask at the same time; demo starts funded, real at zero', async () => {
    const accounts = await traderAccounts(ledger, traderId, NOW);
    expect(accounts.map((a) => a.slot)).toEqual(['demo', 'real-usd', 'real-eur']);
    expect((await balancesOf(ledger, demo.id)).USDT).toEqual({ free: '100000.00000000', locked: '0.00000000', total: '100000.00000000' });
    expect(await balancesOf(ledger, real.id)).toEqual({});
    expect((await checkLedger(ledger)).problems).toEqual([]);
  });
});

describe('orders', () => {
  it('a limit below the market rests holding its value; the same client order id again answers the same order', async () => {
    const placed = await placeOrder(
      ledger,
      demo.id,
      'web-1',
      { symbol: 'BTCUSDT', side: 'BUY', type: 'LIMIT', price: '59000', quantity: '0.01' },
      context(),
    );
    expect(placed.ok && placed.value.order).toMatchObject({ status: 'NEW', locked: '590.00000000' });
    const again = await placeOrder(
      ledger,
      demo.id,
      'web-1',
      { symbol: 'BTCUSDT', side: 'BUY', type: 'LIMIT', price: '59000', quantity: '0.01' },
      context(),
    );
    expect(again.ok && again.value.replayed).toBe(true);
    expect(again.ok && again.value.order.orderId).toBe(placed.ok && placed.value.order.orderId);
    const other = await placeOrder(
      ledger,
      demo.id,
      'web-1',
      { symbol: 'BTCUSDT', side: 'BUY', type: 'LIMIT', price: '58000', quantity: '0.01' },
      context(),
    );
    expect(other.ok ? null : other.error.code).toBe('DUPLICATE_ORDER');
    expect((await balancesOf(ledger, demo.id)).USDT!.locked).toBe('590.00000000');
  });

  it('fills on a market trade once: the same trade after a restart finds its fill and books nothing', async () => {
    const [order] = await ordersOf(ledger, demo.id, 'open');
    const trade = { id: 101, symbol: 'BTCUSDT', price: '58999', qty: '1', time: NOW + 1, isBuyerMaker: true };
    const step = async () =>
      applyToOrder(
        ledger,
        demo.id,
        order!.orderId,
        async (input, tx) => ((await filledOnTrade(tx, ledger.tables, order!.orderId, trade.id)) ? null : fillOnTrade(input, trade, FEES)),
        NOW + 1,
      );
    expect((await step())?.order.status).toBe('FILLED');
    expect(await step()).toBeNull();
    const fills = await fillsOf(ledger, demo.id);
    expect(fills).toEqual([expect.objectContaining({ marketTradeId: 101, price: '59000.00000000', qty: '0.01000000', isMaker: true })]);
    expect(await balancesOf(ledger, demo.id)).toMatchObject({
      USDT: { free: '99410.00000000', locked: '0.00000000' },
      BTC: { free: '0.50999000', locked: '0.00000000' },
    });
    expect((await checkLedger(ledger)).problems).toEqual([]);
  });

  it('a market order walks the book at once with the taker fee; cancelling returns a hold', async () => {
    const bought = await placeOrder(
      ledger,
      demo.id,
      'web-2',
      { symbol: 'BTCUSDT', side: 'BUY', type: 'MARKET', quantity: '0.6' },
      context(),
    );
    expect(bought.ok && bought.value.order).toMatchObject({ status: 'FILLED', cummulativeQuoteQty: '36000.10000000' });
    expect(bought.ok && bought.value.fills.length).toBe(2);
    const resting = await placeOrder(
      ledger,
      demo.id,
      'web-3',
      { symbol: 'BTCUSDT', side: 'SELL', type: 'LIMIT', price: '65000', quantity: '0.1' },
      context(),
    );
    expect((await balancesOf(ledger, demo.id)).BTC!.locked).toBe('0.10000000');
    const cancelled = await cancelOrders(ledger, demo.id, { clientOrderId: 'web-3' }, NOW + 2);
    expect(cancelled.ok && cancelled.value.orders[0]!.status).toBe('CANCELED');
    expect((await balancesOf(ledger, demo.id)).BTC!.locked).toBe('0.00000000');
    const twice = await cancelOrders(ledger, demo.id, { orderId: resting.ok ? resting.value.order.orderId : 0 }, NOW + 3);
    expect(twice.ok ? null : twice.error.code).toBe('ORDER_NOT_OPEN');
    const foreign = await cancelOrders(ledger, real.id, { orderId: resting.ok ? resting.value.order.orderId : 0 }, NOW + 3);
    expect(foreign.ok ? null : foreign.error.code).toBe('ORDER_NOT_FOUND');
    expect((await checkLedger(ledger)).problems).toEqual([]);
  });
});

describe('amounts the server receives', () => {
  it('refuses text, a negative, zero, over the limit, too many decimals, 1e309 and NaN, and books nothing', async () => {
    const before = await balancesOf(ledger, real.id);
    const refusals: Record<string, unknown> = {
      text: 'ten',
      negative: '-5',
      zero: '0',
      'over the limit': '1000001',
      'too many decimals': '1.000000001',
      '1e309': '1e309',
      NaN: 'NaN',
      'a JSON infinity': Number.POSITIVE_INFINITY,
    };
    const codes = await Promise.all(
      Object.entries(refusals).map(async ([name, amount]) => {
        const result = await deposit(ledger, real.id, { coin: 'USDT', network: 'TRC20', amount, requestId: `bad-${name}` }, NOW);
        return [name, result.ok ? 'booked' : result.error.code];
      }),
    );
    expect(Object.fromEntries(codes)).toEqual({
      text: 'AMOUNT_NOT_NUMBER',
      negative: 'AMOUNT_NOT_POSITIVE',
      zero: 'AMOUNT_NOT_POSITIVE',
      'over the limit': 'DEPOSIT_ABOVE_MAX',
      'too many decimals': 'AMOUNT_DECIMALS',
      '1e309': 'AMOUNT_NOT_NUMBER',
      NaN: 'AMOUNT_NOT_NUMBER',
      'a JSON infinity': 'AMOUNT_NOT_NUMBER',
    });
    expect(await balancesOf(ledger, real.id)).toEqual(before);
  });

  it('a deposit is booked once per request id, however often it is sent', async () => {
    const send = () => deposit(ledger, real.id, { coin: 'USDT', network: 'TRC20', amount: '250.5', requestId: 'dep-1' }, NOW);
    const results = await Promise.all(Array.from({ length: 5 }, send));
    expect(new Set(results.map((r) => (r.ok ? r.value.transfer.id : 0))).size).toBe(1);
    expect((await balancesOf(ledger, real.id)).USDT!.total).toBe('250.50000000');
  });
});

describe('withdrawals', () => {
  it('twenty at once of the whole balance: exactly one goes through, the others are refused and kept with their reason', async () => {
    const address = 'T' + 'W'.repeat(33);
    await addAddress(ledger, traderId, { address, network: 'TRC20' }, NOW - 2 * 86_400_000);
    await payload.update({ collection: 'traders', id: traderId, data: { verificationLevel: 'basic' } });
    const all = (await balancesOf(ledger, real.id)).USDT!.free;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        withdraw(
          ledger,
          { id: real.id, traderId },
          { coin: 'USDT', network: 'TRC20', address, amount: all, twoFactorCode: '123456', emailCode: '123456', requestId: `w-${i}` },
          NOW,
        ),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(new Set(results.flatMap((r) => (r.ok ? [] : [r.error.code])))).toEqual(new Set(['INSUFFICIENT_FUNDS']));
    expect((await balancesOf(ledger, real.id)).USDT!.total).toBe('0.00000000');
    expect((await checkLedger(ledger)).problems).toEqual([]);
  });
});

describe('staff credit and demo reset', () => {
  it('credits a demo account with a reason the trader reads; a real account cannot be credited', async () => {
    const credited = await creditDemo(ledger, demo.id, { asset: 'USDT', amount: '500', reason: 'Contest prize' }, NOW + 10);
    expect(credited.ok).toBe(true);
    expect((await noticesOf(ledger, demo.id))[0]).toMatchObject({ kind: 'credit', amount: '500.00000000', reason: 'Contest prize' });
    const refused = await creditDemo(ledger, real.id, { asset: 'USDT', amount: '500', reason: 'Contest prize' }, NOW + 10);
    expect(refused.ok ? null : refused.error.code).toBe('DEMO_ONLY');
    const noReason = await creditDemo(ledger, demo.id, { asset: 'USDT', amount: '500', reason: ' ' }, NOW + 10);
    expect(noReason.ok ? null : noReason.error.code).toBe('REASON_REQUIRED');
  });

  it('a reset cancels the open orders and brings every asset back to the demo start, explained by movements', async () => {
    await placeOrder(
      ledger,
      demo.id,
      'web-9',
      { symbol: 'BTCUSDT', side: 'BUY', type: 'LIMIT', price: '50000', quantity: '0.1' },
      context(),
    );
    const reset = await resetDemo(ledger, demo.id, NOW + 20);
    expect(reset.ok && reset.value.orders.map((o) => o.status)).toEqual(['CANCELED']);
    const balances = await balancesOf(ledger, demo.id);
    expect(balances.USDT!.total).toBe('100000.00000000');
    expect(balances.BTC!.total).toBe('0.50000000');
    expect((await checkLedger(ledger)).problems).toEqual([]);
  });
});

describe('the ledger check', () => {
  it('names an account whose balance no longer equals the sum of its movements', async () => {
    const { balances } = ledger.tables;
    const { eq } = await import('@payloadcms/db-sqlite/drizzle');
    await ledger.db
      .update(balances)
      .set({ free: '100010.00000000' })
      .where(eq(balances.id!, (await ledger.db.select().from(balances).where(eq(balances.account!, demo.id)))[0]!.id as number));
    const { problems } = await checkLedger(ledger);
    expect(problems).toContainEqual(expect.objectContaining({ accountId: demo.id, rule: 'total' }));
  });
});

describe('the ledger in the admin', () => {
  it('admins read it and credit a demo account with a reason; editors and traders see nothing; nobody writes it through the API', async () => {
    const staff = { email: 'staff@bourse.test', password: 'correct horse battery staple' };
    await payload.create({ collection: 'editors', data: { ...staff, role: 'admin', name: 'Staff' } as never });
    await payload.create({
      collection: 'editors',
      data: { email: 'writer@bourse.test', password: staff.password, role: 'editor', name: 'Writer' } as never,
    });
    const admin = await editorToken(payload, staff.email, staff.password);
    const editor = await editorToken(payload, 'writer@bourse.test', staff.password);
    expect(
      (await rest(payload, 'GET', `/trading-movements?where[account][equals]=${demo.id}`, { token: admin })).body.totalDocs,
    ).toBeGreaterThan(0);
    expect((await rest(payload, 'GET', '/trading-movements', { token: editor })).status).toBe(403);
    expect((await rest(payload, 'GET', '/trading-balances')).status).toBe(403);
    const write = await rest(payload, 'PATCH', `/trading-balances/1`, { token: admin, body: { free: '1' } });
    expect(write.status).toBe(403);

    const credit = (token: string, body: unknown, account = demo.id) =>
      rest(payload, 'POST', `/trading-accounts/${account}/credit`, { token, body });
    const before = (await balancesOf(ledger, demo.id)).ETH!.free;
    const done = await credit(admin, { asset: 'ETH', amount: '2.5', reason: 'Welcome bonus' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect((await balancesOf(ledger, demo.id)).ETH!.free).toBe((Number(before) + 2.5).toFixed(8));
    expect((await noticesOf(ledger, demo.id))[0]).toMatchObject({ asset: 'ETH', reason: 'Welcome bonus' });
    const forbidden = await credit(editor, { asset: 'ETH', amount: '2.5', reason: 'Welcome bonus' });
    expect(forbidden.status).toBe(403);
    const real = await credit(admin, { asset: 'USDT', amount: '10', reason: 'Not allowed' }, realId());
    expect([real.status, real.body.error, real.body.message]).toEqual([400, 'DEMO_ONLY', 'Only a demo account can be reset or credited.']);
    const wrong = await credit(admin, { asset: 'ETH', amount: '1e309', reason: 'Welcome bonus' });
    expect([wrong.status, wrong.body.error]).toEqual([400, 'AMOUNT_NOT_NUMBER']);
  });
});

const realId = () => real.id;
