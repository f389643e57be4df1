import { sql } from "kysely";
import { PLANS } from "../../limits/plans.js";
import type { Executor } from "../database.js";
import type { CredentialRow, UserRow } from "../tables.js";

export async function insertCredential(db: Executor, row: CredentialRow): Promise<void> {
  await db.insertInto("credentials").values(row).execute();
}

export async function findCredential(db: Executor, id: string): Promise<CredentialRow | undefined> {
  return db.selectFrom("credentials").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The credential with this secret hash and its user: one indexed lookup per authenticated request. */
/** A plan's rank is its index in PLANS (FREE lowest). */
const PLAN_RANK = sql.raw(PLANS.map((plan, rank) => `WHEN '${plan}' THEN ${rank}`).join(" "));

export async function findCredentialByHash(
  db: Executor,
  secretHash: string,
): Promise<{ credential: CredentialRow; user: UserRow; bestPlanRank: number } | undefined> {
  // The user's best plan comes with the same query, so the rate limiter needs no lookup of its own
  // and a plan change counts from the next request.
  const row = await db
    .selectFrom("credentials")
    .innerJoin("users", "users.id", "credentials.user_id")
    .selectAll("credentials")
    .select(["users.email as user_email", "users.name as user_name", "users.created_at as user_created_at", "users.updated_at as user_updated_at"])
    .select(
      sql<number | null>`(SELECT max(CASE t.plan ${PLAN_RANK} ELSE 0 END)
        FROM team_members m JOIN teams t ON t.id = m.team_id WHERE m.user_id = users.id)`.as("best_plan_rank"),
    )
    .where("credentials.secret_hash", "=", secretHash)
    .executeTakeFirst();
  if (!row) return undefined;
  const { user_email, user_name, user_created_at, user_updated_at, best_plan_rank, ...credential } = row;
  return {
    credential,
    user: { id: credential.user_id, email: user_email, name: user_name, created_at: user_created_at, updated_at: user_updated_at },
    bestPlanRank: Number(best_plan_rank ?? 0),
  };
}

export async function revokeCredential(db: Executor, id: string, revokedAt: string): Promise<void> {
  await db.updateTable("credentials").set({ revoked_at: revokedAt }).where("id", "=", id).where("revoked_at", "is", null).execute();
}
