import { describe, expect, it } from 'vitest';
import { themes } from './index';
import { parseThemeConfig, ThemeConfigError, themeIdSchema } from './schema';

const valid = () => structuredClone(themes.exchange);

describe('theme configuration schema', () => {
  it.each(Object.entries(themes))('accepts the shipped %s record', (_id, record) => {
    expect(parseThemeConfig(record)).toEqual(record);
  });

  it('refuses a colour that is not hex and names the field', () => {
    const config = { ...valid(), colors: { ...valid().colors, accent: 'gold' } };
    expect(() => parseThemeConfig(config)).toThrow(ThemeConfigError);
    expect(() => parseThemeConfig(config)).toThrow(/colors\.accent: Expected a CSS hex colour such as #F0B90B, got "gold"/);
  });

  it('names the nested field when a colour inside a group is wrong', () => {
    const config = { ...valid(), colors: { background: { primary: '#0B0E11', secondary: 'rgb(0,0,0)' } } };
    expect(() => parseThemeConfig(config)).toThrow(/colors\.background\.secondary/);
  });

  it('accepts the nested colour shape and short hex forms', () => {
    const config = { ...valid(), colors: { text: '#fff', background: { primary: '#181A20', overlay: '#0000007f' } } };
    expect(parseThemeConfig(config).colors).toEqual(config.colors);
  });

  it('refuses colours nested deeper than one level', () => {
    const config = { ...valid(), colors: { background: { primary: { dark: '#000000' } } } };
    expect(() => parseThemeConfig(config)).toThrow(/colors\.background/);
  });

  it('lets spacing and border radius be left out', () => {
    const { spacing: _s, borderRadius: _r, ...rest } = valid();
    expect(parseThemeConfig(rest).spacing).toBeUndefined();
  });

  it('refuses a theme name outside the three shipped themes', () => {
    expect(() => parseThemeConfig({ ...valid(), name: 'neon' })).toThrow(/^Invalid theme configuration: name:/);
    expect(themeIdSchema.safeParse('simple').success).toBe(true);
  });
});
