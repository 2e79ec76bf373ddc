import { themeConfigSchema } from '@bourse/themes';
import { type CollectionBeforeValidateHook, ValidationError } from 'payload';
import { themeRecordOf, type ThemeDoc } from './record';

/** A schema issue's path in the record (`colors.accent`) as the admin field it came from (`colors.5.value`). */
function fieldPathOf(path: PropertyKey[], tokens: unknown[]): string {
  if (path[0] === 'colors' && path.length > 1) {
    const index = tokens.indexOf(path[1]);
    return index >= 0 ? `colors.${index}.value` : 'colors';
  }
  return path.map(String).join('.') || 'colors';
}

/**
 * The same zod schema the themes package uses checks every saved record, so a bad colour is refused
 * with a message naming the field instead of breaking the rendered site.
 */
export const validateThemeRecord: CollectionBeforeValidateHook = ({ data, originalDoc, collection, req }) => {
  const merged = { ...(originalDoc ?? {}), ...(data ?? {}) } as ThemeDoc;
  for (const list of ['colors', 'schemeColors'] as const) {
    const listed = (Array.isArray(merged[list]) ? merged[list] : []).map((row) => row.token);
    const duplicate = listed.find((token, index) => listed.indexOf(token) !== index);
    if (typeof duplicate === 'string') {
      const message = `"${duplicate}" is already a colour of this ${list === 'colors' ? 'theme' : 'scheme'}`;
      throw new ValidationError({
        collection: collection.slug,
        req,
        errors: [{ path: `${list}.${listed.lastIndexOf(duplicate)}.token`, message }],
      });
    }
  }
  const tokens = (Array.isArray(merged.colors) ? merged.colors : []).map((row) => row.token);
  const result = themeConfigSchema.safeParse(themeRecordOf(merged));
  if (!result.success) {
    throw new ValidationError({
      collection: collection.slug,
      req,
      errors: result.error.issues.map((issue) => ({ path: fieldPathOf(issue.path, tokens), message: issue.message })),
    });
  }
  return data;
};
