import type { TradingError, TradingErrorCode } from '../errors';

/**
 * Binance's error code and message for an engine refusal, for answers in Binance's shape
 * (`{ code: -1013, msg: 'Filter failure: PRICE_FILTER' }`): a bot written for Binance reads them as
 * it would there. Refusals Binance has no words for keep its generic code with ours.
 *
 * @example
 * binanceError({ code: 'LOT_SIZE', field: 'quantity' }); // { code: -1013, msg: 'Filter failure: LOT_SIZE' }
 */
export function binanceError(error: TradingError): { code: number; msg: string } {
  const param = error.params?.param ?? error.params?.field ?? error.field ?? '';
  const known: Partial<Record<TradingErrorCode, { code: number; msg: string }>> = {
    PRICE_FILTER: { code: -1013, msg: 'Filter failure: PRICE_FILTER' },
    LOT_SIZE: { code: -1013, msg: 'Filter failure: LOT_SIZE' },
    MARKET_LOT_SIZE: { code: -1013, msg: 'Filter failure: MARKET_LOT_SIZE' },
    NOTIONAL: { code: -1013, msg: 'Filter failure: NOTIONAL' },
    NOTIONAL_MAX: { code: -1013, msg: 'Filter failure: NOTIONAL' },
    INSUFFICIENT_BALANCE: { code: -2010, msg: 'Account has insufficient balance for requested action.' },
    WOULD_MATCH: { code: -2010, msg: 'Order would immediately match and take.' },
    WOULD_TRIGGER: { code: -2010, msg: 'Stop price would trigger immediately.' },
    DUPLICATE_ORDER: { code: -2010, msg: 'Duplicate order sent.' },
    OCO_PRICES: { code: -1013, msg: 'The relationship of the prices for the orders is not correct.' },
    SYMBOL_NOT_TRADING: { code: -1013, msg: 'Market is closed.' },
    UNKNOWN_PAIR: { code: -1121, msg: 'Invalid symbol.' },
    ORDER_TYPE_UNSUPPORTED: { code: -1116, msg: 'Invalid orderType.' },
    PARAMETER_REQUIRED: { code: -1102, msg: `Mandatory parameter '${param}' was not sent, was empty/null, or malformed.` },
    AMOUNT_REQUIRED: { code: -1102, msg: `Mandatory parameter '${param}' was not sent, was empty/null, or malformed.` },
    PARAMETER_NOT_REQUIRED: { code: -1106, msg: `Parameter '${param}' sent when not required.` },
    AMOUNT_NOT_NUMBER: {
      code: -1100,
      msg: `Illegal characters found in parameter '${param}'; legal range is '^([0-9]{1,20})(\\.[0-9]{1,20})?$'.`,
    },
    AMOUNT_DECIMALS: { code: -1111, msg: `Parameter '${param}' has too much precision.` },
    AMOUNT_NOT_POSITIVE: { code: -1013, msg: `Invalid ${param}.` },
    ORDER_NOT_FOUND: { code: -2011, msg: 'Unknown order sent.' },
    ORDER_NOT_OPEN: { code: -2011, msg: 'Unknown order sent.' },
  };
  return known[error.code] ?? { code: -2010, msg: `${error.code}: the engine refused the order.` };
}
