import type { ThemeFrame } from '../frame/options';

/** Dark brand: the orb mark, the language menu under its code, a glow behind the hero's text. */
export const darkBrandFrame: ThemeFrame = {
  mark: { icon: 'orb', header: 30, footer: 40 },
  languages: 'menu-code',
  globe: 16,
  caret: 'chevron',
  footerLanguages: true,
  heroGlow: true,
  heroArrow: 20,
  heroSample: null,
};
