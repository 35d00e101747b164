/**
 * Where a webhook may go (decision 0024): the classes of IP addresses a delivery must never reach. Pure: the server
 * checks every address DNS gives at send time, and a literal IP in the URL at registration.
 *
 * `public`: anywhere on the internet. `loopback` and `private` (RFC 1918, IPv6 unique-local and site-local, CGNAT)
 * are allowed only with WEBHOOK_ALLOW_PRIVATE_TARGETS=true (tests, a demo on one machine). The rest are refused
 * always: link-local (cloud metadata at 169.254.169.254), multicast, unspecified, reserved and documentation ranges.
 */
export type AddressClass = 'public' | 'loopback' | 'private' | 'cgnat' | 'linkLocal' | 'multicast' | 'unspecified' | 'reserved';

/** The classes WEBHOOK_ALLOW_PRIVATE_TARGETS=true lets through. */
export const PRIVATE_CLASSES: readonly AddressClass[] = ['loopback', 'private', 'cgnat'];

/** Whether a delivery may connect to an address of this class. */
export const addressAllowed = (cls: AddressClass, allowPrivate: boolean): boolean =>
  cls === 'public' || (allowPrivate && PRIVATE_CLASSES.includes(cls));

/** A dotted-decimal IPv4 address as a 32-bit number, or null (only the canonical form: URL() has normalised the rest). */
export function parseIPv4(text: string): number | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return null;
    const n = Number(part);
    if (n > 255) return null;
    value = value * 256 + n;
  }
  return value;
}

/** An IPv6 address (brackets, an embedded IPv4 tail and `::` allowed) as eight 16-bit groups, or null. */
export function parseIPv6(input: string): number[] | null {
  let text = input.startsWith('[') && input.endsWith(']') ? input.slice(1, -1) : input;
  if (text.includes('%')) return null; // a zone id: never a valid target
  const lastColon = text.lastIndexOf(':');
  if (lastColon >= 0 && text.slice(lastColon + 1).includes('.')) {
    // An IPv4 tail (::ffff:127.0.0.1): as its two 16-bit groups.
    const v4 = parseIPv4(text.slice(lastColon + 1));
    if (v4 === null) return null;
    text = `${text.slice(0, lastColon + 1)}${Math.floor(v4 / 65536).toString(16)}:${(v4 % 65536).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const group = (g: string) => (/^[0-9a-fA-F]{1,4}$/.test(g) ? parseInt(g, 16) : NaN);
  const head = halves[0] ? halves[0].split(':').map(group) : [];
  const rest = halves.length === 2 && halves[1] ? halves[1].split(':').map(group) : [];
  if ([...head, ...rest].some(Number.isNaN)) return null;
  let groups: number[];
  if (halves.length === 2) {
    const fill = 8 - head.length - rest.length;
    if (fill < 1) return null;
    groups = [...head, ...new Array<number>(fill).fill(0), ...rest];
  } else {
    groups = head;
  }
  return groups.length === 8 ? groups : null;
}

const inV4 = (ip: number, base: string, bits: number): boolean => {
  const b = parseIPv4(base)!;
  const size = 2 ** (32 - bits);
  return Math.floor(ip / size) === Math.floor(b / size);
};

/** The class of an IPv4 address given as a 32-bit number. */
export function classifyV4(ip: number): AddressClass {
  if (inV4(ip, '0.0.0.0', 8)) return 'unspecified';
  if (inV4(ip, '127.0.0.0', 8)) return 'loopback';
  if (inV4(ip, '10.0.0.0', 8) || inV4(ip, '172.16.0.0', 12) || inV4(ip, '192.168.0.0', 16)) return 'private';
  if (inV4(ip, '100.64.0.0', 10)) return 'cgnat';
  if (inV4(ip, '169.254.0.0', 16)) return 'linkLocal';
  if (inV4(ip, '224.0.0.0', 4)) return 'multicast';
  if (
    inV4(ip, '240.0.0.0', 4) || // reserved and the broadcast address
    inV4(ip, '192.0.0.0', 24) || // IETF protocol assignments
    inV4(ip, '192.0.2.0', 24) || // documentation
    inV4(ip, '198.51.100.0', 24) ||
    inV4(ip, '203.0.113.0', 24) ||
    inV4(ip, '198.18.0.0', 15) // benchmarking
  ) {
    return 'reserved';
  }
  return 'public';
}

/** The class of an IPv6 address given as eight groups; IPv4 inside it (mapped, compatible, NAT64, 6to4) counts as that IPv4. */
export function classifyV6(g: readonly number[]): AddressClass {
  const zeroUpTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  const v4At = (i: number) => g[i]! * 65536 + g[i + 1]!;
  if (zeroUpTo(8)) return 'unspecified';
  if (zeroUpTo(7) && g[7] === 1) return 'loopback';
  if (zeroUpTo(5) && g[5] === 0xffff) return classifyV4(v4At(6)); // ::ffff:a.b.c.d (v4-mapped)
  if (zeroUpTo(6)) return classifyV4(v4At(6)); // ::a.b.c.d (v4-compatible, deprecated)
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return classifyV4(v4At(6)); // NAT64
  if (g[0] === 0x2002) return classifyV4(v4At(1)); // 6to4
  const first = g[0]!;
  if ((first & 0xfe00) === 0xfc00) return 'private'; // fc00::/7 unique local
  if ((first & 0xffc0) === 0xfe80) return 'linkLocal'; // fe80::/10
  if ((first & 0xffc0) === 0xfec0) return 'private'; // fec0::/10 site-local (deprecated)
  if ((first & 0xff00) === 0xff00) return 'multicast';
  if (first === 0x2001 && (g[1] === 0x0db8 || g[1] === 0)) return 'reserved'; // documentation, Teredo
  if (first === 0x0100 && g.slice(1, 4).every((x) => x === 0)) return 'reserved'; // discard prefix
  if (first < 0x2000 || first > 0x3fff) return 'reserved'; // outside global unicast 2000::/3
  return 'public';
}

/** The class of an IP address as text (IPv4 dotted, IPv6 with or without brackets); null when it is not an IP. */
export function classifyAddress(text: string): AddressClass | null {
  const v4 = parseIPv4(text);
  if (v4 !== null) return classifyV4(v4);
  const v6 = parseIPv6(text);
  return v6 ? classifyV6(v6) : null;
}

/**
 * The host of a URL as the WHATWG parser normalises it (so `http://2130706433/`, `http://0x7f.1/` and
 * `http://017700000001/` all read 127.0.0.1), and its class when it is a literal IP (null for a name).
 */
export function literalHostClass(url: string): { host: string; cls: AddressClass | null } | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const host = parsed.hostname;
  return { host, cls: classifyAddress(host) };
}
