import { BlockList, isIP } from "node:net";

/**
 * TRUST_PROXY names the hops whose X-Forwarded-For the site believes, and so what req.ip, the
 * rate limits and the kept request ids rest on (ADR 0027). Only what can be a real proxy hop
 * is accepted: anything wider lets a client pick its own address by writing the header.
 */

/** Express's trust proxy value, as loadConfig hands it on. */
export type TrustProxy = false | number | string;

/**
 * Longer than any real chain in front of one site (CDN edge and shield, balancer, ingress,
 * sidecar); a count above the real one believes entries the client wrote.
 */
export const MAX_PROXY_HOPS = 5;

/** Express's named sets (proxy-addr): loopback, link-local and unique-local addresses. */
const NAMED_SETS = new Set(["loopback", "linklocal", "uniquelocal"]);

type Family = "ipv4" | "ipv6";

interface Range {
  family: Family;
  prefix: number;
  list: BlockList;
}

function range(cidr: string): Range {
  const [address = "", prefix = ""] = cidr.split("/");
  const family: Family = isIP(address) === 6 ? "ipv6" : "ipv4";
  const list = new BlockList();
  list.addSubnet(address, Number(prefix), family);
  return { family, prefix: Number(prefix), list };
}

/**
 * Networks no client on the internet can send from: private use, carrier-grade NAT, loopback,
 * link-local, IPv6 unique-local.
 */
const PRIVATE_NETWORKS = [
  "10.0.0.0/8",
  "172.16.0.0/12",
  "192.168.0.0/16",
  "100.64.0.0/10",
  "127.0.0.0/8",
  "169.254.0.0/16",
  "fc00::/7",
  "fe80::/10",
  "::1/128",
].map(range);

/**
 * Addresses no proxy connects from: "this network", multicast, reserved and broadcast; and in
 * IPv6 the unspecified, IPv4-mapped and IPv4-compatible space, which proxy-addr matches
 * against every IPv4 client.
 */
const NEVER_A_HOP = ["0.0.0.0/8", "224.0.0.0/3", "::/8", "ff00::/8"].map(range);

/** A public range at most as wide as one organisation's network. */
const PUBLIC_MIN_PREFIX: Record<Family, number> = { ipv4: 24, ipv6: 48 };

const MAX_PREFIX: Record<Family, number> = { ipv4: 32, ipv6: 128 };

export const TRUST_PROXY_RULE =
  `false; the number of proxies in front, 1 to ${MAX_PROXY_HOPS}; or a comma-separated list of ` +
  "loopback, linklocal, uniquelocal and the proxies' addresses or CIDR ranges, a range lying " +
  "inside 10/8, 172.16/12, 192.168/16, 100.64/10, 127/8, 169.254/16, fc00::/7 or fe80::/10, " +
  "or else no wider than /24 (IPv4) or /48 (IPv6); never true";

/** Same family only: BlockList also matches an IPv4 address against IPv4-mapped IPv6. */
function holds(network: Range, address: string, family: Family): boolean {
  return network.family === family && network.list.check(address, family);
}

/** Why one entry of the list cannot be a proxy hop, or undefined when it can. */
function entryProblem(entry: string): string | undefined {
  if (entry === "") return "an empty entry in the list";
  if (NAMED_SETS.has(entry)) return undefined;
  const [address = "", prefixText, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0 || address.includes("%")) {
    return `${entry} is not an IP address, a CIDR range, loopback, linklocal or uniquelocal`;
  }
  const family: Family = version === 6 ? "ipv6" : "ipv4";
  const prefix = prefixText === undefined ? MAX_PREFIX[family] : Number(prefixText);
  // Only a prefix length: proxy-addr's other form, a netmask, is one more way to misread one.
  const written = prefixText === undefined || /^\d{1,3}$/.test(prefixText);
  if (written && prefix === 0) return `${entry} is every address: every client would be a proxy`;
  if (!written || prefix > MAX_PREFIX[family]) {
    return `${entry} needs a prefix length from 1 to ${MAX_PREFIX[family]}`;
  }
  const insidePrivate = PRIVATE_NETWORKS.some(
    (network) => network.prefix <= prefix && holds(network, address, family),
  );
  if (insidePrivate) return undefined;
  if (prefix < PUBLIC_MIN_PREFIX[family]) {
    return `${entry} is wider than /${PUBLIC_MIN_PREFIX[family]}, the widest public range taken, and not inside a private network`;
  }
  // Past the width check a range is narrower than every block here, so holding its first
  // address is overlapping.
  if (NEVER_A_HOP.some((network) => holds(network, address, family))) {
    return `${entry} is not an address a proxy connects from`;
  }
  return undefined;
}

/** The value Express is given, or why the setting is refused. */
export function readTrustProxy(written: string): { value: TrustProxy } | { problem: string } {
  const refuse = (why: string) => ({ problem: `${why}; it takes ${TRUST_PROXY_RULE}` });
  const value = written.trim();
  if (value === "false") return { value: false };
  if (value === "true") {
    return refuse("true would believe whatever the client writes first in X-Forwarded-For");
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops >= 1 && hops <= MAX_PROXY_HOPS
      ? { value: hops }
      : refuse(`${value} proxies is not a hop count from 1 to ${MAX_PROXY_HOPS} (false for none)`);
  }
  const entries = value.split(",").map((entry) => entry.trim());
  for (const entry of entries) {
    const problem = entryProblem(entry);
    if (problem) return refuse(problem);
  }
  return { value: entries.join(",") };
}
