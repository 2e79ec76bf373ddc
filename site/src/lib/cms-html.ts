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

const blockTransforms = Object.fromEntries(
  BLOCKS.map((tag) => [
    tag,
    (tagName: string, attribs: Record<string, string>) => {
      const classes = layoutClasses(attribs.style);
      return { tagName, attribs: classes.length ? { class: classes.join(' ') } : {} };
    },
  ]),
);

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
      a: ['href', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height'],
      source: ['srcset', 'media', 'type'],
      ol: ['class'],
      ul: ['class'],
      li: ['class', 'value', 'aria-checked'],
      ...Object.fromEntries(BLOCKS.map((tag) => [tag, ['class']])),
    },
    allowedClasses: {
      ol: ['list-number', 'list-bullet', 'list-check'],
      ul: ['list-number', 'list-bullet', 'list-check'],
      li: ['list-item-checkbox', 'list-item-checkbox-checked', 'list-item-checkbox-unchecked', 'nestedListItem'],
      ...Object.fromEntries(
        BLOCKS.map((tag) => [
          tag,
          [...[...ALIGNMENTS].map((a) => `align-${a}`), ...Array.from({ length: MAX_INDENT }, (_, i) => `indent-${i + 1}`)],
        ]),
      ),
    },
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
        return { tagName, attribs: { ...(href ? { href } : {}), ...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}) } };
      },
      img: (tagName, attribs) => {
        const src = safeImageSrc(attribs.src, mediaOrigin);
        const size = (value: string | undefined) => (value && /^\d{1,5}$/.test(value) ? { value } : undefined);
        const width = size(attribs.width);
        const height = size(attribs.height);
        return {
          tagName,
          attribs: {
            ...(src ? { src } : {}),
            alt: attribs.alt ?? '',
            ...(width ? { width: width.value } : {}),
            ...(height ? { height: height.value } : {}),
          },
        };
      },
      source: (tagName, attribs) => {
        const srcset = safeImageSrc(attribs.srcset, mediaOrigin);
        return { tagName, attribs: { ...(srcset ? { srcset } : {}), media: attribs.media ?? '', type: attribs.type ?? '' } };
      },
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
