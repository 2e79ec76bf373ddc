import { describe, expect, it } from 'vitest';
import { resolveRoute } from './route';

describe('what a path shows', () => {
  it('sends /blog, /news and /research detail paths to their collections', () => {
    expect(resolveRoute('blog/fees')).toEqual({ kind: 'entry', source: 'posts', slug: 'fees' });
    expect(resolveRoute('news/listing')).toEqual({ kind: 'entry', source: 'news', slug: 'listing' });
    expect(resolveRoute('research/btc-q3')).toEqual({ kind: 'entry', source: 'research', slug: 'btc-q3' });
  });

  it('keeps the list pages and the /legal documents as CMS pages', () => {
    expect(resolveRoute('blog')).toEqual({ kind: 'page', slug: 'blog' });
    expect(resolveRoute('legal/withdrawal')).toEqual({ kind: 'page', slug: 'legal/withdrawal' });
    expect(resolveRoute('futures/usd-m')).toEqual({ kind: 'page', slug: 'futures/usd-m' });
    expect(resolveRoute('blog/a/b')).toEqual({ kind: 'page', slug: 'blog/a/b' });
  });

  it('serves clear-cache from the site itself', () => {
    expect(resolveRoute('clear-cache')).toEqual({ kind: 'clear-cache' });
  });
});
