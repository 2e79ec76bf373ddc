import type { IconName } from '../shared/icons';

/**
 * What a theme chooses of the one frame (header, hero, footer): the markup is shared, the theme
 * picks its pieces here and draws them with its tokens and its frame.css.
 *
 * @example
 * const frame: ThemeFrame = { mark: { icon: 'orb', header: 30, footer: 40 }, languages: 'menu-code', globe: 16,
 *   caret: 'chevron', footerLanguages: true, heroGlow: true, heroArrow: 20, heroSample: null };
 */
export interface ThemeFrame {
  /** The mark before the site's name (when the site has no logo of its own) in header and footer, with its sizes; null: the name alone, and no brand in the footer. */
  mark: { icon: IconName; header: number; footer: number } | null;
  /** The header's languages: a menu under the current language's name, under its code, or plain links. */
  languages: 'menu-name' | 'menu-code' | 'links';
  /** The globe's size on a language menu. */
  globe: number;
  /** A dropdown's trigger ends in the chevron icon, or in the theme's CSS caret. */
  caret: 'chevron' | 'css';
  /** The footer lists the languages after the site map. */
  footerLanguages: boolean;
  /** A glow behind the hero's text. */
  heroGlow: boolean;
  /** The arrow after the hero's call to action, with its size; null: none. */
  heroArrow: number | null;
  /** What the home hero's aside shows until the page puts live prices there (an Astro component); null: no aside. */
  heroSample: ((props: Record<string, never>) => unknown) | null;
}
