import { describe, expect, it } from "vitest";
import { generateOpaqueSecret, generateSecret, hashSecret, isOpaqueSecret, randomBase62, SECRET_PATTERN } from "../../src/auth/credentials.js";
import { hashPassword, verifyPassword } from "../../src/auth/passwords.js";

describe("credential secrets", () => {
  it("have the contract's shape", () => {
    expect(generateSecret("api_key")).toMatch(/^sr_sk_[0-9A-Za-z]{40}$/);
    expect(generateSecret("oauth_token")).toMatch(/^sr_at_[0-9A-Za-z]{40}$/);
    expect(SECRET_PATTERN.test(generateSecret("api_key"))).toBe(true);
  });

  it("are hashed with SHA-256", () => {
    expect(hashSecret("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });

  it("draw every base62 character", () => {
    const seen = new Set(randomBase62(20_000));
    expect(seen.size).toBe(62);
  });

  it("give refresh tokens, codes and sessions prefixes of their own, none of them a Bearer credential", () => {
    expect(generateOpaqueSecret("refresh_token")).toMatch(/^sr_rt_[0-9A-Za-z]{40}$/);
    expect(generateOpaqueSecret("authorization_code")).toMatch(/^sr_ac_[0-9A-Za-z]{40}$/);
    expect(generateOpaqueSecret("session")).toMatch(/^sr_ss_[0-9A-Za-z]{40}$/);
    expect(SECRET_PATTERN.test(generateOpaqueSecret("refresh_token"))).toBe(false);
    expect(isOpaqueSecret("refresh_token", generateOpaqueSecret("refresh_token"))).toBe(true);
    for (const bad of [generateOpaqueSecret("session"), `sr_rt_${"a".repeat(39)}`, `sr_rt_${"a".repeat(39)}-`, generateSecret("oauth_token")]) {
      expect(isOpaqueSecret("refresh_token", bad), bad).toBe(false);
    }
  });
});

describe("passwords", () => {
  it("are hashed with argon2id at OWASP's parameters, salted, and verified", async () => {
    const hash = await hashPassword("correct horse battery staple");
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hashPassword("correct horse battery staple")).not.toBe(hash);
    expect(await verifyPassword(hash, "correct horse battery staple")).toBe(true);
    expect(await verifyPassword(hash, "correct horse battery stapler")).toBe(false);
    expect(await verifyPassword("not a hash", "x")).toBe(false);
  });
});
