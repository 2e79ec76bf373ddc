import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  fillsOf,
  listAddresses,
  addAddress,
  listAlerts,
  ordersOf,
  transfersOf,
  withdrawalAllowance,
  type TradingAccount,
} from '@bourse/cms/ledger';
import {
  accountSettingsSchema,
  addressSchema,
  alertSchema,
  depositSchema,
  modifyOrderSchema,
  newOcoSchema,
  newOrderSchema,
  withdrawalSchema,
  type Result,
} from '@bourse/trading';
import type * as z from 'zod/mini';
import type { TradingService } from '../service';
import type { ForexService } from '../forex/service';
import { answer, readJson, refuse, refuseRule } from './answers';

/** What a route gets: the trader, the path's parts, the query, and the service. */
export type RouteContext = {
  req: IncomingMessage;
  res: ServerResponse;
  traderId: number;
  params: string[];
  query: URLSearchParams;
  service: TradingService;
  forex: ForexService;
};

type Handler = (ctx: RouteContext) => Promise<void>;
type Route = { method: string; pattern: RegExp; handler: Handler };

export async function body<S extends z.ZodMiniType>(ctx: RouteContext, schema: S): Promise<z.infer<S> | null> {
  const raw = await readJson(ctx.req, ctx.res);
  if (raw === null) return null;
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  refuse(
    ctx.res,
    'BAD_REQUEST',
    parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`),
  );
  return null;
}

/** Answers a rule's outcome: the value (201 for something created), or the refusal in words. */
export function outcome<T>(ctx: RouteContext, result: Result<T>, view: (value: T) => unknown = (v) => v, status = 200): void {
  if (result.ok) answer(ctx.res, view(result.value), status);
  else refuseRule(ctx.res, result.error);
}

/** The route's account, when it is the trader's own (another trader's account reads as missing). */
export async function own(ctx: RouteContext): Promise<TradingAccount | null> {
  const account = await ctx.service.account(ctx.traderId, Number(ctx.params[0]));
  if (!account) refuseRule(ctx.res, { code: 'ACCOUNT_NOT_FOUND', field: 'account' }, 404);
  return account;
}

/** A time range from `?from=&to=` (milliseconds); the order pages' 7 days, 30 days or everything. */
export function range(query: URLSearchParams): { from?: number; to?: number } {
  const at = (name: string) => {
    const value = Number(query.get(name));
    return query.has(name) && Number.isSafeInteger(value) && value >= 0 ? value : undefined;
  };
  return { from: at('from'), to: at('to') };
}

const routes: Route[] = [];
export const route = (method: string, path: string, handler: Handler) =>
  routes.push({ method, pattern: new RegExp(`^${path.replace(/:\w+/g, '(\\d+)')}$`), handler });

route('GET', '/api/trading/accounts', async (ctx) => answer(ctx.res, await ctx.service.accounts(ctx.traderId)));
route('GET', '/api/trading/accounts/:id', async (ctx) => {
  const account = await own(ctx);
  if (account) answer(ctx.res, await ctx.service.state(account, ctx.traderId));
});
route('POST', '/api/trading/accounts/:id/select', async (ctx) => {
  const account = await own(ctx);
  if (account) answer(ctx.res, await ctx.service.select(account).then(() => ctx.service.accounts(ctx.traderId)));
});
route('PUT', '/api/trading/accounts/:id/settings', async (ctx) => {
  const account = await own(ctx);
  const settings = account && (await body(ctx, accountSettingsSchema));
  if (account && settings) outcome(ctx, await ctx.service.setDemoFill(account, settings.demoFill));
});
route('POST', '/api/trading/accounts/:id/reset', async (ctx) => {
  const account = await own(ctx);
  if (account) outcome(ctx, await ctx.service.reset(account));
});
route('GET', '/api/trading/accounts/:id/orders', async (ctx) => {
  const account = await own(ctx);
  const which = ctx.query.get('status') === 'open' ? 'open' : 'history';
  if (account) answer(ctx.res, await ordersOf(ctx.service.ledger, account.id, which, range(ctx.query)));
});
route('POST', '/api/trading/accounts/:id/orders', async (ctx) => {
  const account = await own(ctx);
  const order = account && (await body(ctx, newOrderSchema));
  if (account && order) outcome(ctx, await ctx.service.place(account, order), (v) => ({ ...v, walk: v.walk && describeWalk(v.walk) }), 201);
});
route('DELETE', '/api/trading/accounts/:id/orders', async (ctx) => {
  const account = await own(ctx);
  const symbol = ctx.query.get('symbol') ?? undefined;
  if (account) outcome(ctx, await ctx.service.cancel(account, { all: true, ...(symbol ? { symbol } : {}) }));
});
route('DELETE', '/api/trading/accounts/:id/orders/:orderId', async (ctx) => {
  const account = await own(ctx);
  if (account) outcome(ctx, await ctx.service.cancel(account, { orderId: Number(ctx.params[1]) }));
});
route('PUT', '/api/trading/accounts/:id/orders/:orderId', async (ctx) => {
  const account = await own(ctx);
  const change = account && (await body(ctx, modifyOrderSchema));
  if (account && change) outcome(ctx, await ctx.service.modify(account, Number(ctx.params[1]), change));
});
route('POST', '/api/trading/accounts/:id/order-lists', async (ctx) => {
  const account = await own(ctx);
  const list = account && (await body(ctx, newOcoSchema));
  if (account && list) outcome(ctx, await ctx.service.placeOco(account, list), (v) => v, 201);
});
route('GET', '/api/trading/accounts/:id/fills', async (ctx) => {
  const account = await own(ctx);
  if (account) answer(ctx.res, await fillsOf(ctx.service.ledger, account.id, range(ctx.query)));
});
route('GET', '/api/trading/accounts/:id/transfers', async (ctx) => {
  const account = await own(ctx);
  if (account) answer(ctx.res, await transfersOf(ctx.service.ledger, account.id));
});
route('POST', '/api/trading/accounts/:id/deposits', async (ctx) => {
  const account = await own(ctx);
  const deposit = account && (await body(ctx, depositSchema));
  if (account && deposit) outcome(ctx, await ctx.service.deposit(account, deposit), (v) => v, 201);
});
route('POST', '/api/trading/accounts/:id/withdrawals', async (ctx) => {
  const account = await own(ctx);
  const withdrawal = account && (await body(ctx, withdrawalSchema));
  if (account && withdrawal) outcome(ctx, await ctx.service.withdraw(account, withdrawal), (v) => v, 201);
});
route('GET', '/api/trading/withdrawal-limit', async (ctx) =>
  answer(ctx.res, await withdrawalAllowance(ctx.service.ledger, ctx.traderId, Date.now())),
);
route('GET', '/api/trading/addresses', async (ctx) => answer(ctx.res, await listAddresses(ctx.service.ledger, ctx.traderId)));
route('POST', '/api/trading/addresses', async (ctx) => {
  const entry = await body(ctx, addressSchema);
  if (entry) outcome(ctx, await addAddress(ctx.service.ledger, ctx.traderId, entry, Date.now()), () => null, 201);
});
route('GET', '/api/trading/alerts', async (ctx) => answer(ctx.res, await listAlerts(ctx.service.ledger, ctx.traderId)));
route('POST', '/api/trading/alerts', async (ctx) => {
  const alert = await body(ctx, alertSchema);
  if (alert) outcome(ctx, await ctx.service.addAlert(ctx.traderId, alert), (v) => v, 201);
});
route('DELETE', '/api/trading/alerts/:id', async (ctx) => {
  if (await ctx.service.cancelAlert(ctx.traderId, Number(ctx.params[0]))) answer(ctx.res, null);
  else refuse(ctx.res, 'NOT_FOUND', ['No such alert of yours.']);
});

/** An order's walk of the book, as the answer shows it (decimals as text). */
function describeWalk(walk: {
  averagePrice: { toFixed(): string } | null;
  slippageBps: { toFixed(n: number): string } | null;
  qty: { toFixed(): string };
}) {
  return { averagePrice: walk.averagePrice?.toFixed() ?? null, slippageBps: walk.slippageBps?.toFixed(2) ?? null, qty: walk.qty.toFixed() };
}

/** The route for a method and path, with the path's ids, or null. */
export function findRoute(method: string, path: string): { handler: Handler; params: string[] } | null {
  for (const candidate of routes) {
    if (candidate.method !== method) continue;
    const match = candidate.pattern.exec(path);
    if (match) return { handler: candidate.handler, params: match.slice(1) };
  }
  return null;
}

/** Whether any route has this path (a wrong method answers 404 all the same: nothing else is there). */
export const knownPath = (path: string): boolean => routes.some((r) => r.pattern.test(path));
