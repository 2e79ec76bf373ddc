import { alternateScheme, schemeColours, type ThemeConfig, type ThemeId } from '@bourse/themes';

/** A theme as the CMS stores it: colours as rows of (token, value), spacing and radius as groups of choices. */
export type ThemeDoc = {
  name?: unknown;
  displayName?: unknown;
  description?: unknown;
  version?: unknown;
  colors?: Array<{ token?: unknown; value?: unknown }> | null;
  schemeColors?: Array<{ token?: unknown; value?: unknown }> | null;
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

/**
 * The colours of the cabinet's other scheme as the record stores them, by token (`{ bg: '#FFFFFF' }`),
 * hex colours only (a row written around the admin with anything else is left out).
 * @example schemeColoursOf({ schemeColors: [{ token: 'bg', value: '#FFFFFF' }] }) // { bg: '#FFFFFF' }
 */
export function schemeColoursOf(doc: ThemeDoc): Record<string, string> {
  const rows = Array.isArray(doc.schemeColors) ? doc.schemeColors : [];
  return Object.fromEntries(
    rows
      .filter((row) => typeof row.token === 'string' && typeof row.value === 'string' && /^#[0-9a-f]{3,8}$/i.test(row.value))
      .map((row) => [row.token as string, row.value as string]),
  );
}

/** The themes package's record as the CMS stores it (the seed writes these), with the shipped other scheme. */
export function themeDocOf(config: ThemeConfig) {
  const colors = Object.entries(config.colors).flatMap(([name, value]) =>
    typeof value === 'string'
      ? [{ token: name, value }]
      : Object.entries(value).map(([inner, colour]) => ({ token: `${name}-${inner}`, value: colour })),
  );
  const id = config.name as ThemeId;
  const schemeColors = Object.entries(schemeColours(id, alternateScheme(id))).map(([token, value]) => ({ token, value }));
  return { ...config, colors, schemeColors, pages: [...config.pages] };
}
