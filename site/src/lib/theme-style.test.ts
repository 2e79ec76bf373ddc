import { exchangeTheme, themes } from '@bourse/themes';
import { describe, expect, it } from 'vitest';
import { themeOverrideCss, themeRecordCss, themeSchemeCss } from './theme-style';

describe('theme record over the shipped tokens', () => {
  it('writes only the tokens an editor changed, scoped to the theme', () => {
    const edited = {
      ...exchangeTheme,
      colors: { ...exchangeTheme.colors, muted: '#A0A8B4' },
      borderRadius: { ...exchangeTheme.borderRadius, card: '4px' },
    };
    expect(themeOverrideCss('exchange', edited)).toBe(
      ":root[data-theme='exchange']:not([data-scheme='light']){--color-muted:#A0A8B4;--radius-card:4px}",
    );
  });

  it("writes nothing for the shipped record, a missing one, or another theme's", () => {
    expect(themeOverrideCss('exchange', themes.exchange)).toBeNull();
    expect(themeOverrideCss('exchange', undefined)).toBeNull();
    expect(themeOverrideCss('simple', { ...exchangeTheme, colors: { ...exchangeTheme.colors, bg: '#000000' } })).toBeNull();
  });

  it('leaves out a value that could end the rule or the style element', () => {
    const hostile = { ...exchangeTheme, fonts: { primary: 'x}</style><script>alert(1)</script>', mono: 'Menlo; background:url(//evil)' } };
    expect(themeOverrideCss('exchange', hostile)).toBeNull();
  });
});

describe("the cabinet's other scheme as edited", () => {
  it('writes the changed colours under that scheme, and nothing for the shipped ones', () => {
    expect(themeSchemeCss('exchange', { bg: '#FFFFFF', text: '#111111' })).toBe(
      ":root[data-theme='exchange'][data-scheme='light']{--color-text:#111111}",
    );
    expect(themeSchemeCss('simple', { text: '#EEEEEE' })).toBe(":root[data-theme='simple'][data-scheme='dark']{--color-text:#EEEEEE}");
    expect(themeSchemeCss('exchange', {})).toBeNull();
  });

  it('leaves out anything but a hex colour under a token name', () => {
    expect(themeSchemeCss('exchange', { text: 'red}</style>', 'bad name': '#111111' })).toBeNull();
  });
});

describe("a page's theme style", () => {
  it('holds the edited record and the edited other scheme in one style, and is null when both are as shipped', () => {
    const edited = { ...exchangeTheme, colors: { ...exchangeTheme.colors, text: '#DDDDDD' } };
    expect(themeRecordCss('exchange', { themeConfig: edited, themeSchemeColors: { text: '#202A36' } })).toBe(
      ":root[data-theme='exchange']:not([data-scheme='light']){--color-text:#DDDDDD}:root[data-theme='exchange'][data-scheme='light']{--color-text:#202A36}",
    );
    expect(themeRecordCss('exchange', { themeConfig: exchangeTheme, themeSchemeColors: {} })).toBeNull();
  });
});
