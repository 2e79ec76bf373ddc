import type { Field, TextareaField, TextField } from 'payload';
import { defaultLocale } from '../../../locales';
import { urlField, validateSafeUrl } from '../../shared/safe-url';

/**
 * The fields a page block's words live in. A page has one block structure (the blocks, their order,
 * their pictures and settings) shared by every language, and each language writes its own words
 * into it, as Payload's website template keeps a layout: moving a block in English moves it in
 * Russian. A required text is required in English, the fallback every other language reads until
 * it has its own words: a block added in English does not stop a Russian publish.
 */
const requiredInDefaultLocale = (required: boolean) =>
  required
    ? {
        required: true,
        validate: (value: unknown, { req }: { req: { locale?: string | null } }) =>
          (req.locale && req.locale !== defaultLocale) || (typeof value === 'string' && value.trim() !== '')
            ? true
            : 'This field is required.',
      }
    : {};

/** A line of words in every language. */
export const text = (name: string, required = false): TextField =>
  ({ name, type: 'text', localized: true, ...requiredInDefaultLocale(required) }) as TextField;

/** A paragraph of words in every language. */
export const area = (name: string, required = false): TextareaField =>
  ({ name, type: 'textarea', localized: true, ...requiredInDefaultLocale(required) }) as TextareaField;

/** A link's address, per language (a Russian page may link to a Russian document); checked as every address is. */
export const href = (name: string, required = false): Field => ({
  ...urlField(name, { required, localized: true }),
  validate: (value: unknown, { req }: { req: { locale?: string | null } }) =>
    (value == null || value === '') && req.locale && req.locale !== defaultLocale ? true : validateSafeUrl(required)(value),
});
