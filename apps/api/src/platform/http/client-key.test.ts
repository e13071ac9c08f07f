import { describe, expect, it } from 'vitest';
import {
  NO_TRUSTED_PROXIES,
  clientKey,
  limitedAddress,
  parseTrustedProxies,
  plainAddress,
  type TrustedProxies,
} from './client-key';

function parsed(value: string): TrustedProxies {
  const result = parseTrustedProxies(value);
  if ('problems' in result) throw new Error(result.problems.join('; '));
  return result;
}

describe('parseTrustedProxies (TRUST_PROXY)', () => {
  it.each([
    { value: 'loopback', address: '127.0.0.1', trusted: true },
    { value: 'loopback', address: '::ffff:127.0.0.1', trusted: true },
    { value: 'loopback', address: '::1', trusted: true },
    { value: 'loopback', address: '10.0.0.1', trusted: false },
    { value: 'private', address: '10.1.2.3', trusted: true },
    { value: 'private', address: '172.20.0.1', trusted: true },
    { value: 'private', address: '172.32.0.1', trusted: false },
    { value: 'private', address: '192.168.1.1', trusted: true },
    { value: '203.0.113.7', address: '203.0.113.7', trusted: true },
    { value: '203.0.113.7', address: '203.0.113.8', trusted: false },
    { value: '198.51.100.0/24, loopback', address: '198.51.100.200', trusted: true },
    { value: 'fd00::/8', address: 'fd12::1', trusted: true },
    { value: '', address: '127.0.0.1', trusted: false },
  ])('$value trusts $address: $trusted', ({ value, address, trusted }) => {
    expect(parsed(value).isTrusted(address)).toBe(trusted);
  });

  it('names every entry that is not an address, a range or a known word', () => {
    const result = parseTrustedProxies('loopback, everyone, 10.0.0.0/40, 1.2.3');
    expect(result).toEqual({
      problems: [
        '"everyone" is not an address, a CIDR range, loopback or private',
        '"10.0.0.0/40" has a bad prefix length',
        '"1.2.3" is not an address, a CIDR range, loopback or private',
      ],
    });
  });

  it('trusts nobody by default', () => {
    expect(NO_TRUSTED_PROXIES.isTrusted('127.0.0.1')).toBe(false);
  });
});

describe('plainAddress', () => {
  it('drops the IPv4-mapped prefix and keeps other addresses', () => {
    expect(plainAddress('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(plainAddress('2001:db8::1')).toBe('2001:db8::1');
  });
});

describe('limitedAddress', () => {
  it.each([
    ['192.0.2.1', '192.0.2.1'],
    ['::ffff:192.0.2.1', '192.0.2.1'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::99', '2001:db8:1:2::/64'],
    ['2001:DB8:0001:0002:ffff::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['in-process', 'in-process'],
  ])('counts %s as %s', (address, limited) => {
    expect(limitedAddress(address)).toBe(limited);
  });

  it('gives every address of one /64 the same key, and another /64 another', () => {
    expect(clientKey('2001:db8:1:2::1')).toBe(clientKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd'));
    expect(clientKey('2001:db8:1:3::1')).not.toBe(clientKey('2001:db8:1:2::1'));
    expect(clientKey('192.0.2.1')).not.toBe(clientKey('192.0.2.2'));
  });
});
