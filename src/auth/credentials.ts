// Credential secrets: `sr_sk_` (API key) or `sr_at_` (OAuth access token) + 40 base62 characters.
// Only the SHA-256 hash is stored; the secret is shown once, when created.
import { createHash, randomBytes } from "node:crypto";

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const SECRET_LENGTH = 40;

export const CREDENTIAL_PREFIX = { api_key: "sr_sk_", oauth_token: "sr_at_" } as const;
export type CredentialType = keyof typeof CREDENTIAL_PREFIX;

export const SECRET_PATTERN = /^sr_(sk|at)_[0-9A-Za-z]{40}$/;

/** Uniform base62 from rejection sampling: bytes ≥ 248 are dropped so no character is favoured. */
export function randomBase62(length: number): string {
  let out = "";
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}

export function generateSecret(type: CredentialType): string {
  return CREDENTIAL_PREFIX[type] + randomBase62(SECRET_LENGTH);
}

export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}
