import { createHash } from 'node:crypto';
import { alternateScheme, schemeColours, themeTokens, themes, type ThemeConfig, type ThemeId } from '@bourse/themes';

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

/**
 * The CSS that applies the colours edited for the theme's other scheme (the one a trader may choose
 * in the cabinet) over the shipped set of that scheme: only the changed ones, under the scheme's
 * own selector, which it outranks (`:root` and the attribute), still under the colour presets.
 * @example themeSchemeCss('exchange', { text: '#111111' }) // ":root[data-theme='exchange'][data-scheme='light']{--color-text:#111111}"
 */
export function themeSchemeCss(theme: ThemeId, colours: Readonly<Record<string, string>> | undefined): string | null {
  const scheme = alternateScheme(theme);
  const shipped = schemeColours(theme, scheme);
  const declarations = Object.entries(colours ?? {})
    .map(([token, value]) => [`--color-${token}`, value] as const)
    .filter(
      ([name, value]) =>
        SAFE_NAME.test(name) &&
        /^#[0-9a-f]{3,8}$/i.test(value) &&
        shipped[name.slice('--color-'.length)]?.toLowerCase() !== value.toLowerCase(),
    )
    .map(([name, value]) => `${name}:${value}`);
  return declarations.length ? `:root[data-theme='${theme}'][data-scheme='${scheme}']{${declarations.join(';')}}` : null;
}

/**
 * The inline style of a page: the active theme's record and its other scheme as edited, or null
 * when both are as shipped. The middleware works it out once per request and puts its hash in
 * the page's CSP itself (a hash given to Astro while a streamed page renders, as a cabinet page
 * does, came after the header was made and the browser refused the style); Document.astro writes it.
 * @example themeRecordCss('exchange', { themeSchemeColors: { text: '#111111' } }) // ":root[data-theme='exchange'][data-scheme='light']{--color-text:#111111}"
 */
export function themeRecordCss(
  theme: ThemeId,
  site: { themeConfig?: ThemeConfig | undefined; themeSchemeColors?: Readonly<Record<string, string>> },
): string | null {
  return [themeOverrideCss(theme, site.themeConfig), themeSchemeCss(theme, site.themeSchemeColors)].filter(Boolean).join('') || null;
}

/** The CSP hash of an inline style's text, as a CSP source without its quotes. */
export const styleHash = (css: string) => `sha256-${createHash('sha256').update(css).digest('base64')}` as const;
