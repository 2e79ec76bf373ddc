import type { FeedSource } from './blocks-schema';

export type SiteRoute = { kind: 'page'; slug: string } | { kind: 'entry'; source: FeedSource; slug: string } | { kind: 'clear-cache' };

const entrySources: Record<string, FeedSource> = { blog: 'posts', news: 'news', research: 'research' };

/**
 * What a language-free slug shows: a CMS page, a post/news/research detail page, or the site's
 * own clear-cache page (not CMS content).
 * @example resolveRoute('blog/fees-explained') // { kind: 'entry', source: 'posts', slug: 'fees-explained' }
 * @example resolveRoute('legal/aml') // { kind: 'page', slug: 'legal/aml' }
 */
export function resolveRoute(slug: string): SiteRoute {
  if (slug === 'clear-cache') return { kind: 'clear-cache' };
  const [first = '', second, ...rest] = slug.split('/');
  const source = entrySources[first];
  if (source && second && rest.length === 0) return { kind: 'entry', source, slug: second };
  return { kind: 'page', slug };
}
