import { describe, expect, it } from 'vitest';
import { createOneTimeToken, hashToken, signRefreshToken, verifyRefreshToken } from './tokens';

const claims = { sub: '7', sid: 'session-1', exp: 2_000_000_000 };

describe('refresh tokens', () => {
  it('verify with the secret they were signed with', () => {
    expect(verifyRefreshToken(signRefreshToken(claims, 'secret'), 'secret', 1_900_000_000)).toEqual(claims);
  });
  it('are refused with another secret, after expiry, or when the claims are edited', () => {
    const token = signRefreshToken(claims, 'secret');
    expect(verifyRefreshToken(token, 'other', 1_900_000_000)).toBeNull();
    expect(verifyRefreshToken(token, 'secret', 2_000_000_001)).toBeNull();
    const [, signature] = token.split('.');
    const edited = Buffer.from(JSON.stringify({ typ: 'refresh', ...claims, sub: '8' })).toString('base64url');
    expect(verifyRefreshToken(`${edited}.${signature}`, 'secret', 1_900_000_000)).toBeNull();
    expect(verifyRefreshToken('garbage', 'secret')).toBeNull();
  });
});

describe('one-time tokens', () => {
  it('store only a hash that matches the mailed token', () => {
    const { token, hash } = createOneTimeToken();
    expect(hash).not.toContain(token);
    expect(hashToken(token)).toBe(hash);
    expect(createOneTimeToken().token).not.toBe(token);
  });
});
