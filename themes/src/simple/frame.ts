import type { ThemeFrame } from '../frame/options';

/** Simple: the site's name alone, the languages as plain links, a CSS caret, a quiet footer without brand or languages. */
export const simpleFrame: ThemeFrame = {
  mark: null,
  languages: 'links',
  globe: 16,
  caret: 'css',
  footerLanguages: false,
  heroGlow: false,
  heroArrow: null,
  heroSample: null,
};
