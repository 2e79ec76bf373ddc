import { exchangeTheme, themes } from '@bourse/themes';
import { describe, expect, it } from 'vitest';
import { themeOverrideCss } from './theme-style';

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
