/** Values a message may take in its `{name}` placeholders; numbers are written with the locale's digits. */
export type MessageParams = Record<string, string | number>;

/** A text that depends on a count: one form per plural category of the language (Intl.PluralRules). */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const numberFormats = new Map<string, Intl.NumberFormat>();
function formatNumber(value: number, locale: string): string {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale, { maximumFractionDigits: 8 })));
  return format.format(value);
}

/**
 * Fills the `{name}` placeholders of a catalogue text. A number is formatted for the locale; a
 * placeholder without a value stays visible, so a forgotten parameter shows on screen instead of
 * silently vanishing.
 *
 * @example
 * fill('{percent}% of available {asset}', { percent: 25, asset: 'USDT' }, 'en'); // '25% of available USDT'
 * fill('Markers: {count}', { count: 1200 }, 'ru'); // 'Markers: 1 200'
 */
export function fill(text: string, params: MessageParams, locale: string): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? formatNumber(value, locale) : value;
  });
}

/**
 * Picks the form for `count` by the language's plural rules, then fills it (`{count}` included).
 *
 * @example
 * plural({ one: '{count} order', other: '{count} orders' }, 1, 'en'); // '1 order'
 * plural({ one: '{count} ордер', few: '{count} ордера', many: '{count} ордеров', other: '{count} ордера' }, 5, 'ru'); // '5 ордеров'
 */
export function plural(forms: PluralForms, count: number, locale: string, params: MessageParams = {}): string {
  const category = new Intl.PluralRules(locale).select(count);
  return fill(forms[category] ?? forms.other, { ...params, count }, locale);
}

/** The `{name}` placeholders a text uses, sorted; the catalogue check compares them across languages. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!))].sort();
}
