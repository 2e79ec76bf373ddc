/**
 * What the server accepts as an identity document: a JPG, PNG or PDF of at most 5 MB, recognised by
 * its bytes (its signature and the structure that must follow it), never by its name or by the
 * type the browser claims. A renamed program, a few bytes that only start like a PDF, a name that
 * tries to climb out of a folder are refused with a code the cabinet translates.
 * @example checkDocumentBytes(pngBytes, 'passport.png') // { ok: true, type: 'image/png', extension: 'png' }
 */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

export type DocumentType = { mime: 'image/jpeg' | 'image/png' | 'application/pdf'; extension: 'jpg' | 'png' | 'pdf' };
export type DocumentProblem = 'FILE_EMPTY' | 'FILE_TOO_LARGE' | 'FILE_TYPE' | 'FILE_NAME' | 'FILE_DAMAGED';
export type DocumentCheck = ({ ok: true } & DocumentType) | { ok: false; problem: DocumentProblem };

const EXTENSIONS: Record<string, DocumentType['extension']> = { jpg: 'jpg', jpeg: 'jpg', png: 'png', pdf: 'pdf' };

/**
 * A file name as a person gives one: no folder parts (`/`, `\`, `..`), no control characters, no
 * leading dot, at most 200 characters, and one of the three extensions.
 * @example documentNameProblem('../../etc/passwd.png') // 'FILE_NAME'
 */
export function documentNameProblem(name: string): DocumentProblem | null {
  if (!name || name.length > 200 || /[/\\\u0000-\u001f\u007f]/.test(name) || name.includes('..') || name.startsWith('.'))
    return 'FILE_NAME';
  const extension = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';
  return EXTENSIONS[extension] ? null : 'FILE_TYPE';
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (bytes: Uint8Array, from: number, to: number) => Buffer.from(bytes.subarray(Math.max(0, from), to)).toString('latin1');

/** JPEG: SOI and a marker, an image frame (SOF) before the end, and the EOI marker closing it. */
function isJpeg(bytes: Uint8Array): boolean | 'damaged' {
  if (!startsWith(bytes, [0xff, 0xd8, 0xff])) return false;
  const tail = bytes.subarray(Math.max(0, bytes.length - 64));
  const ends = tail.some((byte, i) => byte === 0xff && tail[i + 1] === 0xd9);
  const frame = bytes.findIndex((byte, i) => byte === 0xff && bytes[i + 1]! >= 0xc0 && bytes[i + 1]! <= 0xc3);
  return ends && frame > 0 ? true : 'damaged';
}

/** PNG: the 8-byte signature, an IHDR of a picture with both sides at least 1 px, and the IEND chunk. */
function isPng(bytes: Uint8Array): boolean | 'damaged' {
  if (!startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return false;
  if (bytes.length < 57 || ascii(bytes, 12, 16) !== 'IHDR') return 'damaged';
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const sized = view.getUint32(16) > 0 && view.getUint32(20) > 0;
  return sized && ascii(bytes, bytes.length - 12, bytes.length).includes('IEND') ? true : 'damaged';
}

/** PDF: a version header, at least one object, a cross-reference pointer and the end-of-file marker. */
function isPdf(bytes: Uint8Array): boolean | 'damaged' {
  if (!/^%PDF-[12]\.\d/.test(ascii(bytes, 0, 8))) return false;
  const tail = ascii(bytes, bytes.length - 1024, bytes.length);
  return /\d+ \d+ obj\b/.test(ascii(bytes, 0, bytes.length)) && tail.includes('startxref') && tail.includes('%%EOF') ? true : 'damaged';
}

const KINDS: Array<[(bytes: Uint8Array) => boolean | 'damaged', DocumentType]> = [
  [isJpeg, { mime: 'image/jpeg', extension: 'jpg' }],
  [isPng, { mime: 'image/png', extension: 'png' }],
  [isPdf, { mime: 'application/pdf', extension: 'pdf' }],
];

/**
 * The whole check of an uploaded document: name, size, then what the bytes are; the name's
 * extension must agree with them (a PNG named `.pdf` is refused, so staff open what they expect).
 */
export function checkDocumentBytes(bytes: Uint8Array, name: string): DocumentCheck {
  const nameProblem = documentNameProblem(name);
  if (nameProblem) return { ok: false, problem: nameProblem };
  if (bytes.length === 0) return { ok: false, problem: 'FILE_EMPTY' };
  if (bytes.length > MAX_DOCUMENT_BYTES) return { ok: false, problem: 'FILE_TOO_LARGE' };
  const extension = EXTENSIONS[name.slice(name.lastIndexOf('.') + 1).toLowerCase()];
  for (const [test, type] of KINDS) {
    const found = test(bytes);
    if (found === false) continue;
    if (found === 'damaged') return { ok: false, problem: 'FILE_DAMAGED' };
    return type.extension === extension ? { ok: true, ...type } : { ok: false, problem: 'FILE_TYPE' };
  }
  return { ok: false, problem: 'FILE_TYPE' };
}
