import { beforeAll, describe, expect, it } from 'vitest';
import type { PayloadRequest } from 'payload';
import { publicReadCache } from '../http/public-read-cache';
import { bearerMatches, readCacheClearEndpoint } from './read-cache-clear';

const SECRET = 'test-revalidate-secret-0123456789';
const answer = { status: 200, headers: [] as [string, string][], body: new Uint8Array(1), br: new Uint8Array(1), gzip: new Uint8Array(1) };
const call = (authorization?: string) =>
  readCacheClearEndpoint.handler({
    headers: new Headers(authorization ? { authorization } : {}),
  } as unknown as PayloadRequest) as Promise<Response>;

beforeAll(() => {
  process.env.PAYLOAD_SECRET ??= 'test-payload-secret-0123456789';
  process.env.REVALIDATE_SECRET = SECRET;
});

describe('POST /api/read-cache/clear', () => {
  it('accepts only the exact shared secret as a Bearer token', () => {
    expect(bearerMatches(`Bearer ${SECRET}`, SECRET)).toBe(true);
    expect(bearerMatches(`Bearer ${SECRET}x`, SECRET)).toBe(false);
    expect(bearerMatches(SECRET, SECRET)).toBe(false);
    expect(bearerMatches(undefined, SECRET)).toBe(false);
  });

  it('refuses a caller without the secret and keeps the cache', async () => {
    publicReadCache().clear(0);
    publicReadCache().set('k', answer);
    expect((await call('Bearer wrong')).status).toBe(401);
    expect((await call()).status).toBe(401);
    expect(publicReadCache().get('k')).toBe(answer);
  });

  it('empties the cache for the CLI, so its change is read at once', async () => {
    publicReadCache().clear(0);
    publicReadCache().set('k', answer);
    const response = await call(`Bearer ${SECRET}`);
    expect(response.status).toBe(200);
    expect(publicReadCache().get('k')).toBeUndefined();
  });
});
