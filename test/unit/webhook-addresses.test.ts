// Which addresses a webhook may reach: every IPv6 form that carries a refused IPv4 address is
// refused however it is written, and public addresses in those forms are not.
import { describe, expect, it } from "vitest";
import { embeddedIpv4, hostOf, isPublicAddress, refusedUrl } from "../../src/webhooks/addresses.js";

describe("isPublicAddress", () => {
  it.each([
    ["::ffff:127.0.0.1", "127.0.0.1"],
    ["::ffff:7f00:1", "127.0.0.1"],
    ["::127.0.0.1", "127.0.0.1"],
    ["::7f00:1", "127.0.0.1"],
    ["::ffff:0:127.0.0.1", "127.0.0.1"],
    ["::ffff:0:a00:1", "10.0.0.1"],
    ["0:0:0:0:0:ffff:169.254.169.254", "169.254.169.254"],
    ["::1", "0.0.0.1"],
    ["::", "0.0.0.0"],
  ])("reads %s as carrying %s, and refuses it", (address, ipv4) => {
    expect(embeddedIpv4(address)).toBe(ipv4);
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(["::ffff:93.184.215.14", "::ffff:0:93.184.215.14", "2606:4700::1111", "93.184.215.14"])("allows %s", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each(["fe80::1", "fd00::1", "64:ff9b::7f00:1", "2001:db8::1", "10.0.0.1", "100.64.0.1"])("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it("sees the forms URL parsing writes", () => {
    for (const url of ["http://[::127.0.0.1]/", "http://[::ffff:0:127.0.0.1]/", "http://[::ffff:127.0.0.1]/"]) expect(isPublicAddress(hostOf(url))).toBe(false);
  });
});

describe("refusedUrl", () => {
  it("refuses a user name or password whether or not private targets are allowed", () => {
    for (const allowPrivate of [true, false]) {
      expect(refusedUrl("https://a:b@example.com/", allowPrivate)).toMatch(/^it contains a user name or password/);
      expect(refusedUrl("https://example.com/?token=x", allowPrivate)).toBeUndefined();
    }
  });
});
