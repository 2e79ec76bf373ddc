/** Pure upload rules, shared by the collection and its tests. */

/** Images for pages and PDFs for research; nothing executable, no SVG (it can carry script). */
export const allowedMimeTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf'] as const;

/**
 * The resized copies of every uploaded image (sharp): WebP for the page (thumbnail for lists, card
 * for articles on phones, hero for wide screens), the card and hero widths again in AVIF (offered
 * first in a <picture>: a 2000x1500 photo's copies came out 35 % and 22 % smaller than the WebP
 * ones), and a 1200x630 JPEG for social previews, which some networks read only as JPEG or PNG.
 *
 * AVIF is encoded at effort 2: with sharp's default effort (4) the upload of that photo took 14-19 s
 * on a two-core machine; at effort 2 it takes about 2.4 s (0.4-0.75 s without AVIF copies).
 */
const AVIF = { format: 'avif', options: { quality: 45, effort: 2 } } as const;
export const IMAGE_SIZES = [
  { name: 'thumbnail', width: 400, height: 300, formatOptions: { format: 'webp', options: { quality: 80 } } },
  { name: 'card', width: 768, formatOptions: { format: 'webp', options: { quality: 80 } } },
  { name: 'hero', width: 1600, formatOptions: { format: 'webp', options: { quality: 80 } } },
  { name: 'cardAvif', width: 768, formatOptions: AVIF },
  { name: 'heroAvif', width: 1600, formatOptions: AVIF },
  { name: 'og', width: 1200, height: 630, formatOptions: { format: 'jpeg', options: { quality: 82 } } },
] as const;

/** Why an image's alt text is refused (it is required for images, not for documents), or null. */
export function altProblem(alt: unknown, mimeType: string | null | undefined): string | null {
  if (!mimeType?.startsWith('image/')) return null;
  return typeof alt === 'string' && alt.trim().length > 0 ? null : 'Describe the image: alt text is required for images.';
}

/** 10 MB, the document upload limit traders are told. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export type UploadRuleError =
  | { code: 'UPLOAD_TOO_LARGE'; params: { size: number; max: number } }
  | { code: 'UPLOAD_TYPE_NOT_ALLOWED'; params: { mimeType: string } }
  | { code: 'UPLOAD_BAD_NAME'; params: Record<string, never> };

/** A file name the disk and the site can both hold: no control character (a NUL ends it early on disk), no folder part, 1 to 255 characters. */
const BAD_NAME = /[\u0000-\u001f\u007f/\\]/;

/** The first rule a file breaks, or null when it may be stored. */
export function checkUpload(file: { size: number; mimetype: string; name?: string }): UploadRuleError | null {
  if (file.name !== undefined && (BAD_NAME.test(file.name) || file.name.length === 0 || file.name.length > 255))
    return { code: 'UPLOAD_BAD_NAME', params: {} };
  if (file.size > MAX_UPLOAD_BYTES) return { code: 'UPLOAD_TOO_LARGE', params: { size: file.size, max: MAX_UPLOAD_BYTES } };
  if (!(allowedMimeTypes as readonly string[]).includes(file.mimetype))
    return { code: 'UPLOAD_TYPE_NOT_ALLOWED', params: { mimeType: file.mimetype } };
  return null;
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** The admin's message for an error (editors work in English or Russian; both are given). */
export function describeUploadError(error: UploadRuleError): string {
  if (error.code === 'UPLOAD_BAD_NAME')
    return 'Rename the file: its name may not contain control characters or slashes (at most 255 characters). / Переименуйте файл: имя не может содержать управляющие символы или косую черту.';
  if (error.code === 'UPLOAD_TOO_LARGE')
    return `The file is too large (${megabytes(error.params.size)}). Maximum size: ${megabytes(error.params.max)}. / Файл слишком большой. Максимальный размер: 10MB`;
  return `File type ${error.params.mimeType} is not allowed. Allowed: JPEG, PNG, WebP, GIF, PDF. / Неподдерживаемый формат файла. Разрешены: JPEG, PNG, WebP, GIF, PDF`;
}

/** Headers for every served file: no MIME sniffing, PDFs downloaded rather than rendered inline. */
export function safeFileHeaders(headers: Headers): Headers {
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
  if (headers.get('Content-Type')?.startsWith('application/pdf')) headers.set('Content-Disposition', 'attachment');
  return headers;
}
