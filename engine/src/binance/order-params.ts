import { randomBytes } from 'node:crypto';
import { ApiError, illegal, mandatory, type Params } from '@bourse/market';
import { ORDER_TYPES, SIDES, TIMES_IN_FORCE, type NewOcoBody, type NewOrderBody } from '@bourse/trading';
import type { RespType } from './views';

// A new order's parameters read as Binance reads them, into the engine's own order request.

const CLIENT_ID = '^[\\.A-Z\\:/a-z0-9_-]{1,36}$';
const DECIMAL = '^([0-9]{1,20})(\\.[0-9]{1,20})?$';
/** What POST /api/v3/order reads besides the signature's own parameters. */
export const ORDER_PARAMS = [
  'symbol',
  'side',
  'type',
  'timeInForce',
  'quantity',
  'quoteOrderQty',
  'price',
  'stopPrice',
  'newClientOrderId',
  'newOrderRespType',
  'selfTradePreventionMode',
  'computeCommissionRates',
] as const;

/** An enum parameter Binance requires: -1102 when absent, `error` when not one of `values`. */
function required<T extends string>(params: Params, name: string, values: readonly T[], error: () => ApiError): T {
  if (!params.has(name)) throw mandatory(name);
  return params.oneOf(name, values, values[0]!, error);
}
const invalidSide = () => new ApiError(400, -1117, 'Invalid side.');
const invalidType = () => new ApiError(400, -1116, 'Invalid orderType.');

/** A client order id as Binance allows one, or a fresh one (Binance makes one when none is sent). */
export function clientId(params: Params, name: string): string {
  const given = params.text(name);
  if (given === undefined) return randomBytes(16).toString('base64url').slice(0, 22);
  if (!new RegExp(CLIENT_ID).test(given)) throw illegal(name, CLIENT_ID);
  return given;
}

function decimal(params: Params, name: string): string | undefined {
  const text = params.text(name);
  if (text !== undefined && !new RegExp(DECIMAL).test(text)) throw illegal(name, DECIMAL);
  return text;
}

/**
 * The order a request asks for, and the answer shape it wants (FULL for MARKET and LIMIT, ACK for
 * the others unless `newOrderRespType` says). Amounts go on as text: the engine's rules read them
 * and answer filters, balances and missing or extra parameters in Binance's codes.
 *
 * @example
 * readNewOrder(new Params(query, [...ORDER_PARAMS, 'timestamp', 'signature'])); // { order: { symbol: 'BTCUSDT', … }, respType: 'FULL' }
 */
export function readNewOrder(params: Params): { order: NewOrderBody; respType: RespType } {
  const symbol = params.symbol();
  const side = required(params, 'side', SIDES, invalidSide);
  const type = required(params, 'type', ORDER_TYPES, invalidType);
  const limitPriced = type === 'LIMIT' || type.endsWith('_LIMIT');
  if (limitPriced && !params.has('timeInForce')) throw mandatory('timeInForce');
  const timeInForce = params.has('timeInForce')
    ? params.oneOf('timeInForce', TIMES_IN_FORCE, 'GTC', () => new ApiError(400, -1115, 'Invalid timeInForce.'))
    : undefined;
  const respType = params.oneOf(
    'newOrderRespType',
    ['ACK', 'RESULT', 'FULL'] as const,
    type === 'LIMIT' || type === 'MARKET' ? 'FULL' : 'ACK',
    () => new ApiError(400, -1177, 'Invalid newOrderRespType.'),
  );
  params.oneOf('selfTradePreventionMode', ['NONE', 'EXPIRE_TAKER', 'EXPIRE_MAKER', 'EXPIRE_BOTH'] as const, 'NONE');
  params.bool('computeCommissionRates');
  const order: NewOrderBody = {
    symbol,
    side,
    type,
    ...(timeInForce ? { timeInForce } : {}),
    quantity: decimal(params, 'quantity'),
    quoteOrderQty: decimal(params, 'quoteOrderQty'),
    price: decimal(params, 'price'),
    stopPrice: decimal(params, 'stopPrice'),
    newClientOrderId: clientId(params, 'newClientOrderId'),
  };
  return { order, respType };
}

/** What POST /api/v3/orderList/oco reads. */
export const OCO_PARAMS = [
  'symbol',
  'listClientOrderId',
  'side',
  'quantity',
  'aboveType',
  'aboveClientOrderId',
  'abovePrice',
  'aboveStopPrice',
  'aboveTimeInForce',
  'belowType',
  'belowClientOrderId',
  'belowPrice',
  'belowStopPrice',
  'belowTimeInForce',
  'newOrderRespType',
  'selfTradePreventionMode',
] as const;

const LEG_TYPES = ['LIMIT_MAKER', 'STOP_LOSS', 'STOP_LOSS_LIMIT', 'TAKE_PROFIT', 'TAKE_PROFIT_LIMIT'] as const;

/** An OCO list's parameters (the legs' own client ids and times in force are Binance's; the engine names legs after the list). */
export function readNewOco(params: Params): NewOcoBody {
  const symbol = params.symbol();
  const side = required(params, 'side', SIDES, invalidSide);
  const quantity = decimal(params, 'quantity');
  if (quantity === undefined) throw mandatory('quantity');
  const leg = (name: 'aboveType' | 'belowType') => required(params, name, LEG_TYPES, invalidType);
  for (const name of ['aboveTimeInForce', 'belowTimeInForce'])
    params.oneOf(name, TIMES_IN_FORCE, 'GTC', () => new ApiError(400, -1115, 'Invalid timeInForce.'));
  for (const name of ['aboveClientOrderId', 'belowClientOrderId']) if (params.has(name)) clientId(params, name);
  params.oneOf('newOrderRespType', ['ACK', 'RESULT', 'FULL'] as const, 'FULL', () => new ApiError(400, -1177, 'Invalid newOrderRespType.'));
  params.oneOf('selfTradePreventionMode', ['NONE', 'EXPIRE_TAKER', 'EXPIRE_MAKER', 'EXPIRE_BOTH'] as const, 'NONE');
  return {
    symbol,
    side,
    quantity,
    aboveType: leg('aboveType'),
    abovePrice: decimal(params, 'abovePrice'),
    aboveStopPrice: decimal(params, 'aboveStopPrice'),
    belowType: leg('belowType'),
    belowPrice: decimal(params, 'belowPrice'),
    belowStopPrice: decimal(params, 'belowStopPrice'),
    listClientOrderId: clientId(params, 'listClientOrderId'),
  };
}
