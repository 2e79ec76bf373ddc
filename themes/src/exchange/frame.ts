import type { ThemeFrame } from '../frame/options';
import HeroSample from './HeroSample.astro';

/** Exchange: the diamond mark, the language menu under its name, a split home hero with a sample market card. */
export const exchangeFrame: ThemeFrame = {
  mark: { icon: 'diamond', header: 26, footer: 24 },
  languages: 'menu-name',
  globe: 18,
  caret: 'chevron',
  footerLanguages: true,
  heroGlow: false,
  heroArrow: 18,
  heroSample: HeroSample,
};
