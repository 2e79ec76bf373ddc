/*
 * Binance's parameter rules for its REST API, with its error codes and messages, so a client's
 * mistakes are answered by the replay (public endpoints) and the trading API (signed ones) exactly
 * as the exchange answers them.
 */

/** A Binance error answer: HTTP status, Binance code, message. */
export class ApiError {
  constructor(
    readonly status: number,
    readonly code: number,
    readonly msg: string,
  ) {}
}

const SYMBOL_RANGE = '^[A-Z0-9-_.]{1,20}$';
const SYMBOLS_RANGE = '^\\[("[A-Z0-9-_.]{1,20}"(,"[A-Z0-9-_.]{1,20}"){0,}){0,1}\\]$';
const NUMBER_RANGE = '^[0-9]{1,20}$';

export const invalidSymbol = () => new ApiError(400, -1121, 'Invalid symbol.');
export const mandatory = (name: string) =>
  new ApiError(400, -1102, `Mandatory parameter '${name}' was not sent, was empty/null, or malformed.`);
export const illegal = (name: string, range: string) =>
  new ApiError(400, -1100, `Illegal characters found in parameter '${name}'; legal range is '${range}'.`);
export const notValid = (name: string) => new ApiError(400, -1130, `Data sent for parameter '${name}' is not valid.`);
export const badCombination = () => new ApiError(400, -1128, 'Combination of optional parameters invalid.');

/**
 * The query of one request, read the way Binance reads it: unknown parameters (-1104), repeated
 * ones (-1101) and empty ones (-1105) are refused before anything else is looked at.
 *
 * @example
 * const query = new Params(url.searchParams, ['symbol', 'limit']);
 * query.symbol(); // 'BTCUSDT', or ApiError -1100 for 'btcusdt'
 */
export class Params {
  constructor(
    private readonly query: URLSearchParams,
    accepted: readonly string[],
  ) {
    const names = [...query.keys()];
    const unknown = names.filter((name) => !accepted.includes(name));
    if (unknown.length > 0) {
      throw new ApiError(
        400,
        -1104,
        `Not all sent parameters were read; read '${names.length - unknown.length}' parameter(s) but was sent '${names.length}'.`,
      );
    }
    if (new Set(names).size !== names.length) throw new ApiError(400, -1101, 'Duplicate values for a parameter detected.');
    for (const name of names) {
      if (query.get(name) === '') throw new ApiError(400, -1105, `Parameter '${name}' was empty.`);
    }
  }

  has(name: string): boolean {
    return this.query.has(name);
  }

  text(name: string): string | undefined {
    return this.query.get(name) ?? undefined;
  }

  /** A symbol as Binance spells it: upper-case letters and digits (lower-case is -1100). */
  symbol(name = 'symbol'): string {
    const text = this.query.get(name);
    if (text === null) throw mandatory(name);
    if (!new RegExp(SYMBOL_RANGE).test(text)) throw illegal(name, SYMBOL_RANGE);
    return text;
  }

  /** `symbols=["BTCUSDT","ETHUSDT"]`, JSON in the query string; a repeated symbol is -1151. */
  symbols(name = 'symbols'): string[] {
    const text = (this.query.get(name) ?? '').replaceAll(' ', '');
    if (!new RegExp(SYMBOLS_RANGE).test(text)) throw illegal(name, SYMBOLS_RANGE);
    const list = JSON.parse(text) as string[];
    if (list.length === 0) throw mandatory(name);
    if (new Set(list).size !== list.length) throw new ApiError(400, -1151, 'Symbol is present multiple times in the list.');
    return list;
  }

  /** A whole number, or undefined when not sent. */
  integer(name: string): number | undefined {
    const text = this.query.get(name);
    if (text === null) return undefined;
    if (!new RegExp(NUMBER_RANGE).test(text)) throw illegal(name, NUMBER_RANGE);
    return Number(text);
  }

  /** `true` or `false`, or undefined when not sent. */
  bool(name: string): boolean | undefined {
    const text = this.query.get(name);
    if (text === null) return undefined;
    if (text !== 'true' && text !== 'false') throw illegal(name, '^(true|false)$');
    return text === 'true';
  }

  /**
   * `limit` within Binance's range for the endpoint: 0 or above `max` is -1130, except where
   * Binance documents that it returns the maximum instead (`clampAbove`, the order book).
   */
  limit(fallback: number, max: number, clampAbove = false): number {
    const limit = this.integer('limit');
    if (limit === undefined) return fallback;
    if (limit > max && clampAbove) return max;
    if (limit < 1 || limit > max) throw notValid('limit');
    return limit;
  }

  /** One of a fixed set of values (upper-case as Binance's enums are); `error` when another. */
  oneOf<T extends string>(name: string, values: readonly T[], fallback: T, error: () => ApiError = () => notValid(name)): T {
    const text = this.query.get(name);
    if (text === null) return fallback;
    if (!(values as readonly string[]).includes(text)) throw error();
    return text as T;
  }
}
