import { describe, expect, it } from 'vitest';
import { siteLogoOf, socialImageOf } from './site-images';

const logoImage = {
  alt: 'Acme',
  url: 'https://cms.example/api/media/file/logo.png',
  mimeType: 'image/png',
  width: 1000,
  height: 300,
  sizes: {
    card: { url: 'https://cms.example/api/media/file/logo-768x230.webp', width: 768, height: 230, mimeType: 'image/webp' },
    og: { url: 'https://cms.example/api/media/file/logo-1200x630.jpg', width: 1200, height: 630, mimeType: 'image/jpeg' },
  },
};

describe("the site record's pictures", () => {
  it('draw the chosen logo image with its copies and intrinsic size, over an address typed before', () => {
    expect(siteLogoOf({ logo: 'https://cdn.example/old.png', logoImage })).toEqual({
      src: 'https://cms.example/api/media/file/logo-768x230.webp',
      srcset: 'https://cms.example/api/media/file/logo-768x230.webp 768w, https://cms.example/api/media/file/logo.png 1000w',
      width: 1000,
      height: 300,
    });
  });

  it('fall back to the typed address on older sites, and refuse an unsafe one', () => {
    expect(siteLogoOf({ logo: 'https://cdn.example/old.png', logoImage: null })).toEqual({ src: 'https://cdn.example/old.png' });
    expect(siteLogoOf({ logo: 'javascript:alert(1)' })).toBeUndefined();
    expect(siteLogoOf({})).toBeUndefined();
  });

  it("give every page a social preview: the social image's 1200x630 copy, else the typed address", () => {
    expect(socialImageOf({ socialImage: logoImage, thumbnail: 'https://cdn.example/x.jpg' })).toBe(
      'https://cms.example/api/media/file/logo-1200x630.jpg',
    );
    expect(socialImageOf({ thumbnail: 'https://cdn.example/x.jpg' })).toBe('https://cdn.example/x.jpg');
    expect(socialImageOf({ thumbnail: 'data:image/png;base64,AAAA' })).toBeUndefined();
  });
});
