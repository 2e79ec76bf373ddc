/**
 * Every refusal of the margin rules, as data (the terminal and the engine's API turn a code into
 * the trader's language). Kept apart from the spot engine's codes: a margin account refuses for
 * reasons a spot wallet never has (leverage, free margin, stop levels).
 *
 * @example
 * const error: MarginError = { code: 'NOT_ENOUGH_MARGIN', field: 'volume', params: { required: '240.11', free: '100.00' } };
 */
export type MarginErrorCode =
  | 'UNKNOWN_INSTRUMENT'
  | 'NO_QUOTE'
  | 'INVALID_VOLUME'
  | 'VOLUME_STEP'
  | 'VOLUME_TOO_SMALL'
  | 'VOLUME_TOO_LARGE'
  | 'INVALID_LEVERAGE'
  | 'LEVERAGE_ABOVE_MAX'
  | 'INVALID_PRICE'
  | 'PRICE_OFF_TICK'
  | 'PENDING_PRICE_SIDE'
  | 'INVALID_STOPS'
  | 'STOP_UNREACHABLE'
  | 'NOT_ENOUGH_MARGIN'
  | 'POSITION_NOT_FOUND'
  | 'ORDER_NOT_FOUND'
  | 'DUPLICATE_REQUEST';

export type MarginError = { code: MarginErrorCode; field?: string; params?: Record<string, string> };

/** Outcome of a margin rule: the new value, or why nothing changed. */
export type MarginResult<T> = { ok: true; value: T } | { ok: false; error: MarginError };

export const done = <T>(value: T): MarginResult<T> => ({ ok: true, value });
export const refuse = <T = never>(code: MarginErrorCode, field?: string, params?: Record<string, string>): MarginResult<T> => ({
  ok: false,
  error: { code, ...(field ? { field } : {}), ...(params ? { params } : {}) },
});
