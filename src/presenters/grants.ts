import type { OAuthGrantRecord } from "../schemas/grants.js";
import type { GrantWithClient } from "../storage/repos/oauth-grants.js";

/** The distinct hosts of a client's redirect URIs (host and port), in registration order. */
export function redirectHostsOf(uris: readonly string[]): string[] {
  return [...new Set(uris.map((uri) => new URL(uri).host))];
}

export function presentOAuthGrant(row: GrantWithClient): OAuthGrantRecord {
  return {
    object: "oauth_grant",
    id: row.id,
    client: { id: row.client_id, name: row.client_name, redirectHosts: redirectHostsOf(row.client_redirect_uris) },
    scopes: row.scopes,
    resource: row.resource,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
  };
}
