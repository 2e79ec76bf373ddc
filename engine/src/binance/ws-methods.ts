import { Params } from '@bourse/market';
import type { TradingService } from '../service';
import type { Caller } from './auth';
import { SIGNED_ENDPOINTS, type SignedEndpoint } from './endpoints';
import type { HeaderSink, RequestLimits } from './limits';

/**
 * Binance's WebSocket API methods for orders and the account, each answered by the signed REST
 * endpoint it mirrors (same parameters, checks, weights and answers): one set of rules, two transports.
 */
const METHODS: Record<string, string> = {
  'order.place': 'POST /api/v3/order',
  'order.test': 'POST /api/v3/order/test',
  'order.status': 'GET /api/v3/order',
  'order.cancel': 'DELETE /api/v3/order',
  'openOrders.status': 'GET /api/v3/openOrders',
  'openOrders.cancelAll': 'DELETE /api/v3/openOrders',
  allOrders: 'GET /api/v3/allOrders',
  myTrades: 'GET /api/v3/myTrades',
  'account.status': 'GET /api/v3/account',
};

/** What every signed WebSocket API request may carry besides the endpoint's own (ccxt sends returnRateLimits). */
const WS_COMMON_PARAMS = ['apiKey', 'timestamp', 'recvWindow', 'signature', 'returnRateLimits'];

/** The REST endpoint behind a WebSocket API method, or undefined for a method not answered here. */
export function wsMethodEndpoint(method: string): SignedEndpoint | undefined {
  const path = Object.hasOwn(METHODS, method) ? METHODS[method] : undefined;
  return path ? SIGNED_ENDPOINTS[path] : undefined;
}

/** A signed WebSocket API request with its caller already checked: weight, order count, then the endpoint's answer. */
export type WsMethodRunner = (endpoint: SignedEndpoint, params: URLSearchParams, caller: Caller, address: string) => Promise<unknown>;

/**
 * Runs methods on the service with the REST API's limits. The counts Binance puts in headers are not
 * sent on a websocket; a request over a limit is refused with the same code (-1003, -1015).
 *
 * @example
 * const run = wsMethodRunner(service, limits);
 * await run(wsMethodEndpoint('account.status')!, params, caller, '127.0.0.1'); // { makerCommission: 10, … }
 */
export function wsMethodRunner(service: TradingService, limits: RequestLimits): WsMethodRunner {
  const noHeaders: HeaderSink = { setHeader: () => undefined };
  return async (endpoint, all, caller, address) => {
    const now = Date.now();
    limits.spendWeight(noHeaders, address, endpoint.weight(all), now);
    const params = new Params(all, [...endpoint.params, ...WS_COMMON_PARAMS]);
    if (endpoint.orders) limits.spendOrders(noHeaders, caller.account.id, endpoint.orders, now);
    return endpoint.run({ params, caller, service, now });
  };
}
