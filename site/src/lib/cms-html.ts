import sanitizeHtml from 'sanitize-html';
import { safeHref, safeImageSrc } from './safe-url';

/**
 * Rich text arrives from the CMS as HTML (Payload's lexical converter). The converter does not
 * escape every attribute, and anyone holding an editor's token can store any node, so the site
 * never trusts that HTML: it keeps exactly what the editor's rich-text features produce and drops
 * the rest (scripts, event handlers, `style`, iframes, forms, foreign images, unsafe links).
 */

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const BLOCKS = [...HEADINGS, 'p', 'blockquote'];
const ALIGNMENTS = new Set(['left', 'right', 'center', 'justify', 'start', 'end']);
const MAX_INDENT = 6;

/**
 * The converter writes alignment and indentation as inline `style`, which the site's CSP forbids
 * and the sanitizer strips; they survive as classes the prose styles know (`align-center`, `indent-2`).
 */
function layoutClasses(style: string | undefined): string[] {
  const classes: string[] = [];
  const align = /text-align:\s*([a-z]+)/.exec(style ?? '')?.[1];
  if (align && ALIGNMENTS.has(align)) classes.push(`align-${align}`);
  const indent = Number(/padding-inline-start:\s*(\d+)px/.exec(style ?? '')?.[1] ?? 0);
  if (indent > 0) classes.push(`indent-${Math.min(MAX_INDENT, Math.round(indent / 40))}`);
  return classes;
}

/** Classes the CMS writes for the blocks an editor puts inside rich text (a callout, a button): kept on their own tags. */
const TEXT_BLOCK_CLASSES: Readonly<Record<string, readonly string[]>> = {
  p: ['rt-button-row', 'rt-callout-title'],
  a: ['rt-button'],
  div: ['rt-callout', 'rt-callout--note', 'rt-callout--tip', 'rt-callout--warning'],
};
const textBlockClasses = (tag: string, attribs: Record<string, string>) =>
  (attribs.class ?? '').split(/\s+/).filter((name) => TEXT_BLOCK_CLASSES[tag]?.includes(name));

const blockTransforms = Object.fromEntries(
  BLOCKS.map((tag) => [
    tag,
    (tagName: string, attribs: Record<string, string>) => {
      const classes = [...layoutClasses(attribs.style), ...textBlockClasses(tagName, attribs)];
      return { tagName, attribs: classes.length ? { class: classes.join(' ') } : {} };
    },
  ]),
);

/** The prose column's width (the article's 820 px at most), for the browser's choice of copy. */
const PROSE_IMAGE_SIZES = '(min-width: 900px) 820px, calc(100vw - 32px)';

/** A width, height or span as 1-5 digits, else nothing. */
const size = (value: string | undefined) => (value && /^\d{1,5}$/.test(value) ? value : undefined);

/**
 * A srcset whose every candidate is a media address and a width or density descriptor; one bad
 * candidate drops the whole srcset (the src still shows the picture).
 */
function safeSrcset(value: string | undefined, mediaOrigin: string): string | undefined {
  const candidates = (value ?? '').split(',').map((candidate) => candidate.trim().split(/\s+/));
  const safe = candidates.map(([url, descriptor, ...rest]) => {
    const src = safeImageSrc(url, mediaOrigin);
    return src && rest.length === 0 && (descriptor === undefined || /^\d{1,5}[wx]$/.test(descriptor))
      ? [src, descriptor].filter(Boolean).join(' ')
      : undefined;
  });
  return safe.length > 0 && safe.every(Boolean) ? safe.join(', ') : undefined;
}

const spanCell = (tagName: string, attribs: Record<string, string>) => {
  const colspan = size(attribs.colspan);
  const rowspan = size(attribs.rowspan);
  return { tagName, attribs: { ...(colspan ? { colspan } : {}), ...(rowspan ? { rowspan } : {}) } };
};

function options(mediaOrigin: string): sanitizeHtml.IOptions {
  return {
    allowedTags: [
      ...BLOCKS,
      'br',
      'hr',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'sub',
      'sup',
      'code',
      'pre',
      'ul',
      'ol',
      'li',
      'a',
      'img',
      'picture',
      'source',
      'span',
      // A callout block (text-blocks in the CMS): a note set apart from the text.
      'div',
      // Rich text tables (the converter writes them from integers only).
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
    ],
    // Anything else is removed with its content when it can hold script or markup of its own.
    nonTextTags: [
      'script',
      'style',
      'textarea',
      'option',
      'noscript',
      'iframe',
      'object',
      'embed',
      'template',
      'svg',
      'math',
      'form',
      'select',
      'button',
    ],
    allowedAttributes: {
      a: ['href', 'target', 'rel', 'class'],
      div: ['class', 'role'],
      img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'],
      source: ['srcset', 'sizes', 'media', 'type'],
      table: ['class'],
      th: ['colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
      ol: ['class'],
      ul: ['class'],
      li: ['class', 'value', 'aria-checked'],
      ...Object.fromEntries(BLOCKS.map((tag) => [tag, ['class']])),
    },
    allowedClasses: {
      table: ['lexical-table'],
      a: [...TEXT_BLOCK_CLASSES.a!],
      div: [...TEXT_BLOCK_CLASSES.div!],
      ol: ['list-number', 'list-bullet', 'list-check'],
      ul: ['list-number', 'list-bullet', 'list-check'],
      li: ['list-item-checkbox', 'list-item-checkbox-checked', 'list-item-checkbox-unchecked', 'nestedListItem'],
      ...Object.fromEntries(
        BLOCKS.map((tag) => [
          tag,
          [
            ...[...ALIGNMENTS].map((a) => `align-${a}`),
            ...Array.from({ length: MAX_INDENT }, (_, i) => `indent-${i + 1}`),
            ...(TEXT_BLOCK_CLASSES[tag] ?? []),
          ],
        ]),
      ),
    },
    // <source> is a void element like <img>: written without a closing tag.
    selfClosing: [...sanitizeHtml.defaults.selfClosing, 'source'],
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'], source: ['http', 'https'] },
    allowProtocolRelative: false,
    allowedStyles: {},
    transformTags: {
      ...blockTransforms,
      // Underline and strike-through come as styled spans: the same meaning without inline style.
      span: (_tagName, attribs) => {
        const style = attribs.style ?? '';
        if (/line-through/.test(style)) return { tagName: 's', attribs: {} };
        if (/underline/.test(style)) return { tagName: 'u', attribs: {} };
        return { tagName: 'span', attribs: {} };
      },
      a: (tagName, attribs) => {
        const href = safeHref(attribs.href);
        const newTab = attribs.target === '_blank';
        const classes = textBlockClasses(tagName, attribs);
        return {
          tagName,
          attribs: {
            ...(href ? { href } : {}),
            ...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
            ...(classes.length ? { class: classes.join(' ') } : {}),
          },
        };
      },
      div: (tagName, attribs) => {
        const classes = textBlockClasses(tagName, attribs);
        return {
          tagName,
          attribs: { ...(classes.length ? { class: classes.join(' ') } : {}), ...(attribs.role === 'note' ? { role: 'note' } : {}) },
        };
      },
      img: (tagName, attribs) => {
        const src = safeImageSrc(attribs.src, mediaOrigin);
        const srcset = safeSrcset(attribs.srcset, mediaOrigin);
        const width = size(attribs.width);
        const height = size(attribs.height);
        return {
          tagName,
          attribs: {
            ...(src ? { src } : {}),
            ...(src && srcset ? { srcset, sizes: PROSE_IMAGE_SIZES } : {}),
            alt: attribs.alt ?? '',
            ...(width ? { width } : {}),
            ...(height ? { height } : {}),
            // Pictures in text are below the fold as a rule: fetched when scrolled near.
            loading: 'lazy',
            decoding: 'async',
          },
        };
      },
      source: (tagName, attribs) => {
        const srcset = safeSrcset(attribs.srcset, mediaOrigin);
        const type = attribs.type === 'image/avif' || attribs.type === 'image/webp' ? attribs.type : '';
        return { tagName, attribs: { ...(srcset ? { srcset, sizes: PROSE_IMAGE_SIZES } : {}), ...(type ? { type } : {}) } };
      },
      th: spanCell,
      td: spanCell,
    },
    // An image whose address was refused is dropped rather than left as an empty box.
    exclusiveFilter: (frame) => (frame.tag === 'img' && !frame.attribs.src) || (frame.tag === 'source' && !frame.attribs.srcset),
  };
}

/**
 * The HTML to insert for a rich-text field from the CMS: only the editor's formatting survives.
 * @param mediaOrigin the CMS's public origin; images from anywhere else are dropped.
 * @example sanitizeCmsHtml('<p onclick="x()">Hi<script>alert(1)</script></p>', 'https://cms.example') // '<p>Hi</p>'
 */
export function sanitizeCmsHtml(html: string, mediaOrigin: string): string {
  return sanitizeHtml(html, options(mediaOrigin));
}
