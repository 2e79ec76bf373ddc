import { createHash } from 'node:crypto';
import { alternateScheme, themeTokens, themes, type ThemeConfig, type ThemeId } from '@bourse/themes';

/**
 * What a token value may look like before it goes into a <style> element: a hex colour, a CSS
 * length, or a font stack of names. The schema already holds colours to hex; fonts and lengths
 * are free text in it, and a `}` or `<` there could end the rule or the element, so anything
 * else is left out and the theme's shipped value applies for that token.
 */
const SAFE_VALUE = /^(?:#[0-9a-f]{3,8}|\d{1,4}(?:\.\d{1,3})?(?:px|rem|em|%|vw|vh)|[\w\s,"'.-]{1,300})$/i;
const SAFE_NAME = /^--[a-z][a-z0-9-]*$/;

/**
 * The CSS that applies an edited theme record over the theme's shipped tokens: only the tokens
 * whose value differs from the shipped one. The record is the theme's native colour scheme, so its
 * rule holds wherever that scheme is drawn (the public site, and the cabinet in that scheme) and
 * never in the other one. Its selector outranks the tokens stylesheet's `[data-theme]` block by
 * itself, wherever the page puts the two: a `<style>` in the head comes before the stylesheets the
 * build links, and an equal selector there lost to the shipped value. The cabinet's colour presets
 * (`html[data-preset][data-scheme]`) still outrank it. Null when nothing differs.
 * @example themeOverrideCss('exchange', { ...exchangeTheme, colors: { ...exchangeTheme.colors, muted: '#A0A8B4' } }) // ":root[data-theme='exchange']:not([data-scheme='light']){--color-muted:#A0A8B4}"
 */
export function themeOverrideCss(theme: ThemeId, config: ThemeConfig | undefined): string | null {
  if (!config || config.name !== theme) return null;
  const shipped = themeTokens(themes[theme]);
  const declarations = Object.entries(themeTokens(config))
    .filter(([name, value]) => SAFE_NAME.test(name) && SAFE_VALUE.test(value) && shipped[name] !== value)
    .map(([name, value]) => `${name}:${value}`);
  return declarations.length
    ? `:root[data-theme='${theme}']:not([data-scheme='${alternateScheme(theme)}']){${declarations.join(';')}}`
    : null;
}

/** The CSP hash of an inline style's text, for `Astro.csp.insertStyleHash`. */
export const styleHash = (css: string) => `sha256-${createHash('sha256').update(css).digest('base64')}` as const;
