import { readFields } from "../columns.js";
import type { Executor } from "../database.js";
import type { StoredIdempotencyKey } from "../records.js";

/**
 * Claims a key for a request: true when this request is the first (or the key had expired, or was
 * left in progress since `staleBefore` by a process that died), false when another request holds it.
 * One atomic statement each way, so racing requests never both win.
 */
export async function claimIdempotencyKey(
  db: Executor,
  claim: Pick<StoredIdempotencyKey, "userId" | "key" | "requestHash" | "createdAt">,
  limits: { expiredBefore: string; staleBefore: string },
): Promise<boolean> {
  await db
    .deleteFrom("idempotency_keys")
    .where("user_id", "=", claim.userId)
    .where((eb) =>
      eb.or([eb("created_at", "<", limits.expiredBefore), eb.and([eb("state", "=", "in_progress"), eb("created_at", "<", limits.staleBefore)])]),
    )
    .execute();
  const inserted = await db
    .insertInto("idempotency_keys")
    .values({ user_id: claim.userId, key: claim.key, request_hash: claim.requestHash, created_at: claim.createdAt, state: "in_progress", outcome: null })
    .onConflict((oc) => oc.columns(["user_id", "key"]).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** The key's claim, with the answer kept under it (null until there is one). */
export async function findIdempotencyKey(db: Executor, userId: string, key: string): Promise<StoredIdempotencyKey | undefined> {
  const row = await db.selectFrom("idempotency_keys").selectAll().where("user_id", "=", userId).where("key", "=", key).executeTakeFirst();
  if (!row) return undefined;
  const { outcome, ...claim } = row;
  return { ...readFields(claim), outcome: outcome === null ? null : (JSON.parse(outcome) as unknown) };
}

/** Keeps the answer (kept as JSON) under the claim made at `claimedAt`; false when that claim is gone (taken over as stale). */
export async function completeIdempotencyKey(db: Executor, userId: string, key: string, claimedAt: string, outcome: unknown): Promise<boolean> {
  const updated = await db
    .updateTable("idempotency_keys")
    .set({ state: "done", outcome: JSON.stringify(outcome) })
    .where("user_id", "=", userId)
    .where("key", "=", key)
    .where("created_at", "=", claimedAt)
    .where("state", "=", "in_progress")
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Gives back the claim made at `claimedAt` (never a later request's claim of the same key). */
export async function releaseIdempotencyKey(db: Executor, userId: string, key: string, claimedAt: string): Promise<void> {
  await db
    .deleteFrom("idempotency_keys")
    .where("user_id", "=", userId)
    .where("key", "=", key)
    .where("created_at", "=", claimedAt)
    .where("state", "=", "in_progress")
    .execute();
}
