import type { Executor } from "../database.js";

export async function findPasswordHash(db: Executor, userId: string): Promise<string | undefined> {
  return (await db.selectFrom("user_passwords").select("password_hash").where("user_id", "=", userId).executeTakeFirst())?.password_hash;
}

export async function upsertPassword(db: Executor, row: { user_id: string; password_hash: string; updated_at: string }): Promise<void> {
  await db
    .insertInto("user_passwords")
    .values(row)
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ password_hash: row.password_hash, updated_at: row.updated_at }))
    .execute();
}
