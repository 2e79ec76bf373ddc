import { z } from 'zod';
import { isSafeUrl, SAFE_URL_MESSAGE, UNFINISHED_URLS } from '../collections/shared/safe-url';
import { LINKABLE_COLLECTIONS } from './internal-href';
import { textBlockFieldsSchemaFor, type Completeness } from './text-blocks';

/**
 * The shape of every Lexical node the editor can produce, field by field, as the enabled features
 * write it (cms/test/richtext-features.test.ts exports each feature's own nodes through Lexical and
 * holds them to these shapes). Anything else in a saved value (a node type whose feature is off,
 * an extra attribute on a known node) did not come from the editor: it was written into an API
 * request by hand, and the HTML converter would copy it into the page, so it is refused.
 *
 * Two levels. `draft` is what any save must meet, autosaves included: only safe values, but work in
 * progress is fine (the link drawer first writes a link to "https://" and an internal link without
 * its page; a callout is inserted before its text is typed). `complete` is what a publish must meet.
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

const unfinished = new Set<string>(UNFINISHED_URLS);

function linkFieldsFor(level: Completeness) {
  return (
    z
      .object({
        url: z.string().max(2048).optional(),
        newTab: z.boolean().optional(),
        linkType: z.enum(['custom', 'internal']).optional(),
        // Only documents that have a page on the site can be linked to (editor-features.ts). The
        // drawer's document picker keeps the title it showed beside the reference as `label`.
        doc: z
          .object({ relationTo: z.enum(LINKABLE_COLLECTIONS), value: relationValue, label: z.string().max(500).optional() })
          .strict()
          .nullable()
          .optional(),
      })
      .strict()
      // An internal link's address is built from the linked document; a custom one is typed in.
      .superRefine((fields, context) => {
        if (fields.linkType === 'internal') {
          if (level === 'complete' && !fields.doc)
            context.addIssue({ code: 'custom', path: ['doc'], message: 'choose the page to link to' });
          return;
        }
        const url = fields.url ?? '';
        if (isSafeUrl(url) || (level === 'draft' && unfinished.has(url))) return;
        const message = unfinished.has(url)
          ? 'finish the address (a site path such as /legal/aml, or a full https:// address)'
          : SAFE_URL_MESSAGE;
        context.addIssue({ code: 'custom', path: ['url'], message });
      })
  );
}

/** Node type -> its schema, for one level. A type missing here is never accepted, whatever the editor enables. */
export function nodeSchemasFor(level: Completeness): Record<string, z.ZodType> {
  const linkFields = linkFieldsFor(level);
  return {
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
        relationTo: level === 'complete' ? z.string().max(60) : z.string().max(60).optional(),
        value: level === 'complete' ? relationValue : relationValue.nullable().optional(),
        fields: z.record(z.string(), z.unknown()).nullable().optional(),
        // A picture dropped into the text is shown from the browser's copy while it uploads (a
        // blob: address the HTML converter never writes); an autosave can land in between.
        pending:
          level === 'complete'
            ? z.never().optional()
            : z
                .object({
                  formID: z.string().max(100),
                  src: z
                    .string()
                    .max(300)
                    .regex(/^blob:/),
                })
                .strict()
                .optional(),
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
    block: z.object({ type: z.literal('block'), version, format: elementFormat, fields: textBlockFieldsSchemaFor(level) }).strict(),
    relationship: z
      .object({ type: z.literal('relationship'), version, format: elementFormat, relationTo: z.string().max(60), value: relationValue })
      .strict(),
  };
}
