import type { Block } from 'payload';
import { z } from 'zod';
import { isSafeUrl, SAFE_URL_MESSAGE, UNFINISHED_URLS, urlField } from '../collections/shared/safe-url';

/**
 * Blocks an editor can put between paragraphs of any rich text: a callout (a note, a tip or a risk
 * warning set apart from the text) and a button (a call to action inside an article). Each is a
 * Payload block config, the shape the node check accepts on save (node-rules.ts) and its HTML,
 * built here from escaped text and a checked address only.
 */
export const CALLOUT_TONES = ['note', 'tip', 'warning'] as const;

export const calloutBlock: Block = {
  slug: 'callout',
  interfaceName: 'RichTextCallout',
  labels: { singular: 'Callout', plural: 'Callouts' },
  fields: [
    {
      name: 'tone',
      type: 'select',
      required: true,
      defaultValue: 'note',
      options: [
        { label: 'Note', value: 'note' },
        { label: 'Tip', value: 'tip' },
        { label: 'Risk warning', value: 'warning' },
      ],
    },
    { name: 'title', type: 'text', maxLength: 120 },
    { name: 'text', type: 'textarea', required: true, maxLength: 1000 },
  ],
};

export const buttonBlock: Block = {
  slug: 'button',
  interfaceName: 'RichTextButton',
  labels: { singular: 'Button', plural: 'Buttons' },
  fields: [
    { name: 'label', type: 'text', required: true, maxLength: 60 },
    urlField('href', { required: true, description: 'Where the button leads: a site path such as /register, or a full https:// address.' }),
  ],
};

export const TEXT_BLOCKS: Block[] = [calloutBlock, buttonBlock];

/** How finished rich text must be: any save (`draft`, autosaves included) or a publish (`complete`). */
export type Completeness = 'draft' | 'complete';

const common = { id: z.string().max(100).optional(), blockName: z.string().max(200).nullable().optional() };
/** A button's address while it is being typed: empty or a scheme the editor has started with. */
const startedHref = z.union([z.enum(UNFINISHED_URLS), z.string().max(2048).refine(isSafeUrl, SAFE_URL_MESSAGE)]);

type Check = { path: string; message: string; passes: (fields: Record<string, unknown>) => boolean };
const written = (value: unknown) => typeof value === 'string' && value.trim() !== '';
/** What a publish asks of each block, in words the editor reads (node-rules.ts shows custom messages as they are). */
const finished: Record<'callout' | 'button', Check[]> = {
  callout: [
    { path: 'tone', message: 'choose a tone', passes: (fields) => fields.tone != null },
    { path: 'text', message: 'write the text', passes: (fields) => written(fields.text) },
  ],
  button: [
    { path: 'label', message: 'write the label', passes: (fields) => written(fields.label) },
    { path: 'href', message: 'enter the address', passes: (fields) => written(fields.href) },
    { path: 'href', message: SAFE_URL_MESSAGE, passes: (fields) => !written(fields.href) || isSafeUrl(String(fields.href)) },
  ],
};
const requireFinished = (checks: Check[]) => (fields: Record<string, unknown>, context: z.RefinementCtx) => {
  for (const check of checks) if (!check.passes(fields)) context.addIssue({ code: 'custom', path: [check.path], message: check.message });
};

const callout = z
  .object({
    ...common,
    blockType: z.literal('callout'),
    tone: z.enum(CALLOUT_TONES).nullable().optional(),
    title: z.string().max(120).nullable().optional(),
    text: z.string().max(1000).nullable().optional(),
  })
  .strict();
const button = z
  .object({
    ...common,
    blockType: z.literal('button'),
    label: z.string().max(60).nullable().optional(),
    href: startedHref.nullable().optional(),
  })
  .strict();

/** The fields of a finished block node, per block: what a publish needs and what the site renders. */
export const textBlockFieldsSchema = z.discriminatedUnion('blockType', [
  callout.superRefine(requireFinished(finished.callout)),
  button.superRefine(requireFinished(finished.button)),
]);

/** A block the editor has just inserted, saved by an autosave before its text, label or address is typed. */
const draftBlockFieldsSchema = z.discriminatedUnion('blockType', [callout, button]);
/** The fields of a block node as the editor writes them, at the level a save needs. */
export const textBlockFieldsSchemaFor = (level: Completeness) => (level === 'complete' ? textBlockFieldsSchema : draftBlockFieldsSchema);

type TextBlockFields = z.infer<typeof textBlockFieldsSchema>;

const escapeHTML = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${escapeHTML(part).replace(/\n/g, '<br>')}</p>`)
    .join('');

/**
 * A block node's HTML; a node whose fields fail its schema (written around the editor) renders as
 * nothing rather than as whatever it holds.
 * @example textBlockHtml({ blockType: 'button', label: 'Open an account', href: '/register' }) // '<p class="rt-button-row"><a class="rt-button" href="/register">Open an account</a></p>'
 */
export function textBlockHtml(fields: unknown): string {
  const parsed = textBlockFieldsSchema.safeParse(fields);
  if (!parsed.success) return '';
  // The schema has checked that every text below is there (its checks refuse null and empty).
  const block: TextBlockFields = parsed.data;
  if (block.blockType === 'button')
    return `<p class="rt-button-row"><a class="rt-button" href="${escapeHTML(block.href ?? '')}">${escapeHTML(block.label ?? '')}</a></p>`;
  const title = block.title ? `<p class="rt-callout-title"><strong>${escapeHTML(block.title)}</strong></p>` : '';
  return `<div class="rt-callout rt-callout--${block.tone}" role="note">${title}${paragraphs(block.text ?? '')}</div>`;
}
