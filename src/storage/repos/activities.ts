import type { Updateable } from "kysely";
import { supportsRowLocks, type Executor } from "../database.js";
import type { ActivitiesTable, ActivityRow } from "../tables.js";

export interface ActivityFilter {
  sprintId?: string;
  statuses?: string[];
  assignedTo?: string;
}

/** `lock` holds the row until the transaction ends (a no-op on SQLite, whose writes are serialised). */
export async function findActivity(db: Executor, id: string, lock = false): Promise<ActivityRow | undefined> {
  let query = db.selectFrom("activities").selectAll().where("id", "=", id);
  if (lock && supportsRowLocks(db)) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function listActivities(
  db: Executor,
  teamId: string,
  filter: ActivityFilter,
  page: { limit: number; afterId?: string },
): Promise<ActivityRow[]> {
  let query = db.selectFrom("activities").selectAll().where("team_id", "=", teamId);
  if (filter.sprintId !== undefined) query = query.where("sprint_id", "=", filter.sprintId);
  if (filter.statuses !== undefined) query = query.where("status", "in", filter.statuses);
  if (filter.assignedTo !== undefined) query = query.where("assigned_to", "=", filter.assignedTo);
  if (page.afterId !== undefined) query = query.where("id", "<", page.afterId);
  return query.orderBy("id", "desc").limit(page.limit + 1).execute();
}

export async function insertActivity(db: Executor, row: ActivityRow): Promise<void> {
  await db.insertInto("activities").values(row).execute();
}

export async function updateActivity(db: Executor, id: string, changes: Updateable<ActivitiesTable>): Promise<void> {
  await db.updateTable("activities").set(changes).where("id", "=", id).execute();
}

export async function countActivitiesInSprint(db: Executor, sprintId: string): Promise<number> {
  const row = await db
    .selectFrom("activities")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("sprint_id", "=", sprintId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Deletes activities and what hangs off them: their comments go, documents and resources linked to
 * them stay with the link cleared. Call inside a transaction.
 */
export async function deleteActivities(db: Executor, where: { id: string } | { sprintId: string }): Promise<void> {
  const ids = db
    .selectFrom("activities")
    .select("id")
    .where("id" in where ? "id" : "sprint_id", "=", "id" in where ? where.id : where.sprintId);
  await db.deleteFrom("comments").where("activity_id", "in", ids).execute();
  await db.updateTable("documents").set({ activity_id: null }).where("activity_id", "in", ids).execute();
  await db.updateTable("resources").set({ activity_id: null }).where("activity_id", "in", ids).execute();
  await db.deleteFrom("activities").where("id", "in", ids).execute();
}
