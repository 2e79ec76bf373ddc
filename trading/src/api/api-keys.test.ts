import { describe, expect, it } from 'vitest';
import { ipAllowed, readIpAllowList } from './api-keys';

describe('a key’s IP allow-list', () => {
  it('reads addresses and ranges of both families, in one spelling, each once', () => {
    expect(readIpAllowList(' 203.0.113.7,10.0.0.0/8\n2001:DB8::1  203.0.113.7; 2001:db8::/32')).toEqual({
      ok: true,
      value: ['203.0.113.7', '10.0.0.0/8', '2001:db8::1', '2001:db8::/32'],
    });
    expect(readIpAllowList('')).toEqual({ ok: true, value: [] });
  });

  it.each(['10.0.0.300', '10.1', '0x7f.0.0.1', '10.0.0.0/33', 'example.com', '::g'])('refuses %s, naming it', (entry) => {
    expect(readIpAllowList(`203.0.113.7, ${entry}`)).toEqual({
      ok: false,
      error: { code: 'IP_LIST_INVALID', field: 'ipAllowList', params: { entry } },
    });
  });

  it('refuses more than 30 entries', () => {
    const many = Array.from({ length: 31 }, (_, i) => `10.0.0.${i}`).join(',');
    expect(readIpAllowList(many)).toMatchObject({ ok: false, error: { code: 'IP_LIST_TOO_LONG' } });
  });

  it('lets every address through an empty list and only listed ones through a list, IPv4 seen as IPv6 included', () => {
    expect(ipAllowed([], '198.51.100.1')).toBe(true);
    const list = ['203.0.113.7', '10.0.0.0/8', '2001:db8::/32'];
    expect(ipAllowed(list, '203.0.113.7')).toBe(true);
    expect(ipAllowed(list, '::ffff:10.20.30.40')).toBe(true);
    expect(ipAllowed(list, '2001:db8:1::5')).toBe(true);
    expect(ipAllowed(list, '203.0.113.8')).toBe(false);
    expect(ipAllowed(list, '::1')).toBe(false);
    expect(ipAllowed(list, 'not an address')).toBe(false);
  });
});
