// Where a webhook may be sent: public addresses only, unless the operator allows private ones
// (SPRINTROOM_WEBHOOK_ALLOW_PRIVATE, for tests and closed networks). Loopback, private, link-local,
// shared, multicast, reserved and cloud metadata addresses are refused, in IPv4 and IPv6 alike, and
// so is every IPv6 form that carries an IPv4 address (IPv4-mapped ::ffff:a.b.c.d, IPv4-compatible
// ::a.b.c.d, IPv4-translated ::ffff:0:a.b.c.d) whose IPv4 address is refused, however it is written
// (URL parsing turns [::127.0.0.1] into [::7f00:1]), so a webhook cannot reach the server's own
// network.
import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

const blocked = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  blocked.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["64:ff9b::", 96],
  ["64:ff9b:1::", 48],
  ["100::", 64],
  ["2001::", 23],
  ["2001:db8::", 32],
  ["2002::", 16],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  blocked.addSubnet(network, prefix, "ipv6");
}

/** An IPv6 address's 16 bytes. */
function ipv6Bytes(address: string): number[] {
  const [head = "", tail] = address.split("::") as [string, string | undefined];
  const groups = (part: string) => (part === "" ? [] : part.split(":"));
  const words = (part: string[]) =>
    part.flatMap((group) => {
      if (!group.includes(".")) return [parseInt(group, 16)];
      const [a = 0, b = 0, c = 0, d = 0] = group.split(".").map(Number);
      return [(a << 8) | b, (c << 8) | d];
    });
  const front = words(groups(head));
  const back = tail === undefined ? [] : words(groups(tail));
  const all = [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
  return all.flatMap((word) => [word >> 8, word & 0xff]);
}

/**
 * The IPv4 address an IPv6 address carries in its last 32 bits when its first 96 say so: mapped
 * (::ffff:0:0/96), translated (::ffff:0:0:0/96) or compatible (::/96); undefined otherwise.
 */
export function embeddedIpv4(address: string): string | undefined {
  const bytes = ipv6Bytes(address);
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((b) => b === 0);
  const ones = (at: number) => bytes[at] === 0xff && bytes[at + 1] === 0xff;
  const carries = (zeros(0, 10) && ones(10)) || (zeros(0, 8) && ones(8) && zeros(10, 12)) || zeros(0, 12);
  return carries ? bytes.slice(12).join(".") : undefined;
}

/** Whether an IP address is one a webhook may be sent to. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 6) {
    const ipv4 = embeddedIpv4(address);
    if (ipv4 !== undefined) return !blocked.check(ipv4, "ipv4");
    return !blocked.check(address, "ipv6");
  }
  return !blocked.check(address, "ipv4");
}

/** A URL's host without the brackets of an IPv6 literal. */
export function hostOf(url: string): string {
  return new URL(url).hostname.replace(/^\[(.*)\]$/, "$1");
}

/**
 * Why a webhook URL may not be used whatever its host resolves to, or undefined: it carries a user
 * name or password (every CAPTAIN and STAFF would read them), or its host is an address that is not
 * public.
 */
export function refusedUrl(url: string, allowPrivate: boolean): string | undefined {
  const parsed = new URL(url);
  if (parsed.username !== "" || parsed.password !== "") return "it contains a user name or password; put credentials in the URL's path or query, or verify the signature instead";
  if (allowPrivate) return undefined;
  const host = hostOf(url);
  if (isIP(host) !== 0 && !isPublicAddress(host)) return `${host} is not a public address`;
  return undefined;
}

/** Every address a host name resolves to, by the system's resolver: what refusedTarget checks by default. */
export async function lookupHost(hostname: string): Promise<string[]> {
  return (await lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);
}

/**
 * Why a webhook URL may not be used, or undefined when it may: refusedUrl's reasons, or an address
 * its name resolves to is not public. Checked before an endpoint is saved; the sender checks again
 * at connect time, since a name can resolve differently later (DNS rebinding).
 */
export async function refusedTarget(url: string, allowPrivate: boolean, lookupHost: (hostname: string) => Promise<string[]>): Promise<string | undefined> {
  const refused = refusedUrl(url, allowPrivate);
  if (refused !== undefined || allowPrivate) return refused;
  const host = hostOf(url);
  if (isIP(host) !== 0) return undefined;
  let addresses: string[];
  try {
    addresses = await lookupHost(host);
  } catch {
    return `${host} does not resolve`;
  }
  const notPublic = addresses.find((a) => !isPublicAddress(a));
  return notPublic === undefined ? undefined : `${host} resolves to ${notPublic}, which is not a public address`;
}
