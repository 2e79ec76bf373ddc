import * as z from 'zod';
import { placeholdersOf } from './format';

const PLURAL_CATEGORIES = new Set<string>(['zero', 'one', 'two', 'few', 'many', 'other']);

/** A plural text is an object whose keys are plural categories, `other` always among them. */
export function isPluralForms(value: unknown): value is Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.includes('other') && keys.every((key) => PLURAL_CATEGORIES.has(key));
}

function textLike(reference: string) {
  const wanted = placeholdersOf(reference);
  return z
    .string()
    .trim()
    .min(1, { error: 'Expected a non-empty translation' })
    .refine((text) => placeholdersOf(text).join() === wanted.join(), {
      error: `Expected exactly the placeholders {${wanted.join('}, {')}} of the English text`,
    });
}

function pluralLike(reference: Record<string, string>, locale: string) {
  const text = textLike(reference.other!);
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  return z.strictObject(Object.fromEntries(categories.map((category) => [category, text])));
}

/**
 * The shape every language must have, derived from the English catalogue: the same keys, a
 * non-empty text per key with the same `{placeholders}`, and for each plural text exactly the
 * language's plural categories (from Intl.PluralRules).
 *
 * @example schemaLike({ spot: { buy: 'Buy' } }, 'ru').parse({ spot: { buy: 'Купить' } });
 */
export function schemaLike(reference: unknown, locale: string): z.ZodType {
  if (typeof reference === 'string') return textLike(reference);
  if (Array.isArray(reference)) {
    const items = reference.map((item) => schemaLike(item, locale));
    return z.tuple(items as [z.ZodType, ...z.ZodType[]]);
  }
  if (isPluralForms(reference)) return pluralLike(reference, locale);
  const shape = Object.fromEntries(Object.entries(reference as object).map(([key, value]) => [key, schemaLike(value, locale)]));
  return z.strictObject(shape);
}
