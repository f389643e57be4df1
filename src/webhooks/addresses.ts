// Where a webhook may be sent: public addresses only, unless the operator allows private ones
// (SPRINTROOM_WEBHOOK_ALLOW_PRIVATE, for tests and closed networks). Loopback, private, link-local,
// shared, multicast, reserved and cloud metadata addresses are refused, in IPv4 and IPv6 alike
// (IPv4-mapped IPv6 included), so a webhook cannot reach the server's own network.
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

/** Whether an IP address is one a webhook may be sent to. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
    if (mapped !== undefined) return !blocked.check(mapped, "ipv4");
    return !blocked.check(address, "ipv6");
  }
  return !blocked.check(address, "ipv4");
}

/** A URL's host without the brackets of an IPv6 literal. */
export function hostOf(url: string): string {
  return new URL(url).hostname.replace(/^\[(.*)\]$/, "$1");
}

/**
 * Why a webhook URL may not be used, or undefined when it may: its host, or any address its name
 * resolves to, is not public. Checked when an endpoint is saved; the sender checks again at
 * connect time, since a name can resolve differently later (DNS rebinding).
 */
export async function refusedTarget(url: string, allowPrivate: boolean): Promise<string | undefined> {
  if (allowPrivate) return undefined;
  const host = hostOf(url);
  if (isIP(host) !== 0) return isPublicAddress(host) ? undefined : `${host} is not a public address`;
  let addresses: Array<{ address: string }>;
  try {
    addresses = await lookup(host, { all: true, verbatim: true });
  } catch {
    return `${host} does not resolve`;
  }
  const refused = addresses.find((a) => !isPublicAddress(a.address));
  return refused === undefined ? undefined : `${host} resolves to ${refused.address}, which is not a public address`;
}
