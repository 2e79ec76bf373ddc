import type { PayloadRequest } from 'payload';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginGuard, PAIR_LIMIT } from '../auth/login-guard';
import { loginGuardForgetEndpoint } from './login-guard-forget';

const SECRET = 'test-revalidate-secret-0123456789';
const call = (body: unknown, authorization = `Bearer ${SECRET}`) =>
  loginGuardForgetEndpoint.handler({
    headers: new Headers({ authorization }),
    json: async () => body,
  } as unknown as PayloadRequest) as Promise<Response>;

/** Locks `email` out for one address, as PAIR_LIMIT wrong passwords do, for traders and editors alike. */
async function lockOut(email: string, address: string) {
  for (const realm of ['traders', 'editors'] as const) {
    for (let i = 0; i < PAIR_LIMIT; i++) await loginGuard().begin(realm, email, address);
    expect(await loginGuard().begin(realm, email, address)).toMatchObject({ ok: false, code: 'ACCOUNT_LOCKED' });
  }
}

beforeAll(() => {
  process.env.PAYLOAD_SECRET ??= 'test-payload-secret-0123456789';
  process.env.REVALIDATE_SECRET = SECRET;
});

describe('POST /api/login-guard/forget', () => {
  it('ends the lockout of that account for every address, and only for that account', async () => {
    await lockOut('trader@example.com', '203.0.113.7');
    await lockOut('other@example.com', '203.0.113.7');
    const answer = await call({ email: ' Trader@Example.com ' });
    expect(answer.status).toBe(200);
    for (const realm of ['traders', 'editors'] as const) {
      expect((await loginGuard().begin(realm, 'trader@example.com', '203.0.113.7')).ok).toBe(true);
      expect(await loginGuard().begin(realm, 'other@example.com', '203.0.113.7')).toMatchObject({ ok: false, code: 'ACCOUNT_LOCKED' });
    }
  });

  it('refuses a caller without the shared secret, and keeps the lockout', async () => {
    await lockOut('kept@example.com', '198.51.100.2');
    expect((await call({ email: 'kept@example.com' }, 'Bearer wrong')).status).toBe(401);
    expect(await loginGuard().begin('traders', 'kept@example.com', '198.51.100.2')).toMatchObject({ ok: false, code: 'ACCOUNT_LOCKED' });
  });

  it('says what to send when the body is not an e-mail', async () => {
    const answer = await call({ mail: 'x' });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ success: false, error: 'Send {"email": "<the account e-mail>"}' });
  });
});
