import { describe, expect, it } from 'vitest';
import { articleImageSchema, responsiveImage } from './article-image';

const uploaded = {
  alt: 'A blue cover',
  url: '/api/media/file/cover.png',
  mimeType: 'image/png',
  width: 2000,
  height: 1200,
  sizes: {
    thumbnail: { url: '/api/media/file/cover-400x300.webp', width: 400, height: 300, mimeType: 'image/webp' },
    card: { url: '/api/media/file/cover-768x461.webp', width: 768, height: 461, mimeType: 'image/webp' },
    hero: { url: '/api/media/file/cover-1600x960.webp', width: 1600, height: 960, mimeType: 'image/webp' },
    og: { url: '/api/media/file/cover-1200x630.jpg', width: 1200, height: 630, mimeType: 'image/jpeg' },
  },
};

describe("an article's picture", () => {
  it('is the WebP copies as a width-described srcset, with the intrinsic size and alt text', () => {
    expect(responsiveImage(articleImageSchema.parse(uploaded))).toEqual({
      src: '/api/media/file/cover-768x461.webp',
      srcset: '/api/media/file/cover-768x461.webp 768w, /api/media/file/cover-1600x960.webp 1600w',
      width: 2000,
      height: 1200,
      alt: 'A blue cover',
      ogUrl: '/api/media/file/cover-1200x630.jpg',
    });
  });

  it('offers the AVIF copies for a <picture> source when they reach the widest WebP candidate', () => {
    const avif = {
      ...uploaded,
      sizes: {
        ...uploaded.sizes,
        cardAvif: { url: '/api/media/file/cover-768x461.avif', width: 768, height: 461, mimeType: 'image/avif' },
        heroAvif: { url: '/api/media/file/cover-1600x960.avif', width: 1600, height: 960, mimeType: 'image/avif' },
      },
    };
    expect(responsiveImage(articleImageSchema.parse(avif))?.avifSrcset).toBe(
      '/api/media/file/cover-768x461.avif 768w, /api/media/file/cover-1600x960.avif 1600w',
    );
    // Without its hero copy, AVIF would be blurrier on wide screens than the WebP srcset: left out.
    const short = { ...avif, sizes: { ...avif.sizes, heroAvif: null } };
    expect(responsiveImage(articleImageSchema.parse(short))?.avifSrcset).toBeUndefined();
  });

  it('adds the original as the largest candidate when it is too narrow for a hero copy', () => {
    const narrow = { ...uploaded, width: 1400, height: 900, sizes: { ...uploaded.sizes, hero: null } };
    expect(responsiveImage(articleImageSchema.parse(narrow))?.srcset).toBe(
      '/api/media/file/cover-768x461.webp 768w, /api/media/file/cover.png 1400w',
    );
  });

  it('falls back to the original when no copy was made (a small GIF)', () => {
    const gif = { ...uploaded, url: '/api/media/file/dot.gif', mimeType: 'image/gif', width: 40, height: 40, sizes: {} };
    expect(responsiveImage(articleImageSchema.parse(gif))).toMatchObject({
      src: '/api/media/file/dot.gif',
      srcset: '/api/media/file/dot.gif 40w',
    });
  });

  it('is nothing for an id at depth 0, a document, a script address or a broken record', () => {
    expect(responsiveImage(articleImageSchema.parse(7))).toBeUndefined();
    expect(responsiveImage(articleImageSchema.parse({ ...uploaded, mimeType: 'application/pdf' }))).toBeUndefined();
    expect(responsiveImage(articleImageSchema.parse({ ...uploaded, url: 'javascript:alert(1)', sizes: {} }))).toBeUndefined();
    expect(responsiveImage(articleImageSchema.parse({ ...uploaded, width: 'wide' }))).toBeUndefined();
  });
});
