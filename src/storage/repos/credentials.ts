import { sql, type Selectable } from "kysely";
import { PLANS, type Plan } from "../../schemas/common.js";
import { readFields, readScopes, scopesOf, writeColumns, writeScopes, type ScopedColumns } from "../columns.js";
import type { Executor } from "../database.js";
import { prepareQuery } from "../prepared.js";
import type { CredentialsTable } from "../tables.js";
import type { StoredCredential, StoredUser } from "../records.js";

/** A credential as read: its scopes a list. */
const readCredential = (row: Selectable<CredentialsTable>): StoredCredential => readFields(readScopes(row));

export async function insertCredential(db: Executor, credential: StoredCredential): Promise<void> {
  await db.insertInto("credentials").values(writeScopes(writeColumns<ScopedColumns<CredentialsTable>>(credential))).execute();
}

export async function findCredential(db: Executor, id: string): Promise<StoredCredential | undefined> {
  const row = await db.selectFrom("credentials").selectAll().where("id", "=", id).executeTakeFirst();
  return row && readCredential(row);
}

/** A plan's rank is its index in PLANS (FREE lowest). */
const PLAN_RANK = sql.raw(PLANS.map((plan, rank) => `WHEN '${plan}' THEN ${rank}`).join(" "));

/** The rank of the best plan among the teams of `users` (the joined user): null without a team. */
const BEST_PLAN_RANK = sql<number | null>`(SELECT max(CASE t.plan ${PLAN_RANK} ELSE 0 END)
  FROM team_members m JOIN teams t ON t.id = m.team_id WHERE m.user_id = users.id)`;

/** Selects BEST_PLAN_RANK as `best_plan_rank`; `bestPlanOf` reads it back (FREE without a team). */
export const BEST_PLAN_COLUMN = BEST_PLAN_RANK.as("best_plan_rank");
export const bestPlanOf = (rank: number | null): Plan => PLANS[Number(rank ?? 0)] ?? "FREE";

// The user's best plan comes with the same query, so the rate limiter needs no lookup of its own
// and a plan change counts from the next request.
const findByHash = prepareQuery((db, p: { secretHash: string }) =>
  db
    .selectFrom("credentials")
    .innerJoin("users", "users.id", "credentials.user_id")
    .selectAll("credentials")
    .select(["users.email as user_email", "users.name as user_name", "users.created_at as user_created_at", "users.updated_at as user_updated_at"])
    .select(BEST_PLAN_COLUMN)
    .where("credentials.secret_hash", "=", p.secretHash),
);

/** The credential with this secret hash and its user: one indexed lookup per authenticated request. */
export async function findCredentialByHash(
  db: Executor,
  secretHash: string,
): Promise<{ credential: StoredCredential; user: StoredUser; bestPlan: Plan } | undefined> {
  const row = await findByHash.first(db, { secretHash });
  if (!row) return undefined;
  // Field by field, not a rest pattern over the joined row: this runs on every request.
  return {
    credential: {
      id: row.id,
      userId: row.user_id,
      type: row.type,
      name: row.name,
      secretHash: row.secret_hash,
      scopes: scopesOf(row.scopes),
      expiresAt: row.expires_at,
      revokedAt: row.revoked_at,
      createdAt: row.created_at,
      lastUsedAt: row.last_used_at,
      grantId: row.grant_id,
    },
    user: { id: row.user_id, email: row.user_email, name: row.user_name, createdAt: row.user_created_at, updatedAt: row.user_updated_at },
    bestPlan: bestPlanOf(row.best_plan_rank),
  };
}

export async function revokeCredential(db: Executor, id: string, revokedAt: string): Promise<void> {
  await db.updateTable("credentials").set({ revoked_at: revokedAt }).where("id", "=", id).where("revoked_at", "is", null).execute();
}

/** A user's API keys that are not revoked (expired ones included), newest first. */
export async function listApiKeysOfUser(db: Executor, userId: string, page: { limit: number; afterId?: string }): Promise<StoredCredential[]> {
  let query = db
    .selectFrom("credentials")
    .selectAll()
    .where("user_id", "=", userId)
    .where("type", "=", "api_key")
    .where("revoked_at", "is", null)
    .orderBy("id", "desc")
    .limit(page.limit + 1);
  if (page.afterId !== undefined) query = query.where("id", "<", page.afterId);
  return (await query.execute()).map(readCredential);
}

/** Records a credential's last use, and its grant's when it was issued under one. */
export async function recordLastUse(db: Executor, use: { id: string; grantId: string | null; at: string }): Promise<void> {
  await db.updateTable("credentials").set({ last_used_at: use.at }).where("id", "=", use.id).execute();
  if (use.grantId !== null) await db.updateTable("oauth_grants").set({ last_used_at: use.at }).where("id", "=", use.grantId).execute();
}
