// OAuth clients: the redirect URIs and the registration's metadata are kept as JSON text.
import type { Executor } from "../database.js";
import type { OAuthClientRow } from "../tables.js";

export async function insertClient(db: Executor, { redirect_uris, metadata, ...row }: OAuthClientRow): Promise<void> {
  await db
    .insertInto("oauth_clients")
    .values({ ...row, redirect_uris: JSON.stringify(redirect_uris), metadata: JSON.stringify(metadata) })
    .execute();
}

export async function findClient(db: Executor, id: string): Promise<OAuthClientRow | undefined> {
  const row = await db.selectFrom("oauth_clients").selectAll().where("id", "=", id).executeTakeFirst();
  return (
    row && {
      ...row,
      redirect_uris: JSON.parse(row.redirect_uris) as OAuthClientRow["redirect_uris"],
      metadata: JSON.parse(row.metadata) as OAuthClientRow["metadata"],
    }
  );
}
