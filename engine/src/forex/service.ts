import {
  cancelMarginOrder,
  closeMarginPosition,
  marginAccountOf,
  marginDealsOf,
  marginOrdersOf,
  marginStateOf,
  modifyMarginStops,
  placeMarginOrderIn,
  type Ledger,
  type MarginChange,
  type MarginOrderView,
} from '@bourse/cms/ledger';
import {
  closePriceOf,
  INSTRUMENTS,
  priceText,
  MARGIN_CALL_LEVEL,
  openResult,
  STOP_OUT_LEVEL,
  summarize,
  toCents,
  type MarginAccountAnswer,
  type MarginCloseBody,
  type MarginOrderBody,
  type MarginQuotesAnswer,
  type MarginResult,
  type MarginStopsBody,
  type BidAsk,
} from '@bourse/trading';
import type { UserEvents } from '../events';
import { dealAnswer, type ForexDesk } from './desk';

/** What a change answers: the ticket it concerns, whether it was a retry, its deals and the account after it. */
export type MarginChangeAnswer = {
  ticket: number | null;
  replayed: boolean;
  deals: ReturnType<typeof dealAnswer>[];
  account: MarginAccountAnswer;
};

/**
 * The forex account's side of the account API, over the ledger's margin account and the desk's
 * quotes: every write one ledger transaction, every change told to the trader's open pages.
 */
export class ForexService {
  constructor(private readonly deps: { ledger: Ledger; desk: ForexDesk; events: UserEvents }) {}

  quotes(): MarginQuotesAnswer {
    const series = this.deps.desk.series.map((s) => ({
      symbol: s.symbol,
      interval: s.interval,
      from: s.covers.from,
      to: s.covers.to,
      source: s.source,
    }));
    return { feed: 'recorded', series, quotes: this.deps.desk.quotes() };
  }

  /**
   * The trader's forex account marked to the latest quotes (opened on first use). A position whose
   * instrument has no quote yet is valued at its open price, its result shown as unknown (null).
   */
  async account(traderId: number): Promise<MarginAccountAnswer> {
    const record = await marginAccountOf(this.deps.ledger, traderId);
    const state = (await marginStateOf(this.deps.ledger, record.id))!;
    const live = this.deps.desk.marketQuotes();
    const quotes: Record<string, BidAsk> = { ...live };
    for (const p of state.positions) quotes[p.symbol] ??= { bid: p.openPrice, ask: p.openPrice, time: p.openTime };
    const summary = summarize(state, quotes);
    return {
      id: record.id,
      accountNumber: record.accountNumber,
      currency: 'USD',
      maxLeverage: state.maxLeverage,
      balance: state.balance,
      equity: toCents(summary.equity).toFixed(2),
      margin: summary.margin.toFixed(2),
      freeMargin: toCents(summary.freeMargin).toFixed(2),
      level: summary.level === null ? null : summary.level.toFixed(2),
      marginCall: state.marginCall,
      marginCallLevel: MARGIN_CALL_LEVEL,
      stopOutLevel: STOP_OUT_LEVEL,
      positions: state.positions.map((p) => {
        const quoted = live[p.symbol];
        const open = quoted ? openResult(p, live) : null;
        return {
          ...p,
          closePrice: quoted ? priceText(INSTRUMENTS[p.symbol]!, closePriceOf(p.side, quoted)) : null,
          profit: open ? toCents(open.money).toFixed(2) : null,
          pips: open ? open.pips.toFixed(1) : null,
          swap: '0.00' as const,
        };
      }),
      orders: state.orders,
    };
  }

  async place(traderId: number, body: MarginOrderBody): Promise<MarginResult<MarginChangeAnswer>> {
    const { requestId, ...request } = body;
    const record = await marginAccountOf(this.deps.ledger, traderId);
    return this.answer(
      traderId,
      record.id,
      await placeMarginOrderIn(this.deps.ledger, record.id, requestId, request, this.deps.desk.marketQuotes(), Date.now()),
    );
  }

  async close(traderId: number, ticket: number, body: MarginCloseBody): Promise<MarginResult<MarginChangeAnswer>> {
    const record = await marginAccountOf(this.deps.ledger, traderId);
    const closed = await closeMarginPosition(
      this.deps.ledger,
      record.id,
      body.requestId,
      ticket,
      body.units,
      this.deps.desk.marketQuotes(),
      Date.now(),
    );
    return this.answer(traderId, record.id, closed);
  }

  async cancel(traderId: number, ticket: number): Promise<MarginResult<MarginChangeAnswer>> {
    const record = await marginAccountOf(this.deps.ledger, traderId);
    return this.answer(traderId, record.id, await cancelMarginOrder(this.deps.ledger, record.id, ticket, Date.now()));
  }

  async stops(traderId: number, ticket: number, body: MarginStopsBody): Promise<MarginResult<MarginChangeAnswer>> {
    const record = await marginAccountOf(this.deps.ledger, traderId);
    const moved = await modifyMarginStops(this.deps.ledger, record.id, ticket, body, this.deps.desk.marketQuotes(), Date.now());
    return this.answer(traderId, record.id, moved);
  }

  async deals(traderId: number, range: { from?: number; to?: number }) {
    const record = await marginAccountOf(this.deps.ledger, traderId);
    return marginDealsOf(this.deps.ledger, record.id, range);
  }

  async orders(traderId: number, statuses?: MarginOrderView['status'][]) {
    const record = await marginAccountOf(this.deps.ledger, traderId);
    return marginOrdersOf(this.deps.ledger, record.id, statuses);
  }

  private async answer(traderId: number, accountId: number, change: MarginResult<MarginChange>): Promise<MarginResult<MarginChangeAnswer>> {
    if (!change.ok) return change;
    const deals = change.value.deals.map(dealAnswer);
    if (!change.value.replayed) this.deps.events.publish(traderId, { e: 'marginChanged', accountId, deals, events: change.value.events });
    return {
      ok: true,
      value: { ticket: change.value.ticket, replayed: change.value.replayed, deals, account: await this.account(traderId) },
    };
  }
}
