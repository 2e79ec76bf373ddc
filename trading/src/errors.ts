/**
 * Every refusal of the trading engine, as data. The edge (`messages.ts`) turns a code into the
 * Russian text or its English translation.
 *
 * @example
 * const error: TradingError = { code: 'INSUFFICIENT_FUNDS', field: 'amount', params: { currency: 'USDT' } };
 */
export type TradingErrorCode =
  | 'NOT_AUTHORISED'
  | 'MISSING_FIELDS'
  | 'FORM_INCOMPLETE'
  | 'ORDER_FIELDS_ZERO'
  | 'INVALID_AMOUNT'
  | 'INVALID_ADDRESS'
  | 'ADDRESS_NOT_WHITELISTED'
  | 'ADDRESS_WAITING'
  | 'INSUFFICIENT_FUNDS'
  | 'INSUFFICIENT_FOR_ORDER'
  | 'INSUFFICIENT_FOR_WITHDRAW'
  | 'FORM_INVALID_AMOUNT'
  | 'NETWORK_AMOUNT_OUT_OF_RANGE'
  | 'UNSUPPORTED_CURRENCY'
  | 'AMOUNT_OUT_OF_RANGE'
  | 'DAILY_LIMIT'
  | 'KYC_REQUIRED'
  | 'LEVEL_DAILY_LIMIT'
  | 'MONTHLY_LIMIT'
  | 'WITHDRAW_COOLDOWN'
  | 'WRONG_2FA'
  | 'WRONG_EMAIL_CODE'
  | 'ADDRESS_NOT_FOUND'
  | 'ORDER_NOT_FOUND'
  | 'ORDER_NOT_OPEN'
  | 'UNKNOWN_PAIR'
  | 'AMOUNT_REQUIRED'
  | 'AMOUNT_DECIMALS'
  | 'DEPOSIT_ABOVE_MAX'
  | 'PRICE_UNAVAILABLE'
  | 'RATE_UNAVAILABLE'
  | 'AMOUNT_NOT_NUMBER'
  | 'AMOUNT_NOT_POSITIVE'
  | 'AMOUNT_TOO_LARGE'
  | 'PRICE_FILTER'
  | 'LOT_SIZE'
  | 'MARKET_LOT_SIZE'
  | 'NOTIONAL'
  | 'NOTIONAL_MAX'
  | 'INSUFFICIENT_BALANCE'
  | 'WOULD_MATCH'
  | 'WOULD_TRIGGER'
  | 'BOOK_STALE'
  | 'BOOK_TOO_THIN'
  | 'NO_MARKET_PRICE'
  | 'OCO_PRICES'
  | 'SYMBOL_NOT_TRADING'
  | 'ORDER_TYPE_UNSUPPORTED'
  | 'PARAMETER_REQUIRED'
  | 'PARAMETER_NOT_REQUIRED'
  | 'DUPLICATE_ORDER'
  | 'ACCOUNT_NOT_FOUND'
  | 'DEMO_ONLY'
  | 'UNKNOWN_ASSET'
  | 'REASON_REQUIRED'
  | 'ALERT_LIMIT'
  | 'SERVICE_UNAVAILABLE';

export type TradingError = {
  code: TradingErrorCode;
  field?: string;
  params?: Record<string, string>;
};

/** Outcome of an engine step: the new state, or the reason nothing changed. */
export type Result<T> = { ok: true; value: T } | { ok: false; error: TradingError };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = <T = never>(code: TradingErrorCode, field?: string, params?: Record<string, string>): Result<T> => ({
  ok: false,
  error: { code, ...(field ? { field } : {}), ...(params ? { params } : {}) },
});
