import { applyMarginQuote, marginAccountById, marginAccountsOn, type DealRecord, type Ledger } from '@bourse/cms/ledger';
import type { MarginDealAnswer, MarketQuotes } from '@bourse/trading';
import type { UserEvents } from '../events';
import type { DeskQuote, QuoteSource } from './recorded-feed';

/** A deal as the account API and the push channel show it. */
export function dealAnswer(deal: DealRecord): MarginDealAnswer {
  if (deal.entry === 'BALANCE')
    return { ...deal, positionTicket: null, symbol: null, side: null, units: null, price: null, reason: deal.reason };
  const { requestId: _request, ...shown } = deal;
  return shown;
}

/**
 * The forex desk: the latest quote of every instrument, and each new quote run through every margin
 * account it can change (one ledger transaction each: pending fills, stops, margin call, stop-out),
 * the trader told of what it did. Quotes of one instrument are worked one after another; when they
 * come faster than the ledger works, the next run takes the latest and the ones between are skipped
 * (a price is only ever the one quoted).
 */
export class ForexDesk {
  private readonly latest = new Map<string, DeskQuote>();
  private readonly running = new Map<string, Promise<void>>();
  private readonly again = new Set<string>();
  private closed = false;

  constructor(private readonly deps: { ledger: Ledger; events: UserEvents; source: QuoteSource; log: (line: string) => void }) {}

  get series() {
    return this.deps.source.series;
  }

  start(): void {
    this.deps.source.start((quote) => this.quote(quote));
  }

  /** A quote from the feed: kept, shown on every open page, and worked on the accounts it can change. */
  quote(quote: DeskQuote): void {
    if (this.closed) return;
    this.latest.set(quote.symbol, quote);
    this.deps.events.broadcast({ e: 'forexQuote', quote });
    this.schedule(quote.symbol);
  }

  private schedule(symbol: string): void {
    if (this.running.has(symbol)) {
      this.again.add(symbol);
      return;
    }
    const run = this.work(symbol)
      .catch((error: unknown) => this.deps.log(`[engine] forex quote ${symbol} failed: ${(error as Error).stack ?? error}`))
      .finally(() => {
        this.running.delete(symbol);
        if (this.again.delete(symbol) && !this.closed) this.schedule(symbol);
      });
    this.running.set(symbol, run);
  }

  /** The latest quote of each instrument, as the margin rules read them. */
  marketQuotes(): MarketQuotes {
    return Object.fromEntries([...this.latest].map(([symbol, q]) => [symbol, { bid: q.bid, ask: q.ask, time: q.time }]));
  }

  quotes(): DeskQuote[] {
    return [...this.latest.values()];
  }

  /** Resolves when no quote is being worked (tests, and a clean stop). */
  async idle(): Promise<void> {
    while (this.running.size) await Promise.all(this.running.values());
  }

  async close(): Promise<void> {
    this.closed = true;
    this.deps.source.close();
    await this.idle();
  }

  private async work(symbol: string): Promise<void> {
    const quotes = this.marketQuotes();
    for (const accountId of await marginAccountsOn(this.deps.ledger, symbol)) {
      const step = await applyMarginQuote(this.deps.ledger, accountId, quotes, symbol);
      if (!step.ok || step.value.replayed) continue;
      const account = await marginAccountById(this.deps.ledger, accountId);
      if (!account) continue;
      this.deps.events.publish(account.traderId, {
        e: 'marginChanged',
        accountId,
        deals: step.value.deals.map(dealAnswer),
        events: step.value.events,
      });
    }
  }
}
