import { Dec } from './decimal';
import { fail, ok, type Result } from './errors';

/**
 * Binance's legal range for a decimal parameter: up to 20 digits, an optional point and up to 20
 * more. No sign, no exponent, no spaces, no group separators: what a server reads is what it stores.
 */
const DECIMAL_TEXT = /^([0-9]{1,20})(\.[0-9]{1,20})?$/;

export type AmountRules = {
  /** The field named in the refusal ('quantity', 'price', 'amount'). */
  field: string;
  /** At most this many decimals (8 for balances). */
  decimals: number;
  /** The largest accepted value, inclusive. */
  max?: string;
  /** The unit named in the refusal ('BTC', 'USDT'); defaults to the field. */
  unit?: string;
  /** Zero accepted (a stop price left empty reads as zero); default false. */
  zero?: boolean;
};

/**
 * Reads an amount sent to the server: a decimal string (a JSON number is read as its shortest
 * text), above zero, with at most `decimals` decimals and at most `max`. Everything else is refused
 * with the reason, never rounded into something the trader did not send: text, `NaN`, `1e309`,
 * `-1`, `0`, `0.000000001` for 8 decimals, a value above the limit.
 *
 * @example
 * readAmountText('0.25', { field: 'amount', decimals: 8 }); // { ok: true, value: Dec('0.25') }
 * readAmountText('1e309', { field: 'amount', decimals: 8 }); // { ok: false, error: { code: 'AMOUNT_NOT_NUMBER', field: 'amount' } }
 */
export function readAmountText(raw: unknown, rules: AmountRules): Result<Dec> {
  const unit = rules.unit ?? rules.field;
  if (raw === undefined || raw === null || raw === '') return fail('AMOUNT_REQUIRED', rules.field, { currency: unit });
  if (typeof raw !== 'string' && typeof raw !== 'number') return fail('AMOUNT_NOT_NUMBER', rules.field, { field: rules.field });
  const text = typeof raw === 'number' ? String(raw) : raw;
  if (/^-/.test(text.trim()) && DECIMAL_TEXT.test(text.trim().slice(1)))
    return fail('AMOUNT_NOT_POSITIVE', rules.field, { field: rules.field });
  if (!DECIMAL_TEXT.test(text)) return fail('AMOUNT_NOT_NUMBER', rules.field, { field: rules.field });
  const value = new Dec(text);
  if (value.isZero() && !rules.zero) return fail('AMOUNT_NOT_POSITIVE', rules.field, { field: rules.field });
  if (value.decimalPlaces() > rules.decimals)
    return fail('AMOUNT_DECIMALS', rules.field, { decimals: String(rules.decimals), currency: unit });
  if (rules.max !== undefined && value.gt(rules.max)) return fail('AMOUNT_TOO_LARGE', rules.field, { max: rules.max, currency: unit });
  return ok(value);
}
