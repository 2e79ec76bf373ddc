// A path reference, not an import: the shim declares a module for `.astro` files and adds no code.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./astro-shims.d.ts" />
/**
 * Theme id -> the Astro components that draw a page in that theme. Pages look the theme up here
 * instead of branching on its name. Separate from the package root because `.astro` files can
 * only be loaded by Astro (the CMS and CLI import the root).
 * @example const { Wrapper, Hero } = layouts[Astro.locals.theme];
 */
import type { ThemeId } from './schema';
import type { ChromeProps, HeroProps } from './types';
import DarkBrandFooter from './dark-brand/Footer.astro';
import DarkBrandHeader from './dark-brand/Header.astro';
import DarkBrandHero from './dark-brand/Hero.astro';
import DarkBrandWrapper from './dark-brand/Wrapper.astro';
import ExchangeFooter from './exchange/Footer.astro';
import ExchangeHeader from './exchange/Header.astro';
import ExchangeHero from './exchange/Hero.astro';
import ExchangeWrapper from './exchange/Wrapper.astro';
import SimpleFooter from './simple/Footer.astro';
import SimpleHeader from './simple/Header.astro';
import SimpleHero from './simple/Hero.astro';
import SimpleWrapper from './simple/Wrapper.astro';

/** What every theme supplies; the props are the contract the site renders against. */
export interface ThemeLayout {
  Wrapper: (props: ChromeProps) => unknown;
  Header: (props: ChromeProps) => unknown;
  Footer: (props: ChromeProps) => unknown;
  Hero: (props: HeroProps) => unknown;
  /** The theme's home hero has room for a market card (its `aside` slot): the site puts live prices there. */
  heroMarketCard: boolean;
}

export const layouts: Record<ThemeId, ThemeLayout> = {
  exchange: { Wrapper: ExchangeWrapper, Header: ExchangeHeader, Footer: ExchangeFooter, Hero: ExchangeHero, heroMarketCard: true },
  'dark-brand': { Wrapper: DarkBrandWrapper, Header: DarkBrandHeader, Footer: DarkBrandFooter, Hero: DarkBrandHero, heroMarketCard: false },
  simple: { Wrapper: SimpleWrapper, Header: SimpleHeader, Footer: SimpleFooter, Hero: SimpleHero, heroMarketCard: false },
};
