// The key that the site's limits count a client by. An IPv4 client is its address; an IPv6 client
// is a network, since keying by the full address would give one connection billions of fresh
// budgets. How wide a network depends on what the limit counts:
// - "line" (/56): a home or school line is often delegated a /56, 256 networks of /64 that its
//   router hands out at will, so a limit on creating things (classes, messages, comments, places on
//   the board) counts the whole line, or one line would get 256 budgets;
// - "subnet" (/64): one network of a line, for a limit that must tell apart the networks of one
//   line (a school's wrong join codes, counted per classroom's network).

const IPV6_GROUPS = 8;
const GROUP_BITS = 16;

/** How widely an IPv6 client is keyed: its line (/56) or its network (/64). */
export type AddressGranularity = "line" | "subnet";

const PREFIX_BITS: Record<AddressGranularity, number> = { line: 56, subnet: 64 };

/** The eight groups of an IPv6 address (a dotted IPv4 tail as two groups), or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase();
  const zone = text.indexOf("%");
  if (zone >= 0) text = text.slice(0, zone);
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted) {
    const bytes = dotted.slice(1).map(Number);
    if (bytes.some((byte) => byte > 255)) return null;
    const [a = 0, b = 0, c = 0, d = 0] = bytes;
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string | undefined) => (part ? part.split(":") : []);
  const head = parse(halves[0]);
  const tail = parse(halves[1]);
  const missing = IPV6_GROUPS - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => parseInt(group, 16));
}

/**
 * The limit key of a client address: an IPv4 address as it is (an IPv4-mapped IPv6 address too),
 * an IPv6 address as its prefix of the granularity's length (`2001:db8:1:100::/56`,
 * `2001:db8:1:2::/64`); anything else as it came.
 */
export function addressKey(address: string, granularity: AddressGranularity): string {
  if (!address.includes(":")) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  const isMappedIpv4 = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (isMappedIpv4) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 255, low >> 8, low & 255].join(".");
  }
  const bits = PREFIX_BITS[granularity];
  const kept = groups.slice(0, Math.ceil(bits / GROUP_BITS)).map((group, n) => {
    const keptBits = Math.min(GROUP_BITS, bits - n * GROUP_BITS);
    return group & ((0xffff << (GROUP_BITS - keptBits)) & 0xffff);
  });
  return `${kept.map((group) => group.toString(16)).join(":")}::/${bits}`;
}
