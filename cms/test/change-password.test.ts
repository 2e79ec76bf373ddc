import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payload } from 'payload';
import { call, signUp } from './auth-support';
import { freshPayload, testDialect } from './helpers';

// Changing the password from the cabinet: the current password first, the policy for the new one,
// and every other session of the account ended.
let payload: Payload;
const email = 'mover@example.com';
const oldPassword = 'correct horse battery';
const newPassword = 'staple pony telescope 9';

beforeAll(async () => {
  payload = await freshPayload();
}, 300_000);
afterAll(async () => {
  await payload?.destroy();
});

describe(`change password (${testDialect})`, () => {
  it('asks for the current password and the policy, then ends every other session and keeps this one', async () => {
    const here = await signUp(payload, email, oldPassword);
    const elsewhere = await call(payload, 'POST', '/auth/login', { body: { email, password: oldPassword } });
    expect(elsewhere.status).toBe(200);

    const wrong = await call(payload, 'POST', '/auth/change-password', {
      body: { currentPassword: 'not mine at all', newPassword },
      token: here.token,
    });
    expect(wrong.body.validationErrors).toEqual([
      { field: 'currentPassword', code: 'CURRENT_PASSWORD_WRONG', message: 'The current password is incorrect.' },
    ]);
    const common = await call(payload, 'POST', '/auth/change-password', {
      body: { currentPassword: oldPassword, newPassword: 'password123' },
      token: here.token,
    });
    expect(common.body.validationErrors[0]).toMatchObject({ field: 'newPassword', code: 'PASSWORD_COMMON' });
    const short = await call(payload, 'POST', '/auth/change-password', {
      body: { currentPassword: oldPassword, newPassword: 'short' },
      token: here.token,
    });
    expect(short.body.validationErrors[0]).toMatchObject({ field: 'newPassword', code: 'PASSWORD_TOO_SHORT' });
    const anonymous = await call(payload, 'POST', '/auth/change-password', { body: { currentPassword: oldPassword, newPassword } });
    expect(anonymous.status).toBe(401);
    // Nothing above changed anything: the other session still works.
    expect((await call(payload, 'GET', '/user/profile', { token: elsewhere.tokens.token })).status).toBe(200);

    const changed = await call(payload, 'POST', '/auth/change-password', {
      body: { currentPassword: oldPassword, newPassword },
      token: here.token,
    });
    expect(changed.status).toBe(200);
    expect((await call(payload, 'GET', '/user/profile', { token: here.token })).status).toBe(200);
    expect((await call(payload, 'GET', '/user/profile', { token: elsewhere.tokens.token })).status).toBe(401);
    const refreshed = await call(payload, 'POST', '/auth/refresh', { body: { refreshToken: elsewhere.tokens.refreshToken } });
    expect(refreshed.status).toBe(401);
    expect((await call(payload, 'POST', '/auth/login', { body: { email, password: oldPassword } })).status).toBe(401);
    expect((await call(payload, 'POST', '/auth/login', { body: { email, password: newPassword } })).status).toBe(200);
  });
});
