import type { Block } from 'payload';
import { z } from 'zod';
import { isSafeUrl, SAFE_URL_MESSAGE, urlField } from '../collections/shared/safe-url';

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

const common = { id: z.string().max(100).optional(), blockName: z.string().max(200).nullable().optional() };
/** The fields of a block node as the editor writes them, per block. */
export const textBlockFieldsSchema = z.discriminatedUnion('blockType', [
  z
    .object({
      ...common,
      blockType: z.literal('callout'),
      tone: z.enum(CALLOUT_TONES),
      title: z.string().max(120).nullable().optional(),
      text: z.string().max(1000),
    })
    .strict(),
  z
    .object({
      ...common,
      blockType: z.literal('button'),
      label: z.string().min(1).max(60),
      href: z.string().max(2048).refine(isSafeUrl, SAFE_URL_MESSAGE),
    })
    .strict(),
]);
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
  const block: TextBlockFields = parsed.data;
  if (block.blockType === 'button')
    return `<p class="rt-button-row"><a class="rt-button" href="${escapeHTML(block.href)}">${escapeHTML(block.label)}</a></p>`;
  const title = block.title ? `<p class="rt-callout-title"><strong>${escapeHTML(block.title)}</strong></p>` : '';
  return `<div class="rt-callout rt-callout--${block.tone}" role="note">${title}${paragraphs(block.text)}</div>`;
}
