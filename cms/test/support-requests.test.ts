import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payload } from 'payload';
import { call, signUp } from './auth-support';
import { freshPayload, testDialect } from './helpers';

// Requests to support: stored by the account API for the signed-in trader only, acknowledged by
// e-mail, read by their owner and the staff (admins), answered and closed by the staff alone.
let payload: Payload;
let admin: Record<string, unknown> & { id: number | string };
let alice: { token: string; user: Record<string, any> };
let bob: { token: string; user: Record<string, any> };

const callback = {
  kind: 'callback',
  phone: '+7 900 123-45-67',
  telegram: '@alice',
  whatsapp: '',
  language: 'ru',
  timeZone: 'UTC+03:00',
  time: '10:56',
  date: '14/05/2025',
  topic: 'Deposit',
  locale: 'ru',
};
const outboxTo = async (to: string) => {
  const { readOutbox } = await import('../src/email/outbox');
  return readOutbox().filter((message) => message.to === to);
};

beforeAll(async () => {
  payload = await freshPayload();
  const { seed } = await import('../src/index');
  await seed(payload, { only: ['users'] });
  admin = (await payload.find({ collection: 'editors', where: { role: { equals: 'admin' } }, limit: 1 })).docs[0]!;
  alice = await signUp(payload, 'alice@example.com');
  bob = await signUp(payload, 'bob@example.com');
}, 300_000);
afterAll(async () => {
  await payload?.destroy();
});

describe(`support requests (${testDialect})`, () => {
  it('stores a callback for the signed-in trader and acknowledges it by e-mail in their language', async () => {
    const answer = await call(payload, 'POST', '/support/requests', { body: callback, token: alice.token });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ kind: 'callback', status: 'open', subject: '+7 900 123-45-67 · Deposit', answer: null });
    const stored = await payload.findByID({ collection: 'support-requests', id: answer.body.data.id, depth: 0 });
    expect(Number(stored.trader)).toBe(Number(alice.user.id));
    expect(stored.callback).toMatchObject({ phone: '+7 900 123-45-67', telegram: '@alice', timeZone: 'UTC+03:00' });
    const mails = await outboxTo('alice@example.com');
    expect(mails.at(-1)!.subject).toBe(`Мы получили ваше обращение № ${answer.body.data.id}`);
    expect(mails.at(-1)!.text).toContain('/ru/cabinet/support');
  });

  it('refuses what the form refuses: no phone, an overlong text, a bad reply address, an unknown kind; and a visitor', async () => {
    const noPhone = await call(payload, 'POST', '/support/requests', { body: { ...callback, phone: '  ' }, token: alice.token });
    expect(noPhone.status).toBe(400);
    expect(noPhone.body.validationErrors).toContainEqual({ field: 'phone', code: 'REQUIRED', message: 'Fill in this field.' });
    const long = await call(payload, 'POST', '/support/requests', {
      body: { kind: 'email', email: '', subject: 'Hi', text: 'x'.repeat(5001) },
      token: alice.token,
    });
    expect(long.body.validationErrors).toContainEqual(expect.objectContaining({ field: 'text', code: 'TOO_LONG' }));
    const badEmail = await call(payload, 'POST', '/support/requests', {
      body: { kind: 'email', email: 'not-an-address', subject: 'Hi', text: 'Hello' },
      token: alice.token,
    });
    expect(badEmail.body.validationErrors).toContainEqual(expect.objectContaining({ field: 'email', code: 'INVALID_EMAIL' }));
    const unknown = await call(payload, 'POST', '/support/requests', { body: { kind: 'fax', text: 'Hello' }, token: alice.token });
    expect(unknown.status).toBe(400);
    const anonymous = await call(payload, 'POST', '/support/requests', { body: callback });
    expect(anonymous.status).toBe(401);
    const total = await payload.count({ collection: 'support-requests' });
    expect(total.totalDocs).toBe(1);
  });

  it("lists a trader's own requests only, and never lets a trader answer one", async () => {
    const mail = await call(payload, 'POST', '/support/requests', {
      body: { kind: 'email', email: 'desk@example.com', subject: 'Withdrawal', text: 'Where is it?', locale: 'en' },
      token: bob.token,
    });
    expect(mail.status).toBe(201);
    expect((await outboxTo('desk@example.com')).at(-1)!.subject).toBe(`We received your request No. ${mail.body.data.id}`);
    const bobs = await call(payload, 'GET', '/support/requests', { token: bob.token });
    expect(bobs.body.data.map((r: { subject: string }) => r.subject)).toEqual(['Withdrawal']);
    const alices = await call(payload, 'GET', '/support/requests', { token: alice.token });
    expect(alices.body.data.map((r: { kind: string }) => r.kind)).toEqual(['callback']);
    const bobUser = { ...(await payload.findByID({ collection: 'traders', id: bob.user.id })), collection: 'traders' };
    const seen = await payload.find({ collection: 'support-requests', overrideAccess: false, user: bobUser });
    expect(seen.docs.map((doc) => doc.subject)).toEqual(['Withdrawal']);
    await expect(
      payload.update({
        collection: 'support-requests',
        id: mail.body.data.id,
        data: { answer: 'Done', status: 'closed' },
        overrideAccess: false,
        user: bobUser,
      }),
    ).rejects.toThrow();
    await expect(
      payload.create({
        collection: 'support-requests',
        data: { kind: 'chat', subject: 'x', trader: Number(bob.user.id) },
        overrideAccess: false,
        user: bobUser,
      }),
    ).rejects.toThrow();
  });

  it('staff answer in the admin: the request is answered, the trader is e-mailed and sees the answer; an editor without the admin role sees none', async () => {
    const staff = { ...admin, collection: 'editors' };
    const [request] = (await call(payload, 'GET', '/support/requests', { token: alice.token })).body.data;
    await payload.update({
      collection: 'support-requests',
      id: request.id,
      data: { answer: '  We will call you at 10:56.  ' },
      overrideAccess: false,
      user: staff,
    });
    const after = (await call(payload, 'GET', '/support/requests', { token: alice.token })).body.data[0];
    expect(after).toMatchObject({ id: request.id, status: 'answered', answer: 'We will call you at 10:56.' });
    expect(Date.parse(after.answeredAt)).toBeGreaterThan(Date.now() - 60_000);
    const mails = await outboxTo('alice@example.com');
    expect(mails.at(-1)).toMatchObject({ subject: `Ответ на ваше обращение № ${request.id}` });
    expect(mails.at(-1)!.text).toContain('We will call you at 10:56.');
    await payload.update({
      collection: 'support-requests',
      id: request.id,
      data: { status: 'closed' },
      overrideAccess: false,
      user: staff,
    });
    expect((await call(payload, 'GET', '/support/requests', { token: alice.token })).body.data[0].status).toBe('closed');
    expect(await outboxTo('alice@example.com')).toHaveLength(mails.length); // closing sends nothing more
    const writer = await payload.create({
      collection: 'editors',
      data: { email: 'writer@example.com', password: 'long-enough-1', role: 'editor' },
    });
    await expect(
      payload.find({ collection: 'support-requests', overrideAccess: false, user: { ...writer, collection: 'editors' } }),
    ).rejects.toThrow();
  });
});
