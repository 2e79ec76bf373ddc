import { randomBytes } from 'node:crypto';

/** A theme row as stored before its colours, spacing, radius and pages became fields (JSON columns). */
export type OldThemeRow = { id: number; colors: unknown; spacing: unknown; border_radius: unknown; pages: unknown };

const parse = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
};
const record = (value: unknown): Record<string, unknown> => {
  const parsed = parse(value);
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
};
const px = (values: number[]) => values.map((value) => `${value}px`);
/** The fields' choices when this migration was written (frozen: later changes get their own migration). */
const CHOICES = {
  spacing: {
    gutter: px([12, 16, 20, 24, 28, 32, 40]),
    section: px([32, 40, 48, 56, 64, 72, 80, 96, 120]),
    content: px([960, 1040, 1080, 1120, 1160, 1200, 1280, 1360, 1440]),
  },
  borderRadius: {
    base: px([0, 2, 4, 6, 8, 10, 12, 16, 20, 24]),
    button: px([0, 2, 4, 6, 8, 10, 12, 16, 20, 24, 999]),
    card: px([0, 2, 4, 6, 8, 10, 12, 16, 20, 24, 32]),
  },
  pages: [
    'home',
    'about',
    'faq',
    'contacts',
    'contact',
    'register',
    'login',
    'forgot-password',
    'blog',
    'news',
    'research',
    'vip',
    'launchpad',
    'insurance-fund',
    'stock',
    'terms',
    'privacy',
    'kyc',
    'risk-disclosure',
    'refund-policy',
    'aml',
    'cookies',
    'legal/withdrawal',
    'legal/agreement',
    'legal/risk',
    'legal/aml',
    'legal/conflict',
  ],
};
const text = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * The new rows for one old theme, so an upgrade keeps every colour an editor set: nested colour
 * groups become `group-name` rows (the same CSS token), lengths and pages outside the new fields'
 * choices are dropped (the site then uses the shipped value for that one setting).
 */
export function themeFieldsFromJson(row: OldThemeRow, choices = CHOICES) {
  const colors = Object.entries(record(row.colors)).flatMap(([name, value]) =>
    typeof value === 'string'
      ? [[name, value]]
      : Object.entries(record(value)).map(([inner, colour]) => [`${name}-${inner}`, text(colour)]),
  );
  const pick = (group: Record<string, unknown>, allowed: Record<string, string[]>) =>
    Object.fromEntries(
      Object.entries(allowed).map(([key, options]) => [key, options.includes(text(group[key]) ?? '') ? (group[key] as string) : null]),
    );
  const pages = parse(row.pages);
  return {
    colors: colors
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([token, value]) => ({ id: randomBytes(12).toString('hex'), token, value })),
    spacing: pick(record(row.spacing), choices.spacing),
    borderRadius: pick(record(row.border_radius), choices.borderRadius),
    pages: Array.isArray(pages) ? pages.filter((page): page is string => typeof page === 'string' && choices.pages.includes(page)) : [],
  };
}
