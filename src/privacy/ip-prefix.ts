/**
 * A network is its address and its prefix length together ("10.80.3.0/24", "2a01:4f8:c17::/48" aside: a bare
 * IPv6 prefix is refused by its detector): "/24" says how many hosts the finding stands for, so it goes under the
 * same placeholder rather than dangling after it. Only a prefix length the address family allows (≤ 32 for IPv4,
 * ≤ 128 for IPv6), and only where a path or a fraction does not go on ("10.0.0.5/32/", "10.0.0.5/24.5").
 */
const V4_PREFIX = /^\/(?:3[0-2]|[12]?\d)(?![\w./])/;
const V6_PREFIX = /^\/(?:12[0-8]|1[01]\d|[1-9]?\d)(?![\w./])/;

/** Where an IP finding ends once its CIDR prefix length is taken in; `end` when none follows. */
export function prefixLengthEnd(text: string, value: string, end: number): number {
  const m = (value.includes(":") ? V6_PREFIX : V4_PREFIX).exec(text.slice(end, end + 5));
  return m ? end + m[0].length : end;
}
