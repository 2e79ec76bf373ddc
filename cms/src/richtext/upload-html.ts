/** An image's copies as the media collection stores them (collections/Media/upload-rules.ts). */
type Copy = { url?: string | null; width?: number | null; mimeType?: string | null } | null | undefined;
export type UploadDoc = {
  url?: string | null;
  filename?: string | null;
  mimeType?: string | null;
  alt?: string | null;
  width?: number | null;
  height?: number | null;
  sizes?: Record<string, Copy> | null;
};

/** The widest copy the media collection makes; a narrower original joins the srcset itself. */
const HERO_WIDTH = 1600;

const escapeHTML = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const positive = (value: unknown): number | undefined =>
  Number.isInteger(value) && (value as number) > 0 && (value as number) < 100_000 ? (value as number) : undefined;
/** A media address fit for a srcset: stored by Payload URL-encoded, so a space or comma means tampering. */
const usable = (url: unknown): url is string => typeof url === 'string' && url !== '' && !/[\s,"'<>]/.test(url);

/** `url 768w, url 1600w` from the copies of one format, plus the original when no copy reaches its width. */
function srcsetOf(doc: UploadDoc, names: string[], mimeType: string, withOriginal: boolean): string {
  const copies = names
    .map((name) => doc.sizes?.[name])
    .flatMap((copy) => (copy && copy.mimeType === mimeType && usable(copy.url) && positive(copy.width) ? [copy] : []))
    .map((copy) => ({ url: copy.url as string, width: copy.width as number }));
  const largest = Math.max(0, ...copies.map((copy) => copy.width));
  const width = positive(doc.width);
  if (withOriginal && width && usable(doc.url) && largest < Math.min(width, HERO_WIDTH)) copies.push({ url: doc.url, width });
  return copies.map((copy) => `${escapeHTML(copy.url)} ${copy.width}w`).join(', ');
}

/**
 * An inline image in rich text as responsive HTML: a <picture> offering the AVIF copies first, then
 * an <img> with the WebP copies as a width-described srcset, the alt text and the intrinsic size
 * (so the text below does not move while it loads). Every value is escaped or an integer, and a
 * document that is not an image becomes a plain download link. The site decides `sizes` and lazy
 * loading when it renders (it knows the column's width).
 * @example uploadHtml({ url: '/a.png', mimeType: 'image/png', alt: 'Chart', width: 800, height: 600, sizes: {} }, '')
 * // '<picture><img src="/a.png" srcset="/a.png 800w" alt="Chart" width="800" height="600" loading="lazy" decoding="async"></picture>'
 */
export function uploadHtml(doc: UploadDoc | null | undefined, altOverride: unknown): string {
  if (!doc || !usable(doc.url)) return '';
  if (!doc.mimeType?.startsWith('image/')) {
    return `<a href="${escapeHTML(doc.url)}" rel="noopener noreferrer">${escapeHTML(doc.filename ?? 'file')}</a>`;
  }
  const alt = escapeHTML(typeof altOverride === 'string' && altOverride ? altOverride : (doc.alt ?? ''));
  const width = positive(doc.width);
  const height = positive(doc.height);
  const size = width && height ? ` width="${width}" height="${height}"` : '';
  const webp = srcsetOf(doc, ['card', 'hero'], 'image/webp', true) || `${escapeHTML(doc.url)}${width ? ` ${width}w` : ''}`;
  const src = webp.split(' ')[0];
  // AVIF only where its copies reach the WebP srcset's widest candidate: a browser that reads AVIF
  // would otherwise get a blurrier picture than one that reads only WebP.
  const widest = (srcset: string) => Math.max(0, ...[...srcset.matchAll(/ (\d+)w/g)].map((m) => Number(m[1])));
  const avifAll = srcsetOf(doc, ['cardAvif', 'heroAvif'], 'image/avif', false);
  const avif = avifAll && widest(avifAll) >= widest(webp) ? avifAll : '';
  const avifSource = avif ? `<source type="image/avif" srcset="${avif}">` : '';
  return `<picture>${avifSource}<img src="${src}" srcset="${webp}" alt="${alt}"${size} loading="lazy" decoding="async"></picture>`;
}
