import { describe, expect, it } from "vitest";
import { generateSecret, hashSecret, randomBase62, SECRET_PATTERN } from "../../src/auth/credentials.js";

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
});
