import { z } from 'zod';
import type { Field } from 'payload';
import { isSafeUrl, urlField } from '../shared/safe-url';

/**
 * The navigation in GET /api/site/active, for one locale.
 * @example { header: [{ label: 'Trading', children: [{ label: 'Crypto', href: '/crypto' }] }], footer: [{ title: 'Legal', links: [{ label: 'AML', href: '/legal/aml' }] }] }
 */
export const navigationSchema = z.object({
  header: z.array(
    z.object({
      label: z.string().min(1),
      href: z.string().optional(),
      children: z.array(z.object({ label: z.string().min(1), href: z.string().min(1) })).optional(),
    }),
  ),
  footer: z.array(z.object({ title: z.string().min(1), links: z.array(z.object({ label: z.string().min(1), href: z.string().min(1) })) })),
});
export type Navigation = z.infer<typeof navigationSchema>;

const href = urlField('href');
const label: Field = { name: 'label', type: 'text', required: true, localized: true };

/** Editable per site: header groups (with their dropdown links) and footer columns; labels per language. */
export const navigationField: Field = {
  name: 'navigation',
  type: 'group',
  admin: { description: 'Header menus and footer columns. Labels are per language; links are shared.' },
  fields: [
    {
      name: 'header',
      type: 'array',
      fields: [label, href, { name: 'children', type: 'array', fields: [label, urlField('href', { required: true })] }],
    },
    {
      name: 'footer',
      type: 'array',
      fields: [
        { name: 'title', type: 'text', required: true, localized: true },
        { name: 'links', type: 'array', fields: [label, urlField('href', { required: true })] },
      ],
    },
  ],
};

type Row = Record<string, unknown>;
const rows = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : []);
const str = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
/** A stored link that fails today's rule (saved before it existed) is dropped, never served. */
const link = (value: unknown) => (typeof value === 'string' && isSafeUrl(value) ? value : undefined);

/**
 * A site document's navigation (already read in one locale) in the answer's shape. Rows missing a
 * label in every language are dropped rather than shown blank; an empty result means "use the default".
 */
export function toNavigation(doc: Row): Navigation {
  const nav = (doc.navigation ?? {}) as Row;
  const header = rows(nav.header).flatMap((item) => {
    const text = str(item.label);
    if (!text) return [];
    const children = rows(item.children).flatMap((c) =>
      str(c.label) && link(c.href) ? [{ label: str(c.label)!, href: link(c.href)! }] : [],
    );
    return [{ label: text, ...(link(item.href) ? { href: link(item.href) } : {}), ...(children.length ? { children } : {}) }];
  });
  const footer = rows(nav.footer).flatMap((col) => {
    const title = str(col.title);
    if (!title) return [];
    return [
      {
        title,
        links: rows(col.links).flatMap((l) => (str(l.label) && link(l.href) ? [{ label: str(l.label)!, href: link(l.href)! }] : [])),
      },
    ];
  });
  return { header, footer };
}
