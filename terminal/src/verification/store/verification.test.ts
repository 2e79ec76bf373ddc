import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_DOCUMENT_BYTES } from '../model/verification';
import { $storageFaults, type StorageLike } from '../../shared/store/persistence';
import { setSession } from '../../session/store/session';
import {
  $verification,
  $verificationSummary,
  confirmCode,
  reloadVerification,
  sendCode,
  submitPlus,
  uploadDocument,
  useVerificationStorage,
} from './verification';

const memory = () => {
  const map = new Map<string, string>();
  const storage: StorageLike = {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
  return { map, storage };
};
const user = (id: string) => ({
  id,
  email: `${id}@bourse.local`,
  username: id,
  firstName: '',
  lastName: '',
  avatar: '',
  status: 'active' as const,
  emailVerified: true,
  level: '',
  colorPreset: 'default' as const,
});
const signIn = (id: string) => {
  setSession({ status: 'authenticated', user: user(id) });
  reloadVerification();
};
const now = () => Promise.resolve();
const png = (name: string, size = 2048) => ({ name, size, type: 'image/png' });
const uploadAll = async () => {
  for (const kind of ['address', 'passport', 'selfie'] as const) expect(await uploadDocument(kind, png(`${kind}.png`), now)).toBeNull();
};

let mem: ReturnType<typeof memory>;
beforeEach(() => {
  mem = memory();
  useVerificationStorage(mem.storage);
  signIn('u1');
});
afterEach(() => {
  setSession({ status: 'anonymous', user: null });
  $storageFaults.set([]);
});

describe('verification store', () => {
  it('is empty for a signed-out visitor and refuses every action', async () => {
    setSession({ status: 'anonymous', user: null });
    reloadVerification();
    expect($verification.get()).toBeNull();
    sendCode('email');
    expect(mem.map.size).toBe(0);
    expect(await submitPlus(now)).toBe('DOCUMENTS_MISSING');
  });

  it('confirms e-mail and phone with the test codes and keeps them for the next page', () => {
    sendCode('email');
    expect($verification.get()?.email).toBe('pending');
    expect(confirmCode('email', '')).toBe('CODE_REQUIRED');
    expect(confirmCode('email', '654321')).toBe('CODE_INVALID');
    expect($verification.get()?.email).toBe('error');
    expect(confirmCode('email', '123456')).toBeNull();
    sendCode('phone');
    expect(confirmCode('phone', '000000')).toBeNull();
    expect($verificationSummary.get()?.basicComplete).toBe(true);
    $verification.set(null);
    reloadVerification();
    expect($verification.get()).toMatchObject({ email: 'success', phone: 'success' });
    expect(JSON.parse(mem.map.get('verification')!)).toMatchObject({ v: 1, data: { u1: { email: 'success', phone: 'success' } } });
  });

  it('keeps each user to their own state', () => {
    sendCode('email');
    confirmCode('email', '123456');
    signIn('u2');
    expect($verification.get()?.email).toBe('idle');
    signIn('u1');
    expect($verification.get()?.email).toBe('success');
  });

  it('stores only the description of an uploaded file, after the simulated delay', async () => {
    const delays: number[] = [];
    const result = await uploadDocument('passport', png('passport.png', 5000), async (ms) => void delays.push(ms));
    expect(result).toBeNull();
    expect(delays).toEqual([1000]);
    const stored = JSON.parse(mem.map.get('verification')!).data.u1.documents.passport;
    expect(Object.keys(stored).sort()).toEqual(['name', 'size', 'type', 'uploadedAt']);
    expect(stored).toMatchObject({ name: 'passport.png', size: 5000, type: 'image/png' });
  });

  it('refuses an oversize or wrong-type file at once, storing nothing', async () => {
    let waited = false;
    const delay = async () => void (waited = true);
    expect(await uploadDocument('selfie', png('big.png', MAX_DOCUMENT_BYTES + 1), delay)).toBe('FILE_TOO_LARGE');
    expect(await uploadDocument('selfie', { name: 'notes.txt', size: 10, type: 'text/plain' }, delay)).toBe('FILE_TYPE');
    expect(waited).toBe(false);
    expect(mem.map.has('verification')).toBe(false);
  });

  it('refuses the Plus request until all three documents exist, then passes with basic done', async () => {
    await uploadDocument('address', png('a.png'), now);
    expect(await submitPlus(now)).toBe('DOCUMENTS_MISSING');
    await uploadAll();
    sendCode('email');
    confirmCode('email', '123456');
    sendCode('phone');
    confirmCode('phone', '123456');
    expect($verificationSummary.get()?.badge).toBe('notPassed');
    expect(await submitPlus(now)).toBe('approved');
    expect($verificationSummary.get()).toMatchObject({ plusComplete: true, badge: 'passed' });
  });

  it('marks verification failed when the Plus request throws', async () => {
    await uploadAll();
    expect(await submitPlus(() => Promise.reject(new Error('down')))).toBe('failed');
    expect($verificationSummary.get()?.badge).toBe('failed');
  });

  it('resets an unreadable key to the empty state and reports it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mem.map.set('verification', JSON.stringify({ v: 1, data: { u1: { email: 'maybe' } } }));
    reloadVerification();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
    expect($verification.get()?.email).toBe('idle');
    expect($storageFaults.get().map((f) => f.key)).toEqual(['verification']);
  });
});
