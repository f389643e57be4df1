import type { Selectable } from "kysely";
import { writeColumns } from "../columns.js";
import type { Executor } from "../database.js";
import type { UserPasswordsTable } from "../tables.js";
import type { StoredPassword } from "../records.js";

export async function findPasswordHash(db: Executor, userId: string): Promise<string | undefined> {
  return (await db.selectFrom("user_passwords").select("password_hash").where("user_id", "=", userId).executeTakeFirst())?.password_hash;
}

export async function upsertPassword(db: Executor, password: StoredPassword): Promise<void> {
  await db
    .insertInto("user_passwords")
    .values(writeColumns<Selectable<UserPasswordsTable>>(password))
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ password_hash: password.passwordHash, updated_at: password.updatedAt }))
    .execute();
}
