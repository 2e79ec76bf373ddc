import sharp from 'sharp';

/**
 * Documents as a trader's phone or scanner makes them, and the files a test must see refused:
 * a real photo (JPEG) and screenshot (PNG) drawn by sharp, a small but complete PDF, and fakes.
 */
export const photoJpeg = () =>
  sharp({ create: { width: 640, height: 400, channels: 3, background: '#d0d8e0' } })
    .jpeg()
    .toBuffer();
export const scanPng = () =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();

/** A one-page PDF with its objects, cross-reference table and trailer, as any PDF writer ends one. */
export function onePagePdf(): Buffer {
  const objects = [
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj',
  ];
  let text = '%PDF-1.4\n';
  const offsets = objects.map((object) => {
    const at = text.length;
    text += `${object}\n`;
    return at;
  });
  const xref = text.length;
  text += `xref\n0 4\n0000000000 65535 f \n${offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('')}`;
  text += `trailer << /Size 4 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

/** 45 bytes that only begin like a PDF. */
export const fakePdf = () => Buffer.from(`%PDF-1.7\n${'x'.repeat(35)}\n`, 'latin1');
/** A Windows program's header (MZ ... PE) under a picture's name. */
export const renamedExe = () => Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(2048, 0x41)]);
/** A JPEG of 11 MB (its signature, then padding, then its end marker). */
export const elevenMegabytes = () =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(11 * 1024 * 1024, 0x20), Buffer.from([0xff, 0xc0, 0xff, 0xd9])]);
