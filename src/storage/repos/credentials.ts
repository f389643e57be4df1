import type { Executor } from "../database.js";
import type { CredentialRow, UserRow } from "../tables.js";

export async function insertCredential(db: Executor, row: CredentialRow): Promise<void> {
  await db.insertInto("credentials").values(row).execute();
}

export async function findCredential(db: Executor, id: string): Promise<CredentialRow | undefined> {
  return db.selectFrom("credentials").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The credential with this secret hash and its user: one indexed lookup per authenticated request. */
export async function findCredentialByHash(
  db: Executor,
  secretHash: string,
): Promise<{ credential: CredentialRow; user: UserRow } | undefined> {
  const row = await db
    .selectFrom("credentials")
    .innerJoin("users", "users.id", "credentials.user_id")
    .selectAll("credentials")
    .select(["users.email as user_email", "users.name as user_name", "users.created_at as user_created_at", "users.updated_at as user_updated_at"])
    .where("credentials.secret_hash", "=", secretHash)
    .executeTakeFirst();
  if (!row) return undefined;
  const { user_email, user_name, user_created_at, user_updated_at, ...credential } = row;
  return {
    credential,
    user: { id: credential.user_id, email: user_email, name: user_name, created_at: user_created_at, updated_at: user_updated_at },
  };
}

export async function revokeCredential(db: Executor, id: string, revokedAt: string): Promise<void> {
  await db.updateTable("credentials").set({ revoked_at: revokedAt }).where("id", "=", id).where("revoked_at", "is", null).execute();
}
