// @vitest-environment happy-dom
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeVerificationServer, type FakeServer } from '../../test-support/verification-server';
import {
  $verification,
  $verificationSummary,
  confirmPhoneCode,
  loadVerification,
  sendPhoneCode,
  submitPlus,
  uploadDocument,
} from './verification';

let server: FakeServer;
const deps = () => ({ fetch: server.fetch, storage: localStorage });
const png = (name: string, bytes = 2048) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

beforeEach(() => {
  server = fakeVerificationServer();
});
afterEach(() => cleanStores($verification, $verificationSummary));

describe('verification store (the server decides)', () => {
  it('shows what the server answers, and says when it could not be read', async () => {
    await loadVerification(deps());
    expect($verification.get()).toMatchObject({ status: 'ready', data: { level: 'none', email: { verified: true } } });
    expect($verificationSummary.get()?.badge).toBe('notPassed');
    server.fetch = async () => new Response('down', { status: 502 });
    await loadVerification(deps());
    expect($verification.get()).toMatchObject({ status: 'error', data: { level: 'none' } });
  });

  it('confirms the phone only with the code the server accepts', async () => {
    expect(await confirmPhoneCode('', deps())).toBe('CODE_REQUIRED');
    expect(server.calls).toEqual([]);
    expect(await sendPhoneCode(deps())).toBeNull();
    expect($verification.get().data?.phone.codeSent).toBe(true);
    expect(await confirmPhoneCode('111111', deps())).toBe('CODE_INVALID');
    expect(await confirmPhoneCode(' 246810 ', deps())).toBeNull();
    expect($verification.get().data).toMatchObject({ level: 'basic', phone: { verified: true } });
  });

  it('refuses a file the browser can judge without sending it, and words the server refusal of the rest', async () => {
    expect(await uploadDocument('passport', png('passport.txt'), deps())).toBe('FILE_TYPE');
    expect(await uploadDocument('passport', png('big.png', 5 * 1024 * 1024 + 1), deps())).toBe('FILE_TOO_LARGE');
    expect(server.calls).toEqual([]);
    server.refuse.set('/api/verification/documents', { status: 400, code: 'FILE_DAMAGED' });
    expect(await uploadDocument('passport', png('passport.png'), deps())).toBe('FILE_DAMAGED');
    server.refuse.clear();
    expect(await uploadDocument('passport', png('passport.png'), deps())).toBeNull();
    expect($verification.get().data?.documents.passport?.name).toBe('passport.png');
  });

  it('sends Plus for review: pending until staff decide', async () => {
    expect(await submitPlus(deps())).toBe('sent');
    expect($verificationSummary.get()?.badge).toBe('pending');
    server.refuse.set('/api/verification/plus', { status: 409, code: 'IN_REVIEW' });
    expect(await submitPlus(deps())).toBe('failed');
  });
});
