// A path reference, not an import: the shim declares a module for `.astro` files and adds no code.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./astro-shims.d.ts" />
/**
 * Theme id -> the Astro components that draw a page in that theme. Every theme draws the one frame
 * (frame/: header, hero, footer; each theme's choices in its frame.ts, its look in its tokens and
 * frame.css); pages look the theme up here instead of branching on its name. Separate from the
 * package root because `.astro` files can only be loaded by Astro (the CMS and CLI import the root).
 * @example const { Wrapper, Hero } = layouts[Astro.locals.theme];
 */
import type { ThemeId } from './schema';
import type { ChromeProps, HeroProps } from './types';
import Footer from './frame/Footer.astro';
import Frame from './frame/Frame.astro';
import Header from './frame/Header.astro';
import Hero from './frame/Hero.astro';

/** What every theme supplies; the props are the contract the site renders against. */
export interface ThemeLayout {
  Wrapper: (props: ChromeProps) => unknown;
  Header: (props: ChromeProps) => unknown;
  Footer: (props: ChromeProps) => unknown;
  Hero: (props: HeroProps) => unknown;
  /** The theme's home hero has room for a market card (its `aside` slot): the site puts live prices there. */
  heroMarketCard: boolean;
}

const frame = { Wrapper: Frame, Header, Footer, Hero };

export const layouts: Record<ThemeId, ThemeLayout> = {
  exchange: { ...frame, heroMarketCard: true },
  'dark-brand': { ...frame, heroMarketCard: false },
  simple: { ...frame, heroMarketCard: false },
};
