import { balancesOf, fillsOf, orderById, orderByClientId, ordersOf } from '@bourse/cms/ledger';
import { ApiError, mandatory, type Params } from '@bourse/market';
import { binanceError, FEES, type Result, type SpotOrder } from '@bourse/trading';
import type { TradingService } from '../service';
import type { Caller } from './auth';
import { duplicateOrder, orderDoesNotExist, unknownOrder } from './errors';
import { clientId, OCO_PARAMS, ORDER_PARAMS, readNewOco, readNewOrder } from './order-params';
import { accountView, cancelledView, coinsView, orderView, placedView, tradeView } from './views';

// Binance's signed spot endpoints on the caller's paper account: the same orders the cabinet
// places and shows, through the same service (one engine, two doors).

export type SignedContext = { params: Params; caller: Caller; service: TradingService; now: number };

/**
 * One signed endpoint: its parameters (besides timestamp, recvWindow and signature), request
 * weight, new orders it counts, the key permission it needs, and what it answers.
 */
export type SignedEndpoint = {
  params: readonly string[];
  weight: (query: URLSearchParams) => number;
  orders?: number;
  needs: 'read' | 'trade';
  run: (ctx: SignedContext) => Promise<unknown>;
};

/** An engine refusal as Binance words it (filters -1013, balance -2010, unknown order -2011 …). */
function unwrap<T>(result: Result<T>): T {
  if (result.ok) return result.value;
  const { code, msg } = binanceError(result.error);
  throw new ApiError(400, code, msg);
}

/**
 * A placement that made a new order. A client order id the account already used is refused as
 * Binance refuses it (-2010), even for the very same request: the cabinet's door answers the first
 * order again instead (a retried click places one order), but a bot reusing an id has a bug to see.
 */
function placedAnew<T extends { replayed: boolean }>(placed: T): T {
  if (placed.replayed) throw duplicateOrder();
  return placed;
}

/** The order named by `orderId` or `origClientOrderId` (one of them is mandatory), of the caller's account. */
async function namedOrder(ctx: SignedContext, missing: () => ApiError): Promise<SpotOrder> {
  const { params, caller, service } = ctx;
  const symbol = params.symbol();
  const orderId = params.integer('orderId');
  const clientOrderId = params.text('origClientOrderId');
  if (orderId === undefined && clientOrderId === undefined) throw mandatory('orderId');
  const order =
    orderId !== undefined
      ? await orderById(service.ledger, orderId)
      : await orderByClientId(service.ledger, caller.account.id, clientOrderId!);
  if (!order || order.accountId !== caller.account.id || order.symbol !== symbol) throw missing();
  return order;
}

const range = (params: Params) => ({ from: params.integer('startTime'), to: params.integer('endTime') });
const byOrderId = (a: { orderId: number }, b: { orderId: number }) => a.orderId - b.orderId;
const fixed = (weight: number) => () => weight;

export const SIGNED_ENDPOINTS: Record<string, SignedEndpoint> = {
  'GET /api/v3/account': {
    params: ['omitZeroBalances'],
    weight: fixed(20),
    needs: 'read',
    run: async ({ params, caller, service, now }) =>
      accountView(
        caller.account.id,
        await balancesOf(service.ledger, caller.account.id),
        FEES,
        caller.key.permissions === 'trade',
        params.bool('omitZeroBalances') ?? false,
        now,
      ),
  },
  // ccxt's Binance class asks for the coin list as it loads markets when it holds a key.
  'GET /sapi/v1/capital/config/getall': {
    params: [],
    weight: fixed(10),
    needs: 'read',
    run: async ({ caller, service }) => coinsView(await balancesOf(service.ledger, caller.account.id)),
  },
  'POST /api/v3/order': {
    params: ORDER_PARAMS,
    weight: fixed(1),
    orders: 1,
    needs: 'trade',
    run: async ({ params, caller, service }) => {
      const { order, respType } = readNewOrder(params);
      const placed = placedAnew(unwrap(await service.place(caller.account, order)));
      return placedView(placed.order, placed.fills, respType);
    },
  },
  'POST /api/v3/order/test': {
    params: ORDER_PARAMS,
    weight: (q) => (q.get('computeCommissionRates') === 'true' ? 20 : 1),
    needs: 'trade',
    run: async ({ params, caller, service }) => {
      unwrap(await service.testOrder(caller.account, readNewOrder(params).order));
      return {};
    },
  },
  'GET /api/v3/order': {
    params: ['symbol', 'orderId', 'origClientOrderId'],
    weight: fixed(4),
    needs: 'read',
    run: async (ctx) => orderView(await namedOrder(ctx, orderDoesNotExist)),
  },
  'DELETE /api/v3/order': {
    params: ['symbol', 'orderId', 'origClientOrderId', 'newClientOrderId', 'cancelRestrictions'],
    weight: fixed(1),
    needs: 'trade',
    run: async (ctx) => {
      const order = await namedOrder(ctx, unknownOrder);
      const cancelId = clientId(ctx.params, 'newClientOrderId');
      const done = unwrap(await ctx.service.cancel(ctx.caller.account, { orderId: order.orderId }));
      return done.orders.map((o) => cancelledView(o, cancelId, ctx.now)).find((o) => o.orderId === order.orderId);
    },
  },
  'DELETE /api/v3/openOrders': {
    params: ['symbol'],
    weight: fixed(1),
    needs: 'trade',
    run: async ({ params, caller, service, now }) => {
      const symbol = params.symbol();
      const done = unwrap(await service.cancel(caller.account, { all: true, symbol }));
      if (done.orders.length === 0) throw unknownOrder();
      return done.orders.sort(byOrderId).map((o) => cancelledView(o, clientId(params, 'newClientOrderId'), now));
    },
  },
  'GET /api/v3/openOrders': {
    params: ['symbol'],
    weight: (q) => (q.has('symbol') ? 6 : 80),
    needs: 'read',
    run: async ({ params, caller, service }) => {
      const symbol = params.has('symbol') ? params.symbol() : undefined;
      const open = await ordersOf(service.ledger, caller.account.id, 'open');
      return open
        .filter((o) => !symbol || o.symbol === symbol)
        .sort(byOrderId)
        .map(orderView);
    },
  },
  'GET /api/v3/allOrders': {
    params: ['symbol', 'orderId', 'startTime', 'endTime', 'limit'],
    weight: fixed(20),
    needs: 'read',
    run: async ({ params, caller, service }) => {
      const symbol = params.symbol();
      const fromId = params.integer('orderId') ?? 0;
      const limit = params.limit(500, 1000);
      const [open, done] = await Promise.all([
        ordersOf(service.ledger, caller.account.id, 'open', range(params)),
        ordersOf(service.ledger, caller.account.id, 'history', range(params)),
      ]);
      return [...open, ...done]
        .filter((o) => o.symbol === symbol && o.orderId >= fromId)
        .sort(byOrderId)
        .slice(0, limit)
        .map(orderView);
    },
  },
  'GET /api/v3/myTrades': {
    params: ['symbol', 'orderId', 'startTime', 'endTime', 'fromId', 'limit'],
    weight: (q) => (q.has('orderId') ? 5 : 20),
    needs: 'read',
    run: async ({ params, caller, service }) => {
      const symbol = params.symbol();
      const orderId = params.integer('orderId');
      const fromId = params.integer('fromId') ?? 0;
      const limit = params.limit(500, 1000);
      const fills = (await fillsOf(service.ledger, caller.account.id, range(params)))
        .filter((f) => f.symbol === symbol && f.id >= fromId && (orderId === undefined || f.orderId === orderId))
        .sort((a, b) => a.id - b.id)
        .slice(0, limit);
      const lists = new Map<number, number>();
      for (const id of new Set(fills.map((f) => f.orderId))) lists.set(id, (await orderById(service.ledger, id))?.orderListId ?? -1);
      return fills.map((f) => tradeView(f, lists.get(f.orderId) ?? -1));
    },
  },
  'POST /api/v3/orderList/oco': {
    params: OCO_PARAMS,
    weight: fixed(1),
    orders: 2,
    needs: 'trade',
    run: async ({ params, caller, service, now }) => {
      const placed = placedAnew(unwrap(await service.placeOco(caller.account, readNewOco(params))));
      const orders = [...placed.orders].sort(byOrderId);
      const first = orders[0]!;
      return {
        orderListId: first.orderListId,
        contingencyType: 'OCO',
        listStatusType: 'EXEC_STARTED',
        listOrderStatus: 'EXECUTING',
        listClientOrderId: first.listClientOrderId,
        transactionTime: now,
        symbol: first.symbol,
        orders: orders.map((o) => ({ symbol: o.symbol, orderId: o.orderId, clientOrderId: o.clientOrderId })),
        orderReports: orders.map((o) => placedView(o, [], 'RESULT')),
      };
    },
  },
};
