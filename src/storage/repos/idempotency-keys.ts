import type { Executor } from "../database.js";
import type { IdempotencyKeysTable } from "../tables.js";

export type IdempotencyKeyRow = IdempotencyKeysTable;

/**
 * Claims a key for a request: true when this request is the first (or the key had expired), false
 * when another request holds it. One atomic statement each way, so racing requests never both win.
 */
export async function claimIdempotencyKey(
  db: Executor,
  row: { user_id: string; key: string; request_hash: string; created_at: string },
  expiredBefore: string,
): Promise<boolean> {
  await db.deleteFrom("idempotency_keys").where("user_id", "=", row.user_id).where("created_at", "<", expiredBefore).execute();
  const inserted = await db
    .insertInto("idempotency_keys")
    .values({ ...row, state: "in_progress", outcome: null })
    .onConflict((oc) => oc.columns(["user_id", "key"]).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function findIdempotencyKey(db: Executor, userId: string, key: string): Promise<IdempotencyKeyRow | undefined> {
  return db.selectFrom("idempotency_keys").selectAll().where("user_id", "=", userId).where("key", "=", key).executeTakeFirst();
}

export async function completeIdempotencyKey(db: Executor, userId: string, key: string, outcome: string): Promise<void> {
  await db.updateTable("idempotency_keys").set({ state: "done", outcome }).where("user_id", "=", userId).where("key", "=", key).execute();
}

export async function releaseIdempotencyKey(db: Executor, userId: string, key: string): Promise<void> {
  await db.deleteFrom("idempotency_keys").where("user_id", "=", userId).where("key", "=", key).execute();
}
