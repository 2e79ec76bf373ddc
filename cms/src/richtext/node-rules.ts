import { z } from 'zod';
import { isSafeUrl, SAFE_URL_MESSAGE } from '../collections/shared/safe-url';
import { LINKABLE_COLLECTIONS } from './internal-href';
import { textBlockFieldsSchema } from './text-blocks';

/**
 * The shape of every Lexical node the editor can produce, field by field. Anything else in a saved
 * rich text value (a node type whose feature is off, such as `relationship`, or an extra attribute on a
 * known node) did not come from the editor: it was hand-written into an API request, and the HTML
 * converter would copy it into the page. So it is refused on save rather than trusted.
 */
const version = z.number().int().nonnegative().optional();
/** Inline CSS kept by Lexical for text; no quotes or angle brackets, which could leave the attribute. */
const inlineCss = z
  .string()
  .max(500)
  .regex(/^[\w\s:;#%.,()-]*$/, 'only plain CSS declarations');
const elementFormat = z.union([z.enum(['', 'left', 'start', 'center', 'right', 'end', 'justify']), z.number().int()]).optional();
const element = {
  version,
  children: z.array(z.unknown()),
  direction: z.enum(['ltr', 'rtl']).nullable().optional(),
  format: elementFormat,
  indent: z.number().int().min(0).max(20).optional(),
  textFormat: z.number().int().nonnegative().optional(),
  textStyle: inlineCss.optional(),
};
const textLike = {
  version,
  text: z.string(),
  format: z.number().int().nonnegative().optional(),
  style: inlineCss.optional(),
  mode: z.enum(['normal', 'token', 'segmented']).optional(),
  detail: z.number().int().nonnegative().optional(),
};
const id = z.union([z.string().max(100), z.number()]);
const relationValue = z.union([id, z.object({ id }).passthrough()]);

const linkFields = z
  .object({
    url: z.string().max(2048).optional(),
    newTab: z.boolean().optional(),
    linkType: z.enum(['custom', 'internal']).optional(),
    // Only documents that have a page on the site can be linked to (editor-features.ts).
    doc: z
      .object({ relationTo: z.enum(LINKABLE_COLLECTIONS), value: relationValue })
      .strict()
      .nullable()
      .optional(),
  })
  .strict()
  // An internal link's address is built from the linked document; a custom one is typed in.
  .refine((fields) => fields.linkType === 'internal' || (fields.url !== undefined && isSafeUrl(fields.url)), {
    message: SAFE_URL_MESSAGE,
    path: ['url'],
  });

/** Node type -> its schema. A type missing here is never accepted, whatever the editor enables. */
export const nodeSchemas: Record<string, z.ZodType> = {
  root: z.object({ type: z.literal('root'), ...element }).strict(),
  paragraph: z.object({ type: z.literal('paragraph'), ...element }).strict(),
  heading: z.object({ type: z.literal('heading'), ...element, tag: z.enum(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']) }).strict(),
  quote: z.object({ type: z.literal('quote'), ...element }).strict(),
  list: z
    .object({
      type: z.literal('list'),
      ...element,
      listType: z.enum(['bullet', 'number', 'check']),
      start: z.number().int().optional(),
      tag: z.enum(['ul', 'ol']),
    })
    .strict(),
  listitem: z
    .object({ type: z.literal('listitem'), ...element, value: z.number().int().optional(), checked: z.boolean().optional() })
    .strict(),
  link: z.object({ type: z.literal('link'), ...element, id: z.string().max(100).optional(), fields: linkFields }).strict(),
  autolink: z.object({ type: z.literal('autolink'), ...element, id: z.string().max(100).optional(), fields: linkFields }).strict(),
  text: z.object({ type: z.literal('text'), ...textLike }).strict(),
  tab: z.object({ type: z.literal('tab'), ...textLike }).strict(),
  linebreak: z.object({ type: z.literal('linebreak'), version }).strict(),
  horizontalrule: z.object({ type: z.literal('horizontalrule'), version }).strict(),
  upload: z
    .object({
      type: z.literal('upload'),
      version,
      id: z.string().max(100).optional(),
      format: elementFormat,
      relationTo: z.string().max(60),
      value: relationValue,
      fields: z.record(z.string(), z.unknown()).nullable().optional(),
    })
    .strict(),
  // Lexical's table feature. Sizes are integers or plain numbers and colours plain CSS colours:
  // the HTML converter writes none of them except the spans, and those from integers (html.ts).
  table: z
    .object({
      type: z.literal('table'),
      ...element,
      colWidths: z.array(z.number().nonnegative().max(10_000)).max(100).optional(),
      frozenColumnCount: z.number().int().nonnegative().optional(),
      frozenRowCount: z.number().int().nonnegative().optional(),
      rowStriping: z.boolean().optional(),
    })
    .strict(),
  tablerow: z.object({ type: z.literal('tablerow'), ...element, height: z.number().nonnegative().max(10_000).optional() }).strict(),
  tablecell: z
    .object({
      type: z.literal('tablecell'),
      ...element,
      headerState: z.number().int().min(0).max(3),
      colSpan: z.number().int().min(1).max(100).optional(),
      rowSpan: z.number().int().min(1).max(100).optional(),
      width: z.number().nonnegative().max(10_000).optional(),
      backgroundColor: z
        .string()
        .regex(/^(#[0-9a-fA-F]{3,8}|[a-z]{3,20})$/, 'a plain colour')
        .nullable()
        .optional(),
      verticalAlign: z.enum(['top', 'middle', 'bottom']).optional(),
    })
    .strict(),
  // The project's blocks (a callout, a button), their fields checked per block.
  block: z.object({ type: z.literal('block'), version, format: elementFormat, fields: textBlockFieldsSchema }).strict(),
  relationship: z
    .object({ type: z.literal('relationship'), version, format: elementFormat, relationTo: z.string().max(60), value: relationValue })
    .strict(),
};

export type NodeProblem = { at: string; message: string };

const MAX_DEPTH = 40;
const MAX_NODES = 20_000;

/**
 * The first problem in a Lexical value, or null when every node is one the editor allows, shaped
 * as the editor writes it. `allowed` is the set of node types the enabled features provide.
 * @example findNodeProblem({ root: { type: 'root', children: [{ type: 'table', children: [] }] } }, new Set(['root'])) // { at: 'root.children.0', message: 'table nodes are not allowed here …' }
 */
export function findNodeProblem(value: unknown, allowed: ReadonlySet<string>): NodeProblem | null {
  if (value == null) return null;
  if (typeof value !== 'object' || Array.isArray(value) || !('root' in value))
    return { at: '', message: 'Rich text must be an object with a "root" node.' };
  const extraKeys = Object.keys(value).filter((key) => key !== 'root');
  if (extraKeys.length) return { at: '', message: `Unexpected attribute "${extraKeys[0]}" beside the root node.` };
  let seen = 0;
  const visit = (node: unknown, at: string, depth: number): NodeProblem | null => {
    seen += 1;
    if (seen > MAX_NODES) return { at, message: `Rich text may hold at most ${MAX_NODES} nodes.` };
    if (depth > MAX_DEPTH) return { at, message: `Rich text may nest at most ${MAX_DEPTH} levels deep.` };
    const type = typeof node === 'object' && node !== null ? (node as { type?: unknown }).type : undefined;
    if (typeof type !== 'string') return { at, message: 'Every rich text node needs a "type".' };
    const schema = nodeSchemas[type];
    if (!schema || !allowed.has(type)) {
      return { at, message: `"${type.slice(0, 40)}" content is not allowed in this editor. Allowed: ${[...allowed].sort().join(', ')}.` };
    }
    const parsed = schema.safeParse(node);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const where = issue.path.length ? issue.path.join('.') : '';
      const unknown =
        issue.code === 'unrecognized_keys' ? `unexpected attribute "${issue.keys[0]}"` : `${where || 'value'}: ${issue.message}`;
      return { at, message: `A "${type}" node has an ${unknown.startsWith('unexpected') ? unknown : `invalid ${unknown}`}.` };
    }
    const children = (node as { children?: unknown[] }).children ?? [];
    for (const [index, child] of children.entries()) {
      const problem = visit(child, `${at}.children.${index}`, depth + 1);
      if (problem) return problem;
    }
    return null;
  };
  return visit((value as { root: unknown }).root, 'root', 0);
}
