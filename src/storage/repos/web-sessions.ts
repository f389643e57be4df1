import type { Selectable } from "kysely";
import type { Plan } from "../../schemas/common.js";
import { readFields, writeColumns } from "../columns.js";
import type { Executor } from "../database.js";
import type { WebSessionsTable } from "../tables.js";
import type { StoredUser, StoredWebSession } from "../records.js";
import { BEST_PLAN_COLUMN, bestPlanOf } from "./credentials.js";

export async function insertSession(db: Executor, session: StoredWebSession): Promise<void> {
  await db.insertInto("web_sessions").values(writeColumns<Selectable<WebSessionsTable>>(session)).execute();
}

/** The session with this hash, its user and the user's best plan (for the actor the pages act as). */
export async function findSessionByHash(
  db: Executor,
  idHash: string,
): Promise<{ session: StoredWebSession; user: StoredUser; bestPlan: Plan } | undefined> {
  const row = await db
    .selectFrom("web_sessions")
    .innerJoin("users", "users.id", "web_sessions.user_id")
    .selectAll("web_sessions")
    .select(["users.email", "users.name", "users.created_at as user_created_at", "users.updated_at as user_updated_at"])
    .select(BEST_PLAN_COLUMN)
    .where("web_sessions.id_hash", "=", idHash)
    .executeTakeFirst();
  if (!row) return undefined;
  const { email, name, user_created_at, user_updated_at, best_plan_rank, ...session } = row;
  return {
    session: readFields(session),
    user: { id: session.user_id, email, name, createdAt: user_created_at, updatedAt: user_updated_at },
    bestPlan: bestPlanOf(best_plan_rank),
  };
}

export async function deleteSession(db: Executor, idHash: string): Promise<void> {
  await db.deleteFrom("web_sessions").where("id_hash", "=", idHash).execute();
}

export async function deleteSessionsOfUser(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom("web_sessions").where("user_id", "=", userId).execute();
}
