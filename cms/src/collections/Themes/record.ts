import type { ThemeConfig } from '@bourse/themes';

/** A theme as the CMS stores it: colours as rows of (token, value), spacing and radius as groups of choices. */
export type ThemeDoc = {
  name?: unknown;
  displayName?: unknown;
  description?: unknown;
  version?: unknown;
  colors?: Array<{ token?: unknown; value?: unknown }> | null;
  fonts?: { primary?: unknown; mono?: unknown } | null;
  spacing?: Record<string, unknown> | null;
  borderRadius?: Record<string, unknown> | null;
  wrapper?: unknown;
  pages?: unknown;
};

const present = (group: Record<string, unknown> | null | undefined) =>
  Object.fromEntries(
    Object.entries(group ?? {}).filter(([key, value]) => key !== 'id' && value !== null && value !== undefined && value !== ''),
  );

/**
 * The stored document as the themes package's record (the shape the schema checks and the tokens
 * are computed from). Colour rows become `{ token: value }`; a nested group such as `market.up`
 * is stored as the row `market-up`, which yields the same CSS token (`--color-market-up`).
 * @example themeRecordOf({ colors: [{ token: 'bg', value: '#000000' }], ... }).colors // { bg: '#000000' }
 */
export function themeRecordOf(doc: ThemeDoc): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const key of ['name', 'displayName', 'description', 'version', 'wrapper', 'pages'] as const) {
    if (doc[key] !== null && doc[key] !== undefined) record[key] = doc[key];
  }
  if (Array.isArray(doc.colors)) record.colors = Object.fromEntries(doc.colors.map((row) => [row.token, row.value]));
  if (doc.fonts) record.fonts = present(doc.fonts);
  if (doc.spacing) record.spacing = present(doc.spacing);
  if (doc.borderRadius) record.borderRadius = present(doc.borderRadius);
  return record;
}

/** The themes package's record as the CMS stores it (the seed writes these). */
export function themeDocOf(config: ThemeConfig) {
  const colors = Object.entries(config.colors).flatMap(([name, value]) =>
    typeof value === 'string'
      ? [{ token: name, value }]
      : Object.entries(value).map(([inner, colour]) => ({ token: `${name}-${inner}`, value: colour })),
  );
  return { ...config, colors, pages: [...config.pages] };
}
