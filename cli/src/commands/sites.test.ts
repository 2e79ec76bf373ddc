import { describe, expect, it } from 'vitest';
import { siteUrlFromDomain } from './sites';

describe('site addresses from --domain', () => {
  it('makes a bare host an https address', () => {
    expect(siteUrlFromDomain('acme.example')).toBe('https://acme.example');
  });
  it('keeps a full address, without a trailing slash', () => {
    expect(siteUrlFromDomain('http://localhost:4321/')).toBe('http://localhost:4321');
  });
  it('refuses what is not a host, as a usage error', () => {
    expect(() => siteUrlFromDomain('not a host')).toThrow(
      expect.objectContaining({ exitCode: 2, message: expect.stringContaining('invalid --domain "not a host"') }),
    );
  });
});
