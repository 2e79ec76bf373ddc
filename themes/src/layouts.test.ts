import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import { layouts } from './layouts';
import type { ThemeId } from './schema';
import type { ChromeProps, HeroProps } from './types';

const shared: Omit<ChromeProps, 'theme'> = {
  site: { title: 'Acme Exchange Ltd', name: 'Acme', url: 'https://acme.example' },
  locale: 'de',
  header: [
    { label: 'Handel', children: [{ href: '/cabinet/spot', label: 'Spot' }] },
    { label: 'Rechtliches', children: [{ href: '/de/terms', label: 'AGB' }] },
    { label: 'Über uns', href: '/de/about', children: [] },
  ],
  footer: [{ title: 'Dokumente', links: [{ href: '/de/legal/conflict', label: 'Interessenkonflikte' }] }],
  labels: { skipToContent: 'Zum Inhalt', mainNavigation: 'Hauptnavigation', login: 'Anmelden', cabinet: 'Konto' },
};

async function render(component: unknown, componentProps: ChromeProps | HeroProps, path = '/de/terms', slots?: Record<string, string>) {
  const container = await AstroContainer.create();
  return container.renderToString(component as never, { props: { ...componentProps }, request: new Request(`http://x${path}`), slots });
}

describe.each(Object.entries(layouts) as [ThemeId, (typeof layouts)[ThemeId]][])('%s theme components', (theme, layout) => {
  const props: ChromeProps = { ...shared, theme };
  it('wraps the page in a skip link, labelled navigation, main and footer', async () => {
    const html = await render(layout.Wrapper, props, '/de/terms', { default: '<p>Body text</p>' });
    expect(html.indexOf('href="#main"')).toBeLessThan(html.indexOf('<header'));
    expect(html).toContain('Zum Inhalt');
    expect(html).toMatch(/<nav[^>]*aria-label="Hauptnavigation"/);
    expect(html).toMatch(/<main id="main"[^>]*>[\s\S]*Body text[\s\S]*<\/main>/);
    expect(html).toContain('© ' + new Date().getFullYear() + ' Acme Exchange Ltd · acme.example');
    expect(html).toMatch(/<h2[^>]*>Dokumente<\/h2>[\s\S]*href="\/de\/legal\/conflict"/);
  });

  it('links the logo home, lists every link and offers the page in four languages', async () => {
    const html = await render(layout.Header, props);
    // The header shows the short name, not the long title.
    expect(html).toMatch(/href="\/de\/"[^>]*>[\s\S]*?Acme</);
    expect(html).not.toContain('Acme Exchange Ltd');
    expect(html).toContain('href="/de/about"');
    expect(html).toMatch(/<details[^>]*data-dropdown[^>]*>\s*<summary[^>]*>Handel[\s\S]*href="\/cabinet\/spot"/);
    expect(html).toContain('href="/de/terms"');
    expect(html).toMatch(/data-burger[^>]*aria-controls="mobile-menu"/);
    expect(html).toContain('data-fixed-header');
    for (const [href, name] of [
      ['/es/terms', 'Español'],
      ['/terms', 'English'],
      ['/ru/terms', 'Русский'],
      ['/de/terms', 'Deutsch'],
    ]) {
      expect(html).toMatch(new RegExp(`href="${href}"[^>]*>${name}<`));
    }
  });

  it("draws the site's logo before its name, sized and with the copies as a srcset, when the site has one", async () => {
    const logo = {
      src: 'https://cms.example/logo-768x230.webp',
      srcset: 'https://cms.example/logo-768x230.webp 768w',
      width: 1000,
      height: 300,
    };
    const html = await render(layout.Header, { ...props, site: { ...props.site, logo } });
    expect(html).toMatch(
      /href="\/de\/"[^>]*>\s*<img[^>]*src="https:\/\/cms\.example\/logo-768x230\.webp"[^>]*srcset="https:\/\/cms\.example\/logo-768x230\.webp 768w"[^>]*sizes="107px"[^>]*width="1000"[^>]*height="300"[^>]*alt=""[\s\S]*?Acme</,
    );
    expect(await render(layout.Header, props)).not.toContain('data-testid="site-logo"');
  });

  it('shows login to a visitor and the cabinet to a signed-in trader', async () => {
    expect(await render(layout.Header, props)).toMatch(/href="\/de\/login"[^>]*>Anmelden</);
    expect(await render(layout.Header, { ...props, loggedIn: true })).toMatch(/href="\/cabinet"[^>]*>Konto</);
  });

  it('renders the hero heading, text and call to action, and leaves out an incomplete CTA', async () => {
    const html = await render(layout.Hero, {
      theme,
      heading: 'Trade smarter',
      subheading: 'Low fees',
      ctaLabel: 'Start',
      ctaHref: '/de/register',
    });
    expect(html).toMatch(/<h1[^>]*>Trade smarter<\/h1>/);
    expect(html).toContain('Low fees');
    expect(html).toMatch(/href="\/de\/register"[^>]*>Start/);
    expect(await render(layout.Hero, { theme, heading: 'Trade', ctaLabel: 'Start' })).not.toContain('Start');
  });
});

describe('one frame for every theme', () => {
  it('gives every theme the same header, hero, footer and page frame; the theme folders hold no components of their own', async () => {
    for (const layout of Object.values(layouts)) {
      expect([layout.Wrapper, layout.Header, layout.Hero, layout.Footer]).toEqual([
        layouts.exchange.Wrapper,
        layouts.exchange.Header,
        layouts.exchange.Hero,
        layouts.exchange.Footer,
      ]);
    }
    const { readdirSync } = await import('node:fs');
    const components = (id: ThemeId) => readdirSync(new URL(`./${id}/`, import.meta.url)).filter((name) => name.endsWith('.astro'));
    // Exchange's one extra is the illustration its home hero shows until live prices arrive.
    expect(Object.fromEntries((Object.keys(layouts) as ThemeId[]).map((id) => [id, components(id)]))).toEqual({
      exchange: ['HeroSample.astro'],
      'dark-brand': [],
      simple: [],
    });
  });

  it("takes each theme's choices: a language menu in exchange and dark-brand, plain language links in simple", async () => {
    const header = (theme: ThemeId) => render(layouts[theme].Header, { ...shared, theme });
    for (const theme of ['exchange', 'dark-brand'] as const) expect(await header(theme)).toContain('class="site-header__language"');
    const simple = await header('simple');
    expect(simple).not.toContain('class="site-header__language"');
    expect(simple).toMatch(/<a href="\/ru\/[^"]*" hreflang="ru"/);
  });
});
