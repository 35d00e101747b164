import { describe, expect, it } from 'vitest';
import { addressAllowed, classifyAddress, literalHostClass, parseIPv6 } from './addresses';

describe('webhook target addresses', () => {
  it('classifies IPv4 ranges', () => {
    expect(classifyAddress('8.8.8.8')).toBe('public');
    expect(classifyAddress('103.10.20.30')).toBe('public');
    expect(classifyAddress('127.0.0.1')).toBe('loopback');
    expect(classifyAddress('127.255.255.254')).toBe('loopback');
    expect(classifyAddress('10.1.2.3')).toBe('private');
    expect(classifyAddress('172.16.0.1')).toBe('private');
    expect(classifyAddress('172.31.255.255')).toBe('private');
    expect(classifyAddress('172.32.0.1')).toBe('public');
    expect(classifyAddress('192.168.1.1')).toBe('private');
    expect(classifyAddress('100.64.0.1')).toBe('cgnat');
    expect(classifyAddress('100.127.255.255')).toBe('cgnat');
    expect(classifyAddress('100.128.0.1')).toBe('public');
    expect(classifyAddress('169.254.169.254')).toBe('linkLocal');
    expect(classifyAddress('224.0.0.1')).toBe('multicast');
    expect(classifyAddress('239.255.255.250')).toBe('multicast');
    expect(classifyAddress('0.0.0.0')).toBe('unspecified');
    expect(classifyAddress('255.255.255.255')).toBe('reserved');
    expect(classifyAddress('192.0.2.10')).toBe('reserved');
  });

  it('classifies IPv6 ranges and IPv4 inside IPv6', () => {
    expect(classifyAddress('2001:4860:4860::8888')).toBe('public');
    expect(classifyAddress('::1')).toBe('loopback');
    expect(classifyAddress('[::1]')).toBe('loopback');
    expect(classifyAddress('::')).toBe('unspecified');
    expect(classifyAddress('fd12:3456:789a::1')).toBe('private');
    expect(classifyAddress('fc00::1')).toBe('private');
    expect(classifyAddress('fe80::1')).toBe('linkLocal');
    expect(classifyAddress('ff02::1')).toBe('multicast');
    expect(classifyAddress('2001:db8::1')).toBe('reserved');
    // v4-mapped, in both spellings, take the class of the IPv4 inside
    expect(classifyAddress('::ffff:127.0.0.1')).toBe('loopback');
    expect(classifyAddress('::ffff:7f00:1')).toBe('loopback');
    expect(classifyAddress('::ffff:169.254.169.254')).toBe('linkLocal');
    expect(classifyAddress('::ffff:10.0.0.1')).toBe('private');
    expect(classifyAddress('::ffff:8.8.8.8')).toBe('public');
    expect(classifyAddress('64:ff9b::a9fe:a9fe')).toBe('linkLocal'); // NAT64 of 169.254.169.254
    expect(classifyAddress('2002:7f00:1::')).toBe('loopback'); // 6to4 of 127.0.0.1
    expect(parseIPv6('1::2::3')).toBeNull();
    expect(parseIPv6('1:2:3:4:5:6:7:8:9')).toBeNull();
    expect(parseIPv6('fe80::1%eth0')).toBeNull();
    expect(classifyAddress('hooks.example.co.id')).toBeNull();
  });

  it('sees through decimal, octal and hexadecimal host spellings', () => {
    expect(literalHostClass('http://2130706433/')).toEqual({ host: '127.0.0.1', cls: 'loopback' });
    expect(literalHostClass('http://0x7f.1/')).toEqual({ host: '127.0.0.1', cls: 'loopback' });
    expect(literalHostClass('http://017700000001/')).toEqual({ host: '127.0.0.1', cls: 'loopback' });
    expect(literalHostClass('http://0177.0.0.1/')).toEqual({ host: '127.0.0.1', cls: 'loopback' });
    expect(literalHostClass('http://127.1/')).toEqual({ host: '127.0.0.1', cls: 'loopback' });
    expect(literalHostClass('http://0/')).toEqual({ host: '0.0.0.0', cls: 'unspecified' });
    expect(literalHostClass('http://[::ffff:a9fe:a9fe]/latest/meta-data')?.cls).toBe('linkLocal');
    expect(literalHostClass('http://2852039166/')?.cls).toBe('linkLocal'); // 169.254.169.254
    expect(literalHostClass('https://hooks.example.co.id/lintas')).toEqual({ host: 'hooks.example.co.id', cls: null });
    expect(literalHostClass('not a url')).toBeNull();
  });

  it('lets loopback and private through only when allowed; link-local and the rest never', () => {
    expect(addressAllowed('public', false)).toBe(true);
    expect(addressAllowed('loopback', false)).toBe(false);
    expect(addressAllowed('private', false)).toBe(false);
    expect(addressAllowed('cgnat', false)).toBe(false);
    expect(addressAllowed('loopback', true)).toBe(true);
    expect(addressAllowed('private', true)).toBe(true);
    for (const cls of ['linkLocal', 'multicast', 'unspecified', 'reserved'] as const)
      expect(addressAllowed(cls, true)).toBe(false);
  });
});
