import {
  accountById,
  activeAccountOf,
  addAlert,
  balancesOf,
  cancelAlert,
  cancelOrders,
  deposit,
  modifyOrder,
  noticesOf,
  orderOf,
  ordersOf,
  ownAccount,
  placeOrder,
  placeOrderList,
  resetDemo,
  traderAccounts,
  updateAccount,
  withdraw,
  type CancelTarget,
  type Ledger,
  type MarketContext,
  type TradingAccount,
} from '@bourse/cms/ledger';
import {
  fail,
  ok,
  placeSpotOrder,
  USD_STABLE_COINS,
  type AccountAnswer,
  type AccountState,
  type DepositBody,
  type FeeRates,
  type ModifyOrderBody,
  type NewOcoBody,
  type NewOrderBody,
  type Result,
  type WithdrawalBody,
} from '@bourse/trading';
import type { EngineConfig } from './config';
import type { UserEvents } from './events';
import type { MarketHub } from './market/market-hub';
import type { Matcher } from './matcher';

/** How long a placement waits for a symbol the engine starts to follow to have a book. */
const SYNC_WAIT_MS = 8_000;

export type ServiceDeps = {
  ledger: Ledger;
  hub: MarketHub;
  matcher: Matcher;
  events: UserEvents;
  config: EngineConfig;
  fees: FeeRates;
  /** The server's key that seals the trading API's HMAC secrets (API_KEY_SECRET). */
  apiKeySecret: string;
};

export const accountAnswer = (account: TradingAccount, active: boolean): AccountAnswer => ({
  id: account.id,
  slot: account.slot,
  kind: account.kind,
  currency: account.currency,
  name: account.name,
  accountNumber: account.accountNumber,
  wallets: account.wallets,
  demoFill: account.demoFill,
  active,
});

/**
 * What the account API does, over the ledger, the market and the matcher: every write in one
 * ledger transaction, every change told to the trader's push channel (all their browsers).
 */
export class TradingService {
  constructor(private readonly deps: ServiceDeps) {}

  get ledger(): Ledger {
    return this.deps.ledger;
  }

  get apiKeySecret(): string {
    return this.deps.apiKeySecret;
  }

  /** The trading API's base address as bots reach it. */
  get tradingApiUrl(): string {
    return this.deps.config.tradingApiUrl ?? '';
  }

  async accounts(traderId: number): Promise<AccountAnswer[]> {
    const accounts = await traderAccounts(this.deps.ledger, traderId);
    const active = activeAccountOf(accounts);
    return accounts.map((a) => accountAnswer(a, a.id === active?.id));
  }

  /** Any account by id (the CMS's notice names one; no trader is asking). */
  ledgerAccount(accountId: number): Promise<TradingAccount | null> {
    return accountById(this.deps.ledger, accountId);
  }

  account(traderId: number, accountId: number): Promise<TradingAccount | null> {
    return ownAccount(this.deps.ledger, traderId, accountId);
  }

  async state(account: TradingAccount, traderId: number): Promise<AccountState> {
    const accounts = await traderAccounts(this.deps.ledger, traderId);
    const active = activeAccountOf(accounts);
    const [balances, openOrders, notices] = await Promise.all([
      balancesOf(this.deps.ledger, account.id),
      ordersOf(this.deps.ledger, account.id, 'open'),
      noticesOf(this.deps.ledger, account.id),
    ]);
    return { account: accountAnswer(account, account.id === active?.id), balances, openOrders, notices };
  }

  async select(account: TradingAccount): Promise<void> {
    await updateAccount(this.deps.ledger, account.id, { selectedAt: Date.now() });
    this.deps.events.publish(account.traderId, { e: 'accountsChanged' });
  }

  async setDemoFill(account: TradingAccount, demoFill: boolean): Promise<Result<null>> {
    if (account.kind !== 'demo' && demoFill) return fail('DEMO_ONLY', 'demoFill');
    await updateAccount(this.deps.ledger, account.id, { demoFill });
    this.deps.events.publish(account.traderId, { e: 'accountsChanged' });
    return ok(null);
  }

  /** The market for an order on `symbol`, following it first when the engine did not yet. */
  private async marketFor(symbol: string): Promise<Result<MarketContext>> {
    const filters = await this.deps.hub.filtersOf(symbol);
    if (!filters) return fail('UNKNOWN_PAIR', 'symbol', { pair: symbol });
    await this.deps.matcher.follow(symbol);
    await this.deps.hub.whenSynced(symbol, SYNC_WAIT_MS);
    const market = this.deps.hub.market(symbol)!.view();
    return ok({ filters, market, fees: this.deps.fees, staleAfterMs: this.deps.config.staleAfterMs, now: Date.now() });
  }

  async place(account: TradingAccount, body: NewOrderBody) {
    const context = await this.marketFor(body.symbol);
    if (!context.ok) return context;
    const { newClientOrderId, ...request } = body;
    const placed = await placeOrder(this.deps.ledger, account.id, newClientOrderId, request, context.value);
    if (placed.ok && !placed.value.replayed) this.deps.matcher.changed(placed.value.order, placed.value.fills, placed.value.balances);
    return placed;
  }

  /** POST /api/v3/order/test: every rule an order meets, on the account's balances and the market, with nothing written. */
  async testOrder(account: TradingAccount, body: NewOrderBody): Promise<Result<null>> {
    const context = await this.marketFor(body.symbol);
    if (!context.ok) return context;
    const { newClientOrderId, ...request } = body;
    const { filters, market, fees, staleAfterMs, now } = context.value;
    const balances = await balancesOf(this.deps.ledger, account.id);
    const placed = placeSpotOrder(balances, request, filters, market, {
      accountId: account.id,
      clientOrderId: newClientOrderId,
      now,
      fees,
      staleAfterMs,
      demoFill: false,
    });
    return placed.ok ? ok(null) : placed;
  }

  async placeOco(account: TradingAccount, body: NewOcoBody) {
    const context = await this.marketFor(body.symbol);
    if (!context.ok) return context;
    const { listClientOrderId, ...request } = body;
    const placed = await placeOrderList(this.deps.ledger, account.id, listClientOrderId, request, context.value);
    if (placed.ok && !placed.value.replayed) {
      for (const order of placed.value.orders) this.deps.matcher.changed(order, [], null);
      this.balancesChanged(account, placed.value.balances);
    }
    return placed;
  }

  /** Moves an open order (its line dragged on the chart): amended in place or cancelled and replaced, as the ledger decides. */
  async modify(account: TradingAccount, orderId: number, body: ModifyOrderBody) {
    const order = await orderOf(this.deps.ledger, account.id, orderId);
    if (!order) return fail('ORDER_NOT_FOUND', 'orderId', { id: String(orderId) });
    const context = await this.marketFor(order.symbol);
    if (!context.ok) return context;
    const done = await modifyOrder(this.deps.ledger, account.id, orderId, body, context.value);
    if (done.ok && !done.value.replayed) {
      for (const ended of done.value.cancelled) this.deps.matcher.changed(ended, [], null);
      for (const placed of done.value.placed)
        this.deps.matcher.changed(
          placed,
          done.value.fills.filter((f) => f.orderId === placed.orderId),
          done.value.balances,
        );
      this.balancesChanged(account, done.value.balances);
    }
    return done;
  }

  async cancel(account: TradingAccount, target: CancelTarget) {
    const cancelled = await cancelOrders(this.deps.ledger, account.id, target, Date.now());
    if (cancelled.ok) {
      for (const order of cancelled.value.orders) this.deps.matcher.changed(order, [], null);
      this.balancesChanged(account, cancelled.value.balances);
    }
    return cancelled;
  }

  async reset(account: TradingAccount) {
    const reset = await resetDemo(this.deps.ledger, account.id, Date.now());
    if (reset.ok) {
      for (const order of reset.value.orders) this.deps.matcher.changed(order, [], null);
      this.balancesChanged(account, reset.value.balances);
    }
    return reset;
  }

  async deposit(account: TradingAccount, body: DepositBody) {
    const done = await deposit(this.deps.ledger, account.id, body, Date.now());
    if (done.ok) this.balancesChanged(account, done.value.balances);
    return done;
  }

  /** US dollars per coin now, for the verified level's limit: the last trade on COINUSDT (the ledger counts a stablecoin at par). */
  private async usdPrice(coin: string): Promise<string | null> {
    if (USD_STABLE_COINS.includes(coin)) return null;
    const context = await this.marketFor(`${coin}USDT`);
    return context.ok ? context.value.market.lastPrice : null;
  }

  async withdraw(account: TradingAccount, body: WithdrawalBody) {
    const usdPrice = await this.usdPrice(body.coin);
    const done = await withdraw(this.deps.ledger, account, body, Date.now(), {
      whitelistWaitMs: this.deps.config.whitelistWaitMs,
      usdPrice,
    });
    if (done.ok) this.balancesChanged(account, done.value.balances);
    return done;
  }

  async addAlert(traderId: number, body: { symbol: string; condition: unknown; price: unknown }) {
    const filters = await this.deps.hub.filtersOf(body.symbol);
    if (!filters) return fail('UNKNOWN_PAIR', 'symbol', { pair: body.symbol });
    await this.deps.matcher.follow(body.symbol);
    await this.deps.hub.whenSynced(body.symbol, SYNC_WAIT_MS);
    const market = this.deps.hub.market(body.symbol)!;
    const added = await addAlert(
      this.deps.ledger,
      traderId,
      body,
      { lastPrice: market.lastPrice, lastTradeId: market.lastTradeId },
      Date.now(),
    );
    if (added.ok) this.deps.matcher.addAlert({ ...added.value, traderId });
    return added;
  }

  async cancelAlert(traderId: number, alertId: number): Promise<boolean> {
    const done = await cancelAlert(this.deps.ledger, traderId, alertId);
    if (done) this.deps.matcher.removeAlert(alertId);
    return done;
  }

  /** A change made outside the engine (a staff credit in the CMS): the trader's browsers hear of it. */
  async changedElsewhere(account: TradingAccount): Promise<void> {
    this.balancesChanged(account, await balancesOf(this.deps.ledger, account.id));
  }

  private balancesChanged(account: TradingAccount, balances: AccountState['balances']): void {
    this.deps.events.publish(account.traderId, { e: 'outboundAccountPosition', accountId: account.id, balances });
  }
}
