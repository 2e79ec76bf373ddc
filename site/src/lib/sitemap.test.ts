import { describe, expect, it } from 'vitest';
import { buildRobots, buildSitemap } from './sitemap';

describe('sitemap and robots', () => {
  it('lists each page in four languages with its hreflang alternates', () => {
    const xml = buildSitemap('https://acme.example', ['home', 'legal/aml']);
    expect(xml.match(/<url>/g)).toHaveLength(8);
    expect(xml).toContain('<loc>https://acme.example/ru/legal/aml</loc>');
    expect(xml).toContain('hreflang="x-default" href="https://acme.example/"');
  });

  it('covers the legal routes and leaves out the cabinet', () => {
    const xml = buildSitemap('https://acme.example');
    for (const path of ['/terms', '/legal/conflict', '/de/futures/usd-m', '/es/insurance-fund'])
      expect(xml).toContain(`https://acme.example${path}<`);
    expect(xml).not.toContain('/cabinet');
  });

  it('keeps crawlers out of the cabinet and the API and points them at the sitemap', () => {
    const robots = buildRobots('https://acme.example');
    expect(robots).toContain('Disallow: /cabinet');
    expect(robots).toContain('Sitemap: https://acme.example/sitemap.xml');
  });
});
