// OAuth grants (a user's approval of a client) and the refresh tokens that keep them going.
import type { Selectable } from "kysely";
import { readFields, readScopes, writeColumns, writeScopes, type ScopedColumns } from "../columns.js";
import type { Executor } from "../database.js";
import type { OAuthGrantsTable, OAuthRefreshTokensTable } from "../tables.js";
import type { StoredOAuthGrant, StoredRefreshToken } from "../records.js";

export type GrantWithClient = StoredOAuthGrant & { clientName: string | null; clientRedirectUris: string[] };

type GrantColumns = Selectable<OAuthGrantsTable> & { client_name: string | null; client_redirect_uris: string };

/** A grant as read, with its client's name and redirect URIs: the scopes and the URIs parsed from their columns. */
const readGrant = ({ client_redirect_uris, ...row }: GrantColumns): GrantWithClient => ({
  ...readFields(readScopes(row)),
  clientRedirectUris: JSON.parse(client_redirect_uris) as string[],
});

export async function insertGrant(db: Executor, grant: StoredOAuthGrant): Promise<void> {
  await db.insertInto("oauth_grants").values(writeScopes(writeColumns<ScopedColumns<OAuthGrantsTable>>(grant))).execute();
}

export async function findGrant(db: Executor, id: string): Promise<GrantWithClient | undefined> {
  const row = await db
    .selectFrom("oauth_grants")
    .innerJoin("oauth_clients", "oauth_clients.id", "oauth_grants.client_id")
    .selectAll("oauth_grants")
    .select(["oauth_clients.name as client_name", "oauth_clients.redirect_uris as client_redirect_uris"])
    .where("oauth_grants.id", "=", id)
    .executeTakeFirst();
  return row && readGrant(row);
}

/**
 * A user's live grants, newest first: not revoked, and with a refresh token still usable (a grant
 * whose last refresh token expired can never issue a token again).
 */
export async function listGrantsOfUser(
  db: Executor,
  userId: string,
  page: { limit: number; afterId?: string; now: string },
): Promise<GrantWithClient[]> {
  let query = db
    .selectFrom("oauth_grants")
    .innerJoin("oauth_clients", "oauth_clients.id", "oauth_grants.client_id")
    .selectAll("oauth_grants")
    .select(["oauth_clients.name as client_name", "oauth_clients.redirect_uris as client_redirect_uris"])
    .where("oauth_grants.user_id", "=", userId)
    .where("oauth_grants.revoked_at", "is", null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("oauth_refresh_tokens")
          .select("oauth_refresh_tokens.grant_id")
          .whereRef("oauth_refresh_tokens.grant_id", "=", "oauth_grants.id")
          .where("oauth_refresh_tokens.used_at", "is", null)
          .where("oauth_refresh_tokens.expires_at", ">", page.now),
      ),
    )
    .orderBy("oauth_grants.id", "desc")
    .limit(page.limit + 1);
  if (page.afterId !== undefined) query = query.where("oauth_grants.id", "<", page.afterId);
  return (await query.execute()).map(readGrant);
}

export async function touchGrant(db: Executor, id: string, usedAt: string): Promise<void> {
  await db.updateTable("oauth_grants").set({ last_used_at: usedAt }).where("id", "=", id).execute();
}

/** Revokes the grant and every access token issued under it, at once (authentication reads revoked_at). */
export async function revokeGrantAndTokens(db: Executor, id: string, revokedAt: string): Promise<void> {
  await db.updateTable("oauth_grants").set({ revoked_at: revokedAt }).where("id", "=", id).where("revoked_at", "is", null).execute();
  await db.updateTable("credentials").set({ revoked_at: revokedAt }).where("grant_id", "=", id).where("revoked_at", "is", null).execute();
}

export async function insertRefreshToken(db: Executor, token: StoredRefreshToken): Promise<void> {
  await db.insertInto("oauth_refresh_tokens").values(writeColumns<Selectable<OAuthRefreshTokensTable>>(token)).execute();
}

export async function findRefreshToken(db: Executor, tokenHash: string): Promise<StoredRefreshToken | undefined> {
  const row = await db.selectFrom("oauth_refresh_tokens").selectAll().where("token_hash", "=", tokenHash).executeTakeFirst();
  return row && readFields(row);
}

/** Marks the token used (rotated); false when it already was. */
export async function useRefreshToken(db: Executor, tokenHash: string, usedAt: string): Promise<boolean> {
  const result = await db
    .updateTable("oauth_refresh_tokens")
    .set({ used_at: usedAt })
    .where("token_hash", "=", tokenHash)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
