// Credential secrets: `sr_sk_` (API key) or `sr_at_` (OAuth access token) + 40 base62 characters.
// Only the SHA-256 hash is stored; the secret is shown once, when created.
import { hash, randomBytes } from "node:crypto";
import type { CredentialType, Scope } from "../schemas/common.js";
import type { StoredCredential } from "../storage/records.js";

export const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
export const SECRET_LENGTH = 40;

export const CREDENTIAL_PREFIX: Record<CredentialType, string> = { api_key: "sr_sk_", oauth_token: "sr_at_" };

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

/**
 * A new credential: the row to store (with the secret's hash only) and the secret, which is shown
 * once. API keys (the CLI's and the API's) and OAuth access tokens are all made here.
 */
export function newCredential(fields: {
  id: string;
  userId: string;
  type: CredentialType;
  name: string | null;
  scopes: readonly Scope[];
  now: Date;
  expiresAt: string | null;
  grantId?: string;
}): { row: StoredCredential; secret: string } {
  const secret = generateSecret(fields.type);
  const row: StoredCredential = {
    id: fields.id,
    userId: fields.userId,
    type: fields.type,
    name: fields.name,
    secretHash: hashSecret(secret),
    scopes: [...fields.scopes],
    expiresAt: fields.expiresAt,
    revokedAt: null,
    createdAt: fields.now.toISOString(),
    lastUsedAt: null,
    grantId: fields.grantId ?? null,
  };
  return { row, secret };
}

/**
 * Secrets that are never a Bearer credential, each with a prefix of its own so a leaked one is
 * recognisable: OAuth refresh tokens, authorization codes, and browser sessions.
 */
export const OPAQUE_PREFIX = { refresh_token: "sr_rt_", authorization_code: "sr_ac_", session: "sr_ss_" } as const;
export type OpaqueSecretType = keyof typeof OPAQUE_PREFIX;

export function generateOpaqueSecret(type: OpaqueSecretType): string {
  return OPAQUE_PREFIX[type] + randomBase62(SECRET_LENGTH);
}

/** Whether `value` has the shape of such a secret; anything else is refused without a lookup. */
export function isOpaqueSecret(type: OpaqueSecretType, value: string): boolean {
  return value.length === OPAQUE_PREFIX[type].length + SECRET_LENGTH && value.startsWith(OPAQUE_PREFIX[type]) && /^[0-9A-Za-z]+$/.test(value.slice(OPAQUE_PREFIX[type].length));
}

export function hashSecret(secret: string): string {
  return hash("sha256", secret, "hex");
}
