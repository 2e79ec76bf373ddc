import { useRef, useState } from 'react';
import {
  editOrderField,
  fieldValue,
  formatDecimalInput,
  parseDecimalInput,
  roundOrderFields,
  toFieldText,
  type DecimalInputError,
  type OrderFormFields,
  type OrderRules,
} from '../../domain';
import { fill, type Catalogue } from '@bourse/i18n';

export type TypedField = 'price' | 'amount' | 'total' | 'stopLoss';
type Draft = { text: string; error: DecimalInputError };

/**
 * The order form's fields as a trader types them in their locale: "12,5" in ru is read as 12.5 and
 * shown back as "12,5"; text that is no number (or is negative) stays in the field as typed, marked
 * invalid, and is said in words through `say` instead of being turned into another number. Leaving
 * the price or amount puts it on the pair's tick or step, and says so when that moved it.
 */
export function useTypedFields(opts: {
  locale: string;
  rules: OrderRules;
  priceInForce: () => string;
  t: Catalogue['terminal'];
  say: (text: string) => void;
}) {
  const { locale, rules, t, say } = opts;
  const [fields, setFields] = useState<OrderFormFields>({ price: '', amount: '', total: '', stopLoss: '', stopLossOn: false });
  const [drafts, setDrafts] = useState<Partial<Record<TypedField, Draft>>>({});
  const current = useRef(fields);
  current.current = fields;

  const messageOf = (error: DecimalInputError) =>
    error === 'NEGATIVE' ? t.negative : fill(t.notANumber, { example: formatDecimalInput('12.5', locale) }, locale);
  const change = (name: TypedField, text: string) => {
    const parsed = parseDecimalInput(text, locale);
    if (!parsed.ok) {
      setDrafts((d) => ({ ...d, [name]: { text, error: parsed.error } }));
      say(messageOf(parsed.error));
      return;
    }
    setDrafts(({ [name]: _gone, ...rest }) => rest);
    setFields((f) => editOrderField(f, name, parsed.value, name === 'price' ? parsed.value : opts.priceInForce(), rules));
  };
  /** Price and amount on the pair's tick and step; returns the fields to use now. */
  const round = (): OrderFormFields => {
    const result = roundOrderFields(current.current, rules);
    if (result.changed.length === 0) return current.current;
    setFields(result.fields);
    current.current = result.fields;
    for (const name of result.changed) {
      const step = name === 'price' ? rules.tickSize : rules.stepSize;
      say(
        fill(
          t.rounded,
          { value: formatDecimalInput(result.fields[name], locale), step: formatDecimalInput(toFieldText(fieldValue(step), 8), locale) },
          locale,
        ),
      );
    }
    return result.fields;
  };
  const inputProps = (name: TypedField) => ({
    value: drafts[name]?.text ?? formatDecimalInput(fields[name] as string, locale),
    'aria-invalid': drafts[name] ? true : undefined,
    title: drafts[name] ? messageOf(drafts[name].error) : undefined,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => change(name, e.target.value),
    onBlur: () => (name === 'price' || name === 'amount') && round(),
  });
  /** The first field still holding refused text, with its message, or null. */
  const invalid = (): { name: TypedField; message: string } | null => {
    const entry = (Object.entries(drafts) as [TypedField, Draft][])[0];
    return entry ? { name: entry[0], message: messageOf(entry[1].error) } : null;
  };
  const replace = (next: OrderFormFields | ((f: OrderFormFields) => OrderFormFields)) => {
    setDrafts({});
    setFields(next);
  };
  return { fields, setFields: replace, inputProps, round, invalid };
}
