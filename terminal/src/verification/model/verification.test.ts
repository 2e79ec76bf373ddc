import { describe, expect, it } from 'vitest';
import {
  applyPlusResult,
  checkCode,
  checkDocumentFile,
  confirmCode,
  createVerification,
  formatFiatLimit,
  MAX_DOCUMENT_BYTES,
  recordDocument,
  requestCode,
  summarizeVerification,
  type VerificationState,
} from './verification';
import { formatFileSize } from '../../shared/model/format';

const doc = (name: string) => ({ name, size: 2048, type: 'image/png', uploadedAt: 1 });
const withDocuments = (state: VerificationState = createVerification()) =>
  recordDocument(recordDocument(recordDocument(state, 'address', doc('bill.pdf')), 'passport', doc('id.png')), 'selfie', doc('me.jpg'));
const confirmed = () => {
  let state = requestCode(requestCode(createVerification(), 'email'), 'phone');
  state = confirmCode(state, 'email', '123456').state;
  return confirmCode(state, 'phone', '000000').state;
};

describe('verification code check', () => {
  it.each([
    ['', 'CODE_REQUIRED'],
    ['   ', 'CODE_REQUIRED'],
    ['12345', 'CODE_INVALID'],
    ['1234567', 'CODE_INVALID'],
    ['123457', 'CODE_INVALID'],
    ['000001', 'CODE_INVALID'],
    ['000 000', 'CODE_INVALID'],
    ['123456', null],
    ['000000', null],
    [' 123456 ', null],
  ])('code %j -> %s', (code, expected) => {
    expect(checkCode(code)).toBe(expected);
  });
});

describe('e-mail and phone confirmation', () => {
  it('sending a code sets pending; a wrong code sets error; a right one then sets success', () => {
    let state = requestCode(createVerification(), 'email');
    expect(state.email).toBe('pending');
    const wrong = confirmCode(state, 'email', '111111');
    expect(wrong).toMatchObject({ error: 'CODE_INVALID', state: { email: 'error' } });
    state = confirmCode(wrong.state, 'email', '123456').state;
    expect(state.email).toBe('success');
    expect(state.phone).toBe('idle');
  });

  it('refuses an empty code without changing the status, and a code before any was sent', () => {
    const pending = requestCode(createVerification(), 'phone');
    expect(confirmCode(pending, 'phone', ' ')).toEqual({ state: pending, error: 'CODE_REQUIRED' });
    expect(confirmCode(createVerification(), 'phone', '123456')).toMatchObject({ error: 'CODE_NOT_SENT', state: { phone: 'idle' } });
  });

  it('keeps a confirmed contact confirmed when a code is asked for again', () => {
    expect(requestCode(confirmed(), 'email').email).toBe('success');
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

describe('levels and badge', () => {
  it('starts not passed with neither level complete', () => {
    expect(summarizeVerification(createVerification())).toEqual({
      basicComplete: false,
      documentsReady: false,
      plusComplete: false,
      badge: 'notPassed',
    });
  });

  it('completes basic only when both e-mail and phone succeed', () => {
    const emailOnly = confirmCode(requestCode(createVerification(), 'email'), 'email', '123456').state;
    expect(summarizeVerification(emailOnly).basicComplete).toBe(false);
    expect(summarizeVerification(confirmed()).basicComplete).toBe(true);
  });

  it('ignores a Plus request before all three documents exist', () => {
    const two = recordDocument(recordDocument(createVerification(), 'address', doc('a.pdf')), 'passport', doc('p.png'));
    expect(summarizeVerification(two).documentsReady).toBe(false);
    expect(applyPlusResult(two, true)).toBe(two);
  });

  it('passes when both levels are complete, and not before the Plus request', () => {
    const ready = withDocuments(confirmed());
    expect(summarizeVerification(ready)).toMatchObject({ documentsReady: true, plusComplete: false, badge: 'notPassed' });
    expect(summarizeVerification(applyPlusResult(ready, true))).toMatchObject({ plusComplete: true, badge: 'passed' });
  });

  it('shows Plus done but not passed while the contacts are unconfirmed', () => {
    expect(summarizeVerification(applyPlusResult(withDocuments(), true))).toMatchObject({
      plusComplete: true,
      basicComplete: false,
      badge: 'notPassed',
    });
  });

  it('fails only on a failed Plus request; a retry that succeeds passes', () => {
    const failed = applyPlusResult(withDocuments(confirmed()), false);
    expect(summarizeVerification(failed).badge).toBe('failed');
    expect(summarizeVerification(applyPlusResult(failed, true)).badge).toBe('passed');
  });

  it('asks for a new Plus request when a document is replaced', () => {
    const passed = applyPlusResult(withDocuments(confirmed()), true);
    const replaced = recordDocument(passed, 'selfie', doc('new.jpg'));
    expect(summarizeVerification(replaced)).toMatchObject({ plusComplete: false, badge: 'notPassed' });
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
