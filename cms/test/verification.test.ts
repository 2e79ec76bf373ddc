import { existsSync } from 'node:fs';
import path from 'node:path';
import { createPayloadRequest, type Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEER_HEADER } from '../src/http/client-address';
import { call, signUp } from './auth-support';
import { elevenMegabytes, fakePdf, onePagePdf, photoJpeg, renamedExe, scanPng } from './document-fixtures';
import { freshPayload, testDialect } from './helpers';

// Verification that counts: documents checked by their bytes and kept in a private collection,
// the Plus request reviewed by staff, the phone confirmed by a code, and the level the server
// grants changing only with those.
let payload: Payload;
let staff: Record<string, unknown>;
let alice: { token: string; user: Record<string, any> };
let bob: { token: string; user: Record<string, any> };

async function upload(token: string, kind: string, bytes: Buffer, name: string) {
  const form = new FormData();
  form.set('kind', kind);
  form.set('file', new File([new Uint8Array(bytes)], name));
  const request = new Request('http://localhost:3001/api/verification/documents', {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      [PEER_HEADER]: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
    body: form,
  });
  const req = await createPayloadRequest({ config: payload.config, request });
  const endpoint = payload.config.endpoints.find((e) => e.path === '/verification/documents' && e.method === 'post')!;
  const response = await endpoint.handler(req);
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}
const status = async (token: string) => (await call(payload, 'GET', '/verification', { token })).body.data;
const traderDoc = async (id: string) => payload.findByID({ collection: 'traders', id, depth: 0 });

beforeAll(async () => {
  payload = await freshPayload();
  const { seed } = await import('../src/index');
  await seed(payload, { only: ['users'] });
  const admin = (await payload.find({ collection: 'editors', where: { role: { equals: 'admin' } }, limit: 1 })).docs[0]!;
  staff = { ...admin, collection: 'editors' };
  alice = await signUp(payload, 'alice@example.com');
  bob = await signUp(payload, 'bob@example.com');
}, 300_000);
afterAll(async () => {
  await payload?.destroy();
});

describe(`identity documents (${testDialect})`, () => {
  it('refuses an 11 MB file, a renamed program, a 45-byte "PDF" and a path trick, storing nothing', async () => {
    const refused = [
      [await upload(alice.token, 'passport', elevenMegabytes(), 'passport.jpg'), 413, 'FILE_TOO_LARGE'],
      [await upload(alice.token, 'passport', renamedExe(), 'passport.png'), 400, 'FILE_TYPE'],
      [await upload(alice.token, 'address', fakePdf(), 'bill.pdf'), 400, 'FILE_DAMAGED'],
      [await upload(alice.token, 'selfie', await scanPng(), '../../etc/passwd.png'), 400, 'FILE_NAME'],
    ] as const;
    for (const [answer, code, problem] of refused) {
      expect(answer.status).toBe(code);
      expect(answer.body.validationErrors[0].code).toBe(problem);
    }
    expect((await upload(alice.token, 'licence', await scanPng(), 'a.png')).body.validationErrors[0].field).toBe('kind');
    expect((await payload.count({ collection: 'kyc-documents' })).totalDocs).toBe(0);
  });

  it('keeps an accepted document under a name of its own, readable by its owner and staff only', async () => {
    const answer = await upload(alice.token, 'passport', await photoJpeg(), 'my passport.jpeg');
    expect(answer.status).toBe(201);
    const doc = await payload.findByID({ collection: 'kyc-documents', id: answer.body.data.id, depth: 0 });
    expect(doc).toMatchObject({ kind: 'passport', originalName: 'my passport.jpeg', mimeType: 'image/jpeg' });
    expect(doc.filename).toMatch(/^passport-\d+-[a-z0-9]+\.jpg$/);
    expect(existsSync(path.join(process.env.BOURSE_DATA_DIR!, 'kyc-documents', doc.filename!))).toBe(true);
    const asBob = { ...(await traderDoc(bob.user.id)), collection: 'traders' };
    const asAlice = { ...(await traderDoc(alice.user.id)), collection: 'traders' };
    expect((await payload.find({ collection: 'kyc-documents', overrideAccess: false, user: asBob })).docs).toEqual([]);
    expect((await payload.find({ collection: 'kyc-documents', overrideAccess: false, user: asAlice })).docs).toHaveLength(1);
    expect((await payload.find({ collection: 'kyc-documents', overrideAccess: false, user: staff })).docs).toHaveLength(1);
    await expect(payload.find({ collection: 'kyc-documents', overrideAccess: false })).rejects.toThrow();
    expect((await status(alice.token)).documents.passport).toMatchObject({ name: 'my passport.jpeg', type: 'image/jpeg' });
  });
});

describe(`levels (${testDialect})`, () => {
  it('confirms the phone only with the code it was sent (to the outbox), and the level becomes basic', async () => {
    expect((await status(alice.token)).level).toBe('none');
    const noPhone = await call(payload, 'POST', '/verification/phone/code', { body: {}, token: alice.token });
    expect(noPhone.body.validationErrors[0].code).toBe('PHONE_MISSING');
    await call(payload, 'PUT', '/user/profile', { body: { phone: '+7 900 111-22-33', dateOfBirth: '1990-01-01' }, token: alice.token });
    const sent = await call(payload, 'POST', '/verification/phone/code', { body: {}, token: alice.token });
    expect(sent.body.data.phone).toMatchObject({ number: '+7 900 111-22-33', verified: false, codeSent: true });
    const { readOutbox } = await import('../src/email/outbox');
    const sms = readOutbox()
      .filter((m) => m.to === 'sms:+79001112233')
      .at(-1)!;
    const code = /\b(\d{6})\b/.exec(sms.text)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await call(payload, 'POST', '/verification/phone/confirm', { body: { code: wrong }, token: alice.token });
    expect(refused.body.validationErrors[0].code).toBe('CODE_INVALID');
    const confirmed = await call(payload, 'POST', '/verification/phone/confirm', { body: { code }, token: alice.token });
    expect(confirmed.body.data).toMatchObject({ level: 'basic', phone: { verified: true } });
    expect((await traderDoc(alice.user.id)).verificationLevel).toBe('basic');
    // The profile says the same as the verification screen.
    expect((await call(payload, 'GET', '/user/profile', { token: alice.token })).body.data.phoneVerified).toBe(true);
  });

  it('asks for all three documents, then Plus waits for staff: rejected with a reason, then approved', async () => {
    const early = await call(payload, 'POST', '/verification/plus', { body: {}, token: alice.token });
    expect(early.body.validationErrors[0].code).toBe('DOCUMENTS_MISSING');
    expect((await upload(alice.token, 'address', onePagePdf(), 'bill.pdf')).status).toBe(201);
    expect((await upload(alice.token, 'selfie', await scanPng(), 'selfie.png')).status).toBe(201);
    const sent = await call(payload, 'POST', '/verification/plus', { body: {}, token: alice.token });
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({ level: 'basic', plus: { status: 'pending' } });
    expect((await upload(alice.token, 'selfie', await scanPng(), 'other.png')).body.validationErrors[0].code).toBe('IN_REVIEW');
    const [request] = (await payload.find({ collection: 'verification-requests', where: { trader: { equals: alice.user.id } } })).docs;
    // A trader cannot decide their own request; staff must give a reason to reject.
    const asAlice = { ...(await traderDoc(alice.user.id)), collection: 'traders' };
    await expect(
      payload.update({
        collection: 'verification-requests',
        id: request!.id,
        data: { status: 'approved' },
        overrideAccess: false,
        user: asAlice,
      }),
    ).rejects.toThrow();
    await expect(
      payload.update({
        collection: 'verification-requests',
        id: request!.id,
        data: { status: 'rejected' },
        overrideAccess: false,
        user: staff,
      }),
    ).rejects.toThrow(/reason/i);
    await payload.update({
      collection: 'verification-requests',
      id: request!.id,
      data: { status: 'rejected', reason: 'The selfie does not show the document.' },
      overrideAccess: false,
      user: staff,
    });
    expect(await status(alice.token)).toMatchObject({
      level: 'basic',
      plus: { status: 'rejected', reason: 'The selfie does not show the document.' },
    });
    expect((await traderDoc(alice.user.id)).verificationLevel).toBe('basic');

    expect((await upload(alice.token, 'selfie', await photoJpeg(), 'selfie-with-passport.jpg')).status).toBe(201);
    expect((await call(payload, 'POST', '/verification/plus', { body: {}, token: alice.token })).status).toBe(201);
    const [second] = (await payload.find({ collection: 'verification-requests', where: { status: { equals: 'pending' } } })).docs;
    expect(Number((second!.documents.selfie as { id: number }).id ?? second!.documents.selfie)).not.toBe(
      Number((request!.documents.selfie as { id: number }).id ?? request!.documents.selfie),
    );
    await payload.update({
      collection: 'verification-requests',
      id: second!.id,
      data: { status: 'approved' },
      overrideAccess: false,
      user: staff,
    });
    expect(await status(alice.token)).toMatchObject({ level: 'plus', plus: { status: 'approved', reason: null } });
    expect((await traderDoc(alice.user.id)).verificationLevel).toBe('plus');
  });

  it('a changed phone number is no longer confirmed', async () => {
    await call(payload, 'PUT', '/user/profile', { body: { phone: '+7 900 999-88-77' }, token: alice.token });
    const after = await status(alice.token);
    expect(after.phone).toMatchObject({ number: '+7 900 999-88-77', verified: false });
    expect(after.level).toBe('plus'); // staff approved the documents; the phone is confirmed again by a new code
  });
});
