import { describe, expect, it } from 'vitest';
import type { VerificationAnswer } from '../../api/verification';
import { checkCode, checkDocumentFile, formatFiatLimit, MAX_DOCUMENT_BYTES, summarizeVerification } from './verification';
import { formatFileSize } from '../../shared/model/format';

const file = { id: '1', name: 'id.png', size: 2048, type: 'image/png', uploadedAt: '2026-11-28T16:00:00.000Z' };
const answer = (change: Partial<VerificationAnswer> = {}): VerificationAnswer => ({
  level: 'none',
  email: { address: 'a@b.co', verified: true },
  phone: { number: '+7 900', verified: false, codeSent: false },
  documents: { address: null, passport: null, selfie: null },
  plus: { status: 'none', reason: null, reviewedAt: null },
  ...change,
});
const allDocuments = { address: file, passport: file, selfie: file };
const confirmedPhone = { number: '+7 900', verified: true, codeSent: false };

describe('verification code check (the server decides; the browser asks for six digits)', () => {
  it.each([
    ['', 'CODE_REQUIRED'],
    ['   ', 'CODE_REQUIRED'],
    ['12345', 'CODE_INVALID'],
    ['1234567', 'CODE_INVALID'],
    ['000 000', 'CODE_INVALID'],
    ['12a456', 'CODE_INVALID'],
    ['123456', null],
    [' 012345 ', null],
  ])('code %j -> %s', (code, expected) => {
    expect(checkCode(code)).toBe(expected);
  });
});

describe('document file check', () => {
  it.each([
    [MAX_DOCUMENT_BYTES - 1, null],
    [MAX_DOCUMENT_BYTES, null],
    [MAX_DOCUMENT_BYTES + 1, 'FILE_TOO_LARGE'],
    [1, null],
    [0, 'FILE_EMPTY'],
  ])('a PNG of %i bytes -> %s', (size, expected) => {
    expect(checkDocumentFile({ name: 'scan.png', size, type: 'image/png' })).toBe(expected);
  });

  it.each([
    ['scan.jpg', 'image/jpeg', null],
    ['scan.JPEG', 'image/jpeg', null],
    ['scan.png', 'image/png', null],
    ['scan.pdf', 'application/pdf', null],
    ['scan.pdf', '', null],
    ['notes.txt', 'text/plain', 'FILE_TYPE'],
    ['scan.bmp', 'image/bmp', 'FILE_TYPE'],
    ['scan.gif', 'image/gif', 'FILE_TYPE'],
    ['renamed.png', 'text/plain', 'FILE_TYPE'],
    ['png', 'image/png', 'FILE_TYPE'],
    ['scan.png.exe', 'application/x-msdownload', 'FILE_TYPE'],
  ])('%s (%j) -> %s', (name, type, expected) => {
    expect(checkDocumentFile({ name, size: 100, type })).toBe(expected);
  });

  it('names the format first when a file is both too large and of the wrong type', () => {
    expect(checkDocumentFile({ name: 'dump.txt', size: MAX_DOCUMENT_BYTES + 1, type: 'text/plain' })).toBe('FILE_TYPE');
  });
});

describe("levels and badge, from the server's answer", () => {
  it('starts not passed with neither level complete', () => {
    expect(summarizeVerification(answer())).toEqual({
      basicComplete: false,
      documentsReady: false,
      plusComplete: false,
      badge: 'notPassed',
    });
  });

  it('completes basic when e-mail and phone are confirmed', () => {
    expect(summarizeVerification(answer({ phone: confirmedPhone })).basicComplete).toBe(true);
  });

  it('says pending while staff review the documents, and Plus is not complete before they approve', () => {
    const pending = summarizeVerification(
      answer({ phone: confirmedPhone, documents: allDocuments, plus: { status: 'pending', reason: null, reviewedAt: null } }),
    );
    expect(pending).toEqual({ basicComplete: true, documentsReady: true, plusComplete: false, badge: 'pending' });
  });

  it('fails on a rejection, and passes once both levels are complete', () => {
    const rejected = answer({
      documents: allDocuments,
      plus: { status: 'rejected', reason: 'Blurred', reviewedAt: '2026-11-28T17:00:00.000Z' },
    });
    expect(summarizeVerification(rejected).badge).toBe('failed');
    const approved = answer({
      phone: confirmedPhone,
      documents: allDocuments,
      plus: { status: 'approved', reason: null, reviewedAt: '2026-11-28T17:00:00.000Z' },
    });
    expect(summarizeVerification(approved)).toMatchObject({ plusComplete: true, badge: 'passed' });
  });

  it('shows Plus done but not passed while the phone is unconfirmed', () => {
    const approved = answer({ documents: allDocuments, plus: { status: 'approved', reason: null, reviewedAt: null } });
    expect(summarizeVerification(approved)).toMatchObject({ basicComplete: false, plusComplete: true, badge: 'notPassed' });
  });
});

describe('formatting', () => {
  it.each([
    [0, 'en', '0 B'],
    [1023, 'en', '1,023 B'],
    [1024, 'en', '1 KB'],
    [1536, 'en', '1.5 KB'],
    [1536, 'ru', '1,5 KB'],
    [1024 * 1024, 'en', '1 MB'],
    [MAX_DOCUMENT_BYTES, 'en', '5 MB'],
    [2.25 * 1024 * 1024, 'en', '2.3 MB'],
  ])('%i bytes in %s -> %s', (bytes, locale, text) => {
    expect(formatFileSize(bytes, locale)).toBe(text);
  });

  it('writes the fiat limits compactly in each language', () => {
    expect(formatFiatLimit(50_000, 'en')).toBe('50K USD');
    expect(formatFiatLimit(2_000_000, 'en')).toBe('2M USD');
    expect(formatFiatLimit(50_000, 'ru').replace(/\s/g, ' ')).toBe('50 тыс. USD');
    expect(formatFiatLimit(2_000_000, 'ru').replace(/\s/g, ' ')).toBe('2 млн USD');
  });
});
