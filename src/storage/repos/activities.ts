import { sql, type Updateable } from "kysely";
import type { Executor } from "../database.js";
import { prepareQuery } from "../prepared.js";
import type { ActivitiesTable, ActivityRow } from "../tables.js";

export interface ActivityFilter {
  sprintId?: string;
  statuses?: string[];
  assignedTo?: string;
}

const findActivityById = prepareQuery((db, p: { id: string }) => db.selectFrom("activities").selectAll().where("id", "=", p.id));

export async function findActivity(db: Executor, id: string): Promise<ActivityRow | undefined> {
  return findActivityById.first(db, { id });
}

const listActivityPage = prepareQuery(
  (db, p: { teamId: string; sprintId?: string; statuses?: string[]; assignedTo?: string; afterId?: string; limit: number }) => {
    let query = db.selectFrom("activities").selectAll().where("team_id", "=", p.teamId);
    if (p.sprintId !== undefined) query = query.where("sprint_id", "=", p.sprintId);
    if (p.statuses !== undefined) query = query.where("status", "in", p.statuses);
    if (p.assignedTo !== undefined) query = query.where("assigned_to", "=", p.assignedTo);
    if (p.afterId !== undefined) query = query.where("id", "<", p.afterId);
    return query.orderBy("id", "desc").limit(p.limit);
  },
);

export async function listActivities(
  db: Executor,
  teamId: string,
  filter: ActivityFilter,
  page: { limit: number; afterId?: string },
): Promise<ActivityRow[]> {
  return listActivityPage.all(db, { teamId, ...filter, afterId: page.afterId, limit: page.limit + 1 });
}

/** A team's (or a sprint's) newest activities, descriptions cut to `textChars`: what the AI may read. */
export async function listRecentActivities(
  db: Executor,
  teamId: string,
  sprintId: string | undefined,
  limit: number,
  textChars: number,
): Promise<ActivityRow[]> {
  let query = db
    .selectFrom("activities")
    .select(["id", "team_id", "sprint_id", "title", "status", "priority", "points", "due_date", "assigned_to", "review_status"])
    .select(["created_by", "completed_at", "created_at", "updated_at"])
    .select(sql<string | null>`substr(description, 1, ${textChars})`.as("description"))
    .where("team_id", "=", teamId);
  if (sprintId !== undefined) query = query.where("sprint_id", "=", sprintId);
  return query.orderBy("id", "desc").limit(limit).execute();
}

const insertActivityRow = prepareQuery((db, p: ActivityRow) => db.insertInto("activities").values(p));

export async function insertActivity(db: Executor, row: ActivityRow): Promise<void> {
  await insertActivityRow.all(db, row);
}

export async function updateActivity(db: Executor, id: string, changes: Updateable<ActivitiesTable>): Promise<void> {
  await db.updateTable("activities").set(changes).where("id", "=", id).execute();
}

export async function countActivitiesInSprint(db: Executor, teamId: string, sprintId: string): Promise<number> {
  const row = await db
    .selectFrom("activities")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("team_id", "=", teamId)
    .where("sprint_id", "=", sprintId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Deletes activities and what hangs off them: their comments go, documents and resources linked to
 * them stay with the link cleared. Call inside a transaction. Every statement names the team, so
 * each reaches its rows through a (team_id, …) index instead of scanning every team's table.
 */
export async function deleteActivities(db: Executor, teamId: string, where: { id: string } | { sprintId: string }): Promise<void> {
  const ids = db
    .selectFrom("activities")
    .select("id")
    .where("team_id", "=", teamId)
    .where("id" in where ? "id" : "sprint_id", "=", "id" in where ? where.id : where.sprintId);
  await db.deleteFrom("comments").where("activity_id", "in", ids).execute();
  await db.updateTable("documents").set({ activity_id: null }).where("team_id", "=", teamId).where("activity_id", "in", ids).execute();
  await db.updateTable("resources").set({ activity_id: null }).where("team_id", "=", teamId).where("activity_id", "in", ids).execute();
  await db.deleteFrom("activities").where("id", "in", ids).execute();
}
