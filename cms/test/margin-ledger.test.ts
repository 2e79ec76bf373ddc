import { summarize, type BidAsk, type MarginOrderRequest, type MarketQuotes } from '@bourse/trading';
import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyMarginQuote,
  cancelMarginOrder,
  checkMarginLedger,
  closeMarginPosition,
  marginAccountOf,
  marginAccountsOn,
  marginDealsOf,
  marginOrdersOf,
  marginStateOf,
  modifyMarginStops,
  openLedger,
  placeMarginOrderIn,
  type Ledger,
} from '../src/ledger';
import { freshPayload, testDialect } from './helpers';

// The margin (forex) account on the product's database (SQLite here, PostgreSQL in the test
// command's second pass): every change one transaction with the deals that explain the balance and
// the margin, idempotent by request id, serialised per account, fills only at quoted prices.

let payload: Payload;
let ledger: Ledger;
let traders: number[] = [];
const NOW = 1_795_000_000_000;

const eur = (bid: string, ask: string, time = NOW): BidAsk => ({ bid, ask, time });
const QUOTES: MarketQuotes = { EURUSD: eur('1.19995', '1.20055'), XAUUSD: { bid: '1302.73', ask: '1303.08', time: NOW } };
const buy = (lots: string, extra: Partial<MarginOrderRequest> = {}): MarginOrderRequest => ({
  symbol: 'EURUSD',
  side: 'BUY',
  type: 'MARKET',
  volume: { kind: 'lots', amount: lots },
  leverage: 500,
  ...extra,
});

async function newTrader(email: string): Promise<number> {
  const trader = await payload.create({
    collection: 'traders',
    data: { email, password: 'correct horse battery', status: 'active', emailVerified: true },
  });
  return Number(trader.id);
}

beforeAll(async () => {
  payload = await freshPayload();
  ledger = await openLedger(payload);
  traders = [await newTrader('margin-a@bourse.test'), await newTrader('margin-b@bourse.test'), await newTrader('margin-c@bourse.test')];
});

afterAll(async () => {
  if (ledger) expect(await checkMarginLedger(ledger)).toEqual([]);
  await ledger?.close();
});

describe(`margin account on ${testDialect}`, () => {
  it('is opened once however many requests ask at once, with 10,000.00 USD and the credit deal that explains it', async () => {
    const [a, b] = await Promise.all([marginAccountOf(ledger, traders[0]!, NOW), marginAccountOf(ledger, traders[0]!, NOW)]);
    expect(a.id).toBe(b.id);
    expect(a).toMatchObject({ balance: '10000.00', maxLeverage: 500, currency: 'USD', marginCall: false });
    expect(await marginDealsOf(ledger, a.id)).toEqual([
      expect.objectContaining({ entry: 'BALANCE', profit: '10000.00', balanceAfter: '10000.00' }),
    ]);
  });

  it('a 1-lot EUR/USD buy at 1:500 opens at the ask and holds 240.11 of margin; the same request again opens nothing more', async () => {
    const account = await marginAccountOf(ledger, traders[0]!, NOW);
    const placed = await placeMarginOrderIn(ledger, account.id, 'buy-1', buy('1'), QUOTES, NOW);
    expect(placed.ok && placed.value.replayed).toBe(false);
    const again = await placeMarginOrderIn(ledger, account.id, 'buy-1', buy('1'), QUOTES, NOW);
    expect(again.ok && again.value.replayed).toBe(true);
    const state = (await marginStateOf(ledger, account.id))!;
    expect(state.positions).toEqual([
      expect.objectContaining({ symbol: 'EURUSD', units: '100000', openPrice: '1.20055', margin: '240.11' }),
    ]);
    const [deal] = await marginDealsOf(ledger, account.id);
    expect(deal).toMatchObject({ entry: 'IN', price: '1.20055', margin: '240.11', profit: '0.00', balanceAfter: '10000.00' });
    const reused = await placeMarginOrderIn(ledger, account.id, 'buy-1', buy('1', { side: 'SELL' }), QUOTES, NOW);
    expect(reused).toMatchObject({ ok: false, error: { code: 'DUPLICATE_REQUEST' } });
  });

  it('a refused order writes nothing: leverage above 1:500, volume above 100 lots', async () => {
    const account = await marginAccountOf(ledger, traders[0]!, NOW);
    const before = await marginOrdersOf(ledger, account.id);
    expect(await placeMarginOrderIn(ledger, account.id, 'bad-1', buy('1', { leverage: 501 }), QUOTES, NOW)).toMatchObject({ ok: false });
    expect(await placeMarginOrderIn(ledger, account.id, 'bad-2', buy('101'), QUOTES, NOW)).toMatchObject({ ok: false });
    expect(await marginOrdersOf(ledger, account.id)).toEqual(before);
  });

  it('a stop-loss closes at the quote that reached it, books the loss to the cent and releases the margin', async () => {
    const account = await marginAccountOf(ledger, traders[0]!, NOW);
    const [position] = (await marginStateOf(ledger, account.id))!.positions;
    const moved = await modifyMarginStops(
      ledger,
      account.id,
      position!.ticket,
      { stopLoss: { by: 'price', price: '1.19855' }, takeProfit: null },
      QUOTES,
      NOW,
    );
    expect(moved.ok).toBe(true);
    // A quote above the stop changes nothing; the one whose bid is at it closes the position there.
    const above = await applyMarginQuote(ledger, account.id, { ...QUOTES, EURUSD: eur('1.19900', '1.19960') }, 'EURUSD');
    expect(above.ok && above.value.deals).toEqual([]);
    const hit = await applyMarginQuote(ledger, account.id, { ...QUOTES, EURUSD: eur('1.19850', '1.19910') }, 'EURUSD');
    expect(hit.ok && hit.value.deals).toEqual([
      expect.objectContaining({ entry: 'OUT', reason: 'STOP_LOSS', price: '1.19850', profit: '-205.00', margin: '-240.11' }),
    ]);
    expect((await marginStateOf(ledger, account.id))!).toMatchObject({ balance: '9795.00', positions: [] });
    const again = await applyMarginQuote(ledger, account.id, { ...QUOTES, EURUSD: eur('1.19850', '1.19910') }, 'EURUSD');
    expect(again.ok && again.value.deals).toEqual([]);
  });

  it('a buy limit waits, fills at the first quote whose ask reaches it (that ask), and is recorded filled', async () => {
    const account = await marginAccountOf(ledger, traders[0]!, NOW);
    const placed = await placeMarginOrderIn(ledger, account.id, 'limit-1', buy('0.5', { type: 'LIMIT', price: '1.19000' }), QUOTES, NOW);
    expect(placed.ok).toBe(true);
    expect(await marginAccountsOn(ledger, 'EURUSD')).toContain(account.id);
    const reached = await applyMarginQuote(ledger, account.id, { ...QUOTES, EURUSD: eur('1.18930', '1.18990') }, 'EURUSD');
    expect(reached.ok && reached.value.deals).toEqual([
      expect.objectContaining({ entry: 'IN', reason: 'LIMIT', price: '1.18990', units: '50000' }),
    ]);
    const [order] = await marginOrdersOf(ledger, account.id, ['FILLED', 'PENDING']);
    expect(order).toMatchObject({ type: 'LIMIT', status: 'FILLED', price: '1.19000' });
  });

  it('a partial close books its part and releases margin in proportion; the close request again closes nothing more', async () => {
    const account = await marginAccountOf(ledger, traders[0]!, NOW);
    const [position] = (await marginStateOf(ledger, account.id))!.positions;
    const quotes = { ...QUOTES, EURUSD: eur('1.19100', '1.19160') };
    const first = await closeMarginPosition(ledger, account.id, 'close-1', position!.ticket, '20000', quotes, NOW);
    const again = await closeMarginPosition(ledger, account.id, 'close-1', position!.ticket, '20000', quotes, NOW);
    expect(again.ok && again.value.replayed).toBe(true);
    expect(first.ok && first.value.deals).toEqual([
      expect.objectContaining({ entry: 'OUT', reason: 'CLOSE', price: '1.19100', units: '20000', profit: '22.00' }),
    ]);
    const after = (await marginStateOf(ledger, account.id))!;
    expect(after.positions).toEqual([expect.objectContaining({ units: '30000' })]);
    expect(after.balance).toBe('9817.00');
  });

  it('a pending order is cancelled once; a second cancel answers it again', async () => {
    const account = await marginAccountOf(ledger, traders[0]!, NOW);
    const placed = await placeMarginOrderIn(ledger, account.id, 'stop-1', buy('0.1', { type: 'STOP', price: '1.25000' }), QUOTES, NOW);
    const ticket = placed.ok ? placed.value.ticket! : 0;
    expect((await cancelMarginOrder(ledger, account.id, ticket, NOW)).ok).toBe(true);
    expect(await cancelMarginOrder(ledger, account.id, ticket, NOW)).toMatchObject({ ok: true, value: { replayed: true } });
    expect(await marginOrdersOf(ledger, account.id, ['CANCELLED'])).toEqual([expect.objectContaining({ ticket })]);
  });

  it('orders placed at once on one account never spend the same free margin twice', async () => {
    const account = await marginAccountOf(ledger, traders[1]!, NOW);
    // 10 lots hold 2,401.10 each: four fit in 10,000.00 (with the spread's loss), a fifth does not.
    const results = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((n) => placeMarginOrderIn(ledger, account.id, `many-${n}`, buy('10'), QUOTES, NOW)),
    );
    const state = (await marginStateOf(ledger, account.id))!;
    expect(state.positions).toHaveLength(results.filter((r) => r.ok).length);
    expect(summarize(state, QUOTES).freeMargin.gte(0)).toBe(true);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.error.code === 'NOT_ENOUGH_MARGIN')).toBe(true);
  });

  it('a falling quote warns of the margin call, then stops out the largest loss first and leaves the level above 50 %', async () => {
    const account = await marginAccountOf(ledger, traders[2]!, NOW);
    const euro = await placeMarginOrderIn(ledger, account.id, 'big-eur', buy('30'), QUOTES, NOW);
    const gold = await placeMarginOrderIn(ledger, account.id, 'gold', { ...buy('0.5'), symbol: 'XAUUSD' }, QUOTES, NOW);
    expect(euro.ok && gold.ok).toBe(true);
    const call = await applyMarginQuote(ledger, account.id, { ...QUOTES, EURUSD: eur('1.19940', '1.20000') }, 'EURUSD');
    expect(call.ok && call.value.events).toEqual([expect.objectContaining({ type: 'MARGIN_CALL' })]);
    const falling = { ...QUOTES, EURUSD: eur('1.19800', '1.19860') };
    const out = await applyMarginQuote(ledger, account.id, falling, 'EURUSD');
    // The gold position alone is far above the call: the trader hears of the stop-out and the call's end.
    expect(out.ok && out.value.events).toEqual([
      expect.objectContaining({ type: 'STOP_OUT', tickets: [euro.ok ? euro.value.ticket : -1] }),
      expect.objectContaining({ type: 'MARGIN_CALL_OVER' }),
    ]);
    expect(out.ok && out.value.deals).toEqual([expect.objectContaining({ reason: 'STOP_OUT', price: '1.19800' })]);
    const state = (await marginStateOf(ledger, account.id))!;
    expect(state.positions.map((p) => p.symbol)).toEqual(['XAUUSD']);
    expect(summarize(state, falling).level!.gt(50)).toBe(true);
  });

  it('the ledger check finds a balance its deals do not explain', async () => {
    const account = await marginAccountOf(ledger, traders[1]!, NOW);
    const { marginAccounts } = ledger.tables;
    const { eq } = await import('@payloadcms/db-sqlite/drizzle');
    await ledger.db.update(marginAccounts).set({ balance: '99999.00' }).where(eq(marginAccounts.id!, account.id));
    expect(await checkMarginLedger(ledger)).toEqual([expect.objectContaining({ accountId: account.id })]);
    await ledger.db.update(marginAccounts).set({ balance: '10000.00' }).where(eq(marginAccounts.id!, account.id));
  });
});
