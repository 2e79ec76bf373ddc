import { describe, expect, it } from 'vitest';
import { safeHref, safeImageSrc, safeLocalPath } from './safe-url';

describe('safeHref: links from CMS data', () => {
  it('keeps web, mail, phone links and paths on this site', () => {
    for (const href of [
      'https://example.com/a?b=1',
      'http://example.com',
      'mailto:help@example.com',
      'tel:+441234',
      '/about',
      '/cabinet/spot?pair=ETHUSDT',
      '#fees',
      '?tab=2',
    ]) {
      expect(safeHref(href)).toBe(href);
    }
  });
  it('refuses script, data and other schemes however they are spelt', () => {
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0001javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox',
      'file:///etc/passwd',
      'blob:https://x/1',
    ]) {
      expect(safeHref(href)).toBeUndefined();
    }
  });
  it('refuses addresses a browser reads as another host or cannot read', () => {
    for (const href of ['//evil.example', '/\\evil.example', '\\\\evil.example', 'about', '', null, undefined]) {
      expect(safeHref(href)).toBeUndefined();
    }
  });
});

describe('safeLocalPath: where login sends a visitor back', () => {
  it('keeps a path on this site, percent-encoding what a header cannot carry', () => {
    expect(safeLocalPath('/cabinet/spot?pair=ETH')).toBe('/cabinet/spot?pair=ETH');
    expect(safeLocalPath('/кабинет')).toBe('/%D0%BA%D0%B0%D0%B1%D0%B8%D0%BD%D0%B5%D1%82');
    expect(safeLocalPath('/cabinet\u2028')).toBe('/cabinet%E2%80%A8');
    expect(safeLocalPath('/cabinet?q=é')).toBe('/cabinet?q=%C3%A9');
  });
  it('falls back for anything that could leave the site', () => {
    const variants = [
      null,
      '',
      'cabinet',
      'https://evil.example',
      'https:evil.example',
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '\\/evil.example',
      '/\tevil.example',
      '/\n/evil.example',
      '//\tevil.example',
      ' //evil.example',
      '/.//evil.example',
      '/a/..//evil.example',
      'javascript:alert(1)',
      `/${'a'.repeat(600)}`,
      '%2F%2Fevil.example',
    ];
    for (const next of variants) expect(safeLocalPath(next)).toBe('/cabinet');
  });
  it('uses the fallback it is given', () => {
    expect(safeLocalPath('//evil.example', '/')).toBe('/');
  });
});

describe('safeImageSrc: images in CMS rich text', () => {
  it('keeps the media host and site paths only', () => {
    expect(safeImageSrc('https://cms.example/api/media/file/a.png', 'https://cms.example')).toBe(
      'https://cms.example/api/media/file/a.png',
    );
    expect(safeImageSrc('/favicon.svg', 'https://cms.example')).toBe('/favicon.svg');
    for (const src of ['https://evil.example/a.png', 'data:image/png;base64,AAAA', 'javascript:alert(1)', '//evil.example/a.png', 'x']) {
      expect(safeImageSrc(src, 'https://cms.example')).toBeUndefined();
    }
  });
});
