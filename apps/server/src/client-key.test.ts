/** clientKey: IPv4 as is, IPv6 by its network, IPv4-mapped IPv6 as its IPv4. */
import { describe, expect, test } from 'vitest';
import { clientKey } from './client-key.ts';

describe('clientKey', () => {
  test.each([
    ['203.0.113.7', 64, '203.0.113.7'],
    ['::ffff:203.0.113.7', 64, '203.0.113.7'],
    ['::ffff:cb00:7107', 64, '203.0.113.7'],
    ['2001:db8:1:2::1', 64, '2001:db8:1:2:0:0:0:0/64'],
    ['2001:0DB8:0001:0002:aaaa:bbbb:cccc:dddd', 64, '2001:db8:1:2:0:0:0:0/64'],
    ['2001:db8:1:2::1', 48, '2001:db8:1:0:0:0:0:0/48'],
    ['2001:db8:1:2::1', 56, '2001:db8:1:0:0:0:0:0/56'],
    ['2001:db8:1:2ff::1', 56, '2001:db8:1:200:0:0:0:0/56'],
    ['2001:db8::1', 128, '2001:db8:0:0:0:0:0:1/128'],
    ['fe80::1%eth0', 64, 'fe80:0:0:0:0:0:0:0/64'],
    ['::1', 64, '0:0:0:0:0:0:0:0/64'],
    ['not-an-address', 64, 'not-an-address'],
  ])('%s with /%i → %s', (address, bits, key) => {
    expect(clientKey(address, bits)).toBe(key);
  });
});
