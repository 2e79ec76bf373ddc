import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startHarness, type Harness } from './bot-harness';

// The trading API's keys as the cabinet makes them: the password asked, the secret shown once and
// sealed at rest, Ed25519 public keys, the allow-list, 30 at most, revocation, one trader's keys
// out of another's reach.

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 120_000);
afterAll(async () => h?.stop());

const make = (body: Record<string, unknown>, as = 'anna') =>
  h.api('POST', '/api/trading/api-keys', {
    as,
    body: { label: 'grid bot', permissions: 'trade', kind: 'HMAC_SHA256', accountId: h.demo[as], password: PASSWORD, ...body },
  });

describe('API keys', () => {
  it('makes an HMAC key with the password: 64-character key and secret, the secret shown once and sealed in the database', async () => {
    const made = await make({ ipAllowList: '203.0.113.7, 10.0.0.0/8' });
    expect(made.status).toBe(201);
    const { key, secret } = made.body.data;
    expect(key).toMatchObject({
      label: 'grid bot',
      permissions: 'trade',
      kind: 'HMAC_SHA256',
      ipAllowList: ['203.0.113.7', '10.0.0.0/8'],
      lastUsedAt: null,
    });
    expect(key.apiKey).toMatch(/^[A-Za-z0-9]{64}$/);
    expect(secret).toMatch(/^[A-Za-z0-9]{64}$/);
    const listed = (await h.api('GET', '/api/trading/api-keys')).body.data;
    expect(listed.keys.map((k: any) => k.apiKey)).toContain(key.apiKey);
    // Where a program reaches the API with it: this engine's own port.
    const ws = h.engine.url.replace('127.0.0.1', 'localhost').replace('http', 'ws');
    expect(listed.addresses).toEqual({
      rest: h.engine.url.replace('127.0.0.1', 'localhost'),
      webSocketApi: `${ws}/ws-api/v3`,
      userDataStream: `${ws}/ws`,
    });
    expect(JSON.stringify(listed)).not.toContain(secret);
    const row = await h.payload.db.findOne({ collection: 'trading-api-keys', where: { apiKey: { equals: key.apiKey } } });
    expect(JSON.stringify(row)).not.toContain(secret);
    // Staff read keys in the admin, never the sealed secret.
    const staffView = await h.payload.findByID({ collection: 'trading-api-keys', id: key.id, overrideAccess: true });
    expect(staffView).not.toHaveProperty('sealedSecret');
  });

  it('refuses a wrong or missing password, a bad allow-list, another trader’s account and an unlabelled key, making nothing', async () => {
    const before = (await h.api('GET', '/api/trading/api-keys')).body.data.keys.length;
    const cases: [Record<string, unknown>, number, string][] = [
      [{ password: 'wrong password' }, 422, 'WRONG_PASSWORD'],
      [{ password: '' }, 422, 'PASSWORD_REQUIRED'],
      [{ ipAllowList: '10.0.0.300' }, 422, 'IP_LIST_INVALID'],
      [{ label: '   ' }, 422, 'LABEL_REQUIRED'],
      [{ accountId: h.demo.boris }, 404, 'ACCOUNT_NOT_FOUND'],
      [{ kind: 'ED25519' }, 422, 'PUBLIC_KEY_REQUIRED'],
      [{ kind: 'ED25519', publicKey: 'not a key' }, 422, 'PUBLIC_KEY_INVALID'],
      [{ permissions: 'withdraw' }, 400, 'BAD_REQUEST'],
    ];
    for (const [body, status, code] of cases) {
      const answer = await make(body);
      expect([answer.status, answer.body.error], JSON.stringify(body)).toEqual([status, code]);
    }
    expect((await h.api('GET', '/api/trading/api-keys')).body.data.keys.length).toBe(before);
  });

  it('keeps an Ed25519 public key and no secret', async () => {
    const { publicKey } = generateKeyPairSync('ed25519');
    const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const made = await make({ kind: 'ED25519', publicKey: pem, permissions: 'read' });
    expect(made.status).toBe(201);
    expect(made.body.data.secret).toBeNull();
    expect(made.body.data.key).toMatchObject({ kind: 'ED25519', permissions: 'read' });
  });

  it('stops at 30 keys per trader, and a revoked key is gone from the list; another trader cannot revoke it', async () => {
    const held = (await h.api('GET', '/api/trading/api-keys')).body.data.keys.length;
    for (let i = held; i < 30; i += 1) expect((await make({ label: `bot ${i}` })).status).toBe(201);
    const over = await make({ label: 'one too many' });
    expect([over.status, over.body.error]).toEqual([422, 'KEY_LIMIT']);
    const [first] = (await h.api('GET', '/api/trading/api-keys')).body.data.keys;
    const foreign = await h.api('DELETE', `/api/trading/api-keys/${first.id}`, { as: 'boris' });
    expect([foreign.status, foreign.body.error]).toEqual([404, 'KEY_NOT_FOUND']);
    const revoked = await h.api('DELETE', `/api/trading/api-keys/${first.id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.keys.map((k: any) => k.id)).not.toContain(first.id);
    expect(revoked.body.data.keys).toHaveLength(29);
  });

  it('answers keys only to a signed-in trader, and makes them only from the site', async () => {
    expect((await fetch(`${h.engine.url}/api/trading/api-keys`)).status).toBe(401);
    const forged = await h.api('POST', '/api/trading/api-keys', { origin: 'https://evil.test', body: {} });
    expect([forged.status, forged.body.error]).toEqual([403, 'CSRF']);
  });
});
