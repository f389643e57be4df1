import type { AccessTokenRecord, ApiKeyRecord } from "../schemas/keys.js";
import type { StoredCredential } from "../storage/records.js";

export function presentApiKey(row: StoredCredential): ApiKeyRecord {
  return {
    object: "api_key",
    id: row.id,
    name: row.name,
    scopes: row.scopes,
    createdAt: row.createdAt,
    lastUsedAt: row.lastUsedAt,
    expiresAt: row.expiresAt,
    revokedAt: row.revokedAt,
  };
}

export function presentAccessToken(row: StoredCredential): AccessTokenRecord {
  return {
    object: "oauth_token",
    id: row.id,
    userId: row.userId,
    name: row.name,
    scopes: row.scopes,
    expiresAt: row.expiresAt,
    revokedAt: row.revokedAt,
    createdAt: row.createdAt,
  };
}
