import type { MarginError, MarginResult } from '@bourse/trading';
import { marginCloseSchema, marginOrderSchema, marginStopsSchema } from '@bourse/trading';
import { describeTradingError } from '@bourse/i18n';
import { answer, refuse, send } from './answers';
import { body, range, route, type RouteContext } from './routes';

// The forex (margin) account's routes: the trader's one margin account, opened on first use. The
// server's session and origin checks run before any of them, as for the spot routes.

/** A margin rule refused the request (422): the code and parameters the browser words in the trader's language, and the English text. */
function refuseMargin(ctx: RouteContext, error: MarginError): void {
  const message = describeTradingError(error, 'en');
  send(ctx.res, 422, {
    success: false,
    error: error.code,
    message,
    status: 422,
    details: [],
    validationErrors: error.field ? [{ field: error.field, code: error.code, message }] : [],
    params: error.params ?? {},
  });
}

function outcomeOf<T>(ctx: RouteContext, result: MarginResult<T>, status = 200): void {
  if (result.ok) answer(ctx.res, result.value, status);
  else refuseMargin(ctx, result.error);
}

/** The path's ticket; one past the safe integers reads as a ticket no account has. */
const ticketOf = (ctx: RouteContext) => (Number.isSafeInteger(Number(ctx.params[0])) ? Number(ctx.params[0]) : 0);
const STATUSES = ['PENDING', 'FILLED', 'CANCELLED', 'REJECTED'] as const;

route('GET', '/api/trading/forex/quotes', async (ctx) => answer(ctx.res, ctx.forex.quotes()));
route('GET', '/api/trading/forex/account', async (ctx) => answer(ctx.res, await ctx.forex.account(ctx.traderId)));
route('GET', '/api/trading/forex/deals', async (ctx) => answer(ctx.res, await ctx.forex.deals(ctx.traderId, range(ctx.query))));
route('GET', '/api/trading/forex/orders', async (ctx) => {
  const asked = ctx.query.get('status');
  const status = STATUSES.find((s) => s === asked?.toUpperCase());
  if (asked !== null && !status) return refuse(ctx.res, 'BAD_REQUEST', [`status: one of ${STATUSES.join(', ')}`]);
  answer(ctx.res, await ctx.forex.orders(ctx.traderId, status ? [status] : undefined));
});
route('POST', '/api/trading/forex/orders', async (ctx) => {
  const order = await body(ctx, marginOrderSchema);
  if (order) outcomeOf(ctx, await ctx.forex.place(ctx.traderId, order), 201);
});
route('DELETE', '/api/trading/forex/orders/:ticket', async (ctx) => outcomeOf(ctx, await ctx.forex.cancel(ctx.traderId, ticketOf(ctx))));
route('POST', '/api/trading/forex/positions/:ticket/close', async (ctx) => {
  const close = await body(ctx, marginCloseSchema);
  if (close) outcomeOf(ctx, await ctx.forex.close(ctx.traderId, ticketOf(ctx), close));
});
route('PUT', '/api/trading/forex/positions/:ticket/stops', async (ctx) => {
  const stops = await body(ctx, marginStopsSchema);
  if (stops) outcomeOf(ctx, await ctx.forex.stops(ctx.traderId, ticketOf(ctx), stops));
});
