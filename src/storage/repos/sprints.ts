import { sql, type Selectable, type Updateable } from "kysely";
import { readFields, writeColumns } from "../columns.js";
import type { Executor } from "../database.js";
import { prepareQuery } from "../prepared.js";
import type { SprintsTable } from "../tables.js";
import type { StoredSprint } from "../records.js";

export const readSprint = (row: Selectable<SprintsTable>): StoredSprint => readFields(row);

const findSprintById = prepareQuery((db, p: { id: string }) => db.selectFrom("sprints").selectAll().where("id", "=", p.id));

export async function findSprint(db: Executor, id: string): Promise<StoredSprint | undefined> {
  const row = await findSprintById.first(db, { id });
  return row && readSprint(row);
}

const findSprintTeamById = prepareQuery((db, p: { id: string }) => db.selectFrom("sprints").select("team_id").where("id", "=", p.id));

/** The team a sprint belongs to: all a reference to it needs checked. */
export async function findSprintTeam(db: Executor, id: string): Promise<string | undefined> {
  return (await findSprintTeamById.first(db, { id }))?.team_id;
}

const listSprintPage = prepareQuery((db, p: { teamId: string; afterId?: string; limit: number }) => {
  let query = db.selectFrom("sprints").selectAll().where("team_id", "=", p.teamId);
  if (p.afterId !== undefined) query = query.where("id", "<", p.afterId);
  return query.orderBy("id", "desc").limit(p.limit);
});

export async function listSprintRows(db: Executor, teamId: string, page: { limit: number; afterId?: string }): Promise<StoredSprint[]> {
  return (await listSprintPage.all(db, { teamId, afterId: page.afterId, limit: page.limit + 1 })).map(readSprint);
}

/** A team's newest sprints, description and goal cut to `textChars`: what the AI may read. */
export async function listRecentSprints(db: Executor, teamId: string, limit: number, textChars: number): Promise<StoredSprint[]> {
  const rows = await db
    .selectFrom("sprints")
    .select(["id", "team_id", "name", "start_date", "end_date", "status", "created_at", "updated_at"])
    .select(sql<string | null>`substr(description, 1, ${textChars})`.as("description"))
    .select(sql<string | null>`substr(goal, 1, ${textChars})`.as("goal"))
    .where("team_id", "=", teamId)
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map(readSprint);
}

const insertSprintStatement = prepareQuery((db, p: Selectable<SprintsTable>) => db.insertInto("sprints").values(p));

export async function insertSprint(db: Executor, sprint: StoredSprint): Promise<void> {
  await insertSprintStatement.all(db, writeColumns<Selectable<SprintsTable>>(sprint));
}

export async function updateSprintRow(db: Executor, id: string, changes: Partial<StoredSprint>): Promise<void> {
  await db.updateTable("sprints").set(writeColumns<Updateable<SprintsTable>>(changes)).where("id", "=", id).execute();
}

/** Deletes an empty sprint; documents linked to it stay, with the link cleared (found by documents_sprint_idx). */
export async function deleteSprintRow(db: Executor, teamId: string, id: string): Promise<void> {
  await db.updateTable("documents").set({ sprint_id: null }).where("team_id", "=", teamId).where("sprint_id", "=", id).execute();
  await db.deleteFrom("sprints").where("id", "=", id).execute();
}
