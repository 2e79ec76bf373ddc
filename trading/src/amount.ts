import { Dec, toDecimal, type DecimalInput } from './decimal';

/** Every stored amount has 8 fraction digits (amounts to 8 decimals). */
export const AMOUNT_DECIMALS = 8;

/** The smallest amount a balance can hold; also the withdraw list's "has a balance" threshold. */
export const DUST = new Dec('0.00000001');

/**
 * Rounds to the stored precision. Down, never up: rounding up would mint a fraction of a satoshi.
 *
 * @example
 * roundAmount('0.123456789').toFixed(8); // '0.12345678'
 */
export function roundAmount(value: DecimalInput): Dec {
  return new Dec(value).toDecimalPlaces(AMOUNT_DECIMALS, Dec.ROUND_DOWN);
}

/** Stored form of an amount: a fixed 8-decimal string (no floats ever reach storage). */
export function amountString(value: DecimalInput): string {
  return roundAmount(value).toFixed(AMOUNT_DECIMALS);
}

/**
 * Parses user or stored text into a positive finite decimal, or null.
 *
 * @example
 * parsePositive('0.5')?.toString(); // '0.5'
 * parsePositive('-1'); // null
 */
export function parsePositive(value: DecimalInput | null | undefined): Dec | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = toDecimal(value);
  return parsed && parsed.gt(0) ? parsed : null;
}
