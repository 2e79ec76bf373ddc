import { describe, expect, it } from 'vitest';
import { isProtectedPath, loginRedirectHref, safeNext, localizedCabinetTarget } from './session-paths';

describe('protected addresses', () => {
  it('guards the cabinet, its sub-pages, /crypto and /forex in every language', () => {
    for (const path of ['/cabinet', '/cabinet/', '/cabinet/spot', '/ru/cabinet/orders/open', '/crypto', '/de/forex']) {
      expect(isProtectedPath(path)).toBe(true);
    }
  });
  it('leaves public pages open', () => {
    for (const path of ['/', '/login', '/cabinetry', '/ru/', '/terms', '/api/auth/login', '/cryptocurrency']) {
      expect(isProtectedPath(path)).toBe(false);
    }
  });
});

describe('return address after login', () => {
  it('keeps a path on this site', () => {
    expect(safeNext('/cabinet/spot?pair=ETH')).toBe('/cabinet/spot?pair=ETH');
  });
  it('falls back to the cabinet for anything that could leave the site', () => {
    for (const next of [null, '', 'https://evil.example', '//evil.example', '/\\evil.example', 'cabinet']) {
      expect(safeNext(next)).toBe('/cabinet');
    }
  });
  it('sends a visitor to the login of their language, remembering where they were going', () => {
    expect(loginRedirectHref('/ru/cabinet', '?a=1', 'ru')).toBe('/ru/login?next=%2Fru%2Fcabinet%3Fa%3D1');
    expect(loginRedirectHref('/cabinet', '', 'en')).toBe('/login?next=%2Fcabinet');
  });
});

describe('localizedCabinetTarget', () => {
  it('maps a language-prefixed cabinet address to the one cabinet page, and nothing else', () => {
    expect(localizedCabinetTarget('/ru/cabinet/spot')).toBe('/cabinet/spot');
    expect(localizedCabinetTarget('/de/cabinet')).toBe('/cabinet');
    expect(localizedCabinetTarget('/es/cabinet/orders/open/')).toBe('/cabinet/orders/open');
    expect(localizedCabinetTarget('/ru/crypto')).toBe('/crypto');
    expect(localizedCabinetTarget('/cabinet/spot')).toBeUndefined();
    expect(localizedCabinetTarget('/ru/about')).toBeUndefined();
    expect(localizedCabinetTarget('/ru/cabinetry')).toBeUndefined();
  });
});
