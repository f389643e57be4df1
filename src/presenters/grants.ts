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
    client: { id: row.clientId, name: row.clientName, redirectHosts: redirectHostsOf(row.clientRedirectUris) },
    scopes: row.scopes,
    resource: row.resource,
    createdAt: row.createdAt,
    lastUsedAt: row.lastUsedAt,
    revokedAt: row.revokedAt,
  };
}
