/**
 * Who a client is, for every per-client limit and for the worker pool's fair share (issue 22): an
 * IPv4 address as it is, an IPv6 address by its network (/64 by default: one subscriber line gets a
 * whole /64 and can rotate through it at will), an IPv4-mapped IPv6 address as the IPv4 it maps.
 */
import { isIPv4, isIPv6 } from 'node:net';

/** The IPv6 prefix a single customer is usually given (RIPE-690): counted as one client. */
export const DEFAULT_IPV6_PREFIX_BITS = 64;

const HEXTETS = 8;

/** `2001:db8::1` → its eight 16-bit groups; undefined when not IPv6. */
function ipv6Groups(address: string): number[] | undefined {
  if (!isIPv6(address)) return undefined;
  // A zone (fe80::1%eth0) names the interface, not the host.
  let text = address.split('%')[0]!;
  // A trailing dotted IPv4 (::ffff:1.2.3.4) is two groups.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((h) => Number.parseInt(h, 16)));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(HEXTETS - left.length - right.length).fill(0), ...right];
}

/**
 * The key a client is counted under: its address, or for IPv6 the first `ipv6PrefixBits` bits as
 * `2001:db8:0:1:0:0:0:0/64` (every group written, none elided). Anything that is not an address (a test's fake) is its own key.
 */
export function clientKey(address: string, ipv6PrefixBits: number = DEFAULT_IPV6_PREFIX_BITS): string {
  if (isIPv4(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  // ::ffff:a.b.c.d is an IPv4 client seen through a dual-stack socket.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  const kept = groups.map((g, i) => {
    const bitsBefore = i * 16;
    if (bitsBefore >= ipv6PrefixBits) return 0;
    const keep = Math.min(16, ipv6PrefixBits - bitsBefore);
    return g & ((0xffff << (16 - keep)) & 0xffff);
  });
  return `${kept.map((g) => g.toString(16)).join(':')}/${ipv6PrefixBits}`;
}
