import {
  defaultHTMLConvertersAsync,
  LinkHTMLConverterAsync,
  convertLexicalToHTMLAsync,
  type HTMLConvertersAsync,
} from '@payloadcms/richtext-lexical/html-async';
import { getPayloadPopulateFn } from '@payloadcms/richtext-lexical';
import type { Field, FieldHook } from 'payload';
import { sitePathOf } from './internal-href';
import { TEXT_BLOCKS, textBlockHtml } from './text-blocks';
import { uploadHtml, type UploadDoc } from './upload-html';

type Converters = HTMLConvertersAsync;
type NodeArgs = {
  node: Record<string, unknown> & { children?: unknown[] };
  nodesToHTML: (args: { nodes: unknown[] }) => Promise<string[]>;
};
type LinkDoc = { relationTo?: string; value?: unknown };
type Populate = (args: { collectionSlug: never; id: number | string; select?: Record<string, boolean> }) => Promise<unknown>;

const escapeHTML = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const int = (value: unknown, fallback = 0) => (Number.isInteger(value) ? Number(value) : fallback);
const childrenOf = async ({ node, nodesToHTML }: NodeArgs) => (await nodesToHTML({ nodes: node.children ?? [] })).join('');

/** An internal link's address: the linked document's site path in the language being read. */
const internalHref =
  (locale: string | undefined) =>
  async ({ linkNode, populate }: { linkNode: { fields: { doc?: unknown } }; populate?: Populate }) => {
    const doc = (linkNode.fields.doc ?? {}) as LinkDoc;
    if (!doc.relationTo) return '#';
    let value = doc.value;
    if ((typeof value === 'string' || typeof value === 'number') && populate) {
      value = await populate({ collectionSlug: doc.relationTo as never, id: value, select: { slug: true } }).catch(() => undefined);
    }
    return sitePathOf(doc.relationTo, (value as { slug?: unknown } | undefined)?.slug, locale) ?? '#';
  };

/**
 * Payload's HTML converters write some node attributes into the markup without escaping (a table
 * cell's headerState, colSpan, rowSpan). Saving such nodes is refused (safe-editor.ts), but rows
 * written before that check, or straight to the database, still reach this converter, so tables
 * are rebuilt here from integers only, and a node type with no converter keeps its text but none
 * of its attributes. Internal links point at the linked document's page in the language read, and
 * inline images become a responsive <picture> (upload-html.ts) rather than Payload's one <source>
 * per copy, which a browser reads as "the first copy whose media query matches".
 */
export const safeHtmlConverters = ({ defaultConverters, locale }: { defaultConverters: Converters; locale?: string }): Converters =>
  ({
    ...(defaultConverters as Record<string, unknown>),
    ...(LinkHTMLConverterAsync({ internalDocToHref: internalHref(locale) as never }) as Record<string, unknown>),
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
    // An inline image: a responsive <picture> built from escaped URLs and integers (upload-html.ts).
    upload: async (args) => {
      const { node, populate } = args as unknown as { node: Record<string, unknown>; populate?: Populate };
      if (node.relationTo !== 'media') return '';
      let doc = node.value;
      if ((typeof doc === 'string' || typeof doc === 'number') && populate) {
        doc = await populate({ collectionSlug: 'media' as never, id: doc }).catch(() => undefined);
      }
      const fields = (node.fields ?? {}) as { alt?: unknown };
      return uploadHtml(typeof doc === 'object' ? (doc as UploadDoc) : undefined, fields.alt);
    },
    // The project's blocks inside rich text: their HTML from checked fields only (text-blocks.ts).
    blocks: Object.fromEntries(
      TEXT_BLOCKS.map(({ slug }) => slug).map((slug) => [
        slug,
        async ({ node }: { node: { fields?: unknown } }) => textBlockHtml(node.fields),
      ]),
    ),
    unknown: async (args) => {
      const { node } = args as unknown as NodeArgs;
      if (Array.isArray(node.children)) return childrenOf(args as unknown as NodeArgs);
      return typeof node.text === 'string' ? escapeHTML(node.text) : '';
    },
  }) as Converters;

/**
 * The HTML of a sibling rich text field, computed on read with the safe converters above (Payload's
 * lexicalHTMLField, written out here because its converters cannot see the language being read).
 */
export const safeHtmlField = (htmlFieldName: string, lexicalFieldName: string): Field => {
  const toHtml: FieldHook = async ({ currentDepth, depth, draft, overrideAccess, req, showHiddenFields, siblingData }) => {
    const data = siblingData[lexicalFieldName];
    if (!data) return '';
    const populate = await getPayloadPopulateFn({
      currentDepth: currentDepth ?? 0,
      depth: depth ?? req.payload.config.defaultDepth,
      draft: draft ?? false,
      overrideAccess: overrideAccess ?? false,
      req,
      showHiddenFields: showHiddenFields ?? false,
    });
    const converters = safeHtmlConverters({ defaultConverters: defaultHTMLConvertersAsync, locale: req.locale ?? undefined });
    return convertLexicalToHTMLAsync({ converters, data, populate });
  };
  return {
    name: htmlFieldName,
    type: 'code',
    admin: { hidden: true, editorOptions: { language: 'html' } },
    hooks: {
      afterRead: [toHtml],
      // Computed on read, never stored: whatever a request sends for it is dropped.
      beforeChange: [
        ({ siblingData }) => {
          delete siblingData[htmlFieldName];
          return null;
        },
      ],
    },
  };
};
