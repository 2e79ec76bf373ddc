import * as z from 'zod';

/**
 * The three themes the product ships. The site renders the id as `<html data-theme>`, the CMS
 * stores it on a site, the CLI switches it; all three validate with this one enum.
 * @example themeIdSchema.parse('dark-brand') // 'dark-brand'
 */
export const themeIdSchema = z.enum(['exchange', 'dark-brand', 'simple']);
export type ThemeId = z.infer<typeof themeIdSchema>;

// #RGB, #RGBA, #RRGGBB, #RRGGBBAA: what the contrast checks and the CSS tokens understand.
const HEX_COLOUR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

export const hexColourSchema = z.string().regex(HEX_COLOUR, {
  error: (issue) => `Expected a CSS hex colour such as #F0B90B, got ${JSON.stringify(issue.input)}`,
});

/** One colour, or one level of named colours (`{ background: { primary, secondary } }`). */
export const colourValueSchema = z.union([hexColourSchema, z.record(z.string(), hexColourSchema)], {
  error: 'Expected a CSS hex colour or a group of hex colours',
});

const cssLength = z.string().min(1);

/**
 * A theme's configuration: colours, fonts, layout choices.
 * @example
 * parseThemeConfig({
 *   name: 'exchange', displayName: 'Exchange', description: '…', version: '1.0.0',
 *   colors: { bg: '#0B0E11', background: { primary: '#181A20' } },
 *   fonts: { primary: 'system-ui, sans-serif', mono: 'ui-monospace, monospace' },
 *   wrapper: 'Wrapper', pages: ['home'],
 * });
 */
export const themeConfigSchema = z.object({
  name: themeIdSchema,
  displayName: z.string().min(1),
  description: z.string().min(1),
  version: z.string().regex(/^\d+\.\d+\.\d+$/, { error: 'Expected a semantic version such as 1.0.0' }),
  colors: z.record(z.string().regex(/^[a-z][a-zA-Z0-9-]*$/), colourValueSchema),
  fonts: z.object({ primary: z.string().min(1), mono: z.string().min(1) }),
  spacing: z.record(z.string(), cssLength).optional(),
  borderRadius: z.record(z.string(), cssLength).optional(),
  wrapper: z.string().min(1),
  pages: z.array(z.string().min(1)),
});

export type ThemeConfig = z.infer<typeof themeConfigSchema>;
export type ColourValue = z.infer<typeof colourValueSchema>;

export class ThemeConfigError extends Error {
  constructor(readonly issues: ReadonlyArray<{ path: string; message: string }>) {
    super(`Invalid theme configuration: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`);
    this.name = 'ThemeConfigError';
  }
}

/**
 * Validates a theme record (from code, the CMS or a CLI file). Throws a ThemeConfigError whose
 * message names every bad field, e.g. `colors.accent: Expected a CSS hex colour …`.
 */
export function parseThemeConfig(input: unknown): ThemeConfig {
  const result = themeConfigSchema.safeParse(input);
  if (result.success) return result.data;
  throw new ThemeConfigError(
    result.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.') || '(root)',
      message: issue.message,
    })),
  );
}
