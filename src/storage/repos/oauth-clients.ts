import type { Executor } from "../database.js";
import type { OAuthClientRow } from "../tables.js";

export async function insertClient(db: Executor, row: OAuthClientRow): Promise<void> {
  await db.insertInto("oauth_clients").values(row).execute();
}

export async function findClient(db: Executor, id: string): Promise<OAuthClientRow | undefined> {
  return db.selectFrom("oauth_clients").selectAll().where("id", "=", id).executeTakeFirst();
}
