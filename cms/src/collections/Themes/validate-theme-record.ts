import { themeConfigSchema } from '@bourse/themes';
import { type CollectionBeforeValidateHook, ValidationError } from 'payload';

/**
 * The same zod schema the themes package uses checks every saved record, so a bad colour is refused
 * with a message naming the field instead of breaking the rendered site.
 */
export const validateThemeRecord: CollectionBeforeValidateHook = ({ data, originalDoc, collection, req }) => {
  const merged = { ...(originalDoc ?? {}), ...(data ?? {}) } as Record<string, unknown>;
  const candidate = Object.fromEntries(
    ['name', 'displayName', 'description', 'version', 'colors', 'fonts', 'spacing', 'borderRadius', 'wrapper', 'pages']
      .filter((key) => merged[key] !== null && merged[key] !== undefined)
      .map((key) => [key, merged[key]]),
  );
  const result = themeConfigSchema.safeParse(candidate);
  if (!result.success) {
    throw new ValidationError({
      collection: collection.slug,
      req,
      errors: result.error.issues.map((issue) => ({
        path: issue.path.join('.') || 'colors',
        message: issue.message,
      })),
    });
  }
  return data;
};
