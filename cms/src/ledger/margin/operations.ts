import { and, eq } from '@payloadcms/db-sqlite/drizzle';
import {
  applyQuote,
  cancelPendingOrder,
  closePosition,
  done,
  modifyStops,
  placeMarginOrder,
  refuse,
  type MarginAccount,
  type MarginEvent,
  type MarginOrderRequest,
  type MarginResult,
  type MarketQuotes,
  type StopSpec,
} from '@bourse/trading';
import type { Ledger } from '../connection';
import { text, type SqlDb } from '../sql';
import { dealRecords, insertDeals, readMarginAccount, settlePending, writeMarginAccount, type DealRecord } from './rows';

/**
 * What one change did to a margin account: the account after it, the deals it made (each with the
 * margin it moved), what the trader is told, and the ticket it concerns. `replayed`: the same
 * request came again and nothing was done twice.
 */
export type MarginChange = { account: MarginAccount; deals: DealRecord[]; events: MarginEvent[]; ticket: number | null; replayed: boolean };

type Work = (tx: SqlDb, account: MarginAccount) => Promise<MarginResult<MarginChange>>;

/** One transaction on one margin account, its row locked; a refusal writes nothing. */
function onAccount(ledger: Ledger, accountId: number, work: Work): Promise<MarginResult<MarginChange>> {
  return ledger.transaction(
    accountId,
    async (tx) => {
      const account = await readMarginAccount(tx, ledger.tables, accountId);
      if (!account) return refuse('POSITION_NOT_FOUND', 'account');
      return work(tx, account);
    },
    'margin',
  );
}

const unchanged = (account: MarginAccount, ticket: number | null): MarginResult<MarginChange> =>
  done({ account, deals: [], events: [], ticket, replayed: true });

/**
 * Places a market or pending order. The request id makes it idempotent: the same request again
 * answers the order already placed; another request under that id is refused. A market order is
 * recorded as filled with its position and `IN` deal; a pending one waits for its price.
 */
export function placeMarginOrderIn(
  ledger: Ledger,
  accountId: number,
  requestId: string,
  request: MarginOrderRequest,
  quotes: MarketQuotes,
  now: number,
): Promise<MarginResult<MarginChange>> {
  const { marginOrders } = ledger.tables;
  return onAccount(ledger, accountId, async (tx, before) => {
    const [existing] = await tx
      .select()
      .from(marginOrders)
      .where(and(eq(marginOrders.account!, accountId), eq(marginOrders.requestId!, requestId)));
    if (existing) {
      const same = text(existing.symbol) === request.symbol && text(existing.side) === request.side && text(existing.type) === request.type;
      return same ? unchanged(before, Number(existing.ticket)) : refuse('DUPLICATE_REQUEST', 'requestId', { id: requestId });
    }
    const placed = placeMarginOrder(before, request, quotes, now);
    if (!placed.ok) return placed;
    const after = placed.value.account;
    const ticket = before.nextTicket;
    const position = after.positions.find((p) => p.ticket === ticket);
    const pending = after.orders.find((o) => o.ticket === ticket);
    const shown = (position ?? pending)!;
    await tx.insert(marginOrders).values({
      account: accountId,
      requestId,
      ticket,
      symbol: shown.symbol,
      side: shown.side,
      type: request.type,
      price: position ? position.openPrice : pending!.price,
      units: shown.units,
      leverage: shown.leverage,
      stopLoss: shown.stopLoss,
      takeProfit: shown.takeProfit,
      status: position ? 'FILLED' : 'PENDING',
      placedTime: now,
      doneTime: position ? now : null,
      createdAt: new Date(now).toISOString(),
      updatedAt: new Date(now).toISOString(),
    });
    const deals = dealRecords(before, after, placed.value.deals);
    await writeMarginAccount(tx, ledger.tables, accountId, before, after, now);
    await insertDeals(tx, ledger.tables, accountId, deals);
    return done({ account: after, deals, events: [], ticket, replayed: false });
  });
}

/**
 * Closes a position, or `units` of it, at the quote. The request id makes it idempotent: a close
 * already made under it answers again without closing more.
 */
export function closeMarginPosition(
  ledger: Ledger,
  accountId: number,
  requestId: string,
  ticket: number,
  units: string | undefined,
  quotes: MarketQuotes,
  now: number,
): Promise<MarginResult<MarginChange>> {
  const { marginDeals } = ledger.tables;
  return onAccount(ledger, accountId, async (tx, before) => {
    const [existing] = await tx
      .select()
      .from(marginDeals)
      .where(and(eq(marginDeals.account!, accountId), eq(marginDeals.requestId!, requestId)));
    if (existing)
      return Number(existing.positionTicket) === ticket
        ? unchanged(before, ticket)
        : refuse('DUPLICATE_REQUEST', 'requestId', { id: requestId });
    const closed = closePosition(before, ticket, quotes, now, 'CLOSE', units);
    if (!closed.ok) return closed;
    const after = closed.value.account;
    const deals = dealRecords(before, after, closed.value.deals).map((d) => ({ ...d, requestId }));
    await writeMarginAccount(tx, ledger.tables, accountId, before, after, now);
    await insertDeals(tx, ledger.tables, accountId, deals);
    return done({ account: after, deals, events: [], ticket, replayed: false });
  });
}

/** Cancels a pending order; cancelling one already cancelled answers it again. */
export function cancelMarginOrder(ledger: Ledger, accountId: number, ticket: number, now: number): Promise<MarginResult<MarginChange>> {
  const { marginOrders } = ledger.tables;
  return onAccount(ledger, accountId, async (tx, before) => {
    const cancelled = cancelPendingOrder(before, ticket);
    if (!cancelled.ok) {
      const [row] = await tx
        .select()
        .from(marginOrders)
        .where(and(eq(marginOrders.account!, accountId), eq(marginOrders.ticket!, ticket), eq(marginOrders.status!, 'CANCELLED')));
      return row ? unchanged(before, ticket) : cancelled;
    }
    await settlePending(tx, ledger.tables, accountId, [ticket], 'CANCELLED', now);
    return done({ account: cancelled.value, deals: [], events: [], ticket, replayed: false });
  });
}

/** Moves a position's stop-loss and take-profit (null removes one); the same values again change nothing. */
export function modifyMarginStops(
  ledger: Ledger,
  accountId: number,
  ticket: number,
  stops: { stopLoss: StopSpec | null; takeProfit: StopSpec | null },
  quotes: MarketQuotes,
  now: number,
): Promise<MarginResult<MarginChange>> {
  return onAccount(ledger, accountId, async (tx, before) => {
    const modified = modifyStops(before, ticket, stops, quotes);
    if (!modified.ok) return modified;
    await writeMarginAccount(tx, ledger.tables, accountId, before, modified.value, now);
    return done({ account: modified.value, deals: [], events: [], ticket, replayed: false });
  });
}

/**
 * A new quote of `symbol` on one account, as the rules run it (pending fills, stops, margin call,
 * stop-out), in one transaction; a quote that changes nothing writes nothing. `quotes` holds the
 * latest quote of every instrument. The same quote twice does nothing the second time: what it
 * reached is gone after the first.
 */
export function applyMarginQuote(
  ledger: Ledger,
  accountId: number,
  quotes: MarketQuotes,
  symbol: string,
): Promise<MarginResult<MarginChange>> {
  return onAccount(ledger, accountId, async (tx, before) => {
    const step = applyQuote(before, quotes, symbol);
    const after = step.account;
    if (step.deals.length === 0 && step.events.length === 0 && after.orders.length === before.orders.length) return unchanged(before, null);
    const time = quotes[symbol]!.time;
    const filled = step.deals.filter((d) => d.entry === 'IN').map((d) => d.positionTicket);
    const rejected = step.events.flatMap((e) => (e.type === 'ORDER_REJECTED' ? [e.ticket] : []));
    await settlePending(tx, ledger.tables, accountId, filled, 'FILLED', time);
    await settlePending(tx, ledger.tables, accountId, rejected, 'REJECTED', time);
    const deals = dealRecords(before, after, step.deals);
    await writeMarginAccount(tx, ledger.tables, accountId, before, after, time);
    await insertDeals(tx, ledger.tables, accountId, deals);
    return done({ account: after, deals, events: step.events, ticket: null, replayed: false });
  });
}
