// OAuth clients: the redirect URIs and the registration's metadata are kept as JSON text.
import type { Selectable } from "kysely";
import { readFields, writeColumns } from "../columns.js";
import type { Executor } from "../database.js";
import type { OAuthClientsTable } from "../tables.js";
import type { StoredOAuthClient } from "../records.js";

export async function insertClient(db: Executor, { redirectUris, metadata, ...client }: StoredOAuthClient): Promise<void> {
  await db
    .insertInto("oauth_clients")
    .values({ ...writeColumns<Omit<Selectable<OAuthClientsTable>, "redirect_uris" | "metadata">>(client), redirect_uris: JSON.stringify(redirectUris), metadata: JSON.stringify(metadata) })
    .execute();
}

/** Inserts a client, or replaces the name, redirect URIs, metadata and time of the one with its id. */
export async function upsertClient(db: Executor, { redirectUris, metadata, ...client }: StoredOAuthClient): Promise<void> {
  const columns = {
    ...writeColumns<Omit<Selectable<OAuthClientsTable>, "redirect_uris" | "metadata">>(client),
    redirect_uris: JSON.stringify(redirectUris),
    metadata: JSON.stringify(metadata),
  };
  await db
    .insertInto("oauth_clients")
    .values(columns)
    .onConflict((conflict) =>
      conflict.column("id").doUpdateSet({ name: columns.name, redirect_uris: columns.redirect_uris, metadata: columns.metadata, created_at: columns.created_at }),
    )
    .execute();
}

export async function findClient(db: Executor, id: string): Promise<StoredOAuthClient | undefined> {
  const row = await db.selectFrom("oauth_clients").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  const { redirect_uris, metadata, ...client } = row;
  return {
    ...readFields(client),
    redirectUris: JSON.parse(redirect_uris) as StoredOAuthClient["redirectUris"],
    metadata: JSON.parse(metadata) as StoredOAuthClient["metadata"],
  };
}
