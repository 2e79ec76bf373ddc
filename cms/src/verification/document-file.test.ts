import { describe, expect, it } from 'vitest';
import { elevenMegabytes, fakePdf, onePagePdf, photoJpeg, renamedExe, scanPng } from '../../test/document-fixtures';
import { checkDocumentBytes, documentNameProblem, MAX_DOCUMENT_BYTES } from './document-file';

describe('identity documents, checked by their bytes', () => {
  it('accepts a photo, a screenshot and a PDF whose names agree with them', async () => {
    expect(checkDocumentBytes(await photoJpeg(), 'passport.JPEG')).toEqual({ ok: true, mime: 'image/jpeg', extension: 'jpg' });
    expect(checkDocumentBytes(await scanPng(), 'bill.png')).toEqual({ ok: true, mime: 'image/png', extension: 'png' });
    expect(checkDocumentBytes(onePagePdf(), 'Выписка из банка.pdf')).toEqual({ ok: true, mime: 'application/pdf', extension: 'pdf' });
  });

  it('refuses an 11 MB file, a renamed program, a 45-byte "PDF" and an empty file', () => {
    expect(checkDocumentBytes(elevenMegabytes(), 'big.jpg')).toEqual({ ok: false, problem: 'FILE_TOO_LARGE' });
    expect(checkDocumentBytes(renamedExe(), 'selfie.png')).toEqual({ ok: false, problem: 'FILE_TYPE' });
    expect(fakePdf()).toHaveLength(45);
    expect(checkDocumentBytes(fakePdf(), 'statement.pdf')).toEqual({ ok: false, problem: 'FILE_DAMAGED' });
    expect(checkDocumentBytes(new Uint8Array(), 'id.pdf')).toEqual({ ok: false, problem: 'FILE_EMPTY' });
  });

  it('allows exactly 5 MB and not a byte more', () => {
    const pdf = onePagePdf();
    const padded = (size: number) => Buffer.concat([pdf.subarray(0, 9), Buffer.alloc(size - pdf.length, 0x20), pdf.subarray(9)]);
    expect(checkDocumentBytes(padded(MAX_DOCUMENT_BYTES), 'a.pdf').ok).toBe(true);
    expect(checkDocumentBytes(padded(MAX_DOCUMENT_BYTES + 1), 'a.pdf')).toEqual({ ok: false, problem: 'FILE_TOO_LARGE' });
  });

  it('refuses a picture under a PDF name, and a name that is not a plain file name', async () => {
    expect(checkDocumentBytes(await scanPng(), 'scan.pdf')).toEqual({ ok: false, problem: 'FILE_TYPE' });
    for (const name of [
      '../../etc/passwd.png',
      '..\\..\\boot.ini.jpg',
      'a/b.png',
      '.hidden.png',
      'x\u0000.png',
      'ok..png',
      'x'.repeat(201) + '.png',
    ]) {
      expect(documentNameProblem(name), name).toBe('FILE_NAME');
    }
    expect(documentNameProblem('passport.exe')).toBe('FILE_TYPE');
    expect(documentNameProblem('passport')).toBe('FILE_TYPE');
  });
});
