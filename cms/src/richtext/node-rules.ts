import type { z } from 'zod';
import { nodeSchemasFor } from './node-shapes';
import type { Completeness } from './text-blocks';

export type NodeProblem = {
  /** The node's path in the value, e.g. `root.children.2.children.0` (the admin finds the node by it). */
  at: string;
  /** Where it is and what is wrong, in words an editor can act on. */
  message: string;
};

const MAX_DEPTH = 40;
const MAX_NODES = 20_000;
const schemas: Record<Completeness, Record<string, z.ZodType>> = { draft: nodeSchemasFor('draft'), complete: nodeSchemasFor('complete') };

type Node = { type?: unknown; children?: unknown[]; text?: unknown; fields?: { blockType?: unknown } };

/** Names of nodes as an editor knows them; anything else goes by its type. */
const NAMES: Record<string, string> = {
  listitem: 'item',
  autolink: 'link',
  tablerow: 'row',
  tablecell: 'cell',
  upload: 'picture',
  horizontalrule: 'line',
};

const nameOf = (node: Node) =>
  node.type === 'block' && typeof node.fields?.blockType === 'string'
    ? node.fields.blockType
    : (NAMES[String(node.type)] ?? String(node.type));

/** The words of a node, as far as they go: what an editor recognises it by. */
function wordsOf(node: unknown, limit = 40): string {
  const { text, children } = node as Node;
  const words = typeof text === 'string' ? text : Array.isArray(children) ? children.map((child) => wordsOf(child, limit)).join('') : '';
  return words.length > limit ? `${words.slice(0, limit - 1)}…` : words;
}

/** "paragraph 2" (the second paragraph among its siblings), with the node's words for an inline one. */
function describe(node: Node, siblings: unknown[], inline: boolean): string {
  const name = nameOf(node);
  if (inline) {
    const words = wordsOf(node).trim();
    return words ? `${name} “${words}”` : name;
  }
  const position = siblings.filter((sibling) => nameOf(sibling as Node) === name).indexOf(node) + 1;
  return `${name} ${position}`;
}

const INLINE = new Set(['text', 'link', 'autolink', 'linebreak', 'tab']);
const capitalise = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/** The editor-facing reason for a failed shape: our own worded checks as they are, Zod's with the attribute named. */
function reasonOf(type: string, issue: z.core.$ZodIssue): string {
  if (issue.code === 'custom') return issue.message;
  const where = issue.path.join('.');
  if (issue.code === 'unrecognized_keys') {
    return `a "${type}" node has an unexpected attribute "${[...issue.path, issue.keys[0]].join('.')}"`;
  }
  return `a "${type}" node has an invalid ${where || 'value'}: ${issue.message}`;
}

/**
 * The first problem in a Lexical value, or null when every node is one the editor allows, shaped
 * as the editor writes it. `allowed` is the set of node types the enabled features provide;
 * `level` is how finished the text must be (node-shapes.ts).
 * @example findNodeProblem({ root: { type: 'root', children: [{ type: 'table', children: [] }] } }, new Set(['root'])) // { at: 'root.children.0', message: 'Table 1: "table" content is not allowed here …' }
 */
export function findNodeProblem(value: unknown, allowed: ReadonlySet<string>, level: Completeness = 'complete'): NodeProblem | null {
  if (value == null) return null;
  if (typeof value !== 'object' || Array.isArray(value) || !('root' in value))
    return { at: '', message: 'Rich text must be an object with a "root" node.' };
  const extraKeys = Object.keys(value).filter((key) => key !== 'root');
  if (extraKeys.length) return { at: '', message: `Unexpected attribute "${extraKeys[0]}" beside the root node.` };
  let seen = 0;
  const visit = (node: unknown, at: string, depth: number, trail: string[]): NodeProblem | null => {
    seen += 1;
    if (seen > MAX_NODES) return { at, message: `Rich text may hold at most ${MAX_NODES} nodes.` };
    if (depth > MAX_DEPTH) return { at, message: `Rich text may nest at most ${MAX_DEPTH} levels deep.` };
    const type = typeof node === 'object' && node !== null ? (node as Node).type : undefined;
    const where = trail.length ? `${capitalise(trail.join(', '))}: ` : '';
    if (typeof type !== 'string') return { at, message: `${where}every rich text node needs a "type".` };
    const schema = schemas[level][type];
    if (!schema || !allowed.has(type)) {
      const list = [...allowed].sort().join(', ');
      return { at, message: `${where}"${type.slice(0, 40)}" content is not allowed in this editor. Allowed: ${list}.` };
    }
    const parsed = schema.safeParse(node);
    if (!parsed.success) {
      const reason = reasonOf(type, parsed.error.issues[0]!);
      return { at, message: `${where}${reason}${/[.:!?]$/.test(reason) ? '' : '.'}` };
    }
    const children = (node as Node).children ?? [];
    for (const [index, child] of children.entries()) {
      const inline = INLINE.has(String((child as Node)?.type));
      const step = typeof child === 'object' && child !== null ? [describe(child as Node, children, inline)] : [];
      const problem = visit(child, `${at}.children.${index}`, depth + 1, [...trail, ...step]);
      if (problem) return problem;
    }
    return null;
  };
  return visit((value as { root: unknown }).root, 'root', 0, []);
}
