import { lexicalHTMLField } from '@payloadcms/richtext-lexical';
import type { HTMLConvertersAsync } from '@payloadcms/richtext-lexical/html-async';
import type { Field } from 'payload';

type Converters = HTMLConvertersAsync;
type NodeArgs = { node: Record<string, unknown> & { children?: unknown[] }; nodesToHTML: (args: { nodes: unknown[] }) => Promise<string[]> };

const escapeHTML = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const int = (value: unknown, fallback = 0) => (Number.isInteger(value) ? Number(value) : fallback);
const childrenOf = async ({ node, nodesToHTML }: NodeArgs) => (await nodesToHTML({ nodes: node.children ?? [] })).join('');

/**
 * Payload's HTML converters write some node attributes into the markup without escaping (a table
 * cell's headerState, colSpan, rowSpan). Saving such nodes is refused (safe-editor.ts), but rows
 * written before that check, or straight to the database, still reach this converter, so tables
 * are rebuilt here from integers only, and a node type with no converter keeps its text but none
 * of its attributes.
 */
export const safeHtmlConverters = ({ defaultConverters }: { defaultConverters: Converters }): Converters => ({
  ...(defaultConverters as Record<string, unknown>),
  table: async (args) => `<table class="lexical-table"><tbody>${await childrenOf(args as unknown as NodeArgs)}</tbody></table>`,
  tablerow: async (args) => `<tr>${await childrenOf(args as unknown as NodeArgs)}</tr>`,
  tablecell: async (args) => {
    const { node } = args as unknown as NodeArgs;
    const tag = int(node.headerState) > 0 ? 'th' : 'td';
    const colSpan = int(node.colSpan, 1);
    const rowSpan = int(node.rowSpan, 1);
    const spans = `${colSpan > 1 ? ` colspan="${colSpan}"` : ''}${rowSpan > 1 ? ` rowspan="${rowSpan}"` : ''}`;
    return `<${tag}${spans}>${await childrenOf(args as unknown as NodeArgs)}</${tag}>`;
  },
  unknown: async (args) => {
    const { node } = args as unknown as NodeArgs;
    if (Array.isArray(node.children)) return childrenOf(args as unknown as NodeArgs);
    return typeof node.text === 'string' ? escapeHTML(node.text) : '';
  },
}) as Converters;

/** The HTML of a sibling rich text field, computed on read with the safe converters above. */
export const safeHtmlField = (htmlFieldName: string, lexicalFieldName: string): Field =>
  lexicalHTMLField({ htmlFieldName, lexicalFieldName, converters: safeHtmlConverters });
