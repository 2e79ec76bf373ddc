import { describe, expect, it } from 'vitest';
import type { Block } from './blocks-schema';
import { HERO_PICTURE_SIZES, heroPreloadOf } from './hero-picture';

const webp = (width: number) => ({ url: `/api/media/file/hero-${width}.webp`, width, height: width / 2, mimeType: 'image/webp' });
const avif = (width: number) => ({ url: `/api/media/file/hero-${width}.avif`, width, height: width / 2, mimeType: 'image/avif' });
const picture = (withAvif: boolean) => ({
  alt: 'Chart',
  url: '/api/media/file/hero.png',
  mimeType: 'image/png',
  width: 2000,
  height: 1000,
  sizes: { card: webp(768), hero: webp(1600), ...(withAvif ? { cardAvif: avif(768), heroAvif: avif(1600) } : {}) },
});
const hero = (image: unknown): Block => ({ blockType: 'hero', heading: 'Trade', image }) as Block;
const features = { blockType: 'features', items: [] } as unknown as Block;

describe("the preload of a page's hero picture", () => {
  it('asks, from the head, for the copy the picture shows at the phone’s width: its WebP candidates and sizes', () => {
    expect(heroPreloadOf([hero(picture(false)), features])).toEqual({
      href: '/api/media/file/hero-768.webp',
      srcset: '/api/media/file/hero-768.webp 768w, /api/media/file/hero-1600.webp 1600w',
      sizes: HERO_PICTURE_SIZES,
      type: 'image/webp',
    });
  });

  it('asks for the AVIF copies only when the picture offers them first, so no browser fetches both formats', () => {
    const preload = heroPreloadOf([hero(picture(true))]);
    expect(preload?.type).toBe('image/avif');
    expect(preload?.srcset).toBe('/api/media/file/hero-768.avif 768w, /api/media/file/hero-1600.avif 1600w');
  });

  it('preloads nothing when the page does not open with a pictured hero', () => {
    expect(heroPreloadOf([features, hero(picture(false))])).toBeUndefined();
    expect(heroPreloadOf([hero(undefined)])).toBeUndefined();
    expect(heroPreloadOf([])).toBeUndefined();
  });
});
