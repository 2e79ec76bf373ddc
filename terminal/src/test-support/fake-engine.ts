// Test helper (not exported by the package): the account API in memory, answering the browser's
// requests with the trading rules the real engine runs (@bourse/trading), on a fixed book around a
// price the test sets. The islands' tests stub `fetch` with it.
import {
  adjust,
  amountString,
  cancelSpotOrder,
  fillOnTrade,
  checkWithdrawal,
  createDemoBalances,
  Dec,
  FEES,
  placeSpotOrder,
  readAmountText,
  symbolFiltersFrom,
  SIMULATED_DEPOSIT_MAX_COIN,
  simulatedTxId,
  type AccountAnswer,
  type Balances,
  type FillAnswer,
  type MarketView,
  type OrderAnswer,
  type TradingError,
  type TransferAnswer,
  type UserEvent,
} from '@bourse/trading';

const filters = (symbol: string, base: string) =>
  symbolFiltersFrom({
    symbol,
    status: 'TRADING',
    baseAsset: base,
    quoteAsset: 'USDT',
    filters: [
      { filterType: 'PRICE_FILTER', minPrice: '0.01', maxPrice: '1000000', tickSize: '0.01' },
      { filterType: 'LOT_SIZE', minQty: '0.00001', maxQty: '9000', stepSize: '0.00001' },
      { filterType: 'NOTIONAL', minNotional: '5', applyMinToMarket: true },
    ],
  });

const WALLETS = { BTC: '1BoatSLRHtKNngkdXEeobR76b53LETtpyT', USDT_TRC20: 'T' + 'F'.repeat(33), USDT_ERC20: '0x' + 'a'.repeat(40) };

export class FakeEngine {
  accounts: AccountAnswer[] = [
    {
      id: 1,
      slot: 'demo',
      kind: 'demo',
      currency: 'USD',
      name: 'Demo',
      accountNumber: '145041',
      wallets: WALLETS,
      demoFill: false,
      active: true,
    },
    {
      id: 2,
      slot: 'real-usd',
      kind: 'real',
      currency: 'USD',
      name: 'Real USD',
      accountNumber: '145042',
      wallets: WALLETS,
      demoFill: false,
      active: false,
    },
    {
      id: 3,
      slot: 'real-eur',
      kind: 'real',
      currency: 'EUR',
      name: 'Real EUR',
      accountNumber: '145043',
      wallets: WALLETS,
      demoFill: false,
      active: false,
    },
  ];
  balances = new Map<number, Balances>([
    [1, createDemoBalances()],
    [2, {}],
    [3, {}],
  ]);
  orders: OrderAnswer[] = [];
  fills: FillAnswer[] = [];
  transfers: (TransferAnswer & { accountId: number })[] = [];
  whitelist: { id: number; address: string; network: string; createdAt: number }[] = [];
  /** Every request the browser made, "METHOD /path". */
  readonly requests: string[] = [];
  price = '62000';
  private nextId = 1;

  market(symbol: string): MarketView {
    // One cent either side of the last price: a limit at the last price rests, a market order takes a side.
    const at = (cents: number) => amountString(new Dec(this.price).plus(new Dec(cents).div(100)));
    return { symbol, asks: [[at(1), '10']], bids: [[at(-1), '10']], lastPrice: this.price, lastTradeId: 1, bookAgeMs: 0 };
  }

  fetch = async (input: string, init: RequestInit = {}): Promise<Response> => {
    const method = (init.method ?? 'GET').toUpperCase();
    const url = new URL(input, 'http://site.test');
    this.requests.push(`${method} ${url.pathname}`);
    if (!url.pathname.startsWith('/api/trading/')) return new Promise(() => {});
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    const answer = this.route(method, url.pathname.slice('/api/trading'.length).split('/').slice(1), body, url.searchParams);
    if ('error' in answer)
      return Response.json(
        { success: false, error: answer.error.code, params: answer.error.params, field: answer.error.field },
        { status: 422 },
      );
    return Response.json({ success: true, data: answer.data }, { status: 200 });
  };

  /**
   * A market trade through a resting order's price fills it, as the engine would: the order, its
   * fill and the balances change here, and the events the push channel would carry come back.
   */
  fillResting(orderId: number): UserEvent[] {
    const order = this.orders.find((o) => o.orderId === orderId)!;
    const trade = {
      id: order.afterTradeId + 1,
      symbol: order.symbol,
      price: order.price,
      qty: order.origQty,
      time: Date.now(),
      isBuyerMaker: order.side === 'BUY',
    };
    const out = fillOnTrade({ order, balances: this.balances.get(order.accountId)! }, trade, FEES)!;
    this.orders = this.orders.map((o) => (o === order ? out.order : o));
    this.balances.set(order.accountId, out.balances);
    const fills = out.fills.map(({ movements: _m, ...f }) => ({
      ...f,
      id: this.nextId++,
      orderId,
      symbol: order.symbol,
      side: order.side,
    }));
    this.fills.unshift(...fills);
    return [
      { e: 'executionReport', accountId: order.accountId, order: out.order, fills },
      { e: 'outboundAccountPosition', accountId: order.accountId, balances: out.balances },
    ];
  }

  private route(
    method: string,
    path: string[],
    body: Record<string, unknown>,
    query: URLSearchParams,
  ): { data: unknown } | { error: TradingError } {
    const id = Number(path[1]);
    const account = this.accounts.find((a) => a.id === id);
    const balances = () => this.balances.get(id)!;
    if (path[0] === 'accounts' && path.length === 1) return { data: this.accounts };
    if (path[0] === 'addresses') {
      if (method === 'POST')
        this.whitelist.push({ id: this.nextId++, address: String(body.address), network: String(body.network), createdAt: 0 });
      return { data: method === 'POST' ? null : this.whitelist };
    }
    if (path[0] === 'alerts') return { data: [] };
    if (!account) return { error: { code: 'ACCOUNT_NOT_FOUND' } };
    const open = (o: OrderAnswer) => o.accountId === id && (o.status === 'NEW' || o.status === 'PARTIALLY_FILLED');
    switch (
      `${method} ${path
        .slice(2)
        .join('/')
        .replace(/\/\d+$/, '/:id')}`
    ) {
      case 'GET ':
        return { data: { account, balances: balances(), openOrders: this.orders.filter(open), notices: [] } };
      case 'POST select':
        this.accounts = this.accounts.map((a) => ({ ...a, active: a.id === id }));
        return { data: this.accounts };
      case 'GET orders':
        return { data: this.orders.filter((o) => o.accountId === id && (query.get('status') === 'open' ? open(o) : !open(o))) };
      case 'GET fills':
        return { data: this.fills };
      case 'GET transfers':
        return { data: this.transfers.filter((t) => t.accountId === id) };
      case 'POST orders': {
        const symbol = String(body.symbol);
        const placed = placeSpotOrder(balances(), body as never, filters(symbol, symbol.replace(/USDT$/, '')), this.market(symbol), {
          accountId: id,
          clientOrderId: String(body.newClientOrderId),
          now: Date.now(),
          fees: FEES,
          staleAfterMs: 10_000,
          demoFill: false,
        });
        if (!placed.ok) return { error: placed.error };
        const order = { ...placed.value.order, orderId: this.nextId++ };
        this.orders.unshift(order);
        this.balances.set(id, placed.value.balances);
        const fills = placed.value.fills.map(({ movements: _m, ...f }) => ({
          ...f,
          id: this.nextId++,
          orderId: order.orderId,
          symbol,
          side: order.side,
        }));
        this.fills.unshift(...fills);
        return { data: { order, fills, walk: null, balances: placed.value.balances, replayed: false } };
      }
      case 'DELETE orders/:id': {
        const order = this.orders.find((o) => o.orderId === Number(path[3]) && o.accountId === id);
        if (!order) return { error: { code: 'ORDER_NOT_FOUND' } };
        const done = cancelSpotOrder({ order, balances: balances() }, Date.now());
        if (!done.ok) return { error: done.error };
        this.orders = this.orders.map((o) => (o === order ? done.value.order : o));
        this.balances.set(id, done.value.balances);
        return { data: { orders: [done.value.order], balances: done.value.balances } };
      }
      case 'POST deposits': {
        const coin = String(body.coin);
        const amount = readAmountText(body.amount, { field: 'amount', decimals: 8, max: SIMULATED_DEPOSIT_MAX_COIN[coin], unit: coin });
        if (!amount.ok) return { error: amount.error };
        const next = adjust(balances(), coin, { free: amount.value })!;
        this.balances.set(id, next);
        const transfer = this.transfer(id, body, 'deposit', amountString(amount.value), 'completed', null);
        return { data: { transfer, balances: next } };
      }
      case 'POST withdrawals': {
        const checked = checkWithdrawal(
          { balances: balances(), orders: [], transactions: [], whitelist: this.whitelist },
          {
            currency: String(body.coin),
            amount: String(body.amount),
            address: String(body.address),
            network: String(body.network),
            twoFactorCode: body.twoFactorCode as string,
            emailCode: body.emailCode as string,
          },
          { id: 'x', now: Date.now(), whitelistWaitMs: 0 },
        );
        if (!checked.ok) {
          this.transfer(id, body, 'withdrawal', '0.00000000', 'rejected', checked.error);
          return { error: checked.error };
        }
        const next = adjust(balances(), String(body.coin), { free: checked.value.negated() })!;
        this.balances.set(id, next);
        return {
          data: { transfer: this.transfer(id, body, 'withdrawal', amountString(checked.value), 'processing', null), balances: next },
        };
      }
      default:
        return { error: { code: 'ORDER_NOT_FOUND' } };
    }
  }

  private transfer(
    accountId: number,
    body: Record<string, unknown>,
    direction: 'deposit' | 'withdrawal',
    amount: string,
    status: TransferAnswer['status'],
    error: TradingError | null,
  ) {
    const transfer = {
      accountId,
      id: this.nextId++,
      requestId: String(body.requestId),
      direction,
      coin: String(body.coin),
      network: String(body.network),
      address: String(body.address ?? WALLETS.BTC),
      amount,
      fee: '0.00000000',
      txId: simulatedTxId(String(body.requestId)),
      status,
      error,
      completesAt: null,
      time: Date.now(),
    };
    this.transfers.unshift(transfer);
    return transfer;
  }
}
