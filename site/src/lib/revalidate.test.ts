import { describe, expect, it, vi } from 'vitest';
import { handleRevalidate, revalidationScope } from './revalidate';

const call = (authorization: string | null, body = '', env: { secret?: string } = { secret: 'top-secret' }) => {
  const invalidate = vi.fn(() => 4);
  return { response: handleRevalidate({ authorization, body }, { secret: env.secret, invalidate }), invalidate };
};

describe('revalidate webhook', () => {
  it('drops the cache for the right secret and says how much it dropped', () => {
    const { response, invalidate } = call('Bearer top-secret', JSON.stringify({ collection: 'pages', slug: 'terms' }));
    expect(response).toEqual({ status: 200, body: { revalidated: true, dropped: 4 } });
    expect(invalidate).toHaveBeenCalledWith({ collection: 'pages', slug: 'terms' });
  });

  it('accepts an empty body as "drop everything"', () => {
    const { response, invalidate } = call('bearer top-secret');
    expect(response.status).toBe(200);
    expect(invalidate).toHaveBeenCalledWith({});
  });

  it.each([
    ['a wrong secret', 'Bearer top-secreT'],
    ['a missing header', null],
    ['a secret without the Bearer scheme', 'top-secret'],
    ['a prefix of the secret', 'Bearer top'],
  ])('refuses %s with 401 JSON and drops nothing', (_case, authorization) => {
    const { response, invalidate } = call(authorization);
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ error: 'UNAUTHORIZED' });
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('refuses everything while REVALIDATE_SECRET is not set, even an empty bearer', () => {
    const { response, invalidate } = call('Bearer ', '', {});
    expect(response.status).toBe(503);
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('answers 400 to a body that is not the documented JSON', () => {
    expect(call('Bearer top-secret', '{oops').response.status).toBe(400);
    expect(call('Bearer top-secret', JSON.stringify({ slug: 42 })).response.body).toMatchObject({ error: 'INVALID_BODY' });
  });
});

describe('revalidation scope', () => {
  it('drops one page in every language when a page changes', () => {
    expect(revalidationScope({ collection: 'pages', slug: 'terms' })).toEqual([
      'page:ru:terms',
      'page:en:terms',
      'page:de:terms',
      'page:es:terms',
    ]);
  });

  it('drops all pages when no slug is given', () => {
    expect(revalidationScope({ collection: 'pages' })).toEqual(['page']);
  });

  it('drops everything for a site or theme change', () => {
    expect(revalidationScope({ collection: 'sites' })).toBeUndefined();
    expect(revalidationScope({})).toBeUndefined();
  });
});
