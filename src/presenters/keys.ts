import type { AccessTokenRecord, ApiKeyRecord } from "../schemas/keys.js";
import type { CredentialRow } from "../storage/tables.js";

export function presentApiKey(row: CredentialRow): ApiKeyRecord {
  return {
    object: "api_key",
    id: row.id,
    name: row.name,
    scopes: row.scopes,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
  };
}

export function presentAccessToken(row: CredentialRow): AccessTokenRecord {
  return {
    object: "oauth_token",
    id: row.id,
    userId: row.user_id,
    name: row.name,
    scopes: row.scopes,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
    createdAt: row.created_at,
  };
}
