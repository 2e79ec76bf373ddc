import { tradeFromEvent, type MarketFrame, type Trade } from '@bourse/market';
import { fetchExchangeInfo, openMarketStream, type MarketStream } from '@bourse/market/client';
import { symbolFiltersFrom, type ExchangeSymbol, type SymbolFilters } from '@bourse/trading';
import { SymbolMarket } from './symbol-market';

/** The exchange's symbols and filters are read again this often (a new listing, a changed tick). */
const EXCHANGE_INFO_MS = 3_600_000;
/** After the stream's five reconnects fail, it starts again after this long, for as long as it takes. */
const RETRY_AFTER_EXHAUSTED_MS = 15_000;

export type HubOptions = {
  restUrl: string;
  wsUrl: string;
  onTrade: (symbol: string, trade: Trade) => void;
  onBook: (symbol: string) => void;
  log?: (message: string) => void;
};

const streamsOf = (symbol: string) => [`${symbol.toLowerCase()}@trade`, `${symbol.toLowerCase()}@depth@100ms`];

/**
 * The engine's view of the market: one combined websocket stream (Binance's, or the replay's) with
 * the trades and book diffs of every symbol it follows, a local book per symbol, and the exchange
 * filters. Symbols are followed while the engine needs them (resting orders, alerts, a trader at
 * work) and dropped after.
 *
 * @example
 * const hub = new MarketHub({ restUrl, wsUrl, onTrade: (symbol, trade) => matcher.trade(symbol, trade), onBook: () => {} });
 * hub.follow('BTCUSDT');
 * await hub.whenSynced('BTCUSDT', 10_000);
 */
export class MarketHub {
  private stream: MarketStream | null = null;
  private readonly markets = new Map<string, SymbolMarket>();
  private filters = new Map<string, SymbolFilters>();
  private filtersAt = 0;
  private filtersLoading: Promise<void> | null = null;
  private lastFrameAt = 0;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private readonly log: (message: string) => void;

  constructor(private readonly options: HubOptions) {
    this.log = options.log ?? ((m) => console.warn(m));
  }

  /** Starts following a symbol (idempotent). */
  follow(symbol: string): SymbolMarket {
    const known = this.markets.get(symbol);
    if (known) return known;
    const market = new SymbolMarket(
      symbol,
      this.options.restUrl,
      () => this.lastFrameAt,
      () => this.options.onBook(symbol),
      this.log,
    );
    this.markets.set(symbol, market);
    if (this.stream) this.stream.subscribe(streamsOf(symbol));
    else this.open();
    return market;
  }

  unfollow(symbol: string): void {
    const market = this.markets.get(symbol);
    if (!market) return;
    market.stop();
    this.markets.delete(symbol);
    this.stream?.unsubscribe(streamsOf(symbol));
  }

  market(symbol: string): SymbolMarket | undefined {
    return this.markets.get(symbol);
  }

  followed(): string[] {
    return [...this.markets.keys()];
  }

  /** Resolves true once the symbol's book is synced, false after `timeoutMs`. */
  async whenSynced(symbol: string, timeoutMs: number): Promise<boolean> {
    const market = this.follow(symbol);
    const until = Date.now() + timeoutMs;
    while (!market.synced || market.lastTradeId < 0) {
      if (Date.now() >= until) return market.synced;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return true;
  }

  /** The symbol's filters from the exchange's answer (read again hourly), or null when it does not list it. */
  async filtersOf(symbol: string): Promise<SymbolFilters | null> {
    if (Date.now() - this.filtersAt > EXCHANGE_INFO_MS || !this.filters.has(symbol)) await this.loadFilters();
    return this.filters.get(symbol) ?? null;
  }

  private loadFilters(): Promise<void> {
    this.filtersLoading ??= fetchExchangeInfo(this.options.restUrl)
      .then((info) => {
        this.filters = new Map(info.symbols.map((entry) => [entry.symbol, symbolFiltersFrom(entry as ExchangeSymbol)]));
        this.filtersAt = Date.now();
      })
      .catch((error: unknown) => this.log(`[engine] exchangeInfo from ${this.options.restUrl} failed: ${(error as Error).message}`))
      .finally(() => (this.filtersLoading = null));
    return this.filtersLoading;
  }

  private open(): void {
    this.stream = openMarketStream({
      wsBase: this.options.wsUrl,
      streams: [...this.markets.keys()].flatMap(streamsOf),
      log: this.log,
      onFrame: (frame) => this.receive(frame),
      onStatus: (status) => {
        if (status.state === 'connected') this.lastFrameAt = Date.now();
        if (status.exhausted && this.retry === null)
          this.retry = setTimeout(() => {
            this.retry = null;
            this.stream?.reconnect();
          }, RETRY_AFTER_EXHAUSTED_MS);
      },
    });
  }

  private receive(frame: MarketFrame): void {
    this.lastFrameAt = Date.now();
    if (frame.kind === 'trade') {
      const symbol = frame.event.s.toUpperCase();
      if (this.markets.has(symbol)) this.options.onTrade(symbol, tradeFromEvent(frame.event));
      return;
    }
    if (frame.kind === 'depth') this.markets.get(frame.event.s.toUpperCase())?.receive(frame);
  }

  close(): void {
    if (this.retry !== null) clearTimeout(this.retry);
    for (const market of this.markets.values()) market.stop();
    this.markets.clear();
    this.stream?.close();
    this.stream = null;
  }
}
