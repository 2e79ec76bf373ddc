import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, checkUpload, describeUploadError, safeFileHeaders } from './upload-rules';

describe('upload rules', () => {
  it('accept images and PDFs up to 10 MB', () => {
    expect(checkUpload({ size: MAX_UPLOAD_BYTES, mimetype: 'application/pdf' })).toBeNull();
    expect(checkUpload({ size: 1000, mimetype: 'image/webp' })).toBeNull();
  });

  it('refuse a file one byte over the limit, saying the maximum', () => {
    const error = checkUpload({ size: MAX_UPLOAD_BYTES + 1, mimetype: 'image/png' });
    expect(error?.code).toBe('UPLOAD_TOO_LARGE');
    expect(describeUploadError(error!)).toContain('Maximum size: 10 MB');
  });

  it('refuse SVG and HTML, naming the allowed types', () => {
    for (const mimetype of ['image/svg+xml', 'text/html', 'application/x-msdownload']) {
      const error = checkUpload({ size: 10, mimetype });
      expect(error?.code).toBe('UPLOAD_TYPE_NOT_ALLOWED');
      expect(describeUploadError(error!)).toContain('Allowed: JPEG, PNG, WebP, GIF, PDF');
    }
  });

  it('serve files unsniffable and PDFs as downloads', () => {
    const pdf = safeFileHeaders(new Headers({ 'Content-Type': 'application/pdf' }));
    expect(pdf.get('X-Content-Type-Options')).toBe('nosniff');
    expect(pdf.get('Content-Disposition')).toBe('attachment');
    expect(safeFileHeaders(new Headers({ 'Content-Type': 'image/png' })).get('Content-Disposition')).toBeNull();
  });
});
