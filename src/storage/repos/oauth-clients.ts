// OAuth clients: the redirect URIs and the registration's metadata are kept as JSON text.
import type { Selectable } from "kysely";
import { readFields, writeColumns } from "../columns.js";
import type { Executor } from "../database.js";
import type { OAuthClientsTable, StoredOAuthClient } from "../tables.js";

export async function insertClient(db: Executor, { redirectUris, metadata, ...client }: StoredOAuthClient): Promise<void> {
  await db
    .insertInto("oauth_clients")
    .values({ ...writeColumns<Omit<Selectable<OAuthClientsTable>, "redirect_uris" | "metadata">>(client), redirect_uris: JSON.stringify(redirectUris), metadata: JSON.stringify(metadata) })
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
